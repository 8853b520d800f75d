export { DropdownButton, Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';
export type { DropdownButtonProps, MenuProps, MenuItemProps } from './Menu';
export type { MenuPlacement } from './tokens';
