// Tax-rate policy (spec 01 §4 'Tax-rate policy', §5 rate restrictions, §9 rate lists).
import { invoiceMessages } from './messages';
import { Money, decimal, list, obj, rateOf, rateText, round2, text } from './read';
import {
  invoiceTypes,
  taxpayerTypes,
  type DutyFree,
  type GoodsLine,
  type IssueContext,
  type Lslbs,
} from './types';

/** One entry of a tax-rate picker. */
export interface TaxRateOption {
  /** Unique option value: the decimal rate ('0.13', '0'), or 'exempt' / 'nonTaxable'. */
  value: string;
  /** The decimal rate written on the line: '0' for exempt and non-taxable. */
  rate: string;
  /** The lslbs written on the line with it. */
  lslbs: Lslbs;
  dutyFree: DutyFree;
  /** Label as a message key: `invoice:taxRate.percent` with { value: '13' }, or exempt / non-taxable. */
  label: { key: string; params?: { value: string } };
}

// spec 01 §9: small-scale 0, 1 %, 1.5 %, 3 %, 5 %; normal lines 0 to 13 %; always added 0.01, 0.03, 0.
const smallScaleRates = ['0', '0.01', '0.015', '0.03', '0.05'];
const generalRates = ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13'];
const alwaysAdded = ['0.01', '0.03', '0'];

function isSmallScale(ctx: IssueContext): boolean {
  const type = taxpayerTypes[text(obj(ctx).taxpayerType) as keyof typeof taxpayerTypes];
  return type?.smallScale ?? false;
}

function isGeneral(ctx: IssueContext): boolean {
  const type = taxpayerTypes[text(obj(ctx).taxpayerType) as keyof typeof taxpayerTypes];
  return type?.general ?? false;
}

/** 004, 028, 81 and 85 are the special invoices: no zero rate, exempt or non-taxable (spec 01 §4, §5). */
export function isSpecialInvoice(ctx: IssueContext): boolean {
  const type = invoiceTypes[text(obj(ctx).invoiceType) as keyof typeof invoiceTypes];
  return type?.special ?? false;
}

function rateOption(rate: string): TaxRateOption {
  if (rate === '0') return { value: '0', rate: '0', lslbs: '3', dutyFree: 3, label: { key: invoiceMessages.taxRate.percent, params: { value: '0' } } };
  const percent = new Money(rate).times(100).toString();
  return { value: rate, rate, lslbs: '', dutyFree: 0, label: { key: invoiceMessages.taxRate.percent, params: { value: percent } } };
}

const exemptOption: TaxRateOption = { value: 'exempt', rate: '0', lslbs: '1', dutyFree: 1, label: { key: invoiceMessages.taxRate.exempt } };
const nonTaxableOption: TaxRateOption = {
  value: 'nonTaxable',
  rate: '0',
  lslbs: '2',
  dutyFree: 2,
  label: { key: invoiceMessages.taxRate.nonTaxable },
};

/**
 * Rates a line may take. The taxpayer type gives the base list (small-scale or normal); a line's own
 * taxRateList (from the coding service, its default first) narrows it and sets the order; 0.01, 0.03 and 0
 * are always added; exempt and non-taxable follow unless the invoice is special (85, 81, 004, 028).
 */
export function allowedTaxRates(ctx: IssueContext, line?: GoodsLine): TaxRateOption[] {
  const base = isSmallScale(ctx) ? smallScaleRates : generalRates;
  const own = list(obj(line).taxRateList)
    .map(rateText)
    .filter((r): r is string => r !== null && base.includes(r));
  const rates = own.length > 0 ? [...new Set(own)] : [...base];
  for (const r of alwaysAdded) if (!rates.includes(r)) rates.push(r);
  const options = rates.map(rateOption);
  // spec 01 §9 lists exempt and non-taxable with the normal lines only; small-scale taxpayers issue exempt
  // ordinary invoices too (the monthly small-scale exemption), so an accountant expects them in both lists.
  if (!isSpecialInvoice(ctx)) options.push(exemptOption, nonTaxableOption);
  return options;
}

