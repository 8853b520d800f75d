// THE SEAM for input tax. The VAT return takes its input tax (进项税额) from this one function only: the purchase
// invoices of the enterprise ticked (勾选认证) for the period, as {count, amount, tax} in decimal strings.
// The ticking pages' backend (mocks/inputVat/) exports `inputTaxOfPeriod(taxNo, period)` with this very signature:
// at merge, replace the body below by a re-export of it, e.g.
//   export { inputTaxOfPeriod } from '../inputVat';
// Until then it answers seeded figures: deterministic per tax number and period, some periods with no ticked
// invoice at all (docs/input-vat/declarations.md).
import Decimal from 'decimal.js';
import { seededRandom } from '../random';

export interface PeriodInputTax {
  count: number;
  amount: string;
  tax: string;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The ticked purchase invoices of `taxNo` for `period` (yyyy-MM): how many, their amount and their tax. */
export function inputTaxOfPeriod(taxNo: string, period: string): PeriodInputTax {
  const rand = seededRandom(hashOf(`${taxNo}|${period}`));
  // One period in six without any ticked invoice; otherwise 1 to 24 purchase invoices at 13 %, 9 % or 6 %.
  if (rand.int(0, 5) === 0) return { count: 0, amount: '0.00', tax: '0.00' };
  const count = rand.int(1, 24);
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  for (let k = 0; k < count; k += 1) {
    const net = new Decimal(rand.int(20_000, 800_000)).div(100);
    const rate = rand.pick(['0.13', '0.09', '0.06']);
    amount = amount.add(net);
    tax = tax.add(net.mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  }
  // One period in five also ticks an equipment purchase, whose input tax may exceed the output (credit carried on).
  if (rand.int(0, 4) === 0) {
    const net = new Decimal(rand.int(50_000_000, 200_000_000)).div(100);
    amount = amount.add(net);
    tax = tax.add(net.mul('0.13').toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
    return { count: count + 1, amount: amount.toFixed(2), tax: tax.toFixed(2) };
  }
  return { count, amount: amount.toFixed(2), tax: tax.toFixed(2) };
}
