// Face scan (spec 02 §2.1 items 5, 6): the interval dialog and the face QR dialog opened from a terminal row.
export { FaceScanIntervalDialog } from './components/FaceScanIntervalDialog';
export type { FaceScanIntervalDialogProps, FaceScanTerminal } from './components/FaceScanIntervalDialog';
export { FaceQrDialog } from './components/FaceQrDialog';
export type { FaceQrDialogProps, FaceQrTerminal } from './components/FaceQrDialog';
