import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { AddEnterpriseForm } from '../components/AddEnterpriseForm';

/** /account/addEnterprise and /service/addEnterprise (spec 01 §2). */
export function AddEnterprisePage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <AddEnterpriseForm area={route.area} title={t(route.titleKey)} />;
}

export default AddEnterprisePage;
