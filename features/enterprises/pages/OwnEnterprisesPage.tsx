import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../platform/routing';
import { OwnEnterprises } from '../components/OwnEnterprises';

/** /member/enterprise (spec 01 §2): the member's enterprises. */
export function OwnEnterprisesPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  return <OwnEnterprises title={t(route.titleKey)} />;
}

export default OwnEnterprisesPage;
