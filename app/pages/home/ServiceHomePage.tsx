import type { PageProps } from '../../router';
import { HomePage } from './HomePage';
import { RecentInvoices } from './RecentInvoices';

/** /service/home: the provider's current terminal and the latest invoices across its enterprises. */
export function ServiceHomePage({ route }: PageProps) {
  return (
    <HomePage route={route}>
      <RecentInvoices showSeller />
    </HomePage>
  );
}

export default ServiceHomePage;
