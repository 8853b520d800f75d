import { useLocation } from 'react-router';
import type { PageProps } from '../../../platform/routing';
import { InvoiceDetails } from '../components/InvoiceDetails';
import { invoiceCodeOf } from '../rules/paths';

/**
 * inquireDetails/:invoiceCode/:invoiceNumber of the member, agency and provider areas (spec 01 §2). The two last
 * segments of the address are the code and number (read here rather than with useParams, which would add to the
 * sign-in route's react-router chunk).
 */
export function InvoiceDetailsPage({ route }: PageProps) {
  const { pathname } = useLocation();
  const [code = '', number = ''] = pathname.split('/').slice(-2).map((s) => decodeURIComponent(s));
  return <InvoiceDetails key={`${code}/${number}`} area={route.area} invoiceCode={invoiceCodeOf(code)} invoiceNumber={number} />;
}

export default InvoiceDetailsPage;
