import { useTranslation } from 'react-i18next';
import { CountdownButton, PasswordField, TextField } from '../../../design-system';
import { normaliseSmsCode, passwordStrength, PASSWORD_MAX_LENGTH, SMS_CODE_LENGTH, type PasswordChangeInput } from '../../password';
import type { RuleIssue } from '../../../platform/rules';

/** spec 02 §9: the password SMS may be sent again after 60 s. */
export const PASSWORD_SMS_WAIT_S = 60;


/** The values of the phone + SMS code + new password + confirm form (change password and forgotten password). */
export interface PasswordResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export const emptyPasswordReset: PasswordResetValues = { phone: '', code: '', password: '', confirm: '' };

export interface PasswordResetFieldsProps {
  values: PasswordResetValues;
  onChange(values: PasswordResetValues): void;
  /** Issues of features/password's validatePasswordChange, shown under their fields. */
  issues: readonly RuleIssue[];
  /** Sends the SMS code; may return a promise (false or a rejection: not sent, no countdown). */
  onSendCode(): unknown;
  /** The phone is the account's and cannot be edited (change password). @default false */
  phoneReadOnly?: boolean;
  /** The catalogue keys of the labels: `shell:changePassword` or `login:forget`. */
  textKey: 'shell:changePassword' | 'login:forget';
}

/**
 * Phone, SMS code with a 60 s resend button, new password with its strength bar, and confirm (spec 02 §2.1 item 8,
 * §5). The rules are features/password's; this only shows them.
 */
export function PasswordResetFields({ values, onChange, issues, onSendCode, phoneReadOnly = false, textKey }: PasswordResetFieldsProps) {
  const { t } = useTranslation();
  const issueOf = (field: keyof PasswordChangeInput) => issues.find((i) => i.field === field);
  const errorOf = (field: keyof PasswordChangeInput) => {
    const issue = issueOf(field);
    return issue ? t(issue.key, issue.params ?? {}) : undefined;
  };
  const set = (field: keyof PasswordResetValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <>
      <TextField
        label={t(`${textKey}.phone`)}
        value={values.phone}
        onChange={set('phone')}
        isReadOnly={phoneReadOnly}
        isRequired={!phoneReadOnly}
        inputMode="tel"
        autoComplete="tel"
        placeholder={phoneReadOnly ? undefined : t('login:forget.phonePlaceholder')}
        isInvalid={!!issueOf('phone')}
        errorMessage={errorOf('phone')}
      />
      <TextField
        label={t(`${textKey}.code`)}
        value={values.code}
        onChange={(value) => onChange({ ...values, code: normaliseSmsCode(value) })}
        isRequired
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t(`${textKey}.codePlaceholder`)}
        isInvalid={!!issueOf('code')}
        errorMessage={errorOf('code')}
        suffix={
          <CountdownButton seconds={PASSWORD_SMS_WAIT_S} onPress={onSendCode} size="sm" variant="text">
            {t(`${textKey}.sendCode`)}
          </CountdownButton>
        }
      />
      <PasswordField
        label={t(`${textKey}.newPassword`)}
        value={values.password}
        onChange={set('password')}
        isRequired
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder={t(`${textKey}.newPasswordPlaceholder`)}
        strength={values.password ? passwordStrength(values.password) : undefined}
        isInvalid={!!issueOf('password')}
        errorMessage={errorOf('password')}
      />
      <PasswordField
        label={t(`${textKey}.confirm`)}
        value={values.confirm}
        onChange={set('confirm')}
        isRequired
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder={t(`${textKey}.confirmPlaceholder`)}
        isInvalid={!!issueOf('confirm')}
        errorMessage={errorOf('confirm')}
      />
    </>
  );
}
