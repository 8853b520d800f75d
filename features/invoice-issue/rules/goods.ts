// Goods-line checks (spec 01 §5): presence, amounts and the total, byte limits, rates, minerals, coal,
// the Ukey line limit and the tax-code business match. Row numbers in params are 1-based; field paths use
// the 0-based index into goodsList.
import { issue, type RuleIssue } from '../../../platform/rules';
import { byteLength } from '../../validators';
import { lineLimits } from './limits';
import { invoiceMessages as m } from './messages';
import { Money, decimal, filled, list, obj, rateOf, round2, text, type MoneyValue, type Obj, type Rate } from './read';
import type { Scope } from './scope';
import { isCoalCode, specialBusinessOf, taxCodeOf } from './specialBusiness';
import { dutyFreeOfRate, forbiddenRateKey } from './taxRates';
import type { GoodsLine } from './types';

/** Ukeys whose id starts 917 refuse list invoices over 20 lines, except on provider IT200 (spec 01 §5). */
export const UKEY_MAX_LINES = 20;
const UKEY_DISK_TYPE = 6;

function ukeyLimited(scope: Scope): boolean {
  const { ctx } = scope;
  const diskType = (ctx as { diskType?: unknown }).diskType;
  return (
    scope.family === 'tax' &&
    (diskType === UKEY_DISK_TYPE || diskType === String(UKEY_DISK_TYPE)) &&
    text(ctx.diskId).startsWith('917') &&
    text(ctx.tsp) !== 'IT200'
  );
}

const codeBusinesses = new Set(['01', '03', '04', '06', '09']);

