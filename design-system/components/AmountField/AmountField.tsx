import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { amountProblem, formatThousands, normalizeAmount } from './amount';
import { amountFieldTokens } from './tokens';

export { amountProblem, formatThousands, normalizeAmount };

export interface AmountFieldProps
  extends Omit<
    TextFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'multiline' | 'rows' | 'maxBytes' | 'maxLength' | 'showCount' | 'type' | 'prefix' | 'inputMode'
  > {
  /** The amount as a decimal string such as '1234.50' (controlled); never a float. */
  value?: string;
  /** The initial amount (uncontrolled). @default '' */
  defaultValue?: string;
  /**
   * Called with the normalised string ('' when emptied) when the amount is committed: on blur or
   * Enter, and only when the text is a valid amount. Text with a problem is kept and shown with a message.
   */
  onChange?: (value: string) => void;
  /** Accept a leading minus sign (red-letter invoices). @default false */
  allowNegative?: boolean;
  /** Decimal places; more are rounded half-up on commit. @default 2 */
  scale?: number;
  /** Group thousands (1,234.50) while the field is not focused. @default true */
  showThousands?: boolean;
}

/** The committed amount as shown while not editing: at `scale` places, grouped when asked. */
function shown(amount: string, scale: number, showThousands: boolean): string {
  if (amount === '' || amountProblem(amount, { allowNegative: true, complete: true })) return amount;
  const fixed = normalizeAmount(amount, scale);
  return showThousands ? formatThousands(fixed) : fixed;
}

const Root = styled.div`
  width: 100%;
  input { font-variant-numeric: tabular-nums; }
`;

/**
 * A money input whose value is a decimal string: ¥ prefix, optional minus, at most `scale` decimals
 * after normalising with decimal.js on blur, thousands separators while not focused. What the user
 * typed is never dropped: invalid text stays, with a message from the catalogue.
 */
export const AmountField = forwardRef<HTMLInputElement & HTMLTextAreaElement, AmountFieldProps>(function AmountField(
  {
    value,
    defaultValue = '',
    onChange,
    allowNegative = false,
    scale = amountFieldTokens.scale,
    showThousands = true,
    isInvalid,
    errorMessage,
    onFocus,
    onBlur,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ds');
  const [inner, setInner] = useState(defaultValue);
  const committed = value ?? inner;
  // The text being edited; null while the field shows the committed amount.
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [blurred, setBlurred] = useState(false);
  // A new amount from the caller (e.g. a form reset) replaces leftover text unless the user is typing.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!focused) setDraft(null);
  }

  const problem = draft === null ? null : amountProblem(draft, { allowNegative, complete: blurred });
  const display = draft ?? (focused ? committed : shown(committed, scale, showThousands));

  // Valid text becomes the committed, normalised amount; text with a problem stays as typed.
  const commit = (text: string, stillEditing: boolean): void => {
    if (amountProblem(text, { allowNegative, complete: true })) return;
    const next = normalizeAmount(text, scale);
    if (value === undefined) setInner(next);
    if (next !== committed) onChange?.(next);
    setDraft(stillEditing ? next : null);
  };

  // Tabbing into a field selects its text, to be typed over; the plain amount that replaces the grouped one on focus
  // (a new value, shown a moment after the focus) would put the caret at the end instead, so the text is selected
  // again once shown. A click places the caret where it points, as before.
  const pressed = useRef(false);
  const selectWhenShown = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = selectWhenShown.current;
    selectWhenShown.current = null;
    if (focused && input && input === input.ownerDocument.activeElement) input.select();
  }, [focused]);

  return (
    <Root
      onPointerDownCapture={() => {
        pressed.current = true;
      }}
      onPointerUpCapture={() => {
        pressed.current = false;
      }}
    >
      <TextField
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        {...rest}
        prefix={t('amountField.currency')}
        value={display}
        onChange={(text) => {
          setBlurred(false);
          setDraft(text);
        }}
        onFocus={(e) => {
          setFocused(true);
          if (!pressed.current) selectWhenShown.current = e.target as HTMLInputElement;
          pressed.current = false;
          if (draft === null) setDraft(committed);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          setBlurred(true);
          if (draft !== null) commit(draft, false);
          onBlur?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && draft !== null) commit(draft, true);
          onKeyDown?.(e);
        }}
        isInvalid={isInvalid || problem != null}
        errorMessage={isInvalid && errorMessage != null ? errorMessage : problem ? t(`amountField.${problem}`) : errorMessage}
      />
    </Root>
  );
});
