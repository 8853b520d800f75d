// Tax-bureau account-form and face-scan interval rules (spec 02 §3, §5, §6, §9). Pure: message keys only.
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import { isStrictMobile, isTaxNumber } from '../../validators';

export * from './linking';
export * from './digitalAccount';

/** Flags arrive as 1 / '1' / true from the API or a form; anything else is off. */
type Flag = number | string | boolean;

/** The login profile of spec 02 §3 as far as the account form edits it (all optional: forms are partial). */
export interface LoginProfile {
  diskId?: string;
  taxerId?: string;
  taxerName?: string;
  /** Region code, e.g. 'shanghai'. */
  dqbm?: string;
  /** Login identity (1 finance head, 2 legal representative, 3 tax handler, 4 ticket buyer, 5 admin, 7 issuer). */
  dlsf?: string | number;
  /** Login method code. */
  dlfs?: string | number;
  /** User password (enterprise password in Shanghai, personal elsewhere). */
  dlmm?: string;
  /** Account: ID number, phone or username. */
  dlzh?: string;
  /** Tax officer ID number. */
  bsrysfzjhm?: string;
  /** Tax officer name. */
  bsryxm?: string;
  /** Real-name phone of the login account. */
  bsrysjhm?: string;
  /** Identity password (Shanghai only). */
  dlsfmm?: string;
  /** Uses a relay number. */
  isZjh?: Flag;
  /** Relay number. */
  zjh?: string;
  /** 0 soft certificate, 1 single disk. */
  deviceType?: string | number;
  /** Certificate password (single disk only). */
  keypwd?: string;
  /** Second account enabled / query account on: the form is validated only when this is 1. */
  isEnable?: Flag;
  /** 1 when a tax agency logs in for the taxpayer. */
  agencyLogin?: Flag;
  /** The agency's tax number. */
  agencyNsrsbh?: string;
  [other: string]: unknown;
}

/** One entry of the region config's loginInfoList: a credential field and whether this method uses it. */
export interface LoginInfoItem {
  /** A LoginProfile field name, e.g. 'dlmm', 'bsrysjhm', 'deviceType'. */
  field: string;
  /** 1 (or '1' / true) when the method shows and needs the field. */
  isUse: Flag;
}

/**
 * A login method as the region config's loginTypeList describes it (spec 02 §3 'Region config response'):
 * its code and the credential fields it shows. Only fields marked isUse are shown, so only those are checked.
 */
export interface LoginMethod {
  dlfs: string | number;
  loginInfoList: readonly LoginInfoItem[];
}

export interface LoginProfileContext {
  /** Region code of the form (dqbm), e.g. 'shanghai'. */
  region: string | null | undefined;
  /** The chosen login method entry of the region config; null before one is chosen. */
  method: LoginMethod | null | undefined;
}

/** Region whose password is the enterprise password and which alone keeps the identity password (spec 02 §5). */
export const SHANGHAI = 'shanghai';
/** spec 02 §5, §9: password fields are limited to 50 characters. */
export const SECRET_MAX_LENGTH = 50;
/** spec 02 §9: SMS code length 6. */
export const SMS_CODE_LENGTH = 6;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

function isOn(flag: unknown): boolean {
  return flag === true || text(flag).trim() === '1';
}

function isShanghai(region: unknown): boolean {
  return text(region).trim().toLowerCase() === SHANGHAI;
}

function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Fields the method marks isUse (spec 02 §2.1: only those are shown). */
function fieldsInUse(method: LoginMethod | null | undefined): Set<string> {
  const used = new Set<string>();
  const list = method && Array.isArray(method.loginInfoList) ? method.loginInfoList : [];
  for (const item of list) {
    if (item && typeof item === 'object' && isOn(item.isUse)) used.add(text(item.field));
  }
  return used;
}

/**
 * The profile as it is sent: dlsfmm is kept only for region shanghai and cleared elsewhere (spec 02 §5).
 * Returns a new object; the input is not changed.
 */
export function normaliseLoginProfile<P extends LoginProfile>(profile: P, { region }: Pick<LoginProfileContext, 'region'>): P {
  if (isShanghai(region) || profile.dlsfmm === undefined || profile.dlsfmm === '') return { ...profile };
  return { ...profile, dlsfmm: '' };
}

