export { TerminalPicker } from './TerminalPicker';
export type { TerminalPickerProps, TerminalPickerPagingProps, SwitchOptions } from './TerminalPicker';
export { NoDefaultTerminalDialog } from './NoDefaultTerminalDialog';
export type { NoDefaultTerminalDialogProps } from './NoDefaultTerminalDialog';
export {
  PICKER_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  ACCOUNT_TEXT_MAX,
  terminalModeOf,
  pickerColumnKeys,
  pickerColumnsFor,
  terminalKeyOf,
  searchKeyOf,
  filterTerminals,
  accountsOf,
  rowNumberOf,
} from './terminals';
export type { PickerTerminal, TerminalAccount, PickerRole, TerminalMode, PickerColumnKey } from './terminals';
