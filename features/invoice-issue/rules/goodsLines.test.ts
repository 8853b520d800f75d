import { describe, expect, it } from 'vitest';
import { contextFor } from './fixtures';
import {
  applyCoding,
  applyTaxCode,
  cancelExemptLines,
  changeCoalType,
  changeTaxRate,
  chunks,
  deleteDiscount,
  deleteLines,
  discountAmount,
  isBlock,
  mergeSameGoods,
  parsePastedRows,
  pasteBlock,
  rateOptionOfText,
  renameLines,
  setDiscount,
  setExemptLines,
  targetIds,
  type Discount,
} from './goodsLines';
import type { EditLine } from './lineAmounts';

const line = (id: string, over: Partial<EditLine> = {}): EditLine => ({
  id,
  showName: '*纸制品*打印纸',
  spbm: '1060201070000000000',
  ggxh: 'A4',
  dw: '箱',
  quantity: '2',
  price: '50',
  amount: '100.00',
  rate: '0.13',
  ...over,
});
const ids = (...xs: string[]) => new Set(xs);
const general82 = contextFor('82');
const special004 = contextFor('004');
const labels = { exempt: '免税', nonTaxable: '不征税' };

describe('targetIds: the checked lines, or all goods lines when none is checked', () => {
  const lines = [line('a'), line('b', { fphxz: '2' }), line('d', { fphxz: '1', amount: '-10.00' }), line('c')];
  it.each([
    { checked: [], want: ['a', 'b', 'c'] },
    { checked: ['c'], want: ['c'] },
    { checked: ['a', 'x'], want: ['a'] },
    { checked: ['d'], want: ['a', 'b', 'c'] },
  ])('checked $checked -> $want', ({ checked, want }) => {
    expect([...targetIds(lines, new Set(checked))]).toEqual(want);
  });
});

describe('mergeSameGoods (合并同类商品)', () => {
  it.each([
    {
      name: 'same name, code, spec, unit, rate and price: quantities and amounts added into the first',
      lines: [line('a'), line('b', { showName: '*纸制品*笔' }), line('c', { quantity: '3', amount: '150.00' })],
      targets: ['a', 'b', 'c'],
      want: [['a', '5', '250.00'], ['b', '2', '100.00']],
    },
    {
      name: 'a different rate is another goods',
      lines: [line('a'), line('b', { rate: '0.09' })],
      targets: ['a', 'b'],
      want: [['a', '2', '100.00'], ['b', '2', '100.00']],
    },
    {
      name: 'prices written differently are the same price (50 and 50.00)',
      lines: [line('a'), line('b', { price: '50.00' })],
      targets: ['a', 'b'],
      want: [['a', '4', '200.00']],
    },
    {
      name: 'only target lines merge',
      lines: [line('a'), line('b'), line('c')],
      targets: ['a', 'c'],
      want: [['a', '4', '200.00'], ['b', '2', '100.00']],
    },
    {
      name: 'a discounted line is not merged',
      lines: [line('a', { fphxz: '2' }), line('d', { fphxz: '1', amount: '-10.00' }), line('b')],
      targets: ['a', 'b'],
      want: [['a', '2', '100.00'], ['d', '2', '-10.00'], ['b', '2', '100.00']],
    },
    {
      name: 'lines without a quantity keep the first quantity and add amounts',
      lines: [line('a', { quantity: '', price: '' }), line('b', { quantity: '', price: '', amount: '0.50' })],
      targets: ['a', 'b'],
      want: [['a', '', '100.50']],
    },
  ])('$name', ({ lines, targets, want }) => {
    const result = mergeSameGoods(lines, ids(...targets));
    expect(result.lines.map((l) => [l.id, l.quantity, l.amount])).toEqual(want);
    expect(result.changed).toBe(lines.length - want.length);
  });
});

