// Copy and clear (抄报清卡) across the terminals an agency or provider serves: the pages' components and pure rules.
export { CopyManage } from './components/CopyManage';
export { CopyDetail } from './components/CopyDetail';
export { terminalStatus, actionsOf, modeOfRoute } from './rules/status';