const k = (path: string) => `taxBureau:loginProfile.${path}`;

/**
 * Checks one tax-bureau account form (spec 02 §5 table), returning at most one issue per field in the table's order.
 * - Nothing is checked unless isEnable is 1 (the caller sets it for the form being submitted).
 * - Region, dlsf (login identity) and dlfs (login method) are always on the form and always required.
 * - Credential fields are checked only when the chosen method marks them isUse.
 * - dlmm's message depends on the region; dlsfmm is checked only in shanghai; keypwd only when deviceType is 1;
 *   zjh unless isZjh is explicitly 0; agencyNsrsbh whenever agencyLogin is 1.
 */
export function validateLoginProfile(profile: LoginProfile | null | undefined, ctx: LoginProfileContext | null | undefined): RuleIssue[] {
  const p: LoginProfile = profile && typeof profile === 'object' ? profile : {};
  if (!isOn(p.isEnable)) return [];
  const region = ctx?.region;
  const used = fieldsInUse(ctx?.method);
  const shanghai = isShanghai(region);
  const issues: RuleIssue[] = [];
  const value = (field: string) => text(p[field]).trim();
  const secret = (field: string) => text(p[field]);
  const required = (field: string, key: string) => {
    if (value(field) !== '') return true;
    issues.push(issue(field, key));
    return false;
  };

  // spec 02 §2.1: region is a required select; the spec gives no text, so the portal's usual one.
  if (text(region).trim() === '') issues.push(issue('dqbm', k('dqbm.required')));
  required('dlsf', k('dlsf.required'));
  required('dlfs', k('dlfs.required'));

  if (used.has('dlmm') && required('dlmm', k(shanghai ? 'dlmm.requiredEnterprise' : 'dlmm.requiredPersonal'))) {
    if (characterCount(secret('dlmm')) > SECRET_MAX_LENGTH) issues.push(issue('dlmm', k('dlmm.length'), 'error', { min: 1, max: SECRET_MAX_LENGTH }));
  }
  if (used.has('dlzh')) required('dlzh', k('dlzh.required'));
  if (used.has('bsrysfzjhm')) required('bsrysfzjhm', k('bsrysfzjhm.required'));
  if (used.has('bsryxm')) required('bsryxm', k('bsryxm.required'));
  if (shanghai && used.has('dlsfmm') && required('dlsfmm', k('dlsfmm.required'))) {
    if (characterCount(secret('dlsfmm')) > SECRET_MAX_LENGTH) issues.push(issue('dlsfmm', k('dlsfmm.length'), 'error', { min: 1, max: SECRET_MAX_LENGTH }));
  }
  const singleDisk = value('deviceType') === '1';
  if (singleDisk && used.has('keypwd') && required('keypwd', k('keypwd.required'))) {
    // spec 02 §5 quirk kept on purpose: the limit is 50 characters although the message says 1 到 16.
    if (characterCount(secret('keypwd')) > SECRET_MAX_LENGTH) issues.push(issue('keypwd', k('keypwd.length')));
  }
  // spec 02 §3: isZjh says whether a relay number is used; a method that shows zjh needs it unless isZjh is 0.
  if (used.has('zjh') && value('isZjh') !== '0' && p.isZjh !== false && required('zjh', k('zjh.required'))) {
    if (!isStrictMobile(value('zjh'))) issues.push(issue('zjh', k('zjh.invalid')));
  }
  if (used.has('bsrysjhm') && required('bsrysjhm', k('bsrysjhm.required'))) {
    if (!isStrictMobile(value('bsrysjhm'))) issues.push(issue('bsrysjhm', k('bsrysjhm.invalid')));
  }
  if (used.has('deviceType') && value('deviceType') !== '0' && !singleDisk) issues.push(issue('deviceType', k('deviceType.required')));
  // The spec's single text covers both a missing and a malformed agency tax number ('请设置正确').
  if (isOn(p.agencyLogin) && !isTaxNumber(value('agencyNsrsbh'))) issues.push(issue('agencyNsrsbh', k('agencyNsrsbh.invalid')));

  return issues;
}

