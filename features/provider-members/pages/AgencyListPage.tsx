import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { AgencyList } from '../components/AgencyList';

/** /service/agencyList (spec 01 §2). */
export function AgencyListPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <AgencyList title={t(route.titleKey)} />;
}

export default AgencyListPage;