describe('set and cancel exempt by the policy (spec 01 §4)', () => {
  it.each([
    { name: 'ordinary digital invoice: exempt allowed', ctx: general82, rate: '0.13', setTo: 'exempt', skipped: 0 },
    { name: 'special invoice (004): exempt refused, line kept', ctx: special004, rate: '0.13', setTo: '0.13', skipped: 1 },
    { name: 'already exempt stays exempt', ctx: general82, rate: 'exempt', setTo: 'exempt', skipped: 0 },
  ])('set: $name', ({ ctx, rate, setTo, skipped }) => {
    const r = setExemptLines([line('a', { rate })], ids('a'), ctx);
    expect(r.lines[0]!.rate).toBe(setTo);
    expect(r.skipped).toBe(skipped);
  });

  it.each([
    { name: 'back to the first positive rate the code allows', line: line('a', { rate: 'exempt', taxRateList: ['0.09', '0.13'] }), want: '0.09' },
    { name: 'no rate list of its own: the first positive rate of the general list (1% refused to general taxpayers)', line: line('a', { rate: 'exempt' }), want: '0.015' },
    { name: 'a line that is not exempt is left as is', line: line('a', { rate: '0.06' }), want: '0.06' },
  ])('cancel: $name', ({ line: l, want }) => {
    expect(cancelExemptLines([l], ids('a'), general82).lines[0]!.rate).toBe(want);
  });

  it('a small-scale taxpayer goes back to 1%', () => {
    const r = cancelExemptLines([line('a', { rate: 'exempt' })], ids('a'), contextFor('82', { taxpayerType: '08' }));
    expect(r.lines[0]!.rate).toBe('0.01');
  });
});

describe('changeTaxRate keeps the policy', () => {
  it.each([
    { ctx: general82, option: '0.06', want: '0.06', skipped: 0 },
    { ctx: general82, option: '0.01', want: '0.13', skipped: 1 }, // general taxpayers: no 1 %
    { ctx: special004, option: 'nonTaxable', want: '0.13', skipped: 1 },
    { ctx: contextFor('82', { taxpayerType: '08' }), option: '0.13', want: '0.13', skipped: 1 }, // small-scale: no 13 %
  ])('$option on $ctx.invoiceType/$ctx.taxpayerType -> $want', ({ ctx, option, want, skipped }) => {
    const r = changeTaxRate([line('a')], ids('a'), option, ctx);
    expect(r.lines[0]!.rate).toBe(want);
    expect(r.skipped).toBe(skipped);
  });

  it('a discount line follows its goods line', () => {
    const r = changeTaxRate([line('a', { fphxz: '2' }), line('d', { fphxz: '1', amount: '-10.00' })], ids('a'), '0.06', general82);
    expect(r.lines.map((l) => l.rate)).toEqual(['0.06', '0.06']);
  });
});

