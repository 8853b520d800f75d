// The figures of a goods line and of the invoice as the user types (spec 01 §3 Goods line):
// quantity × unit price = amount, tax = amount × rate, with or without tax in the typed figures (includingTax),
// in decimal arithmetic (decimal.js through read.ts), 2 decimals for money, at most 8 for derived unit prices.
import { amountInWords } from '../../validators';
import { Money, decimal, round2, type MoneyValue } from './read';
import type { GoodsLine, Lslbs } from './types';

/** A line of the issuing grid as the user edits it: figures as typed, the rate as the picker's value. */
export interface EditLine {
  /** Stable row id (keys, focus, errors). */
  id: string;
  showName: string;
  /** Tax classification code (first 19 digits used). */
  spbm: string;
  ggxh: string;
  dw: string;
  quantity: string;
  /** Unit price as typed: with tax when the form is including tax. */
  price: string;
  /** Line amount as typed: with tax when the form is including tax. */
  amount: string;
  /** The tax-rate option's value: a decimal rate ('0.13', '0'), 'exempt' or 'nonTaxable' (taxRates.ts). */
  rate: string;
  // The goods-line fields beyond the typed figures (spec 01 §3 Goods line, spec 02 §3), set by the tax-code picker,
  // AI coding and the batch operations (goodsLines.ts); optional so that drafts saved before them still restore.
  /** Preferential policy flag (优惠政策标识): '1' when a preference applies. */
  yhzcbs?: string;
  /** Preferential policy description (优惠政策说明). */
  yhzcsm?: string;
  /** Coal type code (煤炭种类) of a coal tax code. */
  mtzlDm?: string;
  /** Coding source (spec 02 §3.1): 2 store, 4 AI, 5 default, 6 Excel, 8 specified, 9 common. */
  source?: string;
  /** Rates the tax code allows (picker or AI coding), its default first. */
  taxRateList?: string[];
  /** Preference notes the tax code allows (AI coding yhzcsmList, or the picker's). */
  yhzcsmList?: string[];
  /** Units proposed by AI coding (tsdwlist). */
  tsdwlist?: string[];
  /** The AI coding's own errors on this line (server text, shown as text). */
  codingErrors?: string[];
  /** Line nature: '1' discount line (negative amount, follows its goods line), '2' discounted goods line. */
  fphxz?: '1' | '2';
}

export interface LineFigures {
  /** Amount without tax (金额), 2 decimals; null while the amount does not read. */
  amount: MoneyValue | null;
  /** Tax (税额), 2 decimals. */
  tax: MoneyValue | null;
  /** Price with tax (价税合计). */
  total: MoneyValue | null;
  /** Unit price without tax, at most 8 decimals. */
  price: MoneyValue | null;
}

/** The decimal rate and lslbs of a rate option value. */
export function rateOfOption(value: string): { taxRate: string; lslbs: Lslbs } {
  if (value === 'exempt') return { taxRate: '0', lslbs: '1' };
  if (value === 'nonTaxable') return { taxRate: '0', lslbs: '2' };
  if (value === '0') return { taxRate: '0', lslbs: '3' };
  return { taxRate: value, lslbs: '' };
}

const PRICE_DECIMALS = 8;

// Lines are immutable (the form's reducer replaces only the line that changed): each line's figures and draft line are
// computed once per line object and setting, so typing in one cell of 2,000 lines recomputes one line.
const figuresCache = [new WeakMap<EditLine, LineFigures>(), new WeakMap<EditLine, LineFigures>()] as const;
const goodsLineCache = [new WeakMap<EditLine, GoodsLine>(), new WeakMap<EditLine, GoodsLine>()] as const;

/** The figures of a line. With tax included, tax = total × rate / (1 + rate) and amount = total − tax. */
export function lineFigures(line: EditLine, includingTax: boolean): LineFigures {
  const cache = figuresCache[includingTax ? 1 : 0];
  let figures = cache.get(line);
  if (!figures) {
    figures = computeFigures(line, includingTax);
    cache.set(line, figures);
  }
  return figures;
}

