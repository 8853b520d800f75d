export { NavTree } from './NavTree';
export type { NavTreeNode, NavTreeProps } from './NavTree';
