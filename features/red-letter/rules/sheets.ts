// Red-letter sheets (spec 01 §2 gulesList, gules, gulesInvoice): which invoices take a sheet, what a sheet allows, what an application redeems.
import Decimal from 'decimal.js';
import { areaPrefixes, type Area } from '../../../platform/routing';
import { redSheetIssuableCodes } from '../../lookups';
import type { BlueInvoice, RedSheet, RedSheetApplication, SheetKind } from '../api';

/** Special paper/electronic invoices are redeemed through an information sheet (红字信息表). */
const paperSheetTypes: ReadonlySet<string> = new Set(['004', '028']);
/** Fully-digital invoices are redeemed through a confirmation sheet (红字确认单). */
const digitalSheetTypes: ReadonlySet<string> = new Set(['81', '82', '85', '86']);

/** The kind of sheet an invoice type takes; null when it takes none (an ordinary invoice is redeemed directly). */
export function sheetKindOf(fplxdm: string): SheetKind | null {
  if (paperSheetTypes.has(fplxdm)) return 'paper';
  if (digitalSheetTypes.has(fplxdm)) return 'digital';
  return null;
}

/** This side answers a sheet the buyer entered and that waits for the seller. */
export const canConfirm = (sheet: Pick<RedSheet, 'direction' | 'status'>): boolean => sheet.direction === 'received' && sheet.status === '03';

/** This side may withdraw a sheet it entered while the other party or the review has not answered. */
export const canRevoke = (sheet: Pick<RedSheet, 'direction' | 'status'>): boolean =>
  sheet.direction === 'sent' && (sheet.status === '02' || sheet.status === '10');

/** A red invoice may be issued from a sheet that needs no confirmation, is confirmed or approved, once. */
export const canIssueRed = (sheet: Pick<RedSheet, 'status' | 'redInvoiceNumber'>): boolean =>
  redSheetIssuableCodes.has(sheet.status) && !sheet.redInvoiceNumber;

/**
 * Where the red invoice is issued from a sheet: the area's issuing form (positive for paper/electronic invoices,
 * fullpower/positive for fully-digital ones) told the blue invoice and the sheet in its query (the issuing form's
 * entry contract, features/invoice-issue).
 */
export function redIssuePath(area: Area, sheet: Pick<RedSheet, 'sheetKind' | 'blueInvoiceCode' | 'blueInvoiceNumber' | 'sheetNo'>): string {
  const query = new URLSearchParams({ red: '1', blueInvoiceCode: sheet.blueInvoiceCode, blueInvoiceNumber: sheet.blueInvoiceNumber, redSheetNo: sheet.sheetNo });
  const route = sheet.sheetKind === 'digital' ? 'fullpower/positive' : 'positive';
  return `${areaPrefixes[area]}/${route}?${query.toString()}`;
}

/** What the user typed for a line: checked, and the amount without tax to redeem (positive, as typed). */
export interface LineChoice {
  checked: boolean;
  amount: string;
}

export type LineIssue = 'required' | 'notNumber' | 'notPositive' | 'tooManyDecimals' | 'overRemaining';

/** The problem with one line's amount, if any (only checked lines are checked). */
export function lineIssue(choice: LineChoice, remaining: string): LineIssue | null {
  if (!choice.checked) return null;
  const text = choice.amount.trim();
  if (text === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'notNumber';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'tooManyDecimals';
  const value = new Decimal(text);
  if (value.lte(0)) return 'notPositive';
  if (value.gt(new Decimal(remaining))) return 'overRemaining';
  return null;
}

/** Full redemption: every line with something left, at what it has left. */
export function fullChoices(blue: Pick<BlueInvoice, 'lines'>): LineChoice[] {
  return blue.lines.map((l) => ({ checked: new Decimal(l.remaining).gt(0), amount: new Decimal(l.remaining).gt(0) ? new Decimal(l.remaining).toFixed(2) : '' }));
}

export interface RedTotals {
  amount: Decimal;
  taxAmount: Decimal;
  totalAmount: Decimal;
}

/** The sheet's totals (negative) for the valid checked lines; tax per line at its rate, rounded half up to cents. */
export function redTotals(blue: Pick<BlueInvoice, 'lines'>, choices: readonly LineChoice[]): RedTotals {
  let amount = new Decimal(0);
  let taxAmount = new Decimal(0);
  blue.lines.forEach((line, k) => {
    const choice = choices[k];
    if (!choice || lineIssue(choice, line.remaining) !== null || !choice.checked) return;
    const a = new Decimal(choice.amount.trim());
    amount = amount.add(a);
    taxAmount = taxAmount.add(a.mul(line.taxRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  });
  return { amount: amount.neg(), taxAmount: taxAmount.neg(), totalAmount: amount.add(taxAmount).neg() };
}

/** The application to send, or the index of the first line in error / 'none' when no line is checked. */
export function applicationOf(
  blue: BlueInvoice,
  choices: readonly LineChoice[],
  reason: RedSheetApplication['reason'],
): { application: RedSheetApplication } | { firstError: number } | { none: true } {
  const firstError = blue.lines.findIndex((line, k) => lineIssue(choices[k] ?? { checked: false, amount: '' }, line.remaining) !== null);
  if (firstError >= 0) return { firstError };
  const lines = blue.lines
    .map((line, k) => ({ line, choice: choices[k] }))
    .filter(({ choice }) => choice?.checked)
    .map(({ line, choice }) => ({ index: line.index, amount: new Decimal((choice as LineChoice).amount.trim()).toFixed(2) }));
  if (lines.length === 0) return { none: true };
  return { application: { diskId: blue.diskId, blueInvoiceCode: blue.fpdm, blueInvoiceNumber: blue.fphm, reason, lines } };
}

/**
 * Where an issued blue invoice that takes a sheet goes for its red invoice (the details page's 'red invoice' action):
 * `apply` fills in a sheet against it (gules, the blue invoice looked up at once), `pick` lists its sheets (the list of
 * its kind, searched by its number), whose approved or confirmed ones offer the red invoice (redIssuePath).
 */
export function redSheetPaths(area: Area, blue: { fplxdm: string; fpdm?: string; fphm?: string }): { apply: string; pick: string } | null {
  const kind = sheetKindOf(blue.fplxdm);
  if (!kind || !blue.fphm) return null;
  const prefix = areaPrefixes[area];
  const apply = new URLSearchParams({ blueInvoiceCode: blue.fpdm ?? '', blueInvoiceNumber: blue.fphm });
  const pick = new URLSearchParams({ kw: blue.fphm });
  return { apply: `${prefix}/gules?${apply.toString()}`, pick: `${prefix}/${kind === 'digital' ? 'fullpower/gulesList' : 'gulesList'}?${pick.toString()}` };
}
