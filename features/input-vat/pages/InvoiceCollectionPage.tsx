import type { PageProps } from '../../../platform/routing';
import { InvoiceCollection } from '../components/InvoiceCollection';

/** invoiceCollection of the member and provider areas (spec 01 §2). */
export function InvoiceCollectionPage({ route }: PageProps) {
  return <InvoiceCollection key={route.id} route={route} />;
}

export default InvoiceCollectionPage;
