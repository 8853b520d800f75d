import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { checkAmountQuota, type AmountQuotaInput, type QuotaLimit } from './index';

const off: QuotaLimit = { enabled: false, amount: null };
const on = (amount: string | number): QuotaLimit => ({ enabled: true, amount });

function input(overrides: Partial<AmountQuotaInput> = {}): AmountQuotaInput {
  return {
    current: '1000.00',
    history: { twelveMonths: '4000000.00', quarter: '900000.00', month: '299000.00' },
    hardLimits: { twelveMonths: off, quarter: off, month: off },
    warningLimits: { twelveMonths: off, quarter: off, month: off },
    ...overrides,
  };
}

describe('checkAmountQuota', () => {
  it('passes with every limit disabled', () => {
    expect(checkAmountQuota(input())).toEqual([]);
  });

  it.each([
    ['twelveMonths', '4000999.99', { total: '4001000.00', limit: '4000999.99' }],
    ['quarter', '900999.99', { total: '901000.00', limit: '900999.99' }],
    ['month', '299999.995', { total: '300000.01', limit: '300000.00' }],
  ] as const)('the %s hard limit, exceeded, blocks', (period, limit, params) => {
    const hardLimits = { twelveMonths: off, quarter: off, month: off, [period]: on(limit) };
    const result = checkAmountQuota(input({ hardLimits, current: period === 'month' ? '1000.01' : '1000.00' }));
    expect(result).toEqual([{ field: `hardLimits.${period}`, key: `invoice:quota.hard.${period}`, params, severity: 'error' }]);
  });

  it('allows reaching a limit exactly', () => {
    expect(checkAmountQuota(input({ hardLimits: { twelveMonths: on('4001000'), quarter: on('901000.00'), month: on(300000) } }))).toEqual([]);
  });

  it('ignores a limit that is enabled without an amount, or disabled with one', () => {
    expect(checkAmountQuota(input({ hardLimits: { twelveMonths: on(''), quarter: { enabled: false, amount: '1' }, month: on('abc') } }))).toEqual([]);
  });

  it('reports every exceeded hard limit in the order 12 months, quarter, month, and no warnings then', () => {
    const result = checkAmountQuota(
      input({
        hardLimits: { twelveMonths: on('1'), quarter: off, month: on('1') },
        warningLimits: { twelveMonths: on('1'), quarter: on('1'), month: on('1') },
      }),
    );
    expect(result.map((i) => [i.field, i.severity])).toEqual([
      ['hardLimits.twelveMonths', 'error'],
      ['hardLimits.month', 'error'],
    ]);
  });

  it('then warnings in the same order, each to confirm', () => {
    const result = checkAmountQuota(
      input({
        hardLimits: { twelveMonths: on('5000000'), quarter: on('1000000'), month: on('500000') },
        warningLimits: { twelveMonths: on('4000000'), quarter: on('900000'), month: on('250000') },
      }),
    );
    expect(result).toEqual([
      { field: 'warningLimits.twelveMonths', key: 'invoice:quota.warning.twelveMonths', params: { total: '4001000.00', limit: '4000000.00' }, severity: 'confirm' },
      { field: 'warningLimits.quarter', key: 'invoice:quota.warning.quarter', params: { total: '901000.00', limit: '900000.00' }, severity: 'confirm' },
      { field: 'warningLimits.month', key: 'invoice:quota.warning.month', params: { total: '300000.00', limit: '250000.00' }, severity: 'confirm' },
    ]);
  });

  it('adds in decimal, rounding half-up to 2 decimals (0.1 + 0.2 is 0.30, not 0.30000000000000004)', () => {
    const base = { history: { twelveMonths: '0.1', quarter: '0.1', month: '0.1' }, current: '0.2' };
    expect(checkAmountQuota(input({ ...base, hardLimits: { twelveMonths: on('0.3'), quarter: off, month: off } }))).toEqual([]);
    const half = checkAmountQuota(input({ history: { twelveMonths: '0', quarter: '0', month: '0.004' }, current: '0.001', warningLimits: { twelveMonths: off, quarter: off, month: on('0') } }));
    expect(half[0]?.params).toEqual({ total: '0.01', limit: '0.00' });
  });

  it('agrees with integer-cent arithmetic on any amounts', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 15n });
    const toYuan = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    fc.assert(
      fc.property(cents, cents, cents, fc.boolean(), (history, current, limit, enabled) => {
        const result = checkAmountQuota(
          input({
            current: toYuan(current),
            history: { twelveMonths: toYuan(history), quarter: '0', month: '0' },
            hardLimits: { twelveMonths: { enabled, amount: toYuan(limit) }, quarter: off, month: off },
          }),
        );
        expect(result.length).toBe(enabled && history + current > limit ? 1 : 0);
      }),
    );
  });

  it('never throws on arbitrary input and returns keys that exist', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const i of checkAmountQuota(value as AmountQuotaInput)) expect(keyExistsEverywhere(i.key)).toBe(true);
      }),
    );
  });
});