describe('discounts', () => {
  it.each<{ amount: string; discount: Discount; want: { amount: string } | { error: string } }>([
    { amount: '100.00', discount: { kind: 'amount', value: '10' }, want: { amount: '10.00' } },
    { amount: '100.00', discount: { kind: 'rate', value: '15' }, want: { amount: '15.00' } },
    { amount: '33.33', discount: { kind: 'rate', value: '10' }, want: { amount: '3.33' } },
    { amount: '0.10', discount: { kind: 'rate', value: '1' }, want: { error: 'issueGrid:discount.invalid' } },
    { amount: '100.00', discount: { kind: 'amount', value: '100' }, want: { error: 'issueGrid:discount.tooLarge' } },
    { amount: '100.00', discount: { kind: 'rate', value: '100' }, want: { error: 'issueGrid:discount.tooLarge' } },
    { amount: '100.00', discount: { kind: 'amount', value: '-5' }, want: { error: 'issueGrid:discount.invalid' } },
    { amount: '100.00', discount: { kind: 'amount', value: 'abc' }, want: { error: 'issueGrid:discount.invalid' } },
    { amount: '', discount: { kind: 'amount', value: '5' }, want: { error: 'issueGrid:discount.noAmount' } },
  ])('$discount.kind $discount.value on $amount -> $want', ({ amount, discount, want }) => {
    expect(discountAmount(amount, discount)).toEqual(want);
  });

  it('adds a discount line after each target line, then changes it in place, then deletes it', () => {
    let n = 0;
    const newId = () => `d${++n}`;
    const start = [line('a'), line('b', { amount: '50.00' })];
    const added = setDiscount(start, ids('a', 'b'), { kind: 'amount', value: '10' }, newId);
    expect(added.lines.map((l) => [l.id, l.fphxz ?? '', l.amount, l.showName, l.rate])).toEqual([
      ['a', '2', '100.00', '*纸制品*打印纸', '0.13'],
      ['d1', '1', '-10.00', '*纸制品*打印纸', '0.13'],
      ['b', '2', '50.00', '*纸制品*打印纸', '0.13'],
      ['d2', '1', '-10.00', '*纸制品*打印纸', '0.13'],
    ]);
    const changed = setDiscount(added.lines, ids('b'), { kind: 'rate', value: '50' }, newId);
    expect(changed.lines.map((l) => [l.id, l.amount])).toEqual([['a', '100.00'], ['d1', '-10.00'], ['b', '50.00'], ['d2', '-25.00']]);
    const deleted = deleteDiscount(changed.lines, ids('a'));
    expect(deleted.lines.map((l) => [l.id, l.fphxz ?? ''])).toEqual([['a', ''], ['b', '2'], ['d2', '1']]);
  });

  it('a discount that cannot apply leaves the line and says why', () => {
    const r = setDiscount([line('a')], ids('a'), { kind: 'amount', value: '200' }, () => 'x');
    expect(r.lines).toHaveLength(1);
    expect(r.error).toBe('issueGrid:discount.tooLarge');
    expect(r.skipped).toBe(1);
  });

  it('deleting a discounted line deletes its discount line; the last line is replaced by an empty one', () => {
    const lines = [line('a', { fphxz: '2' }), line('d', { fphxz: '1', amount: '-1.00' }), line('b')];
    expect(deleteLines(lines, ids('a'), () => line('new')).lines.map((l) => l.id)).toEqual(['b']);
    expect(deleteLines(lines, ids('a', 'b'), () => line('new')).lines.map((l) => l.id)).toEqual(['new']);
  });
});

