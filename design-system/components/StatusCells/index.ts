export {
  ServiceStatusCell,
  TerminalStatusCell,
  VerificationStatusCell,
  OnlineStatusCell,
  DaysRemainingCell,
  MountTypeCell,
} from './StatusCells';
export type {
  StatusCellTextProps,
  ServiceStatusCellProps,
  TerminalStatusCellProps,
  VerificationStatusCellProps,
  OnlineStatusCellProps,
  DaysRemainingCellProps,
  MountTypeCellProps,
} from './StatusCells';
export {
  serviceStatusReadings,
  serviceStatusTone,
  serviceStatusWarns,
  serviceStatusLabelKey,
  terminalStatusState,
  terminalStatusTone,
  terminalStatusLabelKey,
  verificationState,
  verificationStatusTone,
  verificationStatusLabelKey,
  isDiskOnline,
  onlineStatusTone,
  onlineStatusLabelKey,
  RENEWAL_REMINDER_DAYS,
  daysRemaining,
  mountTypeTone,
  mountTypeLabelKey,
} from './tones';
export type { StatusCode, ServiceStatusReading, TerminalStatusSource, DaysRemaining, DaysRemainingKind } from './tones';
