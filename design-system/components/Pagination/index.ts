export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageItems, pageCountOf, pageAfterResize, parseJump } from './pages';
export type { PageItem } from './pages';
