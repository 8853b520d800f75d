import { useTranslation } from 'react-i18next';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { AgencyAssign } from '../components/AgencyAssign';

/** /service/agencyAssign/:id (spec 01 §2). */
export function AgencyAssignPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { id = '' } = usePageParams();
  return <AgencyAssign key={id} id={id} title={t(route.titleKey)} />;
}

export default AgencyAssignPage;
