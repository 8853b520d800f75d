import type { PageProps } from '../../../platform/routing';
import { InvoiceSummaryTable } from '../components/InvoiceSummaryTable';

/** The invoice summary table: the agency's InvoiceSum and the member's summaryDetail. */
export function InvoiceSummaryTablePage({ route }: PageProps) {
  return <InvoiceSummaryTable key={route.id} route={route} />;
}

export default InvoiceSummaryTablePage;
