import type { PageProps } from '../../../platform/routing';
import { InvoiceInquiry } from '../components/InvoiceInquiry';

/** inquire and fullpower/inquire of the member, agency and provider areas (spec 01 §2). */
export function InvoiceInquiryPage({ route }: PageProps) {
  return <InvoiceInquiry route={route} />;
}

export default InvoiceInquiryPage;
