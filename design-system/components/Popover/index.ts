export { Popover } from './Popover';
export type { PopoverProps, PopoverRenderApi } from './Popover';
export type { PopoverPlacement } from './tokens';
