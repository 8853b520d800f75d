// The ticking list's filters (spec 01 §2 deductionCheck; docs/input-vat/deduction-collection.md): kept in the
// address, checked before a search, turned into the list's query and into the filter of 'tick all filtered'.
// Pure: URL search in, filters, query arguments and issues out.
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import type { GetPurchaseInvoicesApiArg, InvoiceFilter } from '../api';

/** The filters as kept in the address; '' is no filter. */
export interface TickFilters {
  /** Seller name or tax number (part of it). */
  seller: string;
  /** Issued on or after (YYYY-MM-DD). */
  startDate: string;
  /** Issued on or before. */
  endDate: string;
  /** Amount without tax, at least. */
  minAmount: string;
  /** Amount without tax, at most. */
  maxAmount: string;
  /** '1' ticked, '0' not ticked, '' both. */
  ticked: '' | '0' | '1';
}

export const tickFilterKeys = ['seller', 'startDate', 'endDate', 'minAmount', 'maxAmount', 'ticked'] as const satisfies readonly (keyof TickFilters)[];

export const emptyTickFilters: TickFilters = { seller: '', startDate: '', endDate: '', minAmount: '', maxAmount: '', ticked: '' };

/** The filters of an address's search (unknown values dropped). */
export function parseTickFilters(params: URLSearchParams): TickFilters {
  const ticked = params.get('ticked');
  return {
    seller: params.get('seller')?.trim() ?? '',
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    minAmount: params.get('minAmount')?.trim() ?? '',
    maxAmount: params.get('maxAmount')?.trim() ?? '',
    ticked: ticked === '0' || ticked === '1' ? ticked : '',
  };
}

/** The filters written into `params` (empty ones removed); other parameters are kept. */
export function withTickFilters(params: URLSearchParams, filters: TickFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of tickFilterKeys) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What is wrong with the filters, each at its field (the typed values are kept by the form). */
export function checkTickFilters(f: TickFilters): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (f.startDate && !isDay(f.startDate)) issues.push(issue('startDate', 'inputVat:filters.badDate'));
  if (f.endDate && !isDay(f.endDate)) issues.push(issue('endDate', 'inputVat:filters.badDate'));
  if (isDay(f.startDate) && isDay(f.endDate) && f.startDate > f.endDate) issues.push(issue('endDate', 'inputVat:filters.endBeforeStart'));
  if (f.minAmount && !AMOUNT.test(f.minAmount)) issues.push(issue('minAmount', 'inputVat:filters.badAmount'));
  if (f.maxAmount && !AMOUNT.test(f.maxAmount)) issues.push(issue('maxAmount', 'inputVat:filters.badAmount'));
  if (AMOUNT.test(f.minAmount) && AMOUNT.test(f.maxAmount) && new Decimal(f.minAmount).gt(f.maxAmount)) issues.push(issue('maxAmount', 'inputVat:filters.maxBelowMin'));
  return issues;
}

/** The filter part of the list's query and of 'tick all filtered' (the same invoices). */
export function invoiceFilterOf(f: TickFilters): InvoiceFilter {
  return {
    ...(f.seller ? { seller: f.seller } : {}),
    ...(f.startDate ? { startDate: f.startDate } : {}),
    ...(f.endDate ? { endDate: f.endDate } : {}),
    ...(f.minAmount ? { minAmount: f.minAmount } : {}),
    ...(f.maxAmount ? { maxAmount: f.maxAmount } : {}),
    ...(f.ticked ? { ticked: f.ticked === '1' ? 1 : 0 } : {}),
  };
}

/** The list's query for an enterprise's period. */
export function listQuery(taxNo: string, period: string, f: TickFilters): GetPurchaseInvoicesApiArg {
  return { taxNo, period, ...invoiceFilterOf(f) } as GetPurchaseInvoicesApiArg;
}

/** Whether any filter is set (the 'tick all' button then says 'filtered'). */
export const hasFilters = (f: TickFilters): boolean => tickFilterKeys.some((key) => f[key] !== '');