/** Tax-bureau SMS code input filter: digits only, at most 6 (spec 02 §5). */
export function normaliseSmsCode(input: unknown): string {
  return text(input).replace(/\D+/g, '').slice(0, SMS_CODE_LENGTH);
}

/** Submit is enabled only at exactly 6 digits (spec 02 §5). */
export function canSubmitSmsCode(code: unknown): boolean {
  return /^\d{6}$/.test(text(code));
}

/** The connection-status dialog's SMS code box (field `code`): required, then exactly 6 digits. */
export function validateSmsCode(code: unknown): RuleIssue[] {
  const value = text(code).trim();
  if (value === '') return [issue('code', 'taxBureau:smsCode.required')];
  if (!canSubmitSmsCode(value)) return [issue('code', 'taxBureau:smsCode.invalid', 'error', { length: SMS_CODE_LENGTH })];
  return [];
}

/** Face-scan interval units (spec 02 §3 'Face-scan config': type 1 hours, 2 days) with their over-max message. */
export const faceScanUnitMap = {
  1: { unit: 'hours', overMaxKey: 'taxBureau:faceScan.overMax.hours', invalidKey: 'taxBureau:faceScan.hoursInvalid' },
  2: { unit: 'days', overMaxKey: 'taxBureau:faceScan.overMax.days', invalidKey: 'taxBureau:faceScan.daysInvalid' },
} as const;
export type FaceScanType = keyof typeof faceScanUnitMap;

/** Login identities allowed to change the interval: 1 finance head, 2 legal representative (spec 02 §5, §6). */
export const FACE_SCAN_IDENTITIES: readonly string[] = ['1', '2'];
/** spec 02 §2.1, §9: the hours slider goes up to 48, used when the config gives no max. */
export const FACE_SCAN_HOURS_MAX = 48;

export interface FaceScanIntervalInput {
  /** The login identity (dlsf) of the account changing it. */
  identity: unknown;
  /** 1 hours, 2 days. */
  type: unknown;
  /** The chosen duration (phxxz). */
  value: unknown;
  /** The config's maximum, in the same unit. */
  max?: unknown;
}

function decimalOf(value: unknown): Decimal | null {
  const s = text(value).trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return new Decimal(s);
}

/**
 * Checks a face-scan interval change (spec 02 §5 'Face-scan interval'), at most one issue:
 * identity first (1 or 2 only, field `identity`), then unit (`type`), then for `value`: empty or 0, above the
 * maximum, then the unit's format (hours in steps of 0.5, days whole numbers). A value that is not a number at all
 * gets the format message. The spec words these messages in English only; the zh-CN texts are the portal's words.
 */
export function validateFaceScanInterval(input: FaceScanIntervalInput | null | undefined): RuleIssue[] {
  const identity = text(input?.identity).trim();
  // spec 02 §5 says 'a warning'; it stops the change, so it blocks like an error.
  if (!FACE_SCAN_IDENTITIES.includes(identity)) return [issue('identity', 'taxBureau:faceScan.noPermission')];

  const typeCode = Number(text(input?.type).trim());
  const unit = typeCode === 1 || typeCode === 2 ? faceScanUnitMap[typeCode] : null;
  if (!unit) return [issue('type', 'taxBureau:faceScan.typeRequired')];

  const raw = text(input?.value).trim();
  const value = decimalOf(raw);
  if (raw === '' || (value !== null && value.isZero())) return [issue('value', 'taxBureau:faceScan.required')];
  if (value === null) return [issue('value', unit.invalidKey)];

  const max = decimalOf(input?.max) ?? (typeCode === 1 ? new Decimal(FACE_SCAN_HOURS_MAX) : null);
  if (max !== null && value.greaterThan(max)) return [issue('value', unit.overMaxKey, 'error', { max: max.toString() })];

  // Read from the digits themselves so that no rounding can make 1.00000000000000000001 look whole.
  const fraction = raw.split('.')[1] ?? '';
  const wellFormed = value.isPositive() && (typeCode === 1 ? /^[05]?0*$/.test(fraction) : /^0*$/.test(fraction));
  if (!wellFormed) return [issue('value', unit.invalidKey)];
  return [];
}
