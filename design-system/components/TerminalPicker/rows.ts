// The picker's data shape: decided rows (which columns a role sees and what each cell says are the caller's
// business rules) and the picker's own behaviour: search, numbering. No React, no i18n calls.
import type { Tone } from '../../tokens/semantic';

/** A decided status: its label and tone. */
export interface PickerStatus {
  label: string;
  tone: Tone;
}

/** An account line: the account (ID number, phone or username) and the login identity, e.g. 办税员. */
export interface PickerAccount {
  account: string;
  identity?: string | null;
}

/** One terminal as the picker shows it, every value decided. Blank values show a dash. */
export interface PickerRow {
  /** Stable row key. */
  key: string;
  /** Company name: the terminal's name. */
  name: string;
  /** Tax number (searched, shown under the name). */
  taxerId?: string | null;
  /** Disk number (searched, shown under the name). */
  diskId?: string | null;
  alias?: string | null;
  /** Device type text. */
  deviceType?: string | null;
  /** Provider code (the provider column). */
  provider?: string | null;
  /** Mode text (cloud invoicing or shared edition). */
  mode?: string | null;
  terminalStatus?: PickerStatus | null;
  verificationStatus?: PickerStatus | null;
  /** The invoicing account. */
  billingAccount?: PickerAccount | null;
  /** The query account. */
  queryAccount?: PickerAccount | null;
}

/** spec 01 §9: the picker's page size. */
export const PICKER_PAGE_SIZE = 20;
/** spec 01 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 100;
/** spec 01 §2: account info is cut at 21 characters, the full text in a tooltip. */
export const ACCOUNT_TEXT_MAX = 21;

/** The columns the picker can show, in their order. */
export const pickerColumnKeys = ['index', 'name', 'alias', 'deviceType', 'provider', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo'] as const;
export type PickerColumnKey = (typeof pickerColumnKeys)[number];

/** The search key as sent: trimmed (spec 01 §2). */
export function searchKeyOf(input: string): string {
  return input.trim();
}

/**
 * Filters a whole list by a search key over company name, tax number and disk number (spec 01 §2), for the
 * picker given the whole list. Case-insensitive for the Latin letters of tax and disk numbers; an empty key keeps all.
 */
export function filterPickerRows<T extends PickerRow>(rows: readonly T[], key: string): readonly T[] {
  const needle = searchKeyOf(key).toLowerCase();
  if (needle === '') return rows;
  return rows.filter(
    (r) => r.name.toLowerCase().includes(needle) || (r.taxerId ?? '').toLowerCase().includes(needle) || (r.diskId ?? '').toLowerCase().includes(needle),
  );
}

/** The 1-based number shown in the index column, counting across pages. */
export function rowNumberOf(rowIndex: number, page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize + rowIndex + 1;
}
