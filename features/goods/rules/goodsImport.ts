// Importing goods from a spreadsheet, with row checks. Pure. The sheet is read
// with the enterprise import's reader (features/enterprise-import: header by titles, blank rows skipped, 5,000 rows);
// each row is checked as the library's form checks a good (goodsIssues), plus the rate and tax-included cells and
// duplicates within the file. The spec shows no goods template: its columns are the form's fields.
import type { SheetColumn } from '../../enterprise-import';
import type { GoodsInput } from '../api';
import { emptyGoods, goodsInput, goodsIssues, goodsRates, type GoodsDraft } from './goodsForm';

/** The template's columns in order (titles: goods:import.column.<field>). */
export const goodsImportColumns = [
  { field: 'name', required: true },
  { field: 'spbm', required: false },
  { field: 'ggxh', required: false },
  { field: 'dw', required: false },
  { field: 'price', required: false },
  { field: 'includesTax', required: false },
  { field: 'taxRate', required: true },
] as const satisfies readonly SheetColumn<string>[];

export type GoodsImportField = (typeof goodsImportColumns)[number]['field'];
export type GoodsImportRow = Record<GoodsImportField, string>;

export interface GoodsRowResult {
  index: number;
  status: 'ok' | 'error';
  /** The first field in error. */
  field?: GoodsImportField;
  /** A message key (goods:..., validators:...), or the server's own words when `text` is set. */
  key: string;
  params?: Record<string, unknown>;
  /** The server's refusal of the row, shown as it says it. */
  text?: string;
}

/**
 * The words a sheet's cells may use, in the user's language (goods:import.words, '|' between alternatives): the
 * tax-included flag and the zero rate's kinds. Y/N, 1/0 and TRUE/FALSE are read in every language.
 */
export interface ImportWords {
  yes: readonly string[];
  no: readonly string[];
  exempt: readonly string[];
  notTaxable: readonly string[];
  zeroRate: readonly string[];
}

const norm = (text: string) => text.trim().replace(/\s+/g, '').toUpperCase();
const has = (list: readonly string[], text: string) => list.some((w) => norm(w) === norm(text));

/** A rate cell: 13% / 13 / 0.13, or the zero rate's kind by its name (exempt, not taxable, zero rate; spec 01 §4). */
export function parseRate(cell: string, words: ImportWords): { taxRate: string; lslbs: string } | null {
  const text = norm(cell);
  if (has(words.exempt, text)) return { taxRate: '0', lslbs: '1' };
  if (has(words.notTaxable, text)) return { taxRate: '0', lslbs: '2' };
  if (has(words.zeroRate, text)) return { taxRate: '0', lslbs: '3' };
  const match = /^(\d+(?:\.\d+)?)(%?)$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  // 13% and 13 are percents; 0.13 a fraction (a rate above 1 is never meant).
  const fraction = match[2] === '%' || value >= 1 ? value / 100 : value;
  const rate = goodsRates.find((r) => Math.abs(Number(r) - fraction) < 1e-9);
  if (rate === undefined) return null;
  return rate === '0' ? { taxRate: '0', lslbs: '3' } : { taxRate: rate, lslbs: '' };
}

/** The row as the form's draft (undefined cells: the rate or the tax flag could not be read). */
function draftOf(row: GoodsImportRow, words: ImportWords): GoodsDraft | { field: GoodsImportField; key: string } {
  const rate = parseRate(row.taxRate, words);
  if (!rate) return { field: 'taxRate', key: 'goods:import.rateInvalid' };
  const flag = norm(row.includesTax);
  const yes = has([...words.yes, 'Y', '1', 'TRUE'], flag);
  if (!yes && !has([...words.no, 'N', '0', 'FALSE', ''], flag)) return { field: 'includesTax', key: 'goods:import.includesTaxInvalid' };
  return { ...emptyGoods, name: row.name, spbm: row.spbm.trim(), ggxh: row.ggxh, dw: row.dw, price: row.price.trim(), includesTax: yes, ...rate };
}

/** Each row's result, in order: its first problem, 数据重复 for a good (name and spec) already above it, else 正确. */
export function checkGoodsRows(rows: readonly GoodsImportRow[], words: ImportWords): GoodsRowResult[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const draft = draftOf(row, words);
    if (!('name' in draft)) return { index, status: 'error', ...draft };
    const first = goodsIssues(draft)[0];
    if (first) return { index, status: 'error', field: first.field as GoodsImportField, key: first.key, ...(first.params ? { params: first.params } : {}) };
    const key = `${draft.name.trim()}\u0000${draft.ggxh.trim()}`;
    if (seen.has(key)) return { index, status: 'error', field: 'name', key: 'goods:import.duplicate' };
    seen.add(key);
    return { index, status: 'ok', key: 'goods:import.ok' };
  });
}

/** A checked row as the server takes it (only for rows whose result is ok). */
export function goodsImportInput(row: GoodsImportRow, words: ImportWords): GoodsInput {
  const draft = draftOf(row, words);
  if (!('name' in draft)) throw new Error('goodsImportInput: a row in error');
  return goodsInput(draft);
}
