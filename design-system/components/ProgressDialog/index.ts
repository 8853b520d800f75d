export { ProgressDialog } from './ProgressDialog';
export type { ProgressDialogProps } from './ProgressDialog';
export { progressStatusMap } from './tokens';
export type { ProgressStatus } from './tokens';
