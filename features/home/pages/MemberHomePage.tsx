import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../platform/session';
import type { PageProps } from '../../../platform/routing';
import { HomePage } from '../components/HomeLayout';
import { RecentInvoices } from '../../invoices';

/** /member/v3Home: the enterprise's current terminal and its latest invoices. */
export function MemberHomePage({ route }: PageProps) {
  const diskId = useSelector(selectDiskId);
  return (
    <HomePage route={route}>
      <RecentInvoices diskId={diskId} />
    </HomePage>
  );
}

export default MemberHomePage;
