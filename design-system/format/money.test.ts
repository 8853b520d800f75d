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
  ])('%j -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
  it.each([null, undefined, '', 'abc', 'NaN', 'Infinity'])('gives an empty string for %j', (input) => {
    expect(formatMoney(input)).toBe('');
  });
});
