// 负数发票开具 (spec 01 §2 negative, fullpower/negative): which blue invoices the page looks for, how far each is
// reversed, what the user picked to reverse, and where the reversal goes: the issuing form for an ordinary invoice, a
// red-letter information sheet (special invoices 004, 028) or confirmation sheet (fully-digital) where one is required.
import Decimal from 'decimal.js';
import { areaPrefixes, type Area } from '../../../platform/routing';
import { issue, type RuleIssue } from '../../../platform/rules';
import type { NegativeBlue, NegativeBlueDetail } from '../api';

export type NegativeScope = 'tax' | 'digital';

/** fullpower/negative looks for fully-digital invoices, negative for paper and electronic ones. */
export const scopeOfRoute = (path: string): NegativeScope => (path.includes('/fullpower/') ? 'digital' : 'tax');

export interface NegativeFilters {
  fpdm: string;
  fphm: string;
  buyer: string;
  qsrq: string;
  zzrq: string;
}

export const emptyNegativeFilters: NegativeFilters = { fpdm: '', fphm: '', buyer: '', qsrq: '', zzrq: '' };

/** Problems of the search form: a code of 10 or 12 digits, a number of digits only (8 or 20, or its end). */
export function checkNegativeFilters(f: NegativeFilters): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (f.fpdm.trim() && !/^\d{10}$|^\d{12}$/.test(f.fpdm.trim())) issues.push(issue('fpdm', 'negativeIssue:filters.codeInvalid'));
  if (f.fphm.trim() && !/^\d{1,20}$/.test(f.fphm.trim())) issues.push(issue('fphm', 'negativeIssue:filters.numberInvalid'));
  if (f.qsrq && f.zzrq && f.qsrq > f.zzrq) issues.push(issue('period', 'negativeIssue:filters.periodOrder'));
  return issues;
}

/** How far a blue invoice is reversed: not at all, in part, or in full. */
export type ReversalState = 'open' | 'partly' | 'full';

export function reversalStateOf(blue: Pick<NegativeBlue, 'amount' | 'remainingAmount'>): ReversalState {
  const left = new Decimal(blue.remainingAmount);
  if (left.lte(0)) return 'full';
  return left.lt(new Decimal(blue.amount)) ? 'partly' : 'open';
}

export const reversalTones = { open: 'neutral', partly: 'warning', full: 'success' } as const;

/**
 * Where the page leads: straight to the issuing form, to a sheet first (the user is told before choosing anything,
 * never refused at the end), or nowhere when nothing is left.
 */
export type NextStep = 'issue' | 'paperSheet' | 'digitalSheet' | 'done';

export function nextStepOf(blue: Pick<NegativeBlue, 'amount' | 'remainingAmount' | 'needsSheet'>): NextStep {
  if (reversalStateOf(blue) === 'full') return 'done';
  if (blue.needsSheet === 'paper') return 'paperSheet';
  if (blue.needsSheet === 'digital') return 'digitalSheet';
  return 'issue';
}

/** True when the picks reverse every line for all it has left (the form then takes the whole invoice). */
export function isWholeInvoice(detail: Pick<NegativeBlueDetail, 'lines'>, picks: ReadonlyArray<{ index: number; amount: string }>): boolean {
  return detail.lines.every((l) => {
    const pick = picks.find((p) => p.index === l.index);
    return new Decimal(l.reversed).isZero() && pick !== undefined && new Decimal(pick.amount).eq(l.amount);
  });
}

/** Where a sheet is applied for against the blue invoice, with the lines picked (the apply page reads redLines). */
export function sheetApplyPath(area: Area, blue: Pick<NegativeBlue, 'fpdm' | 'fphm' | 'needsSheet'>, redLines: string, fullpowerRoute: boolean): string {
  const query = new URLSearchParams({ blueInvoiceCode: blue.fpdm, blueInvoiceNumber: blue.fphm });
  if (redLines) query.set('redLines', redLines);
  // The agency's fully-digital sheets have their own apply route; the member applies for both on gules.
  const route = blue.needsSheet === 'digital' && fullpowerRoute && area === 'account' ? 'fullpower/gules' : 'gules';
  return `${areaPrefixes[area]}/${route}?${query.toString()}`;
}
