// Sums of purchase invoices in exact decimals (decimal.js): the selection's and the list's count, amount and tax.
import Decimal from 'decimal.js';

export interface Sum {
  count: number;
  /** Amount without tax, 2 decimals. */
  amount: string;
  /** Tax, 2 decimals. */
  taxAmount: string;
}

/** Count, amount and tax of invoices, exact to the fen. */
export function sumOf(rows: Iterable<{ amount: string; taxAmount: string }>): Sum {
  let count = 0;
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  for (const row of rows) {
    count += 1;
    amount = amount.add(row.amount);
    tax = tax.add(row.taxAmount);
  }
  return { count, amount: amount.toFixed(2), taxAmount: tax.toFixed(2) };
}

/** Of the rows, the ticked and the not ticked ones, counted. */
export function tickCounts(rows: readonly { ticked: boolean }[]): { ticked: number; unticked: number } {
  let ticked = 0;
  for (const row of rows) if (row.ticked) ticked += 1;
  return { ticked, unticked: rows.length - ticked };
}
