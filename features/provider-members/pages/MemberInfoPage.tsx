import { useTranslation } from 'react-i18next';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { MemberInfo } from '../components/MemberInfo';

/** /service/memberInfo/:id (spec 01 §2); the route's id check has passed before the page shows. */
export function MemberInfoPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { id = '' } = usePageParams();
  return <MemberInfo key={id} id={id} title={t(route.titleKey)} />;
}

export default MemberInfoPage;
