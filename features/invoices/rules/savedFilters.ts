// Saved inquiry filters (spec 01 §3: the session store's saved search filters). Pure: the list
// as the session store keeps it in, the list out. The spec names no call for them: they are kept in the session
// store's saved search filters (spec 01 §3), which belong to the signed-in user and go with the session at sign-out
// (spec 01 §4 clears local storage); one entry per inquiry route, so the fully digital variant keeps its own.
import { issue, type RuleIssue } from '../../../platform/rules';
import { inquiryFilterKeys, type InquiryFilters } from './inquiry';

/** A filter the user saved under a name. */
export interface SavedInquiryFilter {
  name: string;
  filters: InquiryFilters;
}

/** The most filters one inquiry keeps, and the longest name (the picker stays a short list of short names). */
export const SAVED_FILTERS_MAX = 20;
export const SAVED_FILTER_NAME_MAX = 20;

/** The session store's key of a route's saved filters. */
export const savedFiltersKey = (routeId: string) => `invoiceInquiry:${routeId}`;

/** The saved filters of a stored entry; anything malformed (tampered storage) is dropped. */
export function savedFiltersOf(stored: Record<string, unknown> | undefined): SavedInquiryFilter[] {
  const list = stored?.list;
  if (!Array.isArray(list)) return [];
  const out: SavedInquiryFilter[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { name, filters } = item as { name?: unknown; filters?: unknown };
    if (typeof name !== 'string' || name.trim() === '' || !filters || typeof filters !== 'object') continue;
    const values = filters as Record<string, unknown>;
    if (!inquiryFilterKeys.every((key) => typeof values[key] === 'string')) continue;
    const clean = Object.fromEntries(inquiryFilterKeys.map((key) => [key, values[key] as string])) as unknown as InquiryFilters;
    if (!out.some((s) => s.name === name)) out.push({ name, filters: clean });
  }
  return out.slice(0, SAVED_FILTERS_MAX);
}

/** The entry the session store keeps for a list. */
export function storedSavedFilters(list: readonly SavedInquiryFilter[]): Record<string, unknown> {
  return { list: list.map((s) => ({ name: s.name, filters: { ...s.filters } })) };
}

/** The problem with saving under this name: empty, too long, or a new name when the list is full. */
export function savedFilterNameIssue(list: readonly SavedInquiryFilter[], name: string): RuleIssue | null {
  const value = name.trim();
  if (value === '') return issue('name', 'invoices:saved.nameRequired');
  if ([...value].length > SAVED_FILTER_NAME_MAX) return issue('name', 'invoices:saved.nameTooLong', 'error', { max: SAVED_FILTER_NAME_MAX });
  if (!list.some((s) => s.name === value) && list.length >= SAVED_FILTERS_MAX) return issue('name', 'invoices:saved.full', 'error', { max: SAVED_FILTERS_MAX });
  return null;
}

/** The list with the filter saved under the (trimmed) name: a known name is replaced in place, a new one appended. */
export function withSavedFilter(list: readonly SavedInquiryFilter[], name: string, filters: InquiryFilters): SavedInquiryFilter[] {
  const value = name.trim();
  const entry = { name: value, filters: { ...filters } };
  return list.some((s) => s.name === value) ? list.map((s) => (s.name === value ? entry : s)) : [...list, entry];
}

/** The list without the named filter. */
export function withoutSavedFilter(list: readonly SavedInquiryFilter[], name: string): SavedInquiryFilter[] {
  return list.filter((s) => s.name !== name);
}
