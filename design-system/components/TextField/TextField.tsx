import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldAdornment, FieldButton, FieldControl, FieldFrame } from '../Field/Field';
import type { FieldLayout } from '../Field/tokens';
import { Icon } from '../Icon';
import { byteLength } from './byteLength';
import { textFieldTokens } from './tokens';

export { byteLength };

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'maxLength' | 'value' | 'defaultValue'> {
  /** The label text. Without it, pass an aria-label. */
  label?: ReactNode;
  /** Help text below the control, linked with aria-describedby. */
  description?: ReactNode;
  /** The error shown while invalid (isInvalid, a validate result or an over-limit). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text (translated). */
  placeholder?: string;
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). @default '' */
  defaultValue?: string;
  /** A multi-line text area (e.g. 备注) instead of a one-line input. @default false */
  multiline?: boolean;
  /** Visible lines of the text area. @default 3 */
  rows?: number;
  /**
   * Byte limit with a Chinese (non-Latin-1) character counted as 2 bytes (spec 01 §5). Shows a
   * used/max counter; over the limit the field is invalid with 最多输入N个字节, but the text is never cut.
   */
  maxBytes?: number;
  /**
   * Character limit. Over it the field is invalid with 最多输入N个字符; like maxBytes it never cuts
   * what was typed or pasted (a silently shortened password would be worse than a message).
   */
  maxLength?: number;
  /** Show a used/max character counter with maxLength. @default false */
  showCount?: boolean;
  /** A clear button while there is text (not in the tab order: select all and delete does the same). @default false */
  isClearable?: boolean;
  /** Content inside the box before the input (e.g. ¥). */
  prefix?: ReactNode;
  /** Content inside the box after the input (e.g. a toggle button). */
  suffix?: ReactNode;
  /** Content under the control, above the help text (e.g. a strength bar). */
  extra?: ReactNode;
  /** Label above or beside; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
}

const Root = styled(AriaTextField)`
  display: block;
  width: 100%;
`;

/** The portal's text input: label, help, error, required mark, byte counter, clear button, text area. */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue = '',
    onChange,
    multiline = false,
    rows = textFieldTokens.textareaRows,
    maxBytes,
    maxLength,
    showCount = false,
    isClearable = false,
    prefix,
    suffix,
    extra,
    layout,
    isInvalid,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ds');
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const setValue = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const bytes = maxBytes != null ? byteLength(current) : 0;
  const chars = maxLength != null ? Array.from(current).length : 0;
  const overBytes = maxBytes != null && bytes > maxBytes;
  const overLength = maxLength != null && chars > maxLength;
  // The caller's own error wins; otherwise the limit that was passed says what is wrong.
  const message =
    isInvalid && errorMessage != null
      ? errorMessage
      : overBytes
        ? t('textField.maxBytes', { max: maxBytes })
        : overLength
          ? t('textField.maxLength', { max: maxLength })
          : errorMessage;
  const counter =
    maxBytes != null
      ? t('textField.counter', { used: bytes, max: maxBytes })
      : maxLength != null && showCount
        ? t('textField.counter', { used: chars, max: maxLength })
        : undefined;

  return (
    <Root
      {...rest}
      value={current}
      onChange={setValue}
      isInvalid={isInvalid || overBytes || overLength || undefined}
    >
      {({ isInvalid: invalid, isDisabled, isReadOnly, isRequired }) => (
        <FieldFrame
          label={label}
          description={description}
          errorMessage={message}
          isRequired={isRequired}
          layout={layout}
          extra={extra}
          aside={counter}
          asideIsDanger={overBytes || overLength}
        >
          <FieldControl
            data-invalid={invalid || undefined}
            data-disabled={isDisabled || undefined}
            data-readonly={isReadOnly || undefined}
            data-multiline={multiline || undefined}
          >
            {prefix != null && <FieldAdornment>{prefix}</FieldAdornment>}
            {multiline ? <TextArea ref={inputRef} placeholder={placeholder} rows={rows} /> : <Input ref={inputRef} placeholder={placeholder} />}
            {isClearable && !multiline && current !== '' && !isDisabled && !isReadOnly && (
              <FieldButton
                aria-label={t('textField.clear')}
                excludeFromTabOrder
                onPress={() => {
                  setValue('');
                  inputRef.current?.focus();
                }}
              >
                <Icon name="close" size={14} />
              </FieldButton>
            )}
            {suffix}
          </FieldControl>
        </FieldFrame>
      )}
    </Root>
  );
});
