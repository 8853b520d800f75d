import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addYears, remainingDays, remainTier, renewalPrice, renewedEnd, shanghaiToday } from './servicePackage';

describe('service packages (spec 01 §4 remaining days, §9 threshold 30)', () => {
  it.each([
    [400, 'plain'],
    [30, 'plain'],
    [29, 'due'],
    [1, 'due'],
    [0, 'ended'],
  ] as const)('%i days left read %s', (remain, tier) => {
    expect(remainTier(remain)).toBe(tier);
  });

  it('counts days in Shanghai: 16:00 UTC is already the next day there', () => {
    expect(shanghaiToday(Date.parse('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(shanghaiToday(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('counts today and the last day', () => {
    expect(remainingDays('2026-11-27', '2026-11-27')).toBe(1);
    expect(remainingDays('2026-12-26', '2026-11-27')).toBe(30);
    expect(remainingDays('2026-11-26', '2026-11-27')).toBe(0);
    expect(remainingDays('2020-01-01', '2026-11-27')).toBe(0);
  });

  it('renews from the end while running, from today once ended', () => {
    expect(renewedEnd('2026-12-10', 1, '2026-11-27')).toBe('2027-12-10');
    expect(renewedEnd('2026-12-10', 3, '2026-11-27')).toBe('2029-12-10');
    expect(renewedEnd('2026-11-01', 1, '2026-11-27')).toBe('2027-11-26');
    expect(renewedEnd('2028-02-29', 1, '2027-01-01')).toBe('2029-02-28');
  });

  it('moves 29 February to the 28th in a common year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('prices a renewal in decimal arithmetic', () => {
    expect(renewalPrice('980.00', 3)).toBe('2940.00');
    expect(renewalPrice('0.10', 3)).toBe('0.30');
  });

  it('always gives a running package at least a year more', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, fc.constantFrom(1, 2, 3), (end, today, years) => {
        const next = renewedEnd(end, years, today);
        expect(remainingDays(next, today)).toBeGreaterThanOrEqual(365 * years);
        expect(remainingDays(next, today) - remainingDays(end, today)).toBeGreaterThanOrEqual(365 * years - (end < today ? 1 : 0));
      }),
    );
  });
});