function computeFigures(line: EditLine, includingTax: boolean): LineFigures {
  const typed = decimal(line.amount);
  const rateText = line.rate === '' ? null : rateOfOption(line.rate).taxRate;
  const rate = rateText === null ? null : decimal(rateText);
  const quantity = decimal(line.quantity);
  if (typed === null) return { amount: null, tax: null, total: null, price: null };
  const gross = round2(typed);
  let amount: MoneyValue;
  let tax: MoneyValue | null;
  if (rate === null) {
    amount = gross;
    tax = null;
  } else if (includingTax) {
    tax = round2(gross.times(rate).dividedBy(rate.plus(1)));
    amount = gross.minus(tax);
  } else {
    amount = gross;
    tax = round2(gross.times(rate));
  }
  const price = quantity !== null && !quantity.isZero() ? amount.dividedBy(quantity).toDecimalPlaces(PRICE_DECIMALS) : null;
  return { amount, tax, total: tax === null ? null : amount.plus(tax), price };
}

/** A typed figure with trailing zeros dropped (1.50000000 -> 1.5). */
function plain(d: MoneyValue): string {
  return d.toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * After the user typed `field`, the figure that follows: quantity or price typed -> amount = quantity × price;
 * amount typed -> price = amount / quantity. Returns the line with that figure filled (or unchanged).
 */
export function recalculate(line: EditLine, field: 'quantity' | 'price' | 'amount'): EditLine {
  const quantity = decimal(line.quantity);
  const price = decimal(line.price);
  const amount = decimal(line.amount);
  if ((field === 'quantity' || field === 'price') && quantity !== null && price !== null) {
    return { ...line, amount: round2(quantity.times(price)).toFixed(2) };
  }
  if (field === 'amount' && amount !== null && quantity !== null && !quantity.isZero()) {
    return { ...line, price: plain(amount.dividedBy(quantity).toDecimalPlaces(PRICE_DECIMALS)) };
  }
  return line;
}

export interface InvoiceTotals {
  amount: string;
  tax: string;
  total: string;
  /** 人民币大写 of the total, or '' when it cannot be written (over 18 digits). */
  totalInWords: string;
}

/** Sums of the lines (lines whose amount does not read count 0; the rules report them). */
export function invoiceTotals(lines: readonly EditLine[], includingTax: boolean): InvoiceTotals {
  let amount = new Money(0);
  let tax = new Money(0);
  for (const line of lines) {
    const f = lineFigures(line, includingTax);
    if (f.amount) amount = amount.plus(f.amount);
    if (f.tax) tax = tax.plus(f.tax);
  }
  const total = amount.plus(tax);
  return { amount: amount.toFixed(2), tax: tax.toFixed(2), total: total.toFixed(2), totalInWords: amountInWords(total.toFixed(2)) ?? '' };
}

/** The goods line of the draft the rules and the server read: amounts without tax (hsbz 0), rate and lslbs. */
export function toGoodsLine(line: EditLine, includingTax: boolean): GoodsLine {
  const cache = goodsLineCache[includingTax ? 1 : 0];
  let goods = cache.get(line);
  if (!goods) {
    goods = computeGoodsLine(line, includingTax);
    cache.set(line, goods);
  }
  return goods;
}

function computeGoodsLine(line: EditLine, includingTax: boolean): GoodsLine {
  const f = lineFigures(line, includingTax);
  const { taxRate, lslbs } = line.rate === '' ? { taxRate: '', lslbs: '' as Lslbs } : rateOfOption(line.rate);
  return {
    children_XID: line.id,
    showName: line.showName,
    spbm: line.spbm,
    ggxh: line.ggxh,
    dw: line.dw,
    quantity: line.quantity,
    price: f.price ? plain(f.price) : '',
    // An amount that does not read is passed as typed, so the rules can say so.
    amount: f.amount ? f.amount.toFixed(2) : line.amount,
    taxRate,
    lslbs,
    taxAmount: f.tax ? f.tax.toFixed(2) : '',
    hsbz: '0',
    ...(line.taxRateList?.length ? { taxRateList: line.taxRateList } : {}),
    ...(line.yhzcbs ? { yhzcbs: line.yhzcbs, yhzcsm: line.yhzcsm ?? '' } : {}),
    ...(line.mtzlDm ? { mtzlDm: line.mtzlDm } : {}),
    ...(line.fphxz ? { fphxz: line.fphxz } : {}),
  };
}
