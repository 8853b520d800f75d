export { FilterBar, FilterBarWide } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
