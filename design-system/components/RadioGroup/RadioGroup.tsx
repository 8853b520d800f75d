import { createContext, forwardRef, useContext, useMemo, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldFrame, type FieldLayout } from '../Field';
import { radioTokens as t, type RadioSize, type RadioVariant } from './tokens';

const LookContext = createContext<{ variant: RadioVariant; size: RadioSize }>({ variant: 'default', size: 'md' });

const Dot = styled.span`
  flex: none;
  position: relative;
  width: ${t.dotSize};
  height: ${t.dotSize};
  border: 1px solid ${t.border};
  border-radius: 50%;
  background: ${t.background};
  transition: border-color 0.15s;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    margin: auto;
    width: ${t.innerDot};
    height: ${t.innerDot};
    border-radius: 50%;
    background: ${t.selected};
    transform: scale(0);
    transition: transform 0.15s;
  }
`;

const StyledRadio = styled(AriaRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${t.gap};
  font-size: ${t.fontSize};
  color: ${t.text};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-variant='default'] {
    &[data-hovered] ${Dot} { border-color: ${t.borderHover}; }
    &[data-selected] ${Dot} { border-color: ${t.selected}; }
    &[data-selected] ${Dot}::after { transform: scale(1); }
    &[data-invalid] ${Dot} { border-color: ${t.invalid}; }
    &[data-focus-visible] ${Dot} { box-shadow: 0 0 0 2px ${t.focusRing}; }
    &[data-disabled] {
      cursor: not-allowed;
      color: ${t.disabled.text};
      ${Dot} { background: ${t.disabled.background}; border-color: ${t.disabled.border}; }
      ${Dot}::after { background: ${t.disabled.text}; }
    }
  }

  &[data-variant='button'] {
    position: relative;
    justify-content: center;
    border: 1px solid ${t.button.border};
    background: ${t.button.background};
    white-space: nowrap;
    &[data-size='sm'] { height: ${t.button.height.sm}; padding: 0 ${t.button.paddingX.sm}; }
    &[data-size='md'] { height: ${t.button.height.md}; padding: 0 ${t.button.paddingX.md}; }
    &:not(:first-child) { margin-left: -1px; }
    &:first-child { border-radius: ${t.button.radius} 0 0 ${t.button.radius}; }
    &:last-child { border-radius: 0 ${t.button.radius} ${t.button.radius} 0; }
    &:only-child { border-radius: ${t.button.radius}; }
    &[data-hovered] { color: ${t.button.hoverText}; z-index: 1; }
    &[data-selected] {
      z-index: 2;
      background: ${t.button.selectedBackground};
      border-color: ${t.button.selectedBackground};
      color: ${t.button.selectedText};
    }
    &[data-selected][data-hovered] { background: ${t.button.selectedHover}; border-color: ${t.button.selectedHover}; }
    &[data-focus-visible] { z-index: 3; box-shadow: 0 0 0 2px ${t.focusRing}; }
    &[data-disabled] {
      cursor: not-allowed;
      color: ${t.disabled.text};
      background: ${t.disabled.background};
      border-color: ${t.disabled.border};
    }
  }
`;

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  /** The option's label. */
  children?: ReactNode;
}

/** One option of a RadioGroup; it takes the group's look. */
export const Radio = forwardRef<HTMLLabelElement, RadioProps>(function Radio({ children, ...rest }, ref) {
  const { variant, size } = useContext(LookContext);
  return (
    <StyledRadio ref={ref} {...rest} data-variant={variant} data-size={size}>
      {variant === 'default' && <Dot aria-hidden="true" />}
      {children}
    </StyledRadio>
  );
});

const Group = styled(AriaRadioGroup)`
  min-width: 0;
`;

const Options = styled.div`
  display: flex;
  &[data-variant='default'] { padding: 5px 0; }
  &[data-variant='default'][data-orientation='horizontal'] {
    flex-wrap: wrap;
    column-gap: ${t.group.gapHorizontal};
    row-gap: ${t.group.gapVertical};
  }
  &[data-variant='default'][data-orientation='vertical'] { flex-direction: column; gap: ${t.group.gapVertical}; }
  &[data-variant='button'] { flex-direction: row; align-self: flex-start; }
`;

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'> {
  /** The group's visible label. Without it, give an `aria-label`. */
  label?: ReactNode;
  /** Help text below the options, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text shown while the group is invalid. */
  errorMessage?: ReactNode;
  /**
   * 'default' shows dots; 'button' a segmented row (e.g. today/yesterday, hours/days).
   * @default 'default'
   */
  variant?: RadioVariant;
  /** Height of the 'button' look. @default 'md' */
  size?: RadioSize;
  /** Layout of the dots; the 'button' look is always a row. Arrow keys follow it. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Label above or beside the options; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** The `Radio` options, each with a `value`. */
  children: ReactNode;
}

/** One choice out of a few, shown at once: one tab stop, arrow keys move the selection. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'default',
  size = 'md',
  orientation = 'horizontal',
  layout,
  children,
  ...rest
}: RadioGroupProps) {
  const direction = variant === 'button' ? 'horizontal' : orientation;
  const look = useMemo(() => ({ variant, size }), [variant, size]);
  return (
    <Group {...rest} orientation={direction} data-variant={variant}>
      {({ isRequired }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <LookContext.Provider value={look}>
            <Options data-variant={variant} data-orientation={direction}>
              {children}
            </Options>
          </LookContext.Provider>
        </FieldFrame>
      )}
    </Group>
  );
}
