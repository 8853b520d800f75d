import type { PageProps } from '../../../platform/routing';
import { CustomerLibrary } from '../components/CustomerLibrary';

/** /member/customer: the customer library (issue 12 §4). */
export function CustomerLibraryPage({ route }: PageProps) {
  return <CustomerLibrary route={route} />;
}

export default CustomerLibraryPage;
