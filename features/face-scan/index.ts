// Face scan (issue 11 §3): the interval dialog and the face QR dialog opened from a terminal row.
export { FaceScanIntervalDialog } from './components/FaceScanIntervalDialog';
export type { FaceScanIntervalDialogProps, FaceScanTerminal } from './components/FaceScanIntervalDialog';
export { FaceQrDialog } from './components/FaceQrDialog';
export type { FaceQrDialogProps, FaceQrTerminal } from './components/FaceQrDialog';
