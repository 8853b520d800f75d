import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { Inbox } from '../components/Inbox';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

/** The message inbox of each area (<area>/mailbox/inbox), reached from the user menu. */
export function InboxPage({ route }: PageProps) {
  const { t } = useTranslation(['routeTitles', 'inbox']);
  return (
    <Page>
      <Title>{t(route.titleKey)}</Title>
      <Inbox />
    </Page>
  );
}

export default InboxPage;
