import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { switchTokens as t, type SwitchSize } from './tokens';

const Track = styled.span`
  flex: none;
  position: relative;
  border-radius: 999px;
  background: ${t.off};
  transition: background-color 0.2s;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    border-radius: 50%;
    background: ${t.knob};
    box-shadow: ${t.knobShadow};
    transition: transform 0.2s;
  }
`;

const sizeStyles = (Object.keys(t.track) as SwitchSize[]).map((size) => {
  const s = t.track[size];
  return css`
    &[data-size='${size}'] ${Track} {
      width: ${s.width};
      height: ${s.height};
      &::after { width: ${s.knob}; height: ${s.knob}; }
    }
    &[data-size='${size}'][data-selected] ${Track}::after {
      transform: translateX(calc(${s.width} - ${s.knob} - 4px));
    }
  `;
});

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${t.gap};
  font-size: ${t.fontSize};
  color: ${t.text};
  cursor: pointer;
  user-select: none;
  outline: none;
  ${sizeStyles}
  &[data-hovered] ${Track} { background: ${t.offHover}; }
  &[data-selected] ${Track} { background: ${t.on}; }
  &[data-selected][data-hovered] ${Track} { background: ${t.onHover}; }
  &[data-focus-visible] ${Track} { box-shadow: 0 0 0 2px ${t.focusRing}; }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${t.disabled.text};
    ${Track} { background: ${t.disabled.track}; }
    &[data-selected] ${Track} { background: ${t.disabled.trackOn}; }
  }
`;

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The label beside the switch. Without it, give an `aria-label`. */
  children?: ReactNode;
  /** @default 'md' */
  size?: SwitchSize;
}

/** An on/off setting that applies at once (e.g. automatic login). */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch({ children, size = 'md', ...rest }, ref) {
  return (
    <Root ref={ref} {...rest} data-size={size}>
      <Track aria-hidden="true" />
      {children}
    </Root>
  );
});
