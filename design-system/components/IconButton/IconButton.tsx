import { forwardRef, type ReactElement } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { iconButtonTokens, type IconButtonSize, type IconButtonVariant } from './tokens';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label'> {
  /** The icon: a name from the icon set, or an element (drawn as given). */
  icon: IconName | ReactElement;
  /** The button's accessible name (translated): an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** `plain` has no border until hovered; `outlined` sits beside default buttons. @default 'plain' */
  variant?: IconButtonVariant;
  /** @default 'md' */
  size?: IconButtonSize;
}

const variantStyles = (Object.keys(iconButtonTokens.variant) as IconButtonVariant[]).map((v) => {
  const t = iconButtonTokens.variant[v];
  return css`
    &[data-variant='${v}'] {
      background: ${t.bg};
      color: ${t.fg};
      border-color: ${t.border};
      &[data-hovered] { background: ${t.bgHover}; color: ${t.fgHover}; }
      &[data-pressed] { background: ${t.bgActive}; }
    }
  `;
});

const sizeStyles = (Object.keys(iconButtonTokens.size) as IconButtonSize[]).map(
  (s) => css`
    &[data-size='${s}'] { width: ${iconButtonTokens.size[s].box}; height: ${iconButtonTokens.size[s].box}; }
  `,
);

const StyledButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${iconButtonTokens.radius};
  cursor: pointer;
  outline: none;
  transition: background-color 0.15s, color 0.15s, border-color 0.15s;
  ${sizeStyles}
  ${variantStyles}
  &[data-variant='outlined'][data-hovered] { border-color: ${iconButtonTokens.borderHover}; }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${iconButtonTokens.focusRing}; }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${iconButtonTokens.disabled.fg};
    background: transparent;
  }
  &[data-variant='outlined'][data-disabled] {
    background: ${iconButtonTokens.disabled.bg};
    border-color: ${iconButtonTokens.disabled.border};
  }
`;

/** A button that shows only an icon; its accessible name is required. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'plain', size = 'md', ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} {...rest} data-variant={variant} data-size={size}>
      {typeof icon === 'string' ? <Icon name={icon} size={iconButtonTokens.size[size].icon} /> : icon}
    </StyledButton>
  );
});
