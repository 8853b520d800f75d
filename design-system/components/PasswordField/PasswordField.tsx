import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldButtonStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { passwordFieldTokens, type PasswordStrength } from './tokens';

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'suffix' | 'isClearable' | 'maxBytes' | 'extra'> {
  /**
   * Strength computed by the caller (the rule lives in features/password: spec 02 §5). Shows the
   * three-level bar; omit it to hide the bar (e.g. while the field is empty).
   */
  strength?: PasswordStrength;
  /** Character limit; over it the field is invalid, nothing is cut. @default 50 */
  maxLength?: number;
}

const Toggle = styled(ToggleButton)`
  ${fieldButtonStyles}
  &[data-selected] { color: ${passwordFieldTokens.text.high}; }
`;

const Strength = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 2px;
`;

const Bars = styled.span`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${passwordFieldTokens.bar.gap};
  max-width: 240px;
  & > span {
    height: ${passwordFieldTokens.bar.height};
    border-radius: ${passwordFieldTokens.bar.radius};
    background: ${passwordFieldTokens.bar.empty};
  }
  [data-level='weak'] > & > span:nth-child(-n + 1) { background: ${passwordFieldTokens.bar.weak}; }
  [data-level='medium'] > & > span:nth-child(-n + 2) { background: ${passwordFieldTokens.bar.medium}; }
  [data-level='high'] > & > span { background: ${passwordFieldTokens.bar.high}; }
`;

const Level = styled.span`
  flex: none;
  font-size: 12px;
  line-height: 20px;
  [data-level='weak'] > & { color: ${passwordFieldTokens.text.weak}; }
  [data-level='medium'] > & { color: ${passwordFieldTokens.text.medium}; }
  [data-level='high'] > & { color: ${passwordFieldTokens.text.high}; }
`;

/** The strength bar alone: three segments filled in the tone of the level, and the level in words. */
export function PasswordStrengthBar({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation('ds');
  return (
    <Strength data-level={strength}>
      <Bars aria-hidden="true">
        <span />
        <span />
        <span />
      </Bars>
      <Level>{t('passwordField.strength', { level: t(`passwordField.level.${strength}`) })}</Level>
    </Strength>
  );
}

/**
 * A password input with a show/hide toggle (a real toggle button: Tab reaches it, Space flips it, a
 * mouse press leaves the caret in the input), a 50-character limit and an optional strength bar.
 */
export const PasswordField = forwardRef<HTMLInputElement & HTMLTextAreaElement, PasswordFieldProps>(function PasswordField(
  { strength, maxLength = passwordFieldTokens.maxLength, isDisabled, ...rest },
  ref,
) {
  const { t } = useTranslation('ds');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      autoComplete="new-password"
      {...rest}
      isDisabled={isDisabled}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      extra={strength && <PasswordStrengthBar strength={strength} />}
      suffix={
        <Toggle
          aria-label={t('passwordField.show')}
          isSelected={visible}
          onChange={setVisible}
          isDisabled={isDisabled}
          preventFocusOnPress
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={14} />
        </Toggle>
      }
    />
  );
});
