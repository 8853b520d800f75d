// The goods library's form (spec 01 §3 Goods line, §5 line limits, §9 rates and duty-free types).
import Decimal from 'decimal.js';
import { issue, type RuleIssue } from '../../../platform/rules';
import { exceedsBytes, validatorMessages } from '../../validators';
import type { GoodsInput, GoodsLine } from '../api';

export interface GoodsDraft {
  name: string;
  /** The tax classification code (19 digits) and its short name, as the tax-code field picked them. */
  spbm: string;
  spmc: string;
  ggxh: string;
  dw: string;
  /** The unit price as typed; with tax when `includesTax`. */
  price: string;
  includesTax: boolean;
  taxRate: string;
  /** With rate 0: 3 ordinary zero rate, 1 exempt, 2 non-taxable (spec 01 §4, §9). */
  lslbs: string;
  preference: boolean;
  yhzcsm: string;
}

export const emptyGoods: GoodsDraft = { name: '', spbm: '', spmc: '', ggxh: '', dw: '', price: '', includesTax: false, taxRate: '0.13', lslbs: '', preference: false, yhzcsm: '' };

/** Normal lines' rates (spec 01 §9: 0, 1, 1.5, 2, 3, 4, 5, 6, 9, 10, 11, 13 %). */
export const goodsRates = ['0.13', '0.11', '0.1', '0.09', '0.06', '0.05', '0.04', '0.03', '0.02', '0.015', '0.01', '0'] as const;
/** Duty-free types a zero rate may carry (spec 01 §9). */
export const zeroRateKinds = ['3', '1', '2'] as const;
/**
 * Preferential policies a good may name (spec 01 §3 yhzcsm; the coding reply's yhzcsmList). yhzcsm carries the
 * policy's Chinese name as printed on the invoice, in every language: goods:policy.<code>Zh.
 */
export const preferenceCodes = ['exempt', 'notTaxed', 'simpleLevy', 'levyRefund', 'refundAfterLevy'] as const;
export type PreferenceCode = (typeof preferenceCodes)[number];

/** Line limits of the paper/electronic family (spec 01 §5): name 100 bytes, spec 36, unit 32. */
export const goodsLimits = { name: 100, ggxh: 36, dw: 32 } as const;
const PRICE = /^\d{1,12}(\.\d{1,8})?$/;

export function goodsIssues(draft: GoodsDraft): RuleIssue[] {
  const out: RuleIssue[] = [];
  const name = draft.name.trim();
  if (!name) out.push(issue('name', 'goods:form.nameRequired'));
  else if (exceedsBytes(name, goodsLimits.name)) out.push(issue('name', validatorMessages.maxBytes, 'error', { max: goodsLimits.name }));
  if (draft.spbm && !/^\d{19}$/.test(draft.spbm)) out.push(issue('spbm', 'goods:form.taxCodeInvalid'));
  for (const field of ['ggxh', 'dw'] as const) {
    if (exceedsBytes(draft[field].trim(), goodsLimits[field])) out.push(issue(field, validatorMessages.maxBytes, 'error', { max: goodsLimits[field] }));
  }
  if (draft.price.trim() && !PRICE.test(draft.price.trim())) out.push(issue('price', 'goods:form.priceInvalid'));
  if (draft.taxRate === '0' && !draft.lslbs) out.push(issue('lslbs', 'goods:form.zeroRateKindRequired'));
  if (draft.preference && !draft.yhzcsm) out.push(issue('yhzcsm', 'goods:form.preferenceRequired'));
  return out;
}

/** The draft as the server takes it. */
export function goodsInput(draft: GoodsDraft): GoodsInput {
  const price = draft.price.trim();
  return {
    name: draft.name.trim(),
    spbm: draft.spbm,
    spmc: draft.spmc,
    ggxh: draft.ggxh.trim(),
    dw: draft.dw.trim(),
    ...(price ? (draft.includesTax ? { taxPrice: price } : { price }) : {}),
    hsbz: draft.includesTax ? '1' : '0',
    taxRate: draft.taxRate,
    lslbs: draft.taxRate === '0' ? draft.lslbs : '',
    yhzcbs: draft.preference ? '1' : '0',
    ...(draft.preference ? { yhzcsm: draft.yhzcsm } : {}),
  };
}

/** A saved good, back in the form (editing). */
export function goodsDraftOf(good: GoodsLine): GoodsDraft {
  const includesTax = good.hsbz === '1';
  return {
    name: good.name ?? '',
    spbm: good.spbm ?? '',
    spmc: good.spmc ?? '',
    ggxh: good.ggxh ?? '',
    dw: good.dw ?? '',
    price: (includesTax ? good.taxPrice : good.price) ?? '',
    includesTax,
    taxRate: good.taxRate ?? '0.13',
    lslbs: good.lslbs ?? '',
    preference: good.yhzcbs === '1',
    yhzcsm: good.yhzcsm ?? '',
  };
}

/** A price shown in a column: the one stored, or computed from the other side at the good's rate (decimal). */
export function priceOf(good: GoodsLine, withTax: boolean): string {
  const stored = withTax ? good.taxPrice : good.price;
  if (stored) return stored;
  const other = withTax ? good.price : good.taxPrice;
  if (!other) return '';
  const factor = new Decimal(1).add(good.taxRate || '0');
  return (withTax ? new Decimal(other).mul(factor) : new Decimal(other).div(factor)).toDecimalPlaces(2).toFixed(2);
}

/** The goods of a list that still lack a tax code: what batch AI coding sends. */
export const uncoded = (goods: readonly GoodsLine[]): GoodsLine[] => goods.filter((g) => !g.spbm);

/** A rate as a percent for display ('0.13' -> '13', '0.015' -> '1.5'), computed in decimal. */
export const ratePercent = (rate: string | undefined): string => (rate ? new Decimal(rate).mul(100).toString() : '');
