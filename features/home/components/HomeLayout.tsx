import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';
import type { PortalRoute } from '../../../platform/routing';
import { CurrentTerminalPanel } from '../../terminals';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

export interface HomePageProps {
  route: PortalRoute;
  /** The role's list below the terminal: recent invoices or robot tasks. */
  children: ReactNode;
}

/** A role's home: its title, the current terminal, and the role's list. */
export function HomePage({ route, children }: HomePageProps) {
  const { t } = useTranslation(['routes', 'routeTitles']);
  return (
    <Page>
      <Title>{t(route.titleKey)}</Title>
      <CurrentTerminalPanel />
      {children}
    </Page>
  );
}
