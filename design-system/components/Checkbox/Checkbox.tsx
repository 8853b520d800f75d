import { forwardRef, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldFrame, type FieldLayout } from '../Field';
import { checkboxTokens as t } from './tokens';

const Box = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${t.boxSize};
  height: ${t.boxSize};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.background};
  color: ${t.checked.mark};
  transition: background-color 0.15s, border-color 0.15s;
  svg { width: 12px; height: 12px; display: none; }
`;

const Label = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${t.gap};
  font-size: ${t.fontSize};
  color: ${t.text};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-hovered] ${Box} { border-color: ${t.borderHover}; }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    background: ${t.checked.background};
    border-color: ${t.checked.background};
  }
  &[data-selected][data-hovered] ${Box}, &[data-indeterminate][data-hovered] ${Box} {
    background: ${t.checked.backgroundHover};
    border-color: ${t.checked.backgroundHover};
  }
  &[data-selected]:not([data-indeterminate]) ${Box} svg[data-mark='check'] { display: block; }
  &[data-indeterminate] ${Box} svg[data-mark='dash'] { display: block; }
  &[data-invalid] ${Box} { border-color: ${t.invalid.border}; }
  &[data-focus-visible] ${Box} { box-shadow: 0 0 0 2px ${t.focusRing}; }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${t.disabled.text};
    ${Box} { background: ${t.disabled.background}; border-color: ${t.disabled.border}; color: ${t.disabled.mark}; }
  }
`;

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  /** The label beside the box. Without it, give an `aria-label` (e.g. a table's select-all cell). */
  children?: ReactNode;
  /**
   * Shows a dash instead of a tick: some but not all rows are selected (a table's 'select all').
   * Pressing an indeterminate checkbox selects it.
   * @default false
   */
  isIndeterminate?: boolean;
}

/** A single checkbox: checked, unchecked or indeterminate. */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox({ children, ...rest }, ref) {
  return (
    <Label ref={ref} {...rest}>
      <Box aria-hidden="true">
        <svg data-mark="check" viewBox="0 0 12 12" fill="none">
          <path d="M2.5 6.2 5 8.6l4.6-5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <svg data-mark="dash" viewBox="0 0 12 12" fill="none">
          <path d="M3 6h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Box>
      {children}
    </Label>
  );
});

const Group = styled(AriaCheckboxGroup)`
  min-width: 0;
`;

const Options = styled.div`
  display: flex;
  padding: 5px 0;
  flex-wrap: wrap;
  &[data-orientation='horizontal'] { flex-direction: row; column-gap: ${t.group.gapHorizontal}; row-gap: ${t.group.gapVertical}; }
  &[data-orientation='vertical'] { flex-direction: column; gap: ${t.group.gapVertical}; }
`;

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'> {
  /** The group's visible label. Without it, give an `aria-label`. */
  label?: ReactNode;
  /** Help text below the options, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text shown while the group is invalid. */
  errorMessage?: ReactNode;
  /** How the options are laid out. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Label above or beside the options; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** The `Checkbox` options, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({ label, description, errorMessage, orientation = 'horizontal', layout, children, ...rest }: CheckboxGroupProps) {
  return (
    <Group {...rest}>
      {({ isRequired }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <Options data-orientation={orientation}>{children}</Options>
        </FieldFrame>
      )}
    </Group>
  );
}
