export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export type { QrCodeStatus } from './tokens';
export type { Countdown } from './useSecondsLeft';
