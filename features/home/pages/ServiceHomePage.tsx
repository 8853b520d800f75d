import type { PageProps } from '../../../platform/routing';
import { HomePage } from '../components/HomeLayout';
import { RecentInvoices } from '../../invoices';

/** /service/home: the provider's current terminal and the latest invoices across its enterprises. */
export function ServiceHomePage({ route }: PageProps) {
  return (
    <HomePage route={route}>
      <RecentInvoices showSeller />
    </HomePage>
  );
}

export default ServiceHomePage;
