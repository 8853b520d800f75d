import type { PageProps } from '../../../platform/routing';
import { InvoiceOrders } from '../components/InvoiceOrders';

/** invoiceOrder, fullpower/invoiceOrder and yidikaiOrder of the member, agency and provider areas. */
export function InvoiceOrdersPage({ route }: PageProps) {
  return <InvoiceOrders route={route} />;
}

export default InvoiceOrdersPage;
