import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { tableTokens } from './tokens';

const c = tableTokens.checkbox;

// The platform checkbox, skinned: one per rendered row, so it must be cheap (a scroll jump re-mounts every
// visible row). It has the checkbox role, checked and mixed states natively; the grid keeps the keyboard.
const Box = styled.input.attrs({ type: 'checkbox' })`
  appearance: none;
  display: inline-grid;
  place-content: center;
  width: ${c.size};
  height: ${c.size};
  margin: 0;
  border: 1px solid ${c.border};
  border-radius: ${c.radius};
  background: ${c.background};
  vertical-align: middle;
  cursor: pointer;
  outline: none;
  &::after {
    content: '';
    display: none;
    box-sizing: border-box;
  }
  &:hover:not(:disabled) { border-color: ${c.hoverBorder}; }
  &:checked,
  &:indeterminate { background: ${c.checked}; border-color: ${c.checked}; }
  &:checked::after {
    display: block;
    width: 5px;
    height: 9px;
    margin-top: -2px;
    border: solid ${c.mark};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &:indeterminate::after {
    display: block;
    width: 8px;
    height: 2px;
    background: ${c.mark};
  }
  &:focus-visible { box-shadow: 0 0 0 2px ${tableTokens.focusRing}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

export interface TableCheckboxProps {
  'aria-label': string;
  isSelected: boolean;
  /** Some but not all rows are selected (the header's select all). */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange(): void;
}

/** The selection checkbox of a row or of the header; out of the tab order because the grid is one tab stop. */
export function TableCheckbox({ isSelected, isIndeterminate = false, isDisabled = false, onChange, ...rest }: TableCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Before the paint: the header's checkbox never shows a frame as empty while some rows are selected.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      aria-label={rest['aria-label']}
      checked={isSelected}
      disabled={isDisabled}
      onChange={onChange}
    />
  );
}
