import { useTranslation } from 'react-i18next';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { EnterpriseInfoView } from '../components/EnterpriseInfoView';

/** /member/enterpriseInfo/:findID (spec 01 §2); the route's id check has passed before the page shows. */
export function EnterpriseInfoPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { findID = '' } = usePageParams();
  return <EnterpriseInfoView key={findID} id={findID} title={t(route.titleKey)} />;
}

export default EnterpriseInfoPage;
