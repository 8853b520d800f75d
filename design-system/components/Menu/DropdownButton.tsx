import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { lazyPart, useLazyOverlay } from '../../overlays/lazyPart';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import type { MenuOpening, MenuProps } from './Menu';

/** The menu's code (Menu.tsx), loaded once for every DropdownButton (an object, so that a test can hold it back). */
export const menuPart = lazyPart(() => import('./Menu'));

const Chevron = styled.svg`
  flex: none;
  margin-right: -4px;
  [data-pressed] > &,
  [aria-expanded='true'] > & { transform: rotate(180deg); }
`;

export interface DropdownButtonProps extends Omit<MenuProps, 'aria-label'> {
  /** The button's label (the menu is labelled by it). */
  label: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** @default 'default' */
  variant?: Exclude<ButtonVariant, 'danger'>;
  /** @default false */
  isDisabled?: boolean;
  /** @default 'md' */
  size?: ButtonSize;
  /** Names the button when its label alone is ambiguous (a '更多' per table row names its row). */
  'aria-label'?: string;
}

/**
 * A button with a chevron that opens a menu, e.g. the header's user menu (修改密码, 个人中心, 消息中心,
 * 退出登录; spec 01 §2). Enter, Space or ArrowDown open it on its first item, ArrowUp on its last, a pointer on the
 * menu itself; Escape closes it and focus returns to the button.
 *
 * The button shows at once; the menu's code (react-aria's Menu with its overlay machinery) loads when the pointer or
 * focus reaches the button, and anyway once the page is idle, and then takes over the same button. A press that comes
 * before the code opens the menu as it arrives, with focus where the press asks for it.
 */
export function DropdownButton({ label, icon, variant = 'default', isDisabled, size, 'aria-label': ariaLabel, ...menu }: DropdownButtonProps) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const lazy = useLazyOverlay(menuPart, ref, opening !== null);
  const button = { variant, icon, isDisabled, size, 'aria-label': ariaLabel };
  const content = (
    <>
      {label}
      <Chevron width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </Chevron>
    </>
  );
  if (lazy.part) {
    const { DropdownMenu } = lazy.part;
    return (
      <DropdownMenu button={button} menu={menu} openOnMount={opening} takeFocus={lazy.hadFocus || opening !== null}>
        {content}
      </DropdownMenu>
    );
  }
  // The first press wins (react-aria's menu trigger: on key or pointer down, on touch up).
  const open = (focus: MenuOpening['focus']) => setOpening((first) => first ?? { focus });
  return (
    <Button
      ref={ref}
      {...button}
      aria-haspopup
      aria-expanded={false}
      {...lazy.triggerProps}
      onPressStart={(e) => {
        if (e.pointerType === 'keyboard' || e.pointerType === 'virtual') open('first');
        else if (e.pointerType !== 'touch') open(undefined);
      }}
      onPress={(e) => {
        if (e.pointerType === 'touch') open(undefined);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return e.continuePropagation();
        e.preventDefault();
        open(e.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      {content}
    </Button>
  );
}
