import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { MemberList } from '../components/MemberList';

/** /service/memberList (spec 01 §2). */
export function MemberListPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <MemberList title={t(route.titleKey)} />;
}

export default MemberListPage;
