export { FileButton } from './FileButton';
export type { FileButtonProps } from './FileButton';