/** Duty-free type of a line (spec 01 §4): rate 0 with lslbs 1 exempt, 2 non-taxable, otherwise zero rate 3; 0 when the rate is not 0. */
export function dutyFreeOf(line: GoodsLine | null | undefined): DutyFree {
  const fields = obj(line);
  return dutyFreeOfRate(rateOf(fields.taxRate)?.zero ?? false, fields.lslbs);
}

/** dutyFreeOf for a rate already read: zero or not, and the line's lslbs. */
export function dutyFreeOfRate(zero: boolean, lslbs: unknown): DutyFree {
  if (!zero) return 0;
  const mark = text(lslbs);
  if (mark === '1') return 1;
  if (mark === '2') return 2;
  return 3;
}

/**
 * The message key when the taxpayer type or the invoice type forbids this rate, given as its canonical
 * decimal text (spec 01 §5):
 * special invoices take no zero rate, exempt or non-taxable; general taxpayers no 1 %; small-scale no 13 %.
 */
export function forbiddenRateKey(rate: string, dutyFree: DutyFree, ctx: IssueContext): string | null {
  if (dutyFree !== 0 && isSpecialInvoice(ctx)) return invoiceMessages.goods.specialInvoiceZeroRate;
  if (rate === '0.01' && isGeneral(ctx)) return invoiceMessages.goods.generalOnePercent;
  if (rate === '0.13' && isSmallScale(ctx)) return invoiceMessages.goods.smallScaleThirteenPercent;
  return null;
}

/** The line with a new rate and lslbs; tax amount and price with tax follow when the line carries them. */
function withRate(line: GoodsLine, rate: string, lslbs: Lslbs): GoodsLine {
  const next: GoodsLine = { ...line, taxRate: rate, lslbs };
  const amount = decimal(line.amount);
  if (amount === null) return next;
  const r = new Money(rate);
  const inclusive = text(line.hsbz) === '1';
  const tax = round2(inclusive ? amount.times(r).div(r.plus(1)) : amount.times(r));
  const total = inclusive ? round2(amount) : round2(amount).plus(tax);
  if ('taxAmount' in line) next.taxAmount = tax.toFixed(2);
  if ('totalAmount' in line) next.totalAmount = total.toFixed(2);
  return next;
}

function targets(goods: GoodsLine[]): (line: GoodsLine) => boolean {
  const anyChecked = goods.some((g) => obj(g).checked === true);
  return (line) => !anyChecked || obj(line).checked === true;
}

/** Batch set exempt (spec 01 §4): rate 0 and lslbs 1 on eligible lines, the checked ones if any are checked. */
export function setExempt(goods: GoodsLine[], ctx: IssueContext): GoodsLine[] {
  const lines = list(goods).map((g) => obj(g) as GoodsLine);
  const isTarget = targets(lines);
  return lines.map((line) => {
    if (!isTarget(line)) return line;
    if (!allowedTaxRates(ctx, line).some((o) => o.value === 'exempt')) return line;
    return withRate(line, '0', '1');
  });
}

/**
 * Batch cancel exempt (spec 01 §4): exempt lines (checked ones if any are checked) go back to the first
 * allowed rate: the first positive rate of the line's list that its taxpayer and invoice type may use.
 */
export function cancelExempt(goods: GoodsLine[], ctx: IssueContext): GoodsLine[] {
  const lines = list(goods).map((g) => obj(g) as GoodsLine);
  const isTarget = targets(lines);
  return lines.map((line) => {
    if (!isTarget(line) || dutyFreeOf(line) !== 1) return line;
    const first = allowedTaxRates(ctx, line).find((o) => o.dutyFree === 0 && o.rate !== '0' && forbiddenRateKey(o.rate, 0, ctx) === null);
    return first ? withRate(line, first.rate, '') : line;
  });
}
