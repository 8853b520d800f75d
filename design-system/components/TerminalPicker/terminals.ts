// The terminal picker's data shape and pure rules (spec 01 §2, §3, §9; spec 02 §3). No React, no i18n calls.
import type { StatusCode } from '../StatusCells';

/** One tax-bureau account of a terminal (qdInfo item): the first is the invoicing account, the second the query account. */
export interface TerminalAccount {
  /** Account: ID number, phone or username. */
  dlzh?: string | null;
  /** The login identity as text, e.g. 办税员. */
  dlsfStr?: string | null;
}

/** A terminal list item as the server sends it (spec 01 §3 Terminal, spec 02 §3 Terminal list item): the fields the picker reads. */
export interface PickerTerminal {
  termId?: string | number | null;
  deviceId?: string | number | null;
  /** Company name: the terminal's name in the picker. */
  taxerName: string;
  /** Tax number. */
  taxerId?: string | null;
  /** Disk number. */
  diskId?: string | null;
  aliasName?: string | null;
  /** Disk type: 2 tax-control disk, 4 golden-tax disk, 6 tax UKey, 7 digital terminal (spec 02 §3.1). */
  diskType?: StatusCode;
  /** The server's device type text, shown when given. */
  diskTypeDesc?: string | null;
  /** Provider code: IT100, IT150, IT160, IT200, IT300, IT500, IT600, HT200, WT200. */
  tsp?: string | null;
  termStatus?: StatusCode;
  termStatusDesc?: string | null;
  qdStatus?: StatusCode;
  qdStatusDesc?: string | null;
  qdInfo?: readonly TerminalAccount[] | null;
}

/** roleType of the signed-in user: 1 member, 2 provider, 3 agency (spec 01 §6). */
export type PickerRole = 1 | 2 | 3;

/** spec 01 §9: the picker's page size. */
export const PICKER_PAGE_SIZE = 20;
/** spec 01 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 100;
/** spec 01 §2: account info is cut at 21 characters, the full text in a tooltip. */
export const ACCOUNT_TEXT_MAX = 21;

const editions = {
  WT200: 'cloud',
  IT200: 'cloud',
  IT300: 'cloud',
  IT500: 'cloud',
  IT600: 'cloud',
  IT100: 'shared',
  IT150: 'shared',
  IT160: 'shared',
} as const;
/** Mode of a terminal: cloud invoicing (云开票) or shared edition (共享版). */
export type TerminalMode = (typeof editions)[keyof typeof editions];

/** spec 01 §3: WT200, IT200, IT300, IT500, IT600 are cloud invoicing; IT100, IT150, IT160 shared edition; others (HT200) none. */
export function terminalModeOf(tsp: string | null | undefined): TerminalMode | null {
  const code = (tsp ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(editions, code) ? editions[code as keyof typeof editions] : null;
}

/** The picker's columns, in order; provider for role 2 only, mode for roles 1 and 3 (spec 01 §2). */
export const pickerColumnKeys = [
  'index',
  'name',
  'alias',
  'deviceType',
  'provider',
  'mode',
  'terminalStatus',
  'verificationStatus',
  'accountInfo',
] as const;
export type PickerColumnKey = (typeof pickerColumnKeys)[number];

export function pickerColumnsFor(role: PickerRole): PickerColumnKey[] {
  return pickerColumnKeys.filter((key) => (key === 'provider' ? role === 2 : key === 'mode' ? role !== 2 : true));
}

/** A stable row key: termId, else deviceId, else disk number, else tax number. */
export function terminalKeyOf(terminal: PickerTerminal): string {
  return String(terminal.termId ?? terminal.deviceId ?? terminal.diskId ?? terminal.taxerId ?? terminal.taxerName);
}

/** The search key as sent: trimmed (spec 01 §2). */
export function searchKeyOf(input: string): string {
  return input.trim();
}

/**
 * Filters a whole list by a search key over company name, tax number and disk number (spec 01 §2), for the
 * picker given the whole list. Case-insensitive for the Latin letters of tax and disk numbers; an empty key keeps all.
 */
export function filterTerminals<T extends PickerTerminal>(terminals: readonly T[], key: string): readonly T[] {
  const needle = searchKeyOf(key).toLowerCase();
  if (needle === '') return terminals;
  return terminals.filter(
    (t) =>
      t.taxerName.toLowerCase().includes(needle) ||
      (t.taxerId ?? '').toLowerCase().includes(needle) ||
      (t.diskId ?? '').toLowerCase().includes(needle),
  );
}

/** The invoicing account (qdInfo[0]) and the query account (qdInfo[1]); missing ones are null. */
export function accountsOf(terminal: PickerTerminal): [TerminalAccount | null, TerminalAccount | null] {
  const list = terminal.qdInfo ?? [];
  const pick = (a: TerminalAccount | undefined) => (a && (a.dlzh ?? '').trim() !== '' ? a : null);
  return [pick(list[0]), pick(list[1])];
}

/** The 1-based number shown in the index column, counting across pages. */
export function rowNumberOf(rowIndex: number, page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize + rowIndex + 1;
}
