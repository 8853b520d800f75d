export { SheetImportDialog } from './SheetImportDialog';
export type { SheetImportDialogProps, SheetImportText, SheetRowStatus } from './SheetImportDialog';
