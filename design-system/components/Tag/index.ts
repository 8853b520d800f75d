export { Tag } from './Tag';
export type { TagProps } from './Tag';
export type { TagSize } from './tokens';
