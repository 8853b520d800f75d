import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';

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

/**
 * How the open menu draws its items (Menu.tsx, react-aria's MenuItem and Separator). The items below describe the
 * menu without importing react-aria's Menu: a header's DropdownButton and its items load none of it before the menu's
 * code arrives (lazyPart.ts).
 */
export const MenuItemsContext = createContext<{ Item: ComponentType<MenuItemProps>; Separator: ComponentType } | null>(null);

/** One action of a menu. */
export function MenuItem(props: MenuItemProps) {
  const parts = useContext(MenuItemsContext);
  return parts ? <parts.Item {...props} /> : null;
}

/** A line between groups of items. */
export function MenuSeparator() {
  const parts = useContext(MenuItemsContext);
  return parts ? <parts.Separator /> : null;
}
