import { forwardRef, useId, type KeyboardEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { tableTokens as t } from './tokens';

const cellControl = `
  box-sizing: border-box;
  width: 100%;
  height: calc(${t.controlHeight} - 4px);
  padding: 0 6px;
  border: 1px solid ${t.editor.border};
  border-radius: ${t.radius};
  background: ${t.editor.background};
  color: inherit;
  font: inherit;
  outline: none;
  &:focus-visible, &:focus { border-color: ${t.editor.focusBorder}; box-shadow: 0 0 0 2px ${t.focusRing}; }
  &[aria-invalid='true'] { border-color: ${t.editor.invalidBorder}; background: ${t.editor.invalidBackground}; }
  &:disabled { background: ${t.editor.disabledBackground}; color: ${t.editor.disabledText}; }
  &[data-align='end'] { text-align: right; }
`;

const Input = styled.input`${cellControl}`;
const Select = styled.select`${cellControl} padding-right: 2px;`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

interface CellEditorProps {
  /** Names the editor for assistive technology (there is no visible label in a cell). */
  'aria-label': string;
  /** Marks the cell invalid (red border). */
  isInvalid?: boolean;
  /** Why the cell is invalid: its title tooltip and its accessible description. */
  errorMessage?: ReactNode;
  /** Text alignment: numbers align to the end. @default 'start' */
  align?: 'start' | 'end';
  isDisabled?: boolean;
  /** Keys the grid handles (add or delete a line, move between rows). */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  /** The DOM id, for focusing a cell from outside (e.g. the first error). */
  id?: string;
}

/** The editor's shared wiring: label, invalid state, and the error as title tooltip and accessible description. */
function useCellEditor({ isInvalid = false, errorMessage, align = 'start', isDisabled, onKeyDown, id, ...rest }: CellEditorProps) {
  const errorId = useId();
  const message = isInvalid && errorMessage != null ? errorMessage : null;
  return {
    editorProps: {
      id,
      'aria-label': rest['aria-label'],
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': message ? errorId : undefined,
      title: typeof message === 'string' ? message : undefined,
      'data-align': align,
      disabled: isDisabled,
      onKeyDown,
    },
    description: message ? <Hidden id={errorId}>{message}</Hidden> : null,
  };
}

export interface TableCellInputProps extends CellEditorProps {
  value: string;
  onChange(value: string): void;
  /** A numeric keyboard on touch devices. @default 'text' */
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
}

/**
 * A text editor for a cell of the data table: fits the fixed row height, shows an invalid state with its message
 * as tooltip and description. Keys it does not handle stay with the cell (the grid's own keys act on the grid).
 */
export const TableCellInput = forwardRef<HTMLInputElement, TableCellInputProps>(function TableCellInput(
  { value, onChange, inputMode = 'text', placeholder, ...editor },
  ref,
) {
  const { editorProps, description } = useCellEditor(editor);
  return (
    <>
      <Input
        ref={ref}
        {...editorProps}
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {description}
    </>
  );
});

export interface TableCellSelectOption {
  value: string;
  label: string;
}

export interface TableCellSelectProps extends CellEditorProps {
  value: string;
  onChange(value: string): void;
  options: readonly TableCellSelectOption[];
  /** The first, empty option's text while nothing is chosen. */
  placeholder: string;
}

/** A choice in a cell of the data table: the native select (keyboard and screen readers know it), skinned. */
export const TableCellSelect = forwardRef<HTMLSelectElement, TableCellSelectProps>(function TableCellSelect(
  { value, onChange, options, placeholder, ...editor },
  ref,
) {
  const { editorProps, description } = useCellEditor(editor);
  return (
    <>
      <Select ref={ref} {...editorProps} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {description}
    </>
  );
});
