// The invoice inquiry's filters (spec 01 §4 invoice status filter and kind, §9 default period;
// spec 02 §5 export period). Pure: URL search and clock in, filters, query arguments and issues out.
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import { invoiceKind, invoiceStatusFilterCodes, invoiceType, lookupEntry, type InvoiceKindCode, type InvoiceStatusCode } from '../../lookups';
import { isAmount } from '../../validators';
import type { ExportInvoiceListApiArg, GetOrderListApiArg } from '../api';

/** The inquiry's filters, as kept in the address (every value a string; '' means no filter). */
export interface InquiryFilters {
  /** Invoice status (2, 3, 101, 103, 11, 12, 111). */
  fpzt: string;
  /** Invoice kind (0-4). */
  kind: string;
  /** Invoice type code. */
  fplxdm: string;
  /** First day of the period, ISO, Asia/Shanghai. */
  qsrq: string;
  /** Last day of the period, ISO, included. */
  zzrq: string;
  /** Buyer name or tax number. */
  gf: string;
  fpdm: string;
  fphm: string;
  minAmount: string;
  maxAmount: string;
}

export const inquiryFilterKeys = ['fpzt', 'kind', 'fplxdm', 'qsrq', 'zzrq', 'gf', 'fpdm', 'fphm', 'minAmount', 'maxAmount'] as const satisfies readonly (keyof InquiryFilters)[];

/** The most rows one inquiry loads (the table virtualises them; the totals cover them all). */
export const INQUIRY_MAX_ROWS = 10000;

