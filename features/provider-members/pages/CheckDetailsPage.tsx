import { useTranslation } from 'react-i18next';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { ApplicationDetails } from '../components/ApplicationDetails';

/** /service/checkDetails/:applyId (spec 01 §2). */
export function CheckDetailsPage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { applyId = '' } = usePageParams();
  return <ApplicationDetails key={applyId} applyId={applyId} title={t(route.titleKey)} />;
}

export default CheckDetailsPage;
