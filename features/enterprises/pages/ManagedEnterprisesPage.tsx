import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { ManagedEnterprises } from '../components/ManagedEnterprises';

/** The agency's /account/enterpriseManage, the provider's /service/enterpriseList and enterpriseManage (spec 01 §2). */
export function ManagedEnterprisesPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <ManagedEnterprises area={route.area} title={t(route.titleKey)} />;
}

export default ManagedEnterprisesPage;
