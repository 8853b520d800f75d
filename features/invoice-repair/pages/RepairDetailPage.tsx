import type { PageProps } from '../../../platform/routing';
import { RepairDetail } from '../components/RepairDetail';

/** invoice/repair/{repId} (the member's with /{did}/{id}) and Operationrecord/{id}/{rid}: a stuck invoice, its tasks and a task's record. */
export function RepairDetailPage({ route }: PageProps) {
  return <RepairDetail route={route} />;
}

export default RepairDetailPage;