/** A plain amount of at most 2 decimals in cents, exactly (a Number holds them below 2^53); null for anything else. */
const CENTS = /^([+-]?)(\d{1,13})(?:\.(\d{0,2}))?$/;
function centsOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = CENTS.exec(value.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/**
 * Price with tax of a line in cents when it reads without decimal arithmetic (the form's lines always do: a plain
 * amount and its computed tax), else null. 2,000 lines sum in integers rather than 4,000 decimals.
 */
function priceWithTaxCents(line: Obj, amountCents: number, rate: Rate | null): number | null {
  if (text(line.hsbz) === '1') return amountCents;
  if (text(line.taxAmount).trim() !== '') {
    const tax = centsOf(line.taxAmount);
    return tax === null ? null : amountCents + tax;
  }
  if (rate === null || rate.zero) return amountCents;
  // amount × rate, rounded half away from zero to the cent as round2 does, in integers while they stay exact
  const m = /^0\.(\d{1,4})$/.exec(rate.text);
  if (!m) return null;
  const scale = 10 ** m[1]!.length;
  const product = Math.abs(amountCents) * Number(m[1]);
  if (product >= Number.MAX_SAFE_INTEGER) return null;
  let tax = Math.floor(product / scale);
  if (2 * (product - tax * scale) >= scale) tax += 1;
  return amountCents + (amountCents < 0 ? -tax : tax);
}

/** Price with tax of a line: amount when it includes tax (hsbz 1), else amount plus tax, both to 2 decimals. */
function priceWithTax(line: Obj, amount: MoneyValue, rate: Rate | null): MoneyValue {
  const net = round2(amount);
  if (text(line.hsbz) === '1') return net;
  const given = decimal(line.taxAmount);
  if (given !== null) return net.plus(round2(given));
  return rate === null || rate.zero ? net : net.plus(round2(amount.times(rate.value)));
}

export function checkGoods(scope: Scope, out: RuleIssue[]): void {
  const goods = list(scope.draft.goodsList);
  if (goods.length === 0) {
    out.push(issue('goodsList', m.goods.empty));
    return;
  }
  if (ukeyLimited(scope) && goods.length > UKEY_MAX_LINES) {
    out.push(issue('goodsList', m.goods.ukeyLineLimit, 'error', { max: UKEY_MAX_LINES }));
  }

  const { ctx, business } = scope;
  const tax = scope.family === 'tax';
  const limits = tax ? lineLimits(goods.length, (ctx as { diskType?: unknown }).diskType) : null;
  const minerals = scope.draft.minerals === true;
  const digital = scope.family === 'digital';
  const quantityRequired = digital && (business === '05' || business === '06');
  const matchBusiness = digital && (business === '' || codeBusinesses.has(business));

  // The total in cents while it stays exact, plus the decimal part of the lines that need decimal arithmetic.
  let total = new Money(0);
  let totalCents = 0;
  let allAmounts = true;

  for (let i = 0; i < goods.length; i++) {
    const line = obj(goods[i]);
    const row = i + 1;
    const at = `goodsList.${i}`;

    // Every line needs a name and a tax code (spec 01 §5, full-electronic; no terminal accepts a line without them).
    const name = text(line.showName) || text(line.name);
    if (name.trim() === '') out.push(issue(`${at}.showName`, m.goods.nameRequired, 'error', { row }));
    else if (limits && byteLength(name) > limits.name) out.push(issue(`${at}.showName`, m.goods.nameMaxBytes, 'error', { row, max: limits.name }));
    if (limits && byteLength(text(line.ggxh)) > limits.spec) out.push(issue(`${at}.ggxh`, m.goods.specMaxBytes, 'error', { row, max: limits.spec }));
    const unit = filled(line.dw);
    if (limits && byteLength(text(line.dw)) > limits.unit) out.push(issue(`${at}.dw`, m.goods.unitMaxBytes, 'error', { row, max: limits.unit }));

    const code = taxCodeOf(line as GoodsLine);
    if (code === '') out.push(issue(`${at}.spbm`, m.goods.taxCodeRequired, 'error', { row }));

    const rate = rateOf(line.taxRate);
    const rawAmount = filled(line.amount);
    const amountCents = centsOf(rawAmount);
    const cents = amountCents === null ? null : priceWithTaxCents(line, amountCents, rate);
    if (cents !== null && Math.abs(totalCents + cents) < 1e15) totalCents += cents;
    else {
      const amount = decimal(rawAmount);
      if (rawAmount === '') out.push(issue(`${at}.amount`, m.goods.amountRequired, 'error', { row }));
      else if (amount === null) out.push(issue(`${at}.amount`, m.goods.amountInvalid, 'error', { row }));
      if (amount === null) allAmounts = false;
      else total = total.plus(priceWithTax(line, amount, rate));
    }

    if (rate === null) out.push(issue(`${at}.taxRate`, m.goods.taxRateRequired, 'error', { row }));
    else {
      const forbidden = forbiddenRateKey(rate.text, dutyFreeOfRate(rate.zero, line.lslbs), ctx);
      if (forbidden) out.push(issue(`${at}.taxRate`, forbidden, 'error', { row }));
    }

    // Minerals need unit and quantity (spec 01 §5); the flag is the user's, so it holds on every invoice type.
    const quantity = filled(line.quantity);
    let unitFlagged = false;
    if (minerals) {
      if (unit === '') {
        out.push(issue(`${at}.dw`, m.goods.mineralUnitRequired, 'error', { row }));
        unitFlagged = true;
      }
      if (quantity === '') out.push(issue(`${at}.quantity`, m.goods.mineralQuantityRequired, 'error', { row }));
    }
    if (quantityRequired && quantity === '' && !minerals) out.push(issue(`${at}.quantity`, m.goods.quantityRequired, 'error', { row }));

    if (digital && code !== '' && isCoalCode(code)) {
      if (filled(line.mtzlDm) === '') out.push(issue(`${at}.mtzlDm`, m.goods.coalTypeRequired, 'error', { row }));
      if (unit === '' && !unitFlagged) out.push(issue(`${at}.dw`, m.goods.coalUnitRequired, 'error', { row }));
    }

    if (matchBusiness && code !== '') {
      const lineBusiness = specialBusinessOf(code);
      if (business === '' && lineBusiness !== null) {
        out.push(issue(`${at}.spbm`, m.goods.notSpecialBusiness, 'error', { row, code: lineBusiness }));
      } else if (business !== '' && lineBusiness !== business) {
        out.push(issue(`${at}.spbm`, m.goods.notOfSpecialBusiness, 'error', { row, code: business }));
      }
    }
  }

  // Only meaningful once every amount reads: a missing amount is already reported on its line.
  if (allAmounts && total.plus(new Money(totalCents).div(100)).isZero()) out.push(issue('goodsList', m.goods.totalZero));
}
