import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../features/session';
import type { PageProps } from '../../router';
import { HomePage } from './HomePage';
import { RecentInvoices } from './RecentInvoices';

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
