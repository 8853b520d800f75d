import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './lineAmounts';
import { linesFromInvoice, rateOptionOf, redRemark } from './red';

describe('red invoice from its blue one', () => {
  it('names the blue invoice in the remark as the terminals print it', () => {
    expect(redRemark('031250002201', '30000012')).toBe('对应正数发票代码:031250002201号码:30000012');
  });

  it.each([
    ['0.06', '', '0.06'],
    ['0.130', undefined, '0.13'],
    ['0', '1', 'exempt'],
    ['0', '2', 'nonTaxable'],
    ['0', '3', '0'],
    ['x', '', ''],
  ])('rate %s with lslbs %s is the option %s', (rate, lslbs, option) => {
    expect(rateOptionOf(rate, lslbs)).toBe(option);
  });

  const blue = [
    { showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', quantity: '2', price: '100', amount: '200.00', taxRate: '0.06', taxAmount: '12.00', lslbs: '' },
    { showName: '*农产品*蔬菜', quantity: '3', price: '10', amount: '30.00', taxRate: '0', taxAmount: '0.00', lslbs: '1' },
  ];
  let n = 0;
  const id = () => `l${++n}`;

  it.each([
    [false, false, ['200.00', '30.00'], ['2', '3'], '242.00'],
    [false, true, ['-200.00', '-30.00'], ['-2', '-3'], '-242.00'],
    [true, false, ['212.00', '30.00'], ['2', '3'], '242.00'],
    [true, true, ['-212.00', '-30.00'], ['-2', '-3'], '-242.00'],
  ])('including tax %s, red %s: amounts %j, quantities %j, total %s', (including, red, amounts, quantities, total) => {
    const lines = linesFromInvoice(blue, including, red, id);
    expect(lines.map((l) => l.amount)).toEqual(amounts);
    expect(lines.map((l) => l.quantity)).toEqual(quantities);
    expect(lines.map((l) => l.rate)).toEqual(['0.06', 'exempt']);
    expect(invoiceTotals(lines, including).total).toBe(total);
  });

  it('keeps the unit price positive and derives it with tax when prices include tax', () => {
    const [line] = linesFromInvoice(blue, true, true, id);
    expect(line?.price).toBe('106');
  });
});
