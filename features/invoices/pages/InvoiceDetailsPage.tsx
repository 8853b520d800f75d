import { useLocation } from 'react-router';
import { decodeSegment, type PageProps } from '../../../platform/routing';
import { InvoiceDetails } from '../components/InvoiceDetails';
import { invoiceCodeOf } from '../rules/paths';

/**
 * inquireDetails/:invoiceCode/:invoiceNumber of the member, agency and provider areas (spec 01 §2). The two last
 * segments of the address are the code and number (read here rather than with useParams, which would add to the
 * sign-in route's react-router chunk). The guard has checked their shape (platform/routing/ids.ts); a malformed escape
 * is read as nothing rather than thrown.
 */
export function InvoiceDetailsPage({ route }: PageProps) {
  const { pathname } = useLocation();
  const [code = '', number = ''] = pathname.split('/').slice(-2).map((s) => decodeSegment(s) ?? '');
  return <InvoiceDetails key={`${code}/${number}`} area={route.area} invoiceCode={invoiceCodeOf(code)} invoiceNumber={number} />;
}

export default InvoiceDetailsPage;
