// A red invoice (and a copy) starts from an issued invoice: its lines become the form's lines, negated
// for red; the remark of a red paper/electronic invoice names its blue one (对应正数发票代码:…号码:…), as the
// tax-control terminals print it. Built from code points: invoice content printed in Chinese whatever the language.
import { issue, type RuleIssue } from '../../../platform/rules';
import type { EditLine } from './lineAmounts';
import { invoiceMessages as m } from './messages';
import { decimal, round2 } from './read';

const RED_PREFIX = String.fromCharCode(0x5bf9, 0x5e94, 0x6b63, 0x6570, 0x53d1, 0x7968, 0x4ee3, 0x7801) + ':'; // 对应正数发票代码:
const RED_NUMBER = String.fromCharCode(0x53f7, 0x7801) + ':'; // 号码:

/** The remark a red invoice starts with: 对应正数发票代码:<code>号码:<number>. */
export function redRemark(code: string, number: string): string {
  return `${RED_PREFIX}${code}${RED_NUMBER}${number}`;
}

/** A line of an issued invoice as the details call returns it. */
export interface SourceLine {
  spbm?: string;
  showName: string;
  ggxh?: string;
  dw?: string;
  quantity?: string;
  price?: string;
  amount: string;
  taxRate: string;
  taxAmount?: string;
  lslbs?: string;
}

/** The rate option of an issued line: exempt / non-taxable by lslbs, else the decimal rate ('0.06', '0'). */
export function rateOptionOf(taxRate: string, lslbs: string | undefined): string {
  const rate = decimal(taxRate);
  if (rate === null) return '';
  if (rate.isZero() && lslbs === '1') return 'exempt';
  if (rate.isZero() && lslbs === '2') return 'nonTaxable';
  return rate.toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * The blue lines a partial red invoice reverses (负数发票开具): the picked ones, in the blue order; a line reversed for
 * less than its amount keeps its goods and rate but not its quantity and unit price (a reversal by amount, as a sales
 * allowance is printed), its tax at the line's rate rounded half up to the fen.
 */
export function pickRedLines(lines: readonly SourceLine[], picks: ReadonlyArray<{ index: number; amount: string }>): SourceLine[] {
  return lines.flatMap((line, k) => {
    const pick = picks.find((p) => p.index === k);
    const amount = pick ? decimal(pick.amount) : null;
    const full = decimal(line.amount);
    if (!pick || amount === null || full === null) return [];
    if (amount.equals(full.abs())) return [line];
    const rate = decimal(line.taxRate);
    const { quantity: _q, price: _p, ...rest } = line;
    return [{ ...rest, amount: round2(amount).toFixed(2), taxAmount: rate === null ? '0.00' : round2(amount.times(rate)).toFixed(2) }];
  });
}

const negate = (s: string) => (s.startsWith('-') ? s.slice(1) : `-${s}`);

/**
 * The form's lines for an issued invoice's lines: with tax included the amount typed is amount + tax and the unit
 * price follows; red negates quantity and amount (the unit price stays positive, as on the printed red invoice).
 */
export function linesFromInvoice(lines: readonly SourceLine[], includingTax: boolean, red: boolean, newId: () => string): EditLine[] {
  return lines.map((l) => {
    const amount = decimal(l.amount);
    const tax = decimal(l.taxAmount ?? '0');
    const typed = amount === null ? null : includingTax && tax !== null ? round2(amount.plus(tax)) : round2(amount);
    const quantity = decimal(l.quantity ?? '');
    let price = l.price ?? '';
    if (includingTax && typed !== null && quantity !== null && !quantity.isZero()) {
      price = typed.dividedBy(quantity).abs().toDecimalPlaces(8).toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
    }
    const amountText = typed === null ? l.amount : typed.toFixed(2);
    const quantityText = quantity === null ? (l.quantity ?? '') : quantity.toFixed();
    return {
      id: newId(),
      showName: l.showName,
      spbm: l.spbm ?? '',
      ggxh: l.ggxh ?? '',
      dw: l.dw ?? '',
      quantity: red && quantityText !== '' ? negate(quantityText) : quantityText,
      price,
      amount: red ? negate(amountText) : amountText,
      rate: rateOptionOf(l.taxRate, l.lslbs),
    };
  });
}

/** A blank-invoice void needs only its drawer (开票人): no buyer, no goods. */
export function voidIssues(state: { review: { drawer?: string } }): RuleIssue[] {
  return (state.review.drawer ?? '').trim() === '' ? [issue('review.drawer', m.review.drawerRequired)] : [];
}
