import type { PageProps } from '../../../platform/routing';
import { BatchVoid } from '../components/BatchVoid';

/** batchVoid (批量作废) of the member and agency areas (spec 01 §2). */
export function BatchVoidPage({ route }: PageProps) {
  return <BatchVoid route={route} />;
}

export default BatchVoidPage;
