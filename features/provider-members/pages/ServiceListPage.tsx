import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { ServiceList } from '../components/ServiceList';

/** /service/serviceList (spec 01 §2). */
export function ServiceListPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <ServiceList title={t(route.titleKey)} />;
}

export default ServiceListPage;
