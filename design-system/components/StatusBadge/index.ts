export { StatusBadge, toneOf } from './StatusBadge';
export type { StatusBadgeProps, ToneMap } from './StatusBadge';
export type { StatusBadgeSize } from './tokens';
