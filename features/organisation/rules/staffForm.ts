// The staff account form (账号管理): what the server also checks, said at the field. Pure: message keys only.
import { issue, type RuleIssue } from '../../../platform/rules';
import { validatePasswordChange } from '../../password';

export interface StaffDraft {
  account: string;
  userName: string;
  phone: string;
  departmentId: string;
  roleId: string;
  enterpriseTaxerIds: string[];
  password: string;
  confirm: string;
}

export const emptyStaff: StaffDraft = { account: '', userName: '', phone: '', departmentId: '', roleId: '', enterpriseTaxerIds: [], password: '', confirm: '' };

/** spec 01 §5 mobile strict: 1 then 3-9, 11 digits. */
const MOBILE = /^1[3-9]\d{9}$/;
/** The sign-in name: a letter, then letters, digits or underscores, 4-20 in all (our choice). */
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/** The new password and its confirmation by the password rules of spec 02 §5 (the change-password dialog's). */
export function passwordIssues(password: string, confirm: string): RuleIssue[] {
  return validatePasswordChange({ phone: '-', code: '000000', password, confirm }).filter((i) => i.field === 'password' || i.field === 'confirm');
}

/** Issues of the form; `adding` also checks the sign-in name and the first password. */
export function staffIssues(d: StaffDraft, adding: boolean): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (adding) {
    if (d.account.trim() === '') issues.push(issue('account', 'organisation:staff.form.accountRequired'));
    else if (!ACCOUNT.test(d.account.trim())) issues.push(issue('account', 'organisation:staff.form.accountFormat'));
  }
  if (d.userName.trim() === '') issues.push(issue('userName', 'organisation:staff.form.userNameRequired'));
  else if (d.userName.trim().length > 20) issues.push(issue('userName', 'organisation:staff.form.userNameTooLong'));
  if (d.phone.trim() !== '' && !MOBILE.test(d.phone.trim())) issues.push(issue('phone', 'validation:strictMobile'));
  if (d.departmentId === '') issues.push(issue('departmentId', 'organisation:staff.form.departmentRequired'));
  if (d.roleId === '') issues.push(issue('roleId', 'organisation:staff.form.roleRequired'));
  if (adding) issues.push(...passwordIssues(d.password, d.confirm));
  return issues;
}
