// Change-password rules (spec 02 §5 'Change password', §9 limits). Pure: message keys only, no i18n calls.
import { issue, type RuleIssue } from '../../../platform/rules';

/** Strength levels with the key of their label for the strength bar (弱 / 中 / 强). */
export const passwordStrengthMap = {
  weak: { labelKey: 'password:strength.weak', level: 1 },
  medium: { labelKey: 'password:strength.medium', level: 2 },
  high: { labelKey: 'password:strength.high', level: 3 },
} as const;

export type PasswordStrength = keyof typeof passwordStrengthMap;

/** spec 02 §9: password minimum 8, password fields max 50. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/** spec 02 §9: SMS code length 6. */
export const SMS_CODE_LENGTH = 6;

/** Anything a form or a spreadsheet may hand us, read as text ('' when missing). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Length in characters as a user counts them (code points, so an emoji counts once). */
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** How many of the four classes (digit, lowercase, uppercase, other) occur in the password. */
export function passwordClassCount(pw: unknown): number {
  const value = text(pw);
  let digit = 0;
  let lower = 0;
  let upper = 0;
  let other = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = 1;
    else if (c >= 97 && c <= 122) lower = 1;
    else if (c >= 65 && c <= 90) upper = 1;
    else other = 1;
  }
  return digit + lower + upper + other;
}

/**
 * spec 02 §5: count of present classes among digit, lowercase, uppercase, other: 1 weak, 2 or 3 medium, 4 high.
 * An empty password (0 classes) is 'weak': the bar shows the lowest level rather than nothing being acceptable.
 */
export function passwordStrength(pw: unknown): PasswordStrength {
  const classes = passwordClassCount(pw);
  if (classes >= 4) return 'high';
  if (classes >= 2) return 'medium';
  return 'weak';
}

/** SMS code input filter: digits only, at most 6 (spec 02 §5, §9). */
export function normaliseSmsCode(input: unknown): string {
  return text(input).replace(/\D+/g, '').slice(0, SMS_CODE_LENGTH);
}

/** True for exactly six digits: the only code worth sending. */
export function isCompleteSmsCode(code: unknown): boolean {
  return /^\d{6}$/.test(text(code));
}

export interface PasswordChangeInput {
  /** The account's phone, read-only in the dialog. */
  phone?: unknown;
  /** The SMS verification code. */
  code?: unknown;
  /** The new password. */
  password?: unknown;
  /** The new password typed again. */
  confirm?: unknown;
}

/**
 * Checks the change-password dialog (spec 02 §5). At most one issue per field, in the dialog's order
 * (phone, code, password, confirm). Fields: `phone`, `code`, `password`, `confirm`.
 *
 * The spec gives two required texts: 新密码不能为空 is used for the new-password field (it names the field),
 * 请输入密码 for an empty confirm field, which the spec gives no text of its own.
 */
export function validatePasswordChange(input: PasswordChangeInput | null | undefined): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const phone = text(input?.phone).trim();
  const code = text(input?.code).trim();
  const password = text(input?.password);
  const confirm = text(input?.confirm);

  if (phone === '') issues.push(issue('phone', 'password:phone.empty'));

  if (code === '') issues.push(issue('code', 'password:code.required'));
  else if (!isCompleteSmsCode(code)) issues.push(issue('code', 'password:code.invalid', 'error', { length: SMS_CODE_LENGTH }));

  // spec 02 §5 gives no texts for too short / too long / too weak: the zh-CN texts are the portal's words.
  const length = characterCount(password);
  if (password === '') issues.push(issue('password', 'password:newPassword.required'));
  else if (length < PASSWORD_MIN_LENGTH) issues.push(issue('password', 'password:newPassword.tooShort', 'error', { min: PASSWORD_MIN_LENGTH }));
  else if (length > PASSWORD_MAX_LENGTH) issues.push(issue('password', 'password:newPassword.tooLong', 'error', { max: PASSWORD_MAX_LENGTH }));
  // At least two classes is the same as 'not weak'.
  else if (passwordStrength(password) === 'weak') issues.push(issue('password', 'password:newPassword.tooWeak'));

  if (confirm === '') issues.push(issue('confirm', 'password:confirm.required'));
  else if (confirm !== password) issues.push(issue('confirm', 'password:confirm.mismatch'));

  return issues;
}
