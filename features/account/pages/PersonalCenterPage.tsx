import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { PersonalCenter } from '../components/PersonalCenter';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  max-width: 960px;
  padding: ${space[4]} ${space[6]} ${space[6]};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

/** The personal centre of each area (<area>/personalCenter), reached from the user menu. */
export function PersonalCenterPage({ route }: PageProps) {
  const { t } = useTranslation(['routeTitles', 'profile']);
  return (
    <Page>
      <Title>{t(route.titleKey)}</Title>
      <PersonalCenter />
    </Page>
  );
}

export default PersonalCenterPage;
