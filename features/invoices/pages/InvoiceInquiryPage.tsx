import type { PageProps } from '../../../platform/routing';
import { InvoiceInquiry } from '../components/InvoiceInquiry';

/** inquire and fullpower/inquire of the member, agency and provider areas (issue 12 §1). */
export function InvoiceInquiryPage({ route }: PageProps) {
  return <InvoiceInquiry route={route} />;
}

export default InvoiceInquiryPage;
