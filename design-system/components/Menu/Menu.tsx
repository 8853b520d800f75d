import { useRef, useState, type ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { useTriggerSwap } from '../../overlays/lazyPart';
import { Button, type ButtonProps } from '../Button';
import { MenuItemsContext, type MenuItemProps } from './MenuItem';
import { menuTokens as t, type MenuPlacement } from './tokens';

// The menu's code: react-aria's MenuTrigger, Menu and Popover with their collection, selection and overlay machinery.
// A DropdownButton loads it after the page has painted (DropdownButton.tsx); a custom trigger (`MenuTrigger` + `Menu`)
// imports it as it is.

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

/** One action of the open menu (react-aria's MenuItem), drawn for the light `MenuItem` of MenuItem.tsx. */
function Action({ id, children, icon, isDisabled, isDanger = false, textValue }: MenuItemProps) {
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

const items = { Item: Action, Separator: () => <Rule /> };

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

/** The open menu; `autoFocus` says where focus goes when it was opened by a press that came before its code. */
function MenuPanel({ children, placement = 'bottom start', onAction, ...rest }: MenuProps & { autoFocus?: 'first' | 'last' }) {
  return (
    <MenuPopover placement={placement} offset={t.offset}>
      <StyledMenu {...rest} onAction={onAction ? (key) => onAction(key) : undefined}>
        <MenuItemsContext.Provider value={items}>{children}</MenuItemsContext.Provider>
      </StyledMenu>
    </MenuPopover>
  );
}

/**
 * The popover menu for a custom trigger: `<MenuTrigger><IconButton/><Menu>...</Menu></MenuTrigger>`.
 * Arrows move, Enter selects, typeahead jumps, Escape closes and returns focus (react-aria Menu).
 */
export function Menu(props: MenuProps) {
  return <MenuPanel {...props} />;
}

export { MenuTrigger };

/** A press on a DropdownButton before its menu's code had arrived: where focus goes as the menu opens. */
export interface MenuOpening {
  /** The first or last item (Enter, Space, the arrows, a screen reader), or the menu itself (a pointer). */
  focus: 'first' | 'last' | undefined;
}

export interface DropdownMenuProps {
  /** The DropdownButton's button. */
  button: Pick<ButtonProps, 'variant' | 'icon' | 'isDisabled' | 'size' | 'aria-label'>;
  /** The button's content (label and chevron), as the light trigger drew it. */
  children: ReactNode;
  menu: Omit<MenuProps, 'aria-label'>;
  /** The press that came first, if one did: the menu opens as this mounts. */
  openOnMount: MenuOpening | null;
  /** The light trigger had focus (or the menu opens): the button takes it as it replaces the light one. */
  takeFocus: boolean;
}

/** A DropdownButton once its menu's code has arrived: react-aria's MenuTrigger around the same button. */
export function DropdownMenu({ button, children, menu, openOnMount, takeFocus }: DropdownMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [autoFocus, setAutoFocus] = useState(openOnMount?.focus);
  useTriggerSwap(ref, takeFocus, openOnMount ? () => setOpen(true) : undefined);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        // Opened by the trigger from then on: react-aria's own focus strategy (first item by keyboard).
        if (!open) setAutoFocus(undefined);
      }}
    >
      <Button ref={ref} {...button}>
        {children}
      </Button>
      <MenuPanel {...menu} autoFocus={autoFocus} />
    </MenuTrigger>
  );
}
