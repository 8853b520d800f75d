import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { ApplicationList } from '../components/ApplicationList';

/** /service/checkList (spec 01 §2). */
export function CheckListPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <ApplicationList title={t(route.titleKey)} />;
}

export default CheckListPage;
