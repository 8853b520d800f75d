import { useCallback, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { RuleIssue } from '../../../platform/rules';
import { useGetIssueQuotaQuery, type IssueQuota } from '../api';
import { draftOf, type IssueFormState } from '../hooks/issueFormState';
import { useAfterPaint } from '../hooks/useAfterPaint';
import { buyerTaxIdWarning } from '../rules/buyerWarnings';
import { invoiceTotals } from '../rules/lineAmounts';
import { checkAmountQuota } from '../rules/quota';
import { voidIssues } from '../rules/red';
import type { IssueContext } from '../rules/types';
import { validateInvoiceDraft } from '../rules/validate';
import { locateIssues, type GridColumn, type LocatedIssue } from './fieldIssues';

// The issuing form's checks (spec 01 §5 validation rules, §9 amount limits): the draft's rules (a blank-invoice void's
// own few) and the terminal's quota, with the totals, run on the state as painted (hooks/useAfterPaint.ts), so typing
// in 2,000 lines is never held up by checking them. Once submitted, the errors show at their fields and cells, in maps
// that keep their identity while their messages are the same (the memoised sections skip rendering).

/** The quota issues of an invoice whose price with tax is `total`. */
function quotaIssues(quota: IssueQuota, total: string) {
  return checkAmountQuota({ current: total, ...quota });
}

const isQuotaField = (field: string | null) => field !== null && /^(hard|warning)Limits\./.test(field);

/** The first message of each form field. */
export function fieldMessages(located: readonly LocatedIssue[], text: (issue: RuleIssue) => string): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of located) if (l.field && !map.has(l.field)) map.set(l.field, text(l.issue));
  return map;
}

/** The first message of each goods cell, by line id and column. */
export function cellMessages(located: readonly LocatedIssue[], text: (issue: RuleIssue) => string): Map<string, Partial<Record<GridColumn, string>>> {
  const map = new Map<string, Partial<Record<GridColumn, string>>>();
  for (const l of located) {
    if (!l.cell) continue;
    const row = map.get(l.cell.lineId) ?? {};
    row[l.cell.column] ??= text(l.issue);
    map.set(l.cell.lineId, row);
  }
  return map;
}

/** The issues shown above the totals: of the goods list as a whole, of the whole form, of the quota. */
export function isFormIssue(l: LocatedIssue): boolean {
  return !l.cell && (l.field === 'goodsList' || l.field === '' || isQuotaField(l.field));
}

const noMessages: ReadonlyMap<string, string> = new Map();
const noCellMessages: ReadonlyMap<string, Partial<Record<GridColumn, string>>> = new Map();

/** The same map as last time when its content is the same, so the sections that show it skip rendering. */
export function useStableMap<V>(map: ReadonlyMap<string, V>, empty: ReadonlyMap<string, V>): ReadonlyMap<string, V> {
  const last = useRef<{ key: string; map: ReadonlyMap<string, V> }>({ key: '', map: empty });
  if (map.size === 0) return empty;
  const key = JSON.stringify([...map]);
  if (key !== last.current.key) last.current = { key, map };
  return last.current.map;
}

export interface IssueChecksOptions {
  state: IssueFormState;
  ctx: IssueContext;
  includingTax: boolean;
  diskId: string;
  /** A rule issue's message in the user's language. */
  text(issue: RuleIssue): string;
}

export function useIssueChecks(t: TFunction, { state, ctx, includingTax, diskId, text }: IssueChecksOptions) {
  const [showErrors, setShowErrors] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  // Typing paints first; the draft of 2,000 lines, its checks and the totals follow after the paint.
  // Submit checks the current state.
  const deferred = useAfterPaint(state);
  // The disk's invoiced history and amount limits (spec 01 §9), read again for each new form: the last invoice counts.
  const quota = useGetIssueQuotaQuery({ diskId }, { refetchOnMountOrArgChange: true }).data?.data ?? null;
  const checkNow = useCallback(
    (s: IssueFormState, total: string) => {
      // A blank-invoice void has no lines: its own few checks.
      const all = s.extras.kind === 2 ? voidIssues(s) : validateInvoiceDraft(draftOf(s, includingTax), ctx);
      // Hard limits block, warnings ask (confirm) before submitting; red invoices and voids only lower the history and
      // are not checked (our reading).
      if (s.extras.kind === 0 && quota) all.push(...quotaIssues(quota, total));
      return { issues: all, located: locateIssues(all.filter((i) => i.severity === 'error'), s.lines) };
    },
    [ctx, includingTax, quota],
  );
  const totals = useMemo(() => invoiceTotals(deferred.lines, includingTax), [deferred.lines, includingTax]);
  const shown = useMemo(() => checkNow(deferred, totals.total), [checkNow, deferred, totals]);
  const { located } = shown;

  const fieldErrors = useStableMap(
    useMemo(() => (showErrors ? fieldMessages(located, text) : new Map<string, string>()), [showErrors, located, text]),
    noMessages,
  );
  const cellErrors = useStableMap(
    useMemo(() => (showErrors ? cellMessages(located, text) : new Map<string, Partial<Record<GridColumn, string>>>()), [showErrors, located, text]),
    noCellMessages,
  );
  const taxIdWarning = buyerTaxIdWarning(state.purchaserInfo.buyerTaxerId);
  const buyerNotes = useMemo(() => new Map(taxIdWarning ? [['purchaserInfo.buyerTaxerId', t(taxIdWarning)]] : []), [taxIdWarning, t]);

  return {
    totals,
    fieldErrors,
    cellErrors,
    /** Warnings that do not block: the buyer's tax id that looks wrong. */
    buyerNotes,
    formIssues: showErrors ? located.filter(isFormIssue) : [],
    lineIssues: showErrors ? located.filter((l) => l.cell) : [],
    /** What submit found, above the form's actions. */
    summary,
    setSummary,
    /** Errors show at their fields once the form was submitted. */
    setShowErrors,
    /** Back to a fresh form's: no errors shown, no summary. */
    hide: () => {
      setShowErrors(false);
      setSummary(null);
    },
    /** The checks of the state as it is now (submit does not wait for the paint). */
    current: () => (deferred === state ? shown : checkNow(state, invoiceTotals(state.lines, includingTax).total)),
    /** The totals of the state as it is now. */
    currentTotals: () => (deferred === state ? totals : invoiceTotals(state.lines, includingTax)),
  };
}
