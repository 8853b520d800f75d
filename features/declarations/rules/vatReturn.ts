// The VAT return's main figures (增值税及附加税费申报表, main table), from the period's sales lines and the ticked
// purchase invoices. Pure decimal arithmetic: the embedded backend fills the return with it and the tests check it.
// The spec names the call family only (spec 02 §7.3 /v2/tax/return/*); the lines of the return and the rates are
// the tax bureau's main table (docs/input-vat/declarations.md).
import Decimal from 'decimal.js';

/** The rate groups the return shows sales in: 13 %, 9 %, 6 %, 3 %, other rates, exempt. */
export const rateGroups = ['13', '9', '6', '3', 'other', 'exempt'] as const;
export type RateGroup = (typeof rateGroups)[number];

/** One sales line (or a whole invoice whose lines do not add up to it). */
export interface SalesEntry {
  /** The line's rate as a decimal ('0.13'); '' when unknown. */
  taxRate: string;
  /** Duty-free type (spec 01 §9: 1 exempt, 2 non-taxable, 3 zero rate). */
  lslbs?: string;
  amount: string;
  tax: string;
}

export interface InputTax {
  count: number;
  amount: string;
  tax: string;
}

export interface RateRow {
  rate: RateGroup;
  amount: string;
  tax: string;
}

export interface VatFigures {
  rows: RateRow[];
  invoiceCount: number;
  salesTotal: string;
  taxTotal: string;
  outputTax: string;
  simpleTax: string;
  inputCount: number;
  inputAmount: string;
  inputTax: string;
  payableGeneral: string;
  carryForward: string;
  vatPayable: string;
  urbanTax: string;
  educationSurcharge: string;
  localEducationSurcharge: string;
  surtaxTotal: string;
  totalDue: string;
}

/** Surtax rates on the VAT due: urban maintenance and construction tax (city rate), education, local education. */
export const surtaxRates = { urbanTax: '0.07', educationSurcharge: '0.03', localEducationSurcharge: '0.02' } as const;

const rateOf = (taxRate: string): Decimal | null => {
  try {
    return taxRate.trim() === '' ? null : new Decimal(taxRate);
  } catch {
    return null;
  }
};

/** The group a line's sales go to. */
export function rateGroupOf(taxRate: string, lslbs?: string): RateGroup {
  const rate = rateOf(taxRate);
  if (lslbs === '1' && (rate === null || rate.isZero())) return 'exempt';
  if (rate === null) return 'other';
  for (const group of ['13', '9', '6', '3'] as const) if (rate.eq(new Decimal(group).div(100))) return group;
  return 'other';
}

/** Simple levy (简易计税): 3 % and the other rates above 0 up to 5 %; its tax is due as it is, no input deducted. */
function isSimpleLevy(group: RateGroup, taxRate: string): boolean {
  if (group === '3') return true;
  if (group !== 'other') return false;
  const rate = rateOf(taxRate);
  return rate !== null && rate.gt(0) && rate.lte('0.05');
}

const money = (d: Decimal) => d.toFixed(2, Decimal.ROUND_HALF_UP);
const percentOf = (base: Decimal, rate: string) => base.mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The return's figures: sales and tax per rate group, output tax (general method), simple-levy tax, input tax,
 * the VAT due (max(0, output - input) + simple-levy tax), the credit carried forward, the surtaxes on the VAT due
 * and the total due. Every figure adds up exactly: salesTotal and taxTotal equal the sums of the entries.
 */
