import type { PageProps } from '../../../platform/routing';
import { SlotStatus } from '../components/SlotStatus';

/** 卡槽状态 (/service/viewSlotStatus): the chassis as boards and ports, or the same slots as a table. */
export function SlotStatusPage({ route }: PageProps) {
  return <SlotStatus route={route} />;
}

export default SlotStatusPage;
