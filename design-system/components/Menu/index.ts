export { DropdownButton } from './DropdownButton';
export type { DropdownButtonProps } from './DropdownButton';
export { MenuItem, MenuSeparator } from './MenuItem';
export type { MenuItemProps } from './MenuItem';
// A custom trigger imports the menu's code as it is (no light trigger).
export { Menu, MenuTrigger } from './Menu';
export type { MenuProps } from './Menu';
export type { MenuPlacement } from './tokens';
