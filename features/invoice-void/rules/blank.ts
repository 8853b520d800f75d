// Voiding blank paper invoices (spec 01 §2 route invalid; spec 02 §7.3 'void', 'stock'). Pure. The spec names the page
// and the call family but no rules; these are our reading of the tax client's 空白作废 (docs/workbench/void.md):
// - only unused numbers of the terminal's stock, a number or a run of consecutive numbers of one segment (one code);
// - at most BLANK_VOID_MAX numbers at once, so that a slip of the keyboard cannot void a whole roll;
// - numbers are 8 digits, typed as printed (leading zeros kept).
import { issue, type RuleIssue } from '../../../platform/rules';
import type { StockSegment } from '../api';

/** The most numbers one blank void takes (our choice: a roll of normal invoices holds 100 or 250; a run is a few sheets). */
export const BLANK_VOID_MAX = 100;

/** The run of numbers a user asks to void. */
export interface BlankRun {
  qshm: string;
  zzhm: string;
}

const NUMBER = /^\d{8}$/;

/** True for an invoice number as printed on paper: 8 digits. */
export function isPaperNumber(value: string): boolean {
  return NUMBER.test(value);
}

/** How many numbers the run holds (0 when either end is not a number or the run is reversed). */
export function runCount(run: BlankRun): number {
  if (!isPaperNumber(run.qshm) || !isPaperNumber(run.zzhm)) return 0;
  const n = Number(run.zzhm) - Number(run.qshm) + 1;
  return n > 0 ? n : 0;
}

/** The number `offset` places after `number`, 8 digits. */
export function numberAfter(number: string, offset: number): string {
  return String(Number(number) + offset).padStart(8, '0');
}

/** The numbers of a run, in order (the run is assumed valid). */
export function runNumbers(run: BlankRun): string[] {
  return Array.from({ length: runCount(run) }, (_, k) => numberAfter(run.qshm, k));
}

/** Problems with a run against the segment it is taken from, at their fields ('qshm', 'zzhm'); empty when it may be voided. */
export function checkBlankRun(segment: Pick<StockSegment, 'qshm' | 'zzhm'>, run: BlankRun): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const field of ['qshm', 'zzhm'] as const) {
    if (run[field].trim() === '') issues.push(issue(field, 'invoiceVoid:blank.numberRequired'));
    else if (!isPaperNumber(run[field])) issues.push(issue(field, 'invoiceVoid:blank.numberFormat'));
  }
  if (issues.length > 0) return issues;
  const range = { qshm: segment.qshm, zzhm: segment.zzhm };
  for (const field of ['qshm', 'zzhm'] as const) {
    if (run[field] < range.qshm || run[field] > range.zzhm) issues.push(issue(field, 'invoiceVoid:blank.outside', 'error', range));
  }
  if (issues.length > 0) return issues;
  if (run.qshm > run.zzhm) return [issue('zzhm', 'invoiceVoid:blank.reversed')];
  if (runCount(run) > BLANK_VOID_MAX) return [issue('zzhm', 'invoiceVoid:blank.tooMany', 'error', { max: BLANK_VOID_MAX })];
  return [];
}

/** A segment's key: its code and first number (unique within a terminal's stock). */
export function segmentKey(segment: Pick<StockSegment, 'fpdm' | 'qshm'>): string {
  return `${segment.fpdm}-${segment.qshm}`;
}

/**
 * The stock after a run is taken out of the segment holding it: the segment shrinks, or splits in two when the run
 * lies inside it. Undefined when no segment of that code holds the whole run (the server's refusal).
 */
export function takeRun<S extends StockSegment>(segments: readonly S[], fpdm: string, run: BlankRun): S[] | undefined {
  const index = segments.findIndex((s) => s.fpdm === fpdm && s.qshm <= run.qshm && run.zzhm <= s.zzhm);
  const held = segments[index];
  if (!held || runCount(run) === 0) return undefined;
  const parts: S[] = [];
  if (held.qshm < run.qshm) parts.push({ ...held, zzhm: numberAfter(run.qshm, -1), count: Number(run.qshm) - Number(held.qshm) });
  if (run.zzhm < held.zzhm) parts.push({ ...held, qshm: numberAfter(run.zzhm, 1), count: Number(held.zzhm) - Number(run.zzhm) });
  return [...segments.slice(0, index), ...parts, ...segments.slice(index + 1)];
}
