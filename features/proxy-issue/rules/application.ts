// The proxy-issue application (数电易代开) and its checks: the same pure rules run in the form and on the server
// (mocks/handlers/proxyIssue.ts). Field checks are the project's validators (spec 01 §5); the limits are ours where the
// spec is silent (noted per limit). Money is decimal.
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import { exceedsBytes, isAmount, isStrictMobile, isTaxNumber, isValidName, validatorMessages as v } from '../../validators';
import type { ProxyApplicationInput, ProxyLineInput } from '../api';

/** Fully-digital types a proxy application asks for: 82 ordinary, 81 special (spec 02 §3.1 digital types). */
export const proxyInvoiceTypes = ['82', '81'] as const;

/** Rates offered (a small-scale taxpayer's 1 % and 3 %, and the general rates). */
export const proxyTaxRates = ['0.01', '0.03', '0.06', '0.09', '0.13'] as const;

/** At most this many lines per application (our limit: the tax bureau's proxy form takes a few items). */
export const MAX_PROXY_LINES = 8;

/** Byte limits (a Chinese character counts 2, spec 01 §5): names 100, line names 90, unit 20, remark 200 (ours). */
export const proxyLimits = { buyerName: 100, addressPhone: 100, bankAccount: 100, lineName: 90, unit: 20, remark: 200 } as const;

/** Message keys of the form (namespace proxyIssue). */
export const proxyMessages = {
  noTerminal: 'proxyIssue:rules.noTerminal',
  type: 'proxyIssue:rules.type',
  taxIdRequired: 'proxyIssue:rules.taxIdRequired',
  taxId: 'proxyIssue:rules.taxId',
  noLines: 'proxyIssue:rules.noLines',
  tooManyLines: 'proxyIssue:rules.tooManyLines',
  spbm: 'proxyIssue:rules.spbm',
  quantity: 'proxyIssue:rules.quantity',
  amount: 'proxyIssue:rules.amount',
  rate: 'proxyIssue:rules.rate',
} as const;

const spbmPattern = /^\d{19}$/;
const moneyPattern = /^\d+(?:\.\d{1,2})?$/;

/** A rate as printed: '0.03' -> '3%' (decimal, so 0.07 is 7 and not 7.000000000000001). */
export function rateText(rate: string): string {
  try {
    return `${new Decimal(rate || 0).mul(100).toString()}%`;
  } catch {
    return rate;
  }
}

/** A new empty line. */
export function emptyProxyLine(): ProxyLineInput {
  return { name: '', spbm: '', unit: '', quantity: '1', amount: '', taxRate: '0.03' };
}

/** The tax of a line: amount × rate, rounded half up to the fen; null while the amount is not a number. */
export function lineTax(line: Pick<ProxyLineInput, 'amount' | 'taxRate'>): Decimal | null {
  if (!moneyPattern.test(line.amount.trim())) return null;
  return new Decimal(line.amount.trim()).mul(line.taxRate || 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Amount, tax and total of the lines that hold numbers. */
export function proxyTotals(lines: readonly ProxyLineInput[]): { amount: string; tax: string; total: string } {
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  for (const line of lines) {
    const t = lineTax(line);
    if (t === null) continue;
    amount = amount.add(line.amount.trim());
    tax = tax.add(t);
  }
  return { amount: amount.toFixed(2), tax: tax.toFixed(2), total: amount.add(tax).toFixed(2) };
}

function required(field: string, value: string, out: RuleIssue[]): boolean {
  if (value.trim() !== '') return true;
  out.push(issue(field, v.required));
  return false;
}

function maxBytes(field: string, value: string, max: number, out: RuleIssue[]): void {
  if (exceedsBytes(value, max)) out.push(issue(field, v.maxBytes, 'error', { max }));
}

/** Every issue of an application, in the order of the form; empty when it may be submitted. Never throws. */
export function checkProxyApplication(input: ProxyApplicationInput): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (!input.diskId) out.push(issue('diskId', proxyMessages.noTerminal));
  if (!(proxyInvoiceTypes as readonly string[]).includes(input.fplxdm)) out.push(issue('fplxdm', proxyMessages.type));
  const b = input.buyer;
  if (required('buyer.name', b.name, out)) maxBytes('buyer.name', b.name, proxyLimits.buyerName, out);
  const taxId = b.taxId.trim();
  // A special invoice names a registered buyer; an ordinary one may go to a natural person without a tax number.
  if (taxId === '' && input.fplxdm === '81') out.push(issue('buyer.taxId', proxyMessages.taxIdRequired));
  else if (taxId !== '' && !isTaxNumber(taxId)) out.push(issue('buyer.taxId', proxyMessages.taxId));
  maxBytes('buyer.addressPhone', b.addressPhone, proxyLimits.addressPhone, out);
  maxBytes('buyer.bankAccount', b.bankAccount, proxyLimits.bankAccount, out);
  if (input.lines.length === 0) out.push(issue('lines', proxyMessages.noLines));
  if (input.lines.length > MAX_PROXY_LINES) out.push(issue('lines', proxyMessages.tooManyLines, 'error', { max: MAX_PROXY_LINES }));
  input.lines.forEach((line, k) => {
    const at = (f: string) => `lines.${k}.${f}`;
    if (required(at('name'), line.name, out)) maxBytes(at('name'), line.name, proxyLimits.lineName, out);
    if (required(at('spbm'), line.spbm, out) && !spbmPattern.test(line.spbm.trim())) out.push(issue(at('spbm'), proxyMessages.spbm));
    maxBytes(at('unit'), line.unit, proxyLimits.unit, out);
    const quantity = line.quantity.trim();
    if (quantity !== '' && (!isAmount(quantity) || new Decimal(quantity).lte(0))) out.push(issue(at('quantity'), proxyMessages.quantity));
    const amount = line.amount.trim();
    if (required(at('amount'), amount, out) && (!moneyPattern.test(amount) || new Decimal(amount).lte(0))) out.push(issue(at('amount'), proxyMessages.amount));
    if (!(proxyTaxRates as readonly string[]).includes(line.taxRate)) out.push(issue(at('taxRate'), proxyMessages.rate));
  });
  maxBytes('remark', input.remark, proxyLimits.remark, out);
  if (required('contact.name', input.contact.name, out) && !isValidName(input.contact.name.trim())) out.push(issue('contact.name', v.name));
  if (required('contact.mobile', input.contact.mobile, out) && !isStrictMobile(input.contact.mobile.trim())) out.push(issue('contact.mobile', v.strictMobile));
  return out;
}

/** The first issue of each field (what the form shows beside it). */
export function issuesByField(issues: readonly RuleIssue[]): Record<string, RuleIssue> {
  const out: Record<string, RuleIssue> = {};
  for (const found of issues) out[found.field] ??= found;
  return out;
}
