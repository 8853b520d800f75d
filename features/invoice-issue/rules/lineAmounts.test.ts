import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineFigures, rateOfOption, recalculate, toGoodsLine, type EditLine } from './lineAmounts';

const line = (over: Partial<EditLine>): EditLine => ({
  id: 'L1', showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', ggxh: '', dw: '次', quantity: '', price: '', amount: '', rate: '0.06', ...over,
});

describe('line figures', () => {
  it('computes tax on an amount without tax, in decimals', () => {
    const f = lineFigures(line({ amount: '0.1', rate: '0.13' }), false);
    expect([f.amount?.toFixed(2), f.tax?.toFixed(2), f.total?.toFixed(2)]).toEqual(['0.10', '0.01', '0.11']);
    const g = lineFigures(line({ amount: '100.10', rate: '0.06' }), false);
    expect([g.amount?.toFixed(2), g.tax?.toFixed(2), g.total?.toFixed(2)]).toEqual(['100.10', '6.01', '106.11']);
  });

  it('splits an amount with tax into amount and tax', () => {
    const f = lineFigures(line({ amount: '113', rate: '0.13', quantity: '2' }), true);
    expect([f.amount?.toFixed(2), f.tax?.toFixed(2), f.total?.toFixed(2), f.price?.toString()]).toEqual(['100.00', '13.00', '113.00', '50']);
  });

  it('gives exempt and non-taxable lines no tax', () => {
    expect(rateOfOption('exempt')).toEqual({ taxRate: '0', lslbs: '1' });
    expect(rateOfOption('nonTaxable')).toEqual({ taxRate: '0', lslbs: '2' });
    expect(rateOfOption('0')).toEqual({ taxRate: '0', lslbs: '3' });
    expect(lineFigures(line({ amount: '50', rate: 'exempt' }), false).tax?.toFixed(2)).toBe('0.00');
  });

  it('leaves figures empty while the amount does not read', () => {
    expect(lineFigures(line({ amount: '12a' }), false)).toEqual({ amount: null, tax: null, total: null, price: null });
  });
});

describe('recalculate', () => {
  it('fills the amount from quantity and price, and the price from the amount', () => {
    expect(recalculate(line({ quantity: '3', price: '33.333' }), 'price').amount).toBe('100.00');
    expect(recalculate(line({ quantity: '3', amount: '100' }), 'amount').price).toBe('33.33333333');
    expect(recalculate(line({ quantity: '', price: '10' }), 'price').amount).toBe('');
  });
});

describe('totals', () => {
  it('sums lines and writes the total in words', () => {
    const t = invoiceTotals([line({ amount: '200', rate: '0.06' }), line({ id: 'L2', amount: '50', rate: 'exempt' }), line({ id: 'L3', amount: 'x' })], false);
    expect(t).toEqual({ amount: '250.00', tax: '12.00', total: '262.00', totalInWords: '贰佰陆拾贰元整' });
  });

  it('passes lines to the rules without tax in the amount', () => {
    expect(toGoodsLine(line({ quantity: '1', amount: '106', rate: '0.06' }), true)).toMatchObject({ amount: '100.00', taxAmount: '6.00', price: '100', taxRate: '0.06', lslbs: '', hsbz: '0' });
  });
});