export function vatFigures(entries: readonly SalesEntry[], invoiceCount: number, input: InputTax): VatFigures {
  const sums = new Map<RateGroup, { amount: Decimal; tax: Decimal }>(rateGroups.map((g) => [g, { amount: new Decimal(0), tax: new Decimal(0) }]));
  let outputTax = new Decimal(0);
  let simpleTax = new Decimal(0);
  for (const entry of entries) {
    const group = rateGroupOf(entry.taxRate, entry.lslbs);
    const bucket = sums.get(group) as { amount: Decimal; tax: Decimal };
    const tax = new Decimal(entry.tax || 0);
    bucket.amount = bucket.amount.add(entry.amount || 0);
    bucket.tax = bucket.tax.add(tax);
    if (isSimpleLevy(group, entry.taxRate)) simpleTax = simpleTax.add(tax);
    else outputTax = outputTax.add(tax);
  }
  const rows = rateGroups.map((rate) => {
    const s = sums.get(rate) as { amount: Decimal; tax: Decimal };
    return { rate, amount: money(s.amount), tax: money(s.tax) };
  });
  const salesTotal = rows.reduce((s, r) => s.add(r.amount), new Decimal(0));
  const inputTax = new Decimal(input.tax || 0);
  const payableGeneral = Decimal.max(0, outputTax.sub(inputTax));
  const carryForward = Decimal.max(0, inputTax.sub(outputTax));
  const vatPayable = payableGeneral.add(Decimal.max(0, simpleTax));
  const urbanTax = percentOf(vatPayable, surtaxRates.urbanTax);
  const educationSurcharge = percentOf(vatPayable, surtaxRates.educationSurcharge);
  const localEducationSurcharge = percentOf(vatPayable, surtaxRates.localEducationSurcharge);
  const surtaxTotal = urbanTax.add(educationSurcharge).add(localEducationSurcharge);
  return {
    rows,
    invoiceCount,
    salesTotal: money(salesTotal),
    taxTotal: money(outputTax.add(simpleTax)),
    outputTax: money(outputTax),
    simpleTax: money(simpleTax),
    inputCount: input.count,
    inputAmount: money(new Decimal(input.amount || 0)),
    inputTax: money(inputTax),
    payableGeneral: money(payableGeneral),
    carryForward: money(carryForward),
    vatPayable: money(vatPayable),
    urbanTax: money(urbanTax),
    educationSurcharge: money(educationSurcharge),
    localEducationSurcharge: money(localEducationSurcharge),
    surtaxTotal: money(surtaxTotal),
    totalDue: money(vatPayable.add(surtaxTotal)),
  };
}

/** An invoice as the return reads it: its totals and its lines (sign as printed; red invoices are negative). */
export interface InvoiceForReturn {
  amount: string;
  taxAmount: string;
  lines: ReadonlyArray<{ taxRate: string; lslbs?: string; amount: string; taxAmount?: string }>;
}

/**
 * The sales entries of one invoice: its lines, signed like the invoice (a red invoice's lines may be stored
 * positive); when the lines do not add up to the invoice to the fen, the invoice as one entry at its lines' single
 * rate, else under other rates. Either way the entries add up to the invoice's amount and tax.
 */
export function salesEntriesOf(invoice: InvoiceForReturn): SalesEntry[] {
  const amount = new Decimal(invoice.amount || 0);
  const tax = new Decimal(invoice.taxAmount || 0);
  const lineAmount = invoice.lines.reduce((s, l) => s.add(l.amount || 0), new Decimal(0));
  const lineTax = invoice.lines.reduce((s, l) => s.add(l.taxAmount || 0), new Decimal(0));
  const sign = lineAmount.isNeg() !== amount.isNeg() && !lineAmount.isZero() ? -1 : 1;
  if (invoice.lines.length > 0 && lineAmount.mul(sign).eq(amount) && lineTax.mul(sign).eq(tax)) {
    return invoice.lines.map((l) => ({
      taxRate: l.taxRate,
      ...(l.lslbs ? { lslbs: l.lslbs } : {}),
      amount: new Decimal(l.amount || 0).mul(sign).toFixed(2),
      tax: new Decimal(l.taxAmount || 0).mul(sign).toFixed(2),
    }));
  }
  const rates = new Set(invoice.lines.map((l) => `${l.taxRate}|${l.lslbs ?? ''}`));
  const [only] = [...rates];
  const [taxRate, lslbs] = rates.size === 1 && only ? only.split('|') : ['', ''];
  return [{ taxRate: taxRate ?? '', ...(lslbs ? { lslbs } : {}), amount: amount.toFixed(2), tax: tax.toFixed(2) }];
}
