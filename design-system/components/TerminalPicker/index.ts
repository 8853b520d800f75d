export { TerminalPicker } from './TerminalPicker';
export type { TerminalPickerProps, TerminalPickerPagingProps, SwitchOptions } from './TerminalPicker';
export { NoDefaultTerminalDialog } from './NoDefaultTerminalDialog';
export type { NoDefaultTerminalDialogProps } from './NoDefaultTerminalDialog';
export { PICKER_PAGE_SIZE, SEARCH_DEBOUNCE_MS, ACCOUNT_TEXT_MAX, pickerColumnKeys, searchKeyOf, filterPickerRows, rowNumberOf } from './rows';
export type { PickerRow, PickerStatus, PickerAccount, PickerColumnKey } from './rows';
