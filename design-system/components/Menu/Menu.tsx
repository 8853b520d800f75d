import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { menuTokens as t, type MenuPlacement } from './tokens';

const MenuPopover = styled(Popover)`
  z-index: ${t.zIndex};
  min-width: max(var(--trigger-width), ${t.minWidth});
  padding: ${t.padding};
  overflow: auto;
  background: ${t.background};
  border-radius: ${t.radius};
  box-shadow: ${t.shadow};
  outline: none;
`;

const StyledMenu = styled(AriaMenu)`
  outline: none;
`;

const Item = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${t.item.gap};
  min-height: ${t.item.height};
  padding: 0 ${t.item.paddingX};
  color: ${t.item.text};
  font-size: ${t.item.fontSize};
  white-space: nowrap;
  border-radius: ${t.item.radius};
  cursor: pointer;
  outline: none;
  [data-menu-icon] {
    display: inline-flex;
    color: ${t.item.icon};
  }
  &[data-focused],
  &[data-hovered] {
    background: ${t.item.backgroundFocused};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${t.focusRing};
  }
  &[data-danger] {
    color: ${t.item.textDanger};
    [data-menu-icon] { color: inherit; }
    &[data-focused],
    &[data-hovered] { background: ${t.item.backgroundDanger}; }
  }
  &[data-disabled] {
    color: ${t.item.textDisabled};
    cursor: not-allowed;
    background: transparent;
    [data-menu-icon] { color: inherit; }
  }
`;

const Rule = styled(Separator)`
  height: 1px;
  margin: ${t.padding} 0;
  background: ${t.separator};
  border: 0;
`;

const Chevron = styled.svg`
  flex: none;
  margin-right: -4px;
  [data-pressed] > &,
  [aria-expanded='true'] > & { transform: rotate(180deg); }
`;

export interface MenuItemProps {
  /** The key passed to `onAction`. */
  id: Key;
  /** The label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Shown but not selectable. @default false */
  isDisabled?: boolean;
  /** Draws the item in the danger tone (e.g. destructive actions). @default false */
  isDanger?: boolean;
  /** Text for typeahead when `children` is not a string. */
  textValue?: string;
}

/** One action of a menu. */
export function MenuItem({ id, children, icon, isDisabled, isDanger = false, textValue }: MenuItemProps) {
  return (
    <Item
      id={id}
      isDisabled={isDisabled}
      data-danger={isDanger || undefined}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
    >
      {icon && <span data-menu-icon="">{icon}</span>}
      {children}
    </Item>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Rule />;
}

export interface MenuProps {
  /** Called with the chosen item's id. */
  onAction?: (key: Key) => void;
  /** Ids of items shown but not selectable (alternative to `MenuItem isDisabled`). */
  disabledKeys?: Iterable<Key>;
  /** Needed only when the trigger does not label the menu. */
  'aria-label'?: string;
  /** `MenuItem`s and `MenuSeparator`s. */
  children: ReactNode;
  /** @default 'bottom start' */
  placement?: MenuPlacement;
}

/**
 * The popover menu for a custom trigger: `<MenuTrigger><IconButton/><Menu>...</Menu></MenuTrigger>`.
 * Arrows move, Enter selects, typeahead jumps, Escape closes and returns focus (react-aria Menu).
 */
export function Menu({ children, placement = 'bottom start', onAction, ...rest }: MenuProps) {
  return (
    <MenuPopover placement={placement} offset={t.offset}>
      <StyledMenu {...rest} onAction={onAction ? (key) => onAction(key) : undefined}>
        {children}
      </StyledMenu>
    </MenuPopover>
  );
}

export { MenuTrigger };

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
 * 退出登录; spec 01 §2). Enter, Space or ArrowDown open it.
 */
export function DropdownButton({ label, icon, variant = 'default', isDisabled, size, 'aria-label': ariaLabel, ...menu }: DropdownButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} icon={icon} isDisabled={isDisabled} size={size} aria-label={ariaLabel}>
        {label}
        <Chevron width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </Chevron>
      </Button>
      <Menu {...menu} />
    </MenuTrigger>
  );
}