describe('rename, coal type, tax code, coding', () => {
  it('rename keeps the short name of the tax code', () => {
    expect(renameLines([line('a'), line('b', { showName: '无简称' })], ids('a', 'b'), ' 复印纸 ').lines.map((l) => l.showName)).toEqual([
      '*纸制品*复印纸',
      '复印纸',
    ]);
  });

  it('coal type only on coal codes (1020101/1020102/1020199)', () => {
    const r = changeCoalType([line('a', { spbm: '1020101000000000000' }), line('b')], ids('a', 'b'), '0101');
    expect(r.lines.map((l) => l.mtzlDm ?? '')).toEqual(['0101', '']);
    expect(r.skipped).toBe(1);
  });

  it('a picked tax code sets code, *short*full name, rates and the source 8 (specified)', () => {
    const l = applyTaxCode(line('a', { showName: '西红柿', rate: '0.13' }), { spbm: '10101120100000000001234', spjc: '蔬菜', taxRateList: ['0.09', '0.13'] }, general82);
    expect([l.spbm, l.showName, l.rate, l.source]).toEqual(['1010112010000000000', '*蔬菜*西红柿', '0.09', '8']);
    // the default rate refused by the policy (small-scale: no 13 %): the line's own rate if allowed
    const small = applyTaxCode(line('a', { rate: '0.03' }), { spbm: '1100101010000000000', spjc: '电力', taxRateList: ['0.13', '0.03'] }, contextFor('82', { taxpayerType: '08' }));
    expect(small.rate).toBe('0.03');
    const moved = applyTaxCode(line('a', { rate: '0.06' }), { spbm: '1010112010000000000', spjc: '蔬菜', taxRateList: ['0.09'] }, general82);
    expect(moved.rate).toBe('0.09');
  });

  it('AI coding fills code, name, rate and per-line errors; a line with errors keeps its code', () => {
    const lines = [line('a', { spbm: '', showName: '打印纸' }), line('b', { spbm: '', showName: '未知物品', rate: '0.13' })];
    const coded = applyCoding(
      lines,
      ['a', 'b'],
      [
        { spbm: '1060201070000000000', showName: '*纸制品*打印纸', taxRate: '0.13', ssflbmSource: '4', hasError: false, errors: [], taxRateList: ['0.13', '0.09'] },
        { hasError: true, errors: ['未匹配到税收分类编码'], taxRateList: ['0.13'] },
      ],
      general82,
    );
    expect(coded.map((l) => [l.spbm, l.showName, l.rate, l.source ?? '', l.codingErrors])).toEqual([
      ['1060201070000000000', '*纸制品*打印纸', '0.13', '4', []],
      ['', '未知物品', '0.13', '', ['未匹配到税收分类编码']],
    ]);
  });

  it('AI coding: an exempt reply is exempt where allowed, the first allowed rate on a special invoice', () => {
    const reply = [{ spbm: '1010115010100000000', showName: '*蔬菜*蔬菜', taxRate: '0', lslbs: '1', hasError: false, errors: [], taxRateList: ['0.09'] }];
    expect(applyCoding([line('a')], ['a'], reply, general82)[0]!.rate).toBe('exempt');
    expect(applyCoding([line('a')], ['a'], reply, special004)[0]!.rate).toBe('0.09');
  });

  it('chunks', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('pasting a block from Excel or WPS', () => {
  it.each([
    { text: 'a\tb\r\nc\td\r\n', rows: [['a', 'b'], ['c', 'd']] },
    { text: 'a\tb\nc\td', rows: [['a', 'b'], ['c', 'd']] },
    { text: '"x""y"\t"two\nlines"\n', rows: [['x"y', 'two\nlines']] },
    { text: 'a\t\tc\n\n\t\n', rows: [['a', '', 'c']] },
    { text: '', rows: [] },
  ])('$text', ({ text, rows }) => {
    expect(parsePastedRows(text)).toEqual(rows);
  });

  it.each([
    ['one value', false],
    ['one value\n', false],
    ['a\tb', true],
    ['a\nb', true],
  ] as const)('isBlock(%j) = %s', (text, want) => {
    expect(isBlock(text)).toBe(want);
  });

  it.each([
    ['13%', '0.13'],
    ['13', '0.13'],
    ['0.06', '0.06'],
    ['1.5%', '0.015'],
    ['免税', 'exempt'],
    ['不征税', 'nonTaxable'],
    ['0', '0'],
    ['abc', 'abc'],
  ])('rate %j -> %j', (text, want) => {
    expect(rateOptionOfText(text, labels)).toBe(want);
  });

  it('fills lines from the current one in the grid order, adds missing lines and computes amounts', () => {
    let n = 0;
    const empty = (): EditLine => ({ id: `n${++n}`, showName: '', spbm: '', ggxh: '', dw: '', quantity: '', price: '', amount: '', rate: '0.13' });
    const rows = parsePastedRows('*纸制品*打印纸\t1060201070000000000\tA4\t箱\t3\t50\t\t13%\n*蔬菜*西红柿\t1010112010000000000\t\t千克\t10\t5\t\t免税\n*服务*维护\t304020103\t\t次\t\t\t80\t6%\n');
    const { lines, filled } = pasteBlock([empty()], 0, 'showName', rows, empty, labels);
    expect(lines.map((l) => [l.showName, l.spbm, l.dw, l.quantity, l.price, l.amount, l.rate])).toEqual([
      ['*纸制品*打印纸', '1060201070000000000', '箱', '3', '50', '150.00', '0.13'],
      ['*蔬菜*西红柿', '1010112010000000000', '千克', '10', '5', '50.00', 'exempt'],
      ['*服务*维护', '304020103', '次', '', '', '80', '0.06'],
    ]);
    expect(filled).toEqual(['n1', 'n2', 'n3']);
  });

  it('starting at a later column fills from that column on', () => {
    const rows = parsePastedRows('2\t9.5\n');
    const { lines } = pasteBlock([line('a', { quantity: '', price: '', amount: '' })], 0, 'quantity', rows, () => line('x'), labels);
    expect([lines[0]!.quantity, lines[0]!.price, lines[0]!.amount, lines[0]!.showName]).toEqual(['2', '9.5', '19.00', '*纸制品*打印纸']);
  });
});
