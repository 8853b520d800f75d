import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldFrame, fieldControlStyles, type FieldLayout } from '../Field';
import { Icon } from '../Icon';
import { OptionListBox, OptionsPopover } from './OptionList';
import { selectTokens as t } from './tokens';

const Root = styled(AriaSelect)`
  display: block;
  width: 100%;
` as typeof AriaSelect;

const Trigger = styled(AriaButton)`
  ${fieldControlStyles}
  justify-content: space-between;
  text-align: start;
  font-size: inherit;
  cursor: pointer;
  outline: none;
  &[data-open] { border-color: ${t.item.focusRing}; }
  & > svg { color: ${t.chevron}; transition: transform 0.2s; }
  &[data-open] > svg { transform: rotate(180deg); }
`;

const Value = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] { color: ${t.placeholder}; }
  /* The chosen option is rendered here as in the list: without its tick. */
  & [data-icon='check'] { display: none; }
`;

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children' | 'className' | 'style' | 'placeholder' | 'selectionMode'> {
  /** The label text. Without it, pass an aria-label. */
  label?: ReactNode;
  /** Help text below the control, linked with aria-describedby. */
  description?: ReactNode;
  /** The error shown while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while nothing is chosen. @default t('ds:select.placeholder') 请选择 */
  placeholder?: string;
  /** Label above or beside; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** The options as data; `children` is then a function rendering one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function of one of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Choose one option from a list (e.g. region, login identity): a button showing the choice, opening a
 * listbox. Keyboard: Enter/Space/arrows open, arrows move, Enter selects, Escape closes, typing jumps.
 */
export function Select<T extends object>({ label, description, errorMessage, placeholder, layout, items, children, ...rest }: SelectProps<T>) {
  const { t: translate } = useTranslation('ds');
  return (
    <Root {...rest} placeholder={placeholder ?? translate('select.placeholder')}>
      {({ isInvalid, isDisabled, isRequired }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <Trigger data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
            <Value />
            <Icon name="chevron-down" size={14} />
          </Trigger>
          <OptionsPopover>
            <OptionListBox items={items}>{children}</OptionListBox>
          </OptionsPopover>
        </FieldFrame>
      )}
    </Root>
  );
}
