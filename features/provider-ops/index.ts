// The provider's operations (服务器管理, 卡槽状态, 税盘列表, 用户统计): servers and their chassis of boards and ports,
// the hosted disks, restarts as server tasks, user statistics (pages registered by the app from pages/).
export { SlotChassis, SlotStateTag } from './components/SlotChassis';
export type { BoardView, SlotChassisProps, SlotView } from './components/SlotChassis';
export { slotStateOf, slotKey, type SlotState } from './rules/slots';
