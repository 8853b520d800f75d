import type { PageProps } from '../../../platform/routing';
import { RepairList } from '../components/RepairList';

/** newRepairList of the member, agency and provider areas; fullpower/repair and fullpower/repairList (fully-digital). */
export function RepairListPage({ route }: PageProps) {
  return <RepairList route={route} />;
}

export default RepairListPage;
