// Amount quota (spec 01 §9): hard limits for the last 12 months, the quarter and the month, each with its
// enable flag, then warning thresholds in the same order; history plus the current invoice, to 2 decimals.
import { issue, type RuleIssue } from '../../../platform/rules';
import { invoiceMessages as m } from './messages';
import { Money, decimal, obj, round2, type MoneyValue } from './read';
import type { Numeric } from './types';

/** Quota windows, in the order they are checked. */
export const quotaPeriods = { twelveMonths: 'last12Months', quarter: 'currentQuarter', month: 'currentMonth' } as const;
export type QuotaPeriod = keyof typeof quotaPeriods;

export interface QuotaLimit {
  /** The limit applies only when enabled. */
  enabled: boolean;
  /** Amount in yuan; an empty or unreadable amount means no limit. */
  amount: Numeric | null | undefined;
}

export interface AmountQuotaInput {
  /** Price with tax of the invoice about to be issued. */
  current: Numeric;
  /** Already invoiced in each window. */
  history: Record<QuotaPeriod, Numeric>;
  /** Blocking limits: exceeding one is an error. */
  hardLimits: Record<QuotaPeriod, QuotaLimit>;
  /** Warning thresholds: exceeding one asks to confirm. */
  warningLimits: Record<QuotaPeriod, QuotaLimit>;
}

const order = Object.keys(quotaPeriods) as QuotaPeriod[];

function exceeded(input: AmountQuotaInput, which: 'hardLimits' | 'warningLimits', period: QuotaPeriod, current: MoneyValue): { total: string; limit: string } | null {
  const limit = obj(obj(obj(input)[which])[period]);
  if (limit.enabled !== true) return null;
  const max = decimal(limit.amount);
  if (max === null) return null;
  const total = round2((decimal(obj(obj(input).history)[period]) ?? new Money(0)).plus(current));
  const cap = round2(max);
  return total.greaterThan(cap) ? { total: total.toFixed(2), limit: cap.toFixed(2) } : null;
}

/**
 * Quota issues: every exceeded hard limit (error) in the order 12 months, quarter, month; when none is
 * exceeded, every exceeded warning threshold (confirm) in the same order. Reaching a limit exactly is allowed.
 */
export function checkAmountQuota(input: AmountQuotaInput): RuleIssue[] {
  const current = decimal(obj(input).current) ?? new Money(0);
  const hard: RuleIssue[] = [];
  for (const period of order) {
    const hit = exceeded(input, 'hardLimits', period, current);
    if (hit) hard.push(issue(`hardLimits.${period}`, m.quota.hard[period], 'error', hit));
  }
  if (hard.length > 0) return hard;
  const warnings: RuleIssue[] = [];
  for (const period of order) {
    const hit = exceeded(input, 'warningLimits', period, current);
    if (hit) warnings.push(issue(`warningLimits.${period}`, m.quota.warning[period], 'confirm', hit));
  }
  return warnings;
}
