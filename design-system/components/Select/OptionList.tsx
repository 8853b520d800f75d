import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  Popover,
  type ListBoxItemProps,
  type ListBoxProps,
  type PopoverProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { selectTokens as t } from './tokens';

// The dropdown of Select and ComboBox: a react-aria Popover holding a ListBox.

export const OptionsPopover = styled(Popover).attrs<PopoverProps>({ offset: 4 })`
  min-width: var(--trigger-width);
  max-width: max(var(--trigger-width), 480px);
  background: ${t.popover.background};
  border-radius: ${t.popover.radius};
  box-shadow: ${t.popover.shadow};
  z-index: ${t.popover.zIndex};
  outline: none;
`;

export const OptionListBox = styled(ListBox)`
  max-height: ${t.popover.maxHeight};
  overflow: auto;
  padding: ${t.popover.padding};
  outline: none;
` as <T>(props: ListBoxProps<T>) => ReactNode;

export const EmptyOptions = styled.div`
  padding: ${t.empty.paddingY} 0;
  text-align: center;
  color: ${t.empty.color};
  font-size: ${t.item.fontSize};
`;

const Item = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${t.item.minHeight};
  padding: 5px ${t.item.paddingX};
  border-radius: ${t.item.radius};
  font-size: ${t.item.fontSize};
  color: ${t.item.text};
  line-height: 22px;
  cursor: pointer;
  outline: none;
  & > [data-label] { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > svg { visibility: hidden; color: ${t.item.check}; }
  &[data-hovered], &[data-focused] { background: ${t.item.hover}; }
  &[data-selected] { background: ${t.item.selected}; font-weight: ${t.item.selectedWeight}; }
  &[data-selected] > svg { visibility: visible; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${t.item.focusRing}; }
  &[data-disabled] { cursor: not-allowed; color: ${t.item.disabled}; background: transparent; }
`;

export interface SelectItemProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'children' | 'className' | 'style'> {
  /** The option's text. When it is not a plain string, give a `textValue` for type-ahead and filtering. */
  children: ReactNode;
}

/** One option of a Select or ComboBox (`id` is its key; `isDisabled` greys it out). */
export function SelectItem<T extends object>({ children, ...rest }: SelectItemProps<T>) {
  const textValue = rest.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <Item {...rest} textValue={textValue}>
      <span data-label="">{children}</span>
      <Icon name="check" size={14} />
    </Item>
  );
}
