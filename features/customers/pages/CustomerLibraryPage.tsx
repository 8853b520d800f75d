import type { PageProps } from '../../../platform/routing';
import { CustomerLibrary } from '../components/CustomerLibrary';

/** /member/customer: the customer library (spec 01 §2). */
export function CustomerLibraryPage({ route }: PageProps) {
  return <CustomerLibrary route={route} />;
}

export default CustomerLibraryPage;
