import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';
import { buttonTokens, type ButtonSize, type ButtonVariant } from './tokens';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visual weight. @default 'default' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and ignores presses while true. @default false */
  isLoading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Stretch to the container width. @default false */
  block?: boolean;
  children?: ReactNode;
}

const variantStyles = (Object.keys(buttonTokens.variant) as ButtonVariant[])
  .map((v) => {
    const t = buttonTokens.variant[v];
    return css`
      &[data-variant='${v}'] {
        background: ${t.bg};
        color: ${t.fg};
        border-color: ${t.border};
        &[data-hovered] { background: ${t.bgHover}; }
        &[data-pressed] { background: ${t.bgActive}; }
      }
    `;
  });

const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px solid transparent;
  border-radius: ${buttonTokens.radius};
  font-weight: 400;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: background-color 0.15s, border-color 0.15s;
  &[data-size='sm'] { height: ${buttonTokens.height.sm}; padding: 0 ${buttonTokens.paddingX.sm}; font-size: ${buttonTokens.fontSize.sm}; }
  &[data-size='md'] { height: ${buttonTokens.height.md}; padding: 0 ${buttonTokens.paddingX.md}; font-size: ${buttonTokens.fontSize.md}; }
  &[data-size='lg'] { height: ${buttonTokens.height.lg}; padding: 0 ${buttonTokens.paddingX.lg}; font-size: ${buttonTokens.fontSize.lg}; }
  &[data-block] { display: flex; width: 100%; }
  ${variantStyles}
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${buttonTokens.focusRing}; }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${buttonTokens.disabled.bg};
    color: ${buttonTokens.disabled.fg};
    border-color: ${buttonTokens.disabled.border};
  }
  &[data-variant='text'][data-disabled] { background: transparent; border-color: transparent; }
  &[data-pending] { cursor: progress; }
`;

/** The portal's button: primary, default, text and danger, with loading and disabled states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', isLoading = false, icon, block = false, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      {...rest}
      isPending={isLoading}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
    >
      {isLoading ? <Spinner size={14} label={null} /> : icon}
      {children}
    </StyledButton>
  );
});
