import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox as AriaComboBox,
  Group,
  Input,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldButton, FieldFrame, fieldControlStyles, type FieldLayout } from '../Field';
import { Icon } from '../Icon';
import { EmptyOptions, OptionListBox, OptionsPopover } from '../Select/OptionList';
import { comboBoxTokens as t } from './tokens';

const Root = styled(AriaComboBox)`
  display: block;
  width: 100%;
` as typeof AriaComboBox;

// react-aria's Group sets data-invalid / data-disabled / data-focus-within, and positions the popover under the whole box.
const Control = styled(Group)`
  ${fieldControlStyles}
  & > button > svg { color: ${t.toggle}; transition: transform 0.2s; }
  & > button[data-pressed] > svg, &[data-open] > button > svg { transform: rotate(180deg); }
`;

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children' | 'className' | 'style' | 'defaultFilter' | 'selectionMode' | 'items' | 'defaultItems'> {
  /** The label text. Without it, pass an aria-label. */
  label?: ReactNode;
  /** Help text below the control, linked with aria-describedby. */
  description?: ReactNode;
  /** The error shown while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text (translated). */
  placeholder?: string;
  /** Label above or beside; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** Shown in the open list when nothing matches. @default t('ds:comboBox.empty') 暂无数据 */
  emptyText?: ReactNode;
  /** All the options as data (the ComboBox filters them as the user types); `children` then renders one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem`s (from Select), or a function of one of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text box with a filtered list of options: typing filters (contains, ignoring case), arrows move,
 * Enter chooses, Escape closes then clears. With `allowsCustomValue` the typed text is kept as the value.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  layout,
  emptyText,
  items,
  children,
  ...rest
}: ComboBoxProps<T>) {
  const { t: translate } = useTranslation('ds');
  // 'base' sensitivity: case (and accent) insensitive, so 'abc' finds 'ABC'.
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <Root {...rest} defaultFilter={contains} allowsEmptyCollection>
      {({ isRequired, isOpen }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <Control data-open={isOpen || undefined}>
            <Input placeholder={placeholder} />
            <FieldButton aria-label={translate('comboBox.toggle')}>
              <Icon name="chevron-down" size={14} />
            </FieldButton>
          </Control>
          <OptionsPopover>
            <OptionListBox items={items} renderEmptyState={() => <EmptyOptions>{emptyText ?? translate('comboBox.empty')}</EmptyOptions>}>
              {children}
            </OptionListBox>
          </OptionsPopover>
        </FieldFrame>
      )}
    </Root>
  );
}
