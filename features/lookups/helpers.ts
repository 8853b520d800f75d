// Rules the specs attach to the lookup codes. Pure: codes in, entries / keys / numbers out.
import {
  agencyLoginProviders,
  diskOnline,
  orderCompletedCodes,
  packageServiceStatus,
  providerCodes,
  qdStatus,
  robotTaskEstimateMinutes,
  taxFreeType,
  type ProviderEdition,
  type RobotTaskStateCode,
} from './tables';
import { lookupEntry, type LookupEntry, type LookupTone } from './types';

type Code = string | number | null | undefined;

const asString = (code: Code): string => (code === null || code === undefined ? '' : String(code).trim());

/** A table's own entry for a code: 'valueOf' or '__proto__' from a server must not reach Object.prototype. */
function own<T>(table: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}

/** True for a completed order: issued, cancelled or voided (spec 01 §4); every other code is uncompleted. */
export function orderIsCompleted(code: Code): boolean {
  return orderCompletedCodes.has(asString(code));
}

/** Completion estimate of a robot task in minutes ('1' about 45, '3' about 15), null when none (spec 01 §4). */
export function robotTaskEstimate(code: Code): { minutes: number; key: string; params: { count: number } } | null {
  const minutes = own<(typeof robotTaskEstimateMinutes)[RobotTaskStateCode]>(robotTaskEstimateMinutes, asString(code));
  return minutes === undefined ? null : { minutes, key: 'lookups:robotTaskEstimate', params: { count: minutes } };
}

/**
 * Tone of a service status in the package reading, by spec 02 §4 'Colouring': 1 success; 0 or 2 warning;
 * 3 to 6 danger. Codes outside 0-6 are neutral.
 */
export function serviceStatusTone(code: Code): LookupTone {
  const n = Number(asString(code));
  if (asString(code) === '' || !Number.isInteger(n)) return 'neutral';
  if (n === 1) return 'success';
  if (n === 0 || n === 2) return 'warning';
  if (n >= 3 && n <= 6) return 'danger';
  return 'neutral';
}

/** Every service status except 1 blocks actions with a prompt (spec 01 §4). */
export function serviceStatusBlocks(code: Code): boolean {
  return asString(code) !== '1';
}

/** Service statuses whose description is shown as a red warning (spec 01 §4: 0, 2, 3, 4). */
export function serviceStatusWarns(code: Code): boolean {
  return ['0', '2', '3', '4'].includes(asString(code));
}

const servicePrompts: Readonly<Record<string, string>> = {
  '0': 'lookups:serviceStatusPrompt.0',
  '3': 'lookups:serviceStatusPrompt.3',
  '4': 'lookups:serviceStatusPrompt.4',
  '6': 'lookups:serviceStatusPrompt.6',
};

/**
 * The prompt shown when a blocking service status stops an action (spec 01 §8): 当前税盘未激活… (0),
 * 当前税盘激活失败… (3), 当前托管服务已到期，请续费 (4), 当前托管服务已停用… (6); null for 1. Other codes
 * (outside the package reading) get a generic prompt to contact the provider.
 */
export function serviceStatusPrompt(code: Code): string | null {
  const id = asString(code);
  if (id === '1') return null;
  return own(servicePrompts, id) ?? 'lookups:serviceStatusPrompt.other';
}

/** Package service status entry with its tone (unknown codes: label 未知, tone by serviceStatusTone). */
export function packageServiceStatusEntry(code: Code): LookupEntry {
  return lookupEntry(packageServiceStatus, asString(code)) ?? { key: 'lookups:unknown', tone: serviceStatusTone(code) };
}

/** Renewal reminder threshold in days (spec 01 §9). */
export const RENEWAL_REMINDER_DAYS = 30;

/** How the package's remaining days are shown (spec 01 §4). */
export type DaysRemainingDisplay =
  | { kind: 'plain'; tone: 'neutral'; key: string; params: { count: number } }
  | { kind: 'renew'; tone: 'danger'; key: string; params: { count: number } }
  | { kind: 'state'; tone: 'danger'; key: string; params: { name: string } };

/**
 * Remaining days of the package: 30 or more shown plainly; under 30 in red with a renew prompt; 0 (or less, or
 * unknown) shows the state name the server gives (stateName). Fractional days are cut to whole days.
 */
export function daysRemainingDisplay(days: number | string | null | undefined, stateName = ''): DaysRemainingDisplay {
  const n = Math.trunc(Number(typeof days === 'string' ? days.trim() || Number.NaN : (days ?? Number.NaN)));
  if (!Number.isFinite(n) || n <= 0) {
    return { kind: 'state', tone: 'danger', key: 'lookups:remainingDays.state', params: { name: String(stateName ?? '') } };
  }
  if (n >= RENEWAL_REMINDER_DAYS) return { kind: 'plain', tone: 'neutral', key: 'lookups:remainingDays.plain', params: { count: n } };
  return { kind: 'renew', tone: 'danger', key: 'lookups:remainingDays.renew', params: { count: n } };
}

/**
 * qdStatus entry (spec 01 §4): 0 not passed, 1 passed, above 2 an error. 2 itself is spec 02 §3.1's
 * "unverified" (verification status 1 verified, 2 unverified, 3 failed), as the terminal status cells show it;
 * anything unknown is read as an error, as an accountant would rather see than a silent pass.
 */
export function qdStatusEntry(code: Code): LookupEntry {
  const id = asString(code);
  if (id === '0') return qdStatus['0'];
  if (id === '1') return qdStatus['1'];
  if (id === '2') return qdStatus['2'];
  return qdStatus.error;
}

/** Disk online entry (spec 01 §4): 1 normal, any other value 税盘未插入. */
export function diskOnlineEntry(online: Code): LookupEntry {
  return asString(online) === '1' ? diskOnline['1'] : diskOnline.notInserted;
}

/** Tax-free type entry (spec 02 §3.1): 1, 2 and 3 by name, any other code normal. */
export function taxFreeTypeEntry(code: Code): LookupEntry {
  return lookupEntry(taxFreeType, asString(code)) ?? taxFreeType.normal;
}

/** Edition of a provider code, null when the code is in neither list (HT200, unknown codes). */
export function providerEditionOf(tsp: Code): ProviderEdition | null {
  const id = asString(tsp).toUpperCase();
  return Object.prototype.hasOwnProperty.call(providerCodes, id) ? providerCodes[id as keyof typeof providerCodes] : null;
}

/** True for the cloud invoicing providers WT200, IT200, IT300, IT500, IT600 (spec 01 §3). */
export function isCloudInvoicing(tsp: Code): boolean {
  return providerEditionOf(tsp) === 'cloud';
}

/** True for the shared edition providers IT100, IT150, IT160 (spec 01 §3). */
export function isSharedEdition(tsp: Code): boolean {
  return providerEditionOf(tsp) === 'shared';
}

/** True when the provider's terminals offer agency login (IT160, IT600; spec 02 §3). */
export function supportsAgencyLogin(tsp: Code): boolean {
  return agencyLoginProviders.has(asString(tsp).toUpperCase());
}

/** The failure reason of a sync record is shown only for status 2 (spec 02 §4). */
export function syncRecordShowsReason(status: Code): boolean {
  return asString(status) === '2';
}
