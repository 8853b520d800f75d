export { Tooltip, TruncatedText } from './Tooltip';
export type { TooltipProps, TruncatedTextProps } from './Tooltip';
export { truncateText, isTruncated } from './truncate';
export type { TooltipPlacement } from './tokens';
