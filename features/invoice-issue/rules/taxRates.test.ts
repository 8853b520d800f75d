import { describe, expect, it } from 'vitest';
import { contextFor, goodsLine } from './fixtures';
import { allowedTaxRates, cancelExempt, dutyFreeOf, setExempt, type GoodsLine, type InvoiceType, type TaxpayerType } from './index';

const values = (type: InvoiceType, taxpayerType: TaxpayerType, line?: GoodsLine) =>
  allowedTaxRates(contextFor(type, { taxpayerType }), line).map((o) => o.value);

describe('allowedTaxRates', () => {
  it.each([
    ['01', '007', ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13', 'exempt', 'nonTaxable']],
    ['02', '82', ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13', 'exempt', 'nonTaxable']],
    ['01', '004', ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13']],
    ['08', '026', ['0', '0.01', '0.015', '0.03', '0.05', 'exempt', 'nonTaxable']],
    ['05', '86', ['0', '0.01', '0.015', '0.03', '0.05', 'exempt', 'nonTaxable']],
    ['08', '81', ['0', '0.01', '0.015', '0.03', '0.05']],
    ['08', '028', ['0', '0.01', '0.015', '0.03', '0.05']],
    ['05', '85', ['0', '0.01', '0.015', '0.03', '0.05']],
  ] as const)('taxpayer %s on %s', (taxpayerType, type, expected) => {
    expect(values(type, taxpayerType)).toEqual(expected);
  });

  it('follows the line’s own list, its default first, then adds 0.01, 0.03 and 0', () => {
    expect(values('007', '01', goodsLine({ taxRateList: ['0.13', '0.09'] }))).toEqual(['0.13', '0.09', '0.01', '0.03', '0', 'exempt', 'nonTaxable']);
    expect(values('81', '01', goodsLine({ taxRateList: ['0.06', 0.03] }))).toEqual(['0.06', '0.03', '0.01', '0']);
  });

  it('keeps small-scale taxpayers inside their rates even when the line’s list offers more', () => {
    expect(values('007', '08', goodsLine({ taxRateList: ['0.13', '0.03'] }))).toEqual(['0.03', '0.01', '0', 'exempt', 'nonTaxable']);
    expect(values('007', '08', goodsLine({ taxRateList: ['0.13'] }))).toEqual(['0', '0.01', '0.015', '0.03', '0.05', 'exempt', 'nonTaxable']);
  });

  it('describes each option with its rate, lslbs and label key', () => {
    const options = allowedTaxRates(contextFor('007'));
    expect(options.find((o) => o.value === '0.13')).toEqual({ value: '0.13', rate: '0.13', lslbs: '', dutyFree: 0, label: { key: 'invoice:taxRate.percent', params: { value: '13' } } });
    expect(options.find((o) => o.value === '0.015')?.label).toEqual({ key: 'invoice:taxRate.percent', params: { value: '1.5' } });
    expect(options.find((o) => o.value === '0')).toEqual({ value: '0', rate: '0', lslbs: '3', dutyFree: 3, label: { key: 'invoice:taxRate.percent', params: { value: '0' } } });
    expect(options.find((o) => o.value === 'exempt')).toEqual({ value: 'exempt', rate: '0', lslbs: '1', dutyFree: 1, label: { key: 'invoice:taxRate.exempt' } });
    expect(options.find((o) => o.value === 'nonTaxable')).toEqual({ value: 'nonTaxable', rate: '0', lslbs: '2', dutyFree: 2, label: { key: 'invoice:taxRate.nonTaxable' } });
  });
});

describe('dutyFreeOf', () => {
  it.each([
    [{ taxRate: '0', lslbs: '1' }, 1],
    [{ taxRate: '0', lslbs: '2' }, 2],
    [{ taxRate: '0', lslbs: '3' }, 3],
    [{ taxRate: '0', lslbs: '' }, 3],
    [{ taxRate: 0, lslbs: '0' }, 3],
    [{ taxRate: '0.00' }, 3],
    [{ taxRate: '0.13', lslbs: '1' }, 0],
    [{ taxRate: '0.03' }, 0],
    [{}, 0],
    [{ taxRate: 'abc', lslbs: '1' }, 0],
  ] as Array<[GoodsLine, number]>)('%j -> %i', (line, expected) => {
    expect(dutyFreeOf(line)).toBe(expected);
  });
  it('reads nothing from a missing line', () => {
    expect(dutyFreeOf(undefined)).toBe(0);
  });
});

describe('setExempt', () => {
  it('sets rate 0 and lslbs 1 on every line when none is checked; tax follows', () => {
    const goods = [goodsLine(), goodsLine({ amount: '50.00', taxAmount: '6.50', totalAmount: '56.50' })];
    const result = setExempt(goods, contextFor('007'));
    expect(result).not.toBe(goods);
    expect(result.map((l) => [l.taxRate, l.lslbs, l.taxAmount, l.totalAmount])).toEqual([
      ['0', '1', '0.00', undefined],
      ['0', '1', '0.00', '50.00'],
    ]);
    expect(goods[0]!.taxRate).toBe('0.13');
  });

  it('acts only on checked lines when some are checked', () => {
    const goods = [goodsLine({ checked: true }), goodsLine(), goodsLine({ checked: true })];
    const result = setExempt(goods, contextFor('82'));
    expect(result.map((l) => l.lslbs)).toEqual(['1', '', '1']);
    expect(result[1]).toBe(goods[1]);
  });

  it.each(['004', '028', '81', '85'] as const)('changes nothing on the special invoice %s', (type) => {
    const goods = [goodsLine()];
    expect(setExempt(goods, contextFor(type))).toEqual(goods);
  });

  it('keeps the price with tax of a tax-inclusive line', () => {
    const [line] = setExempt([goodsLine({ hsbz: '1', amount: '113.00', taxAmount: '13.00', totalAmount: '113.00' })], contextFor('007'));
    expect([line!.amount, line!.taxAmount, line!.totalAmount]).toEqual(['113.00', '0.00', '113.00']);
  });
});

describe('cancelExempt', () => {
  const exempt = (overrides: Partial<GoodsLine> = {}) => goodsLine({ taxRate: '0', lslbs: '1', taxAmount: '0.00', ...overrides });

  it('reverts to the line’s default rate and recomputes its tax half-up', () => {
    const [line] = cancelExempt([exempt({ taxRateList: ['0.09', '0.13'], amount: '10.05' })], contextFor('007'));
    expect([line!.taxRate, line!.lslbs, line!.taxAmount]).toEqual(['0.09', '', '0.90']);
  });

  it('skips rates the taxpayer may not use: small-scale lines go back to 1 %', () => {
    const [line] = cancelExempt([exempt()], contextFor('82', { taxpayerType: '08' }));
    expect(line!.taxRate).toBe('0.01');
  });

  it('general taxpayers without a list skip the 1 % they may not use', () => {
    const [line] = cancelExempt([exempt()], contextFor('007'));
    expect(line!.taxRate).toBe('0.015');
  });

  it('leaves non-exempt and unchecked lines alone', () => {
    const goods = [exempt({ checked: true }), exempt(), goodsLine({ checked: true, taxRate: '0', lslbs: '2' })];
    const result = cancelExempt(goods, contextFor('007'));
    expect(result.map((l) => [l.taxRate, l.lslbs])).toEqual([
      ['0.015', ''],
      ['0', '1'],
      ['0', '2'],
    ]);
  });

  it('undoes setExempt on the line’s default rate', () => {
    const goods = [goodsLine({ taxRateList: ['0.13'] })];
    const ctx = contextFor('026');
    expect(cancelExempt(setExempt(goods, ctx), ctx)).toEqual(goods);
  });
});
