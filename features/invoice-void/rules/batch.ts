// Voiding issued paper invoices in a batch (spec 01 §2 route batchVoid). Pure. Each invoice is judged by the rule the
// details page applies (features/invoices/rules/void.ts) before anything is sent; the server judges again and says why
// it refuses one (a red invoice has corrected it, its terminal failed), and that reason is shown per invoice.
import { voidRefusal, type VoidableInvoice, type VoidRefusal } from '../../invoices';
import type { BatchVoidItem } from '../api';

/** The most invoices one batch call takes (the inquiry's batch limit, invoiceVoid.yaml). */
export const BATCH_VOID_MAX = 500;

export interface VoidCandidate extends VoidableInvoice {
  id: string;
}

/** The selected invoices split into those that may be voided and those that may not, with why. */
export interface VoidSelection<T extends VoidCandidate> {
  voidable: T[];
  refused: Array<{ order: T; refusal: VoidRefusal }>;
}

export function splitSelection<T extends VoidCandidate>(orders: readonly T[], now: Date): VoidSelection<T> {
  const voidable: T[] = [];
  const refused: VoidSelection<T>['refused'] = [];
  for (const order of orders) {
    const refusal = voidRefusal(order, now);
    if (refusal) refused.push({ order, refusal });
    else voidable.push(order);
  }
  return { voidable, refused };
}

/** How many of the refused invoices each reason covers, in a fixed order (for the summary before sending). */
export function refusalCounts(refused: ReadonlyArray<{ refusal: VoidRefusal }>): Array<{ refusal: VoidRefusal; count: number }> {
  const order: VoidRefusal[] = ['notIssued', 'voided', 'notPaper', 'otherMonth'];
  return order.map((refusal) => ({ refusal, count: refused.filter((r) => r.refusal === refusal).length })).filter((r) => r.count > 0);
}

/** A batch's results so far by invoice id: a retry's answers replace the failed ones they retried. */
export type BatchResults = Readonly<Record<string, BatchVoidItem>>;

export function mergeResults(previous: BatchResults, answered: readonly BatchVoidItem[]): BatchResults {
  const next: Record<string, BatchVoidItem> = { ...previous };
  for (const item of answered) next[item.id] = item;
  return next;
}

/** The ids whose last answer was a failure (what a retry sends again). */
export function failedIds(results: BatchResults): string[] {
  return Object.values(results)
    .filter((r) => !r.voided)
    .map((r) => r.id);
}

/** Counts of a batch's results: voided and failed. */
export function resultCounts(results: BatchResults): { voided: number; failed: number } {
  const all = Object.values(results);
  const voided = all.filter((r) => r.voided).length;
  return { voided, failed: all.length - voided };
}
