export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export type { SkeletonVariant } from './tokens';
