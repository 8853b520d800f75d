export { QrCodeDialog, initialQrCodeKind } from './QrCodeDialog';
export type { QrCodeDialogProps } from './QrCodeDialog';
export { qrCodeKindMap, qrCodeKinds, fetchPhaseSeconds, faceQrValiditySeconds } from './tokens';
export type { QrCodeKind, FaceQrState, FaceQrStatus } from './tokens';
