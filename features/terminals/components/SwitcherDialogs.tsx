// The header switcher's dialogs (the terminal picker with its table, paging and confirm; the 'no default terminal'
// dialog): a chunk of their own, loaded when one first opens, so the signed-in frame does not carry them.
import { NoDefaultTerminalDialog, TerminalPicker, type PickerRow, type TerminalPickerProps } from '../../../design-system';
import type { PickerTerminal } from '../rules';

export type SwitcherRow = PickerRow & { terminal: PickerTerminal };

export function SwitcherPicker(props: TerminalPickerProps<SwitcherRow>) {
  return <TerminalPicker<SwitcherRow> {...props} />;
}

export { NoDefaultTerminalDialog };
