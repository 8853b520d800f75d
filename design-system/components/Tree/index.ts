export { Tree } from './Tree';
export type { TreeNode, TreeProps } from './Tree';
export { checkStates, checkedNodes, fromSelection, leavesOf, toggleNode } from './checkTree';
export type { CheckNode, CheckState } from './checkTree';
