import { useTranslation } from 'react-i18next';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { AgencyDetailView } from '../components/AgencyDetail';

/** /service/agencyDetail/:id (spec 01 §2). */
export function AgencyDetailPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { id = '' } = usePageParams();
  return <AgencyDetailView key={id} id={id} title={t(route.titleKey)} />;
}

export default AgencyDetailPage;
