export { SlotChassis } from './SlotChassis';
export type { BoardView, SlotChassisProps, SlotView } from './SlotChassis';
export { SlotStateTag } from './SlotStateTag';
