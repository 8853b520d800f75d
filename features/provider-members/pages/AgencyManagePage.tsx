import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isWellFormedId, type PageProps } from '../../../platform/routing';
import { AgencyForm } from '../components/AgencyForm';

/** /service/agencyManage (spec 01 §2): adds an agency, or edits the one of ?id= (an ill-formed id is dropped). */
export function AgencyManagePage({ route }: PageProps) {
  const { t } = useTranslation('routeTitles');
  const { search } = useLocation();
  const raw = new URLSearchParams(search).get('id');
  const id = raw && isWellFormedId(raw) ? raw : null;
  return <AgencyForm key={id ?? ''} id={id} title={t(route.titleKey)} />;
}

export default AgencyManagePage;
