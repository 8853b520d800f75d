export { ConnectionStatusDialog, sanitizeSmsCode } from './ConnectionStatusDialog';
export type { ConnectionStatusDialogProps } from './ConnectionStatusDialog';
export { connectionSeconds, connectionFailureMap, smsCodeLength } from './tokens';
export type { ConnectionState, ConnectionPhase, ConnectionFailureReason } from './tokens';
