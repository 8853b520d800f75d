import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['0', '0.00'],
    ['1234.5', '1,234.50'],
    ['1234567.891', '1,234,567.89'],
    ['999.995', '1,000.00'], // half-up in decimal
    ['0.005', '0.01'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'], // no negative zero
    [1000000, '1,000,000.00'],
    ['12345678901234567.12', '12,345,678,901,234,567.12'],
    [' 88 ', '88.00'],
    [1.005, '1.01'], // a number by its decimal form, not the binary value under it
    ['-1.005', '-1.01'], // half away from zero
    ['1e3', '1,000.00'],
  ])('%j -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
  it('formats a decimal.js value by its exact digits', async () => {
    const { default: Decimal } = await import('decimal.js');
    expect(formatMoney(new Decimal('0.1').plus('0.2').times('1000000000000000000'))).toBe('300,000,000,000,000,000.00');
    expect(formatMoney(new Decimal('2.675'))).toBe('2.68');
  });
  it.each([null, undefined, '', 'abc', 'NaN', 'Infinity', '1.2.3', Number.POSITIVE_INFINITY, Number.NaN])('gives an empty string for %j', (input) => {
    expect(formatMoney(input)).toBe('');
  });
});
