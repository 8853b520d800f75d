export { Empty } from './Empty';
export type { EmptyProps } from './Empty';
export type { EmptySize } from './tokens';
