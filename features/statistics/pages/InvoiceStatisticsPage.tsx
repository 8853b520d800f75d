import type { PageProps } from '../../../platform/routing';
import { InvoiceStatistics } from '../components/InvoiceStatistics';

/** The agency's summary, summaryDetail/{id}, invoiceStatis, statisdetails/{id} and the member's platform/statistics. */
export function InvoiceStatisticsPage({ route }: PageProps) {
  return <InvoiceStatistics key={route.id} route={route} />;
}

export default InvoiceStatisticsPage;
