import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, fontWeight, RoleThemeProvider, shadow, space, useRoleTheme, vars, type RoleTheme } from '../../../design-system';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  min-height: 100vh;
  /* Anchored to the top so the wordmark always sits on the 240 px brand band, whatever the screen height. */
  padding: calc(${space[10]} * 2) ${space[4]} ${space[8]};
  background: linear-gradient(180deg, ${vars.colorHeaderBackground} 0, ${vars.colorHeaderBackground} 240px, ${vars.colorBackground} 240px);
`;

const Brand = styled.div`
  margin-bottom: ${space[6]};
  color: ${vars.colorHeaderText};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  & img {
    display: block;
    max-height: 40px;
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 400px;
  padding: ${space[8]} ${space[8]} ${space[6]};
  background: ${vars.colorSurface};
  border-radius: 8px;
  box-shadow: ${shadow.popover};
`;

const Title = styled.h1`
  margin: 0 0 ${space[1]};
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

const Subtitle = styled.p`
  margin: 0 0 ${space[6]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.md};
`;

function BrandMark() {
  const { t } = useTranslation('common');
  const { logo } = useRoleTheme();
  return <Brand>{logo ?? t('wordmark')}</Brand>;
}

export interface LoginLayoutProps {
  /** The entrance's theme. */
  theme: RoleTheme;
  /** The page heading (the route's title). */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The sign-in pages' frame: the entrance's role theme, the wordmark on the role's colour band, a centred card. */
export function LoginLayout({ theme, title, subtitle, children }: LoginLayoutProps) {
  const titleId = useId();
  return (
    // 'subtree': the document keeps the session's theme; this page alone wears the entrance's.
    <RoleThemeProvider role={theme} scope="subtree">
      <Page data-login-theme={theme}>
        <BrandMark />
        <Card aria-labelledby={titleId}>
          <Title id={titleId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Card>
      </Page>
    </RoleThemeProvider>
  );
}
