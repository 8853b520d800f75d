export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
export { AlertDialogOnDemand, FeedbackProvider, useConfirm, useAlert } from './FeedbackProvider';
export type { FeedbackProviderProps, ConfirmOptions, AlertOptions, ConfirmFn, AlertFn } from './FeedbackProvider';
