export {
  ServiceStatusCell,
  TerminalStatusCell,
  VerificationStatusCell,
  OnlineStatusCell,
  DaysRemainingCell,
  MountTypeCell,
} from './StatusCells';
export type {
  StatusCellProps,
  ServiceStatusCellProps,
  TerminalStatusCellProps,
  VerificationStatusCellProps,
  OnlineStatusCellProps,
  DaysRemainingKind,
  DaysRemainingCellProps,
  MountTypeCellProps,
} from './StatusCells';
