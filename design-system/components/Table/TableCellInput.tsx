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
  { value, onChange, isInvalid = false, errorMessage, align = 'start', isDisabled, inputMode = 'text', onKeyDown, id, placeholder, ...rest },
  ref,
) {
  const errorId = useId();
  const message = isInvalid && errorMessage != null ? errorMessage : null;
  return (
    <>
      <Input
        ref={ref}
        id={id}
        aria-label={rest['aria-label']}
        aria-invalid={isInvalid || undefined}
        aria-describedby={message ? errorId : undefined}
        title={typeof message === 'string' ? message : undefined}
        data-align={align}
        value={value}
        disabled={isDisabled}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {message && <Hidden id={errorId}>{message}</Hidden>}
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
  { value, onChange, options, placeholder, isInvalid = false, errorMessage, align = 'start', isDisabled, onKeyDown, id, ...rest },
  ref,
) {
  const errorId = useId();
  const message = isInvalid && errorMessage != null ? errorMessage : null;
  return (
    <>
      <Select
        ref={ref}
        id={id}
        aria-label={rest['aria-label']}
        aria-invalid={isInvalid || undefined}
        aria-describedby={message ? errorId : undefined}
        title={typeof message === 'string' ? message : undefined}
        data-align={align}
        value={value}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {message && <Hidden id={errorId}>{message}</Hidden>}
    </>
  );
});
