// The invoicing statistics' filters, scopes and derived figures (spec 01 §2 summary, summaryDetail,
// platform/statistics; spec 02 §2.3 InvoiceSum, invoiceStatis, statisdetails). Pure: address and clock in, filters,
// query arguments, issues and rows out. The filters are the inquiry's (features/invoices/rules/inquiry.ts) so that a
// figure here and the inquiry's sum for the same filters are the same invoices.
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import { invoiceKind, invoiceStatusFilterCodes, invoiceType, lookupEntry } from '../../lookups';
import type { GetInvoiceStatsApiArg, GetInvoiceSummaryTableApiArg, StatsBucket } from '../api';

/** The statistics' filters, as kept in the address (every value a string; '' means no filter). */
export interface StatsFilters {
  /** First day of the period, ISO, Asia/Shanghai. */
  qsrq: string;
  /** Last day of the period, included. */
  zzrq: string;
  /** Invoice status (2, 3, 101, 103, 11, 12, 111). */
  fpzt: string;
  /** Invoice kind (0-4). */
  kind: string;
  /** Invoice type code. */
  fplxdm: string;
}

export const statsFilterKeys = ['qsrq', 'zzrq', 'fpzt', 'kind', 'fplxdm'] as const satisfies readonly (keyof StatsFilters)[];

/** Whose invoices a page counts: all the user sees, one enterprise (tax number) or one terminal (disk id). */
export type StatsScope = { kind: 'all' } | { kind: 'enterprise'; taxerId: string } | { kind: 'terminal'; diskId: string };

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant in Asia/Shanghai, ISO. */
export function shanghaiDay(now: Date): string {
  return dayFormat.format(now);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The default period: the twelve months to today, from the first of the month eleven months back (bars over a
 * year, as the peers' statistics open; never over the one-year limit of spec 02 §5).
 */
export function defaultStatsPeriod(now: Date): { qsrq: string; zzrq: string } {
  const today = shanghaiDay(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const back = y * 12 + (m - 1) - 11;
  return { qsrq: `${Math.floor(back / 12)}-${pad2((back % 12) + 1)}-01`, zzrq: today };
}

/** The current month to today (the invoice summary table is a monthly report). */
export function currentMonth(now: Date): { qsrq: string; zzrq: string } {
  const today = shanghaiDay(now);
  return { qsrq: `${today.slice(0, 7)}-01`, zzrq: today };
}

/** The filters a link shows: known codes kept, unknown ones and malformed dates dropped (dates fall back to the default). */
export function parseStatsFilters(search: URLSearchParams, fallback: { qsrq: string; zzrq: string }): StatsFilters {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const [qsrq, zzrq, fpzt, kind, fplxdm] = [get('qsrq'), get('zzrq'), get('fpzt'), get('kind'), get('fplxdm')];
  return {
    qsrq: isIsoDay(qsrq) ? qsrq : fallback.qsrq,
    zzrq: isIsoDay(zzrq) ? zzrq : fallback.zzrq,
    fpzt: (invoiceStatusFilterCodes as readonly string[]).includes(fpzt) ? fpzt : '',
    kind: lookupEntry(invoiceKind, kind) ? kind : '',
    fplxdm: lookupEntry(invoiceType, fplxdm) ? fplxdm : '',
  };
}

/** The address's search for the filters (the period always: a link opened next month shows the same figures). */
export function statsSearch(filters: StatsFilters): string {
  const search = new URLSearchParams();
  for (const key of statsFilterKeys) if (filters[key] !== '') search.set(key, filters[key]);
  return search.toString();
}

/** The day a year after `day` (29 February goes to 28 February). */
function oneYearAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${pad2(m)}-${pad2(Math.min(d, lastDay))}`;
}

/** Problems with the filters, at their field: a reversed period, or one over a year (spec 02 §5, as the export). */
export function checkStatsFilters(filters: Pick<StatsFilters, 'qsrq' | 'zzrq'>): RuleIssue[] {
  if (!isIsoDay(filters.qsrq) || !isIsoDay(filters.zzrq)) return [issue('period', 'statistics:filters.periodInvalid')];
  if (filters.qsrq > filters.zzrq) return [issue('period', 'statistics:filters.periodReversed')];
  if (filters.zzrq > oneYearAfter(filters.qsrq)) return [issue('period', 'statistics:filters.overOneYear')];
  return [];
}

const scopeArgs = (scope: StatsScope) =>
  scope.kind === 'enterprise' ? { taxerId: scope.taxerId } : scope.kind === 'terminal' ? { diskId: scope.diskId } : {};

/** The statistics call's arguments: the filters and the scope. */
export function statsQuery(filters: StatsFilters, scope: StatsScope): GetInvoiceStatsApiArg {
  const arg: GetInvoiceStatsApiArg = { qsrq: filters.qsrq, zzrq: filters.zzrq, ...scopeArgs(scope) };
  if (filters.fpzt) arg.fpzt = Number(filters.fpzt) as NonNullable<GetInvoiceStatsApiArg['fpzt']>;
  if (filters.kind) arg.kind = Number(filters.kind) as NonNullable<GetInvoiceStatsApiArg['kind']>;
  if (filters.fplxdm) arg.fplxdm = filters.fplxdm;
  return arg;
}

/** The summary table call's arguments. */
export function summaryTableQuery(period: Pick<StatsFilters, 'qsrq' | 'zzrq'>, scope: StatsScope): GetInvoiceSummaryTableApiArg {
  return { qsrq: period.qsrq, zzrq: period.zzrq, ...scopeArgs(scope) };
}

/** The inquiry's address search for the same filters (the inquiry then sums the same invoices). */
export function inquirySearchOf(filters: StatsFilters): string {
  return statsSearch(filters);
}

/** Every month of the period, yyyy-MM, in order (a month without invoices still gets its bar, at zero). */
export function monthsOf(qsrq: string, zzrq: string): string[] {
  if (!isIsoDay(qsrq) || !isIsoDay(zzrq) || qsrq > zzrq) return [];
  const [y0, m0] = qsrq.split('-').map(Number) as [number, number];
  const [y1, m1] = zzrq.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let n = y0 * 12 + m0 - 1; n <= y1 * 12 + m1 - 1 && out.length < 24; n += 1) out.push(`${Math.floor(n / 12)}-${pad2((n % 12) + 1)}`);
  return out;
}

/** The month buckets of the period, a zero bucket for each month without invoices. */
export function monthSeries(byMonth: readonly StatsBucket[], qsrq: string, zzrq: string): StatsBucket[] {
  const found = new Map(byMonth.map((b) => [b.key, b]));
  return monthsOf(qsrq, zzrq).map((key) => found.get(key) ?? { key, count: 0, amount: '0.00', taxAmount: '0.00', totalAmount: '0.00' });
}

/** A bucket's share of the total count, in per cent with one decimal ('0.0' when the total is 0). */
export function shareOf(part: number, total: number): string {
  return total === 0 ? '0.0' : new Decimal(part).mul(100).div(total).toFixed(1);
}
