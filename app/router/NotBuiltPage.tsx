import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Empty, fontSize, fontWeight, space, vars } from '../../design-system';
import type { PortalRoute } from '../../platform/routing/types';

const Section = styled.section`
  padding: ${space[4]} ${space[6]};
  background: ${vars.colorSurface};
  min-height: 100%;
`;

const Title = styled.h1`
  margin: 0 0 ${space[4]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
  color: ${vars.colorText};
`;

export interface NotBuiltPageProps {
  /** The route whose page is not built yet: its title is shown. */
  route: PortalRoute;
}

/** A route whose page is not built yet: its translated title and a plain notice. */
export function NotBuiltPage({ route }: NotBuiltPageProps) {
  const { t } = useTranslation(['routes', 'routeTitles']);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-route={route.id}>
      <Title id={headingId}>{t(route.titleKey)}</Title>
      <Empty title={t('notBuilt.notice')} />
    </Section>
  );
}

export default NotBuiltPage;
