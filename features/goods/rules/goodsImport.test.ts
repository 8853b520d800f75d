import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/goods.json';
import { checkGoodsRows, goodsImportInput, parseRate as parse, type GoodsImportRow, type ImportWords } from './goodsImport';

// The zh-CN words of the catalogue, as the dialog passes them.
const words = Object.fromEntries(Object.entries(zh.import.words).map(([k, v]) => [k, v.split('|')])) as unknown as ImportWords;
const parseRate = (cell: string) => parse(cell, words);

const row = (over: Partial<GoodsImportRow>): GoodsImportRow => ({ name: '打印纸', spbm: '', ggxh: 'A4', dw: '箱', price: '25.5', includesTax: '否', taxRate: '13%', ...over });

describe('parseRate', () => {
  it.each([
    ['13%', { taxRate: '0.13', lslbs: '' }],
    ['13', { taxRate: '0.13', lslbs: '' }],
    ['0.13', { taxRate: '0.13', lslbs: '' }],
    ['1.5%', { taxRate: '0.015', lslbs: '' }],
    ['0.015', { taxRate: '0.015', lslbs: '' }],
    ['6 %', { taxRate: '0.06', lslbs: '' }],
    ['免税', { taxRate: '0', lslbs: '1' }],
    ['不征税', { taxRate: '0', lslbs: '2' }],
    ['0%', { taxRate: '0', lslbs: '3' }],
    ['零税率', { taxRate: '0', lslbs: '3' }],
    ['8%', null],
    ['abc', null],
    ['', null],
  ] as const)('%s', (cell, expected) => {
    expect(parseRate(cell)).toEqual(expected);
  });
});

describe('checkGoodsRows', () => {
  it('says 正确 for a good row, and the first problem of a bad one at its field', () => {
    const results = checkGoodsRows([
      row({}),
      row({ name: '' }),
      row({ name: '硬盘', spbm: '123' }),
      row({ name: '内存', price: '-1' }),
      row({ name: '鼠标', taxRate: '8%' }),
      row({ name: '键盘', includesTax: '也许' }),
      row({ name: '名'.repeat(51) }),
    ], words);
    expect(results.map((r) => [r.status, r.field, r.key])).toEqual([
      ['ok', undefined, 'goods:import.ok'],
      ['error', 'name', 'goods:form.nameRequired'],
      ['error', 'spbm', 'goods:form.taxCodeInvalid'],
      ['error', 'price', 'goods:form.priceInvalid'],
      ['error', 'taxRate', 'goods:import.rateInvalid'],
      ['error', 'includesTax', 'goods:import.includesTaxInvalid'],
      ['error', 'name', expect.stringContaining('maxBytes')],
    ]);
  });

  it('marks a good already above in the file (same name and spec) as a duplicate', () => {
    const results = checkGoodsRows([row({}), row({ ggxh: 'A3' }), row({ name: ' 打印纸 ' })], words);
    expect(results.map((r) => r.key)).toEqual(['goods:import.ok', 'goods:import.ok', 'goods:import.duplicate']);
  });

  it('sends a row as the form would: the price on its side of tax, the zero rate with its kind', () => {
    expect(goodsImportInput(row({ includesTax: '是', price: '28.82' }), words)).toMatchObject({ name: '打印纸', taxPrice: '28.82', hsbz: '1', taxRate: '0.13', lslbs: '' });
    expect(goodsImportInput(row({ taxRate: '免税', price: '' }), words)).toMatchObject({ taxRate: '0', lslbs: '1', hsbz: '0' });
    expect(() => goodsImportInput(row({ taxRate: 'x' }), words)).toThrow();
  });
});
