export { Popover } from './Popover';
export type { PopoverProps, PopoverRenderApi, PopoverSize } from './Popover';
export type { PopoverPlacement } from './tokens';