const TIME_ZONE = 'Asia/Shanghai';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in Asia/Shanghai, ISO. */
export function shanghaiDay(now: Date): string {
  return dayFormat.format(now);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The default period: the first of the previous month to today, in Asia/Shanghai (spec 01 §9). */
export function defaultPeriod(now: Date): { qsrq: string; zzrq: string } {
  const today = shanghaiDay(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const prevYear = m === 1 ? y - 1 : y;
  const prevMonth = m === 1 ? 12 : m - 1;
  return { qsrq: `${prevYear}-${pad2(prevMonth)}-01`, zzrq: today };
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The filters a link shows: known values kept, unknown codes and malformed dates dropped (dates fall back to the default period). */
export function parseInquiryFilters(search: URLSearchParams, now: Date): InquiryFilters {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const period = defaultPeriod(now);
  const fpzt = get('fpzt');
  const kind = get('kind');
  const fplxdm = get('fplxdm');
  const qsrq = get('qsrq');
  const zzrq = get('zzrq');
  return {
    fpzt: (invoiceStatusFilterCodes as readonly string[]).includes(fpzt) ? fpzt : '',
    kind: lookupEntry(invoiceKind, kind) ? kind : '',
    fplxdm: lookupEntry(invoiceType, fplxdm) ? fplxdm : '',
    qsrq: isIsoDay(qsrq) ? qsrq : period.qsrq,
    zzrq: isIsoDay(zzrq) ? zzrq : period.zzrq,
    gf: get('gf'),
    fpdm: get('fpdm'),
    fphm: get('fphm'),
    minAmount: get('minAmount'),
    maxAmount: get('maxAmount'),
  };
}

/** The address's search for the filters: every non-empty filter, the period always (a link opened next month shows the same invoices). */
export function inquirySearch(filters: InquiryFilters): string {
  const search = new URLSearchParams();
  for (const key of inquiryFilterKeys) {
    const value = filters[key].trim();
    if (value !== '') search.set(key, value);
  }
  return search.toString();
}

/** Problems with the filters, at their fields (shown there; the inquiry is not sent while any exists). */
export function checkInquiryFilters(filters: InquiryFilters): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (filters.qsrq > filters.zzrq) issues.push(issue('period', 'invoices:filters.periodReversed'));
  const amounts = (['minAmount', 'maxAmount'] as const).filter((k) => filters[k] !== '' && !isAmount(filters[k]));
  for (const field of amounts) issues.push(issue(field, 'invoices:filters.amountInvalid'));
  if (amounts.length === 0 && filters.minAmount !== '' && filters.maxAmount !== '' && new Decimal(filters.minAmount).gt(filters.maxAmount)) {
    issues.push(issue('maxAmount', 'invoices:filters.amountReversed'));
  }
  return issues;
}

type FilterQuery = Omit<ExportInvoiceListApiArg, 'diskId'>;

function filterQuery(filters: InquiryFilters): FilterQuery {
  const query: FilterQuery = { qsrq: filters.qsrq, zzrq: filters.zzrq };
  if (filters.fpzt) query.fpzt = Number(filters.fpzt) as NonNullable<FilterQuery['fpzt']>;
  if (filters.kind) query.kind = Number(filters.kind) as NonNullable<FilterQuery['kind']>;
  for (const key of ['fplxdm', 'gf', 'fpdm', 'fphm', 'minAmount', 'maxAmount'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The order-list query of the inquiry: one page of up to 10,000 rows, of one disk when given (a member's current disk). */
export function inquiryQuery(filters: InquiryFilters, diskId?: string | null): GetOrderListApiArg {
  return { ...(diskId ? { diskId } : {}), page: 1, pageSize: INQUIRY_MAX_ROWS, ...filterQuery(filters) };
}

/** The Excel export's query: the same filters. */
export function exportQuery(filters: InquiryFilters, diskId?: string | null): ExportInvoiceListApiArg {
  return { ...(diskId ? { diskId } : {}), ...filterQuery(filters) };
}

/** The day a year after `day` (29 February goes to 28 February). */
export function oneYearAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${pad2(m)}-${pad2(Math.min(d, lastDay))}`;
}

/**
 * The Excel export refuses a period over one year (spec 02 §5). One year: the last day may be the same calendar
 * day a year after the first (2025-01-01 to 2026-01-01 passes, 2026-01-02 does not); the spec does not say more.
 */
export function exportPeriodIssue(filters: Pick<InquiryFilters, 'qsrq' | 'zzrq'>): RuleIssue | null {
  if (!isIsoDay(filters.qsrq) || !isIsoDay(filters.zzrq)) return issue('period', 'invoices:filters.periodInvalid');
  if (filters.zzrq > oneYearAfter(filters.qsrq)) return issue('period', 'invoices:export.overOneYear');
  return null;
}

/** Totals of a result in decimal: amount, tax and price-with-tax, as two-decimal strings. */
export function inquiryTotals(rows: ReadonlyArray<{ amount?: string; taxAmount?: string; totalAmount: string }>): { amount: string; taxAmount: string; totalAmount: string } {
  let amount = new Decimal(0);
  let taxAmount = new Decimal(0);
  let totalAmount = new Decimal(0);
  for (const row of rows) {
    amount = amount.add(row.amount || 0);
    taxAmount = taxAmount.add(row.taxAmount || 0);
    totalAmount = totalAmount.add(row.totalAmount || 0);
  }
  return { amount: amount.toFixed(2), taxAmount: taxAmount.toFixed(2), totalAmount: totalAmount.toFixed(2) };
}

export type { InvoiceKindCode, InvoiceStatusCode };

/**
 * Above this many rows the Excel export runs as a task of the task centre followed in the progress dialog (spec
 * 02 §7.3 task centre); the spec names no threshold. 1,000: below it the workbook is built and sent within one short request (a
 * member's busiest seeded disk holds about 225 invoices a year, so the everyday export stays one click); above it
 * building thousands of rows can outlast a request, so the user sees its progress, may hide it and gets the file.
 */
export const EXPORT_TASK_THRESHOLD = 1000;

/** The export goes through a task when the result holds more rows than the threshold. */
export function exportRunsAsTask(resultRows: number): boolean {
  return resultRows > EXPORT_TASK_THRESHOLD;
}

/** The most invoices one batch action takes (the server's limit of a batch call). */
export const BATCH_MAX = 500;
