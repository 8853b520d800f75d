import { useParams } from 'react-router';
import type { PageProps } from '../../../platform/routing';
import { InvoiceDetails } from '../components/InvoiceDetails';
import { invoiceCodeOf } from '../rules/paths';

/** inquireDetails/:invoiceCode/:invoiceNumber of the member, agency and provider areas (issue 12 §1). */
export function InvoiceDetailsPage({ route }: PageProps) {
  const { invoiceCode, invoiceNumber = '' } = useParams();
  return <InvoiceDetails key={`${invoiceCode ?? ''}/${invoiceNumber}`} area={route.area} invoiceCode={invoiceCodeOf(invoiceCode)} invoiceNumber={invoiceNumber} />;
}

export default InvoiceDetailsPage;
