import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldFrame, fieldControlStyles } from '../Field/Field';
import type { FieldLayout } from '../Field/tokens';
import { Icon } from '../Icon';
import { numberFieldTokens } from './tokens';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'> {
  /** The label text. Without it, pass an aria-label. */
  label?: ReactNode;
  /** Help text below the control. */
  description?: ReactNode;
  /** The error shown while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text (translated). */
  placeholder?: string;
  /** Label above or beside; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
}

const Root = styled(AriaNumberField)`
  display: block;
  width: 100%;
`;

const Box = styled(Group)`
  ${fieldControlStyles}
  padding-inline-end: 0;
  overflow: hidden;
  input { font-variant-numeric: tabular-nums; }
`;

const Steppers = styled.div`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  width: ${numberFieldTokens.stepper.width};
  border-inline-start: 1px solid ${numberFieldTokens.stepper.border};
`;

const Step = styled(Button)`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  background: transparent;
  color: ${numberFieldTokens.stepper.fg};
  cursor: pointer;
  outline: none;
  & + & { border-top: 1px solid ${numberFieldTokens.stepper.border}; }
  &[data-hovered] { color: ${numberFieldTokens.stepper.fgHover}; }
  &[data-pressed] { background: ${numberFieldTokens.stepper.bgPressed}; }
  &[data-disabled] { cursor: not-allowed; color: ${numberFieldTokens.control.disabledFg}; }
`;

/**
 * A number input (react-aria NumberField): min, max, step and formatOptions, ArrowUp/ArrowDown and
 * the stepper buttons (kept out of the tab order, as react-aria does). For money use AmountField.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, description, errorMessage, placeholder, layout, ...rest },
  ref,
) {
  const { t } = useTranslation('ds');
  return (
    <Root {...rest}>
      {({ isInvalid, isDisabled, isReadOnly, isRequired }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <Box data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined} data-readonly={isReadOnly || undefined}>
            <Input ref={ref} placeholder={placeholder} />
            {!isReadOnly && (
              <Steppers>
                <Step slot="increment" aria-label={t('numberField.increment')}>
                  <Icon name="chevron-up" size={12} />
                </Step>
                <Step slot="decrement" aria-label={t('numberField.decrement')}>
                  <Icon name="chevron-down" size={12} />
                </Step>
              </Steppers>
            )}
          </Box>
        </FieldFrame>
      )}
    </Root>
  );
});
