export { DescriptionList } from './DescriptionList';
export type { DescriptionItem, DescriptionListProps, DescriptionHeadingLevel } from './DescriptionList';
export type { DescriptionColumns, DescriptionListSize } from './tokens';
