import { describe, expect, it } from 'vitest';
import { checkStatsFilters, currentMonth, defaultStatsPeriod, monthSeries, monthsOf, parseStatsFilters, shareOf, statsQuery, statsSearch } from './statistics';

const now = new Date('2026-11-26T18:30:00Z'); // 27 November 2026 in Shanghai

describe('periods', () => {
  it('opens on the twelve months to today, Shanghai time', () => {
    expect(defaultStatsPeriod(now)).toEqual({ qsrq: '2025-12-01', zzrq: '2026-11-27' });
    expect(defaultStatsPeriod(new Date('2026-01-10T02:00:00Z'))).toEqual({ qsrq: '2025-02-01', zzrq: '2026-01-10' });
    expect(currentMonth(now)).toEqual({ qsrq: '2026-11-01', zzrq: '2026-11-27' });
  });

  it.each([
    [{ qsrq: '2026-01-01', zzrq: '2026-12-31' }, []],
    [{ qsrq: '2025-01-01', zzrq: '2026-01-01' }, []],
    [{ qsrq: '2025-01-01', zzrq: '2026-01-02' }, ['statistics:filters.overOneYear']],
    [{ qsrq: '2026-02-01', zzrq: '2026-01-31' }, ['statistics:filters.periodReversed']],
    [{ qsrq: '2026-02-30', zzrq: '2026-03-01' }, ['statistics:filters.periodInvalid']],
  ])('checks %j', (period, keys) => {
    expect(checkStatsFilters(period).map((i) => i.key)).toEqual(keys);
  });

  it('lists every month of the period and fills the empty ones with zero', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-02-01', '2026-01-01')).toEqual([]);
    const series = monthSeries([{ key: '2025-12', count: 2, amount: '1.00', taxAmount: '0.13', totalAmount: '1.13' }], '2025-11-01', '2026-01-31');
    expect(series.map((b) => [b.key, b.count, b.totalAmount])).toEqual([
      ['2025-11', 0, '0.00'],
      ['2025-12', 2, '1.13'],
      ['2026-01', 0, '0.00'],
    ]);
  });
});

describe('filters in the address', () => {
  it('keeps known codes and drops the rest, dates falling back', () => {
    const fallback = defaultStatsPeriod(now);
    const parsed = parseStatsFilters(new URLSearchParams('qsrq=2026-02-30&zzrq=2026-03-31&fpzt=3&kind=9&fplxdm=026'), fallback);
    expect(parsed).toEqual({ qsrq: fallback.qsrq, zzrq: '2026-03-31', fpzt: '3', kind: '', fplxdm: '026' });
    expect(statsSearch(parsed)).toBe(`qsrq=${fallback.qsrq}&zzrq=2026-03-31&fpzt=3&fplxdm=026`);
  });

  it('asks for the scope and the filters', () => {
    const filters = { qsrq: '2026-01-01', zzrq: '2026-06-30', fpzt: '103', kind: '3', fplxdm: '' };
    expect(statsQuery(filters, { kind: 'enterprise', taxerId: 'T1' })).toEqual({ qsrq: '2026-01-01', zzrq: '2026-06-30', taxerId: 'T1', fpzt: 103, kind: 3 });
    expect(statsQuery(filters, { kind: 'terminal', diskId: 'D1' })).toMatchObject({ diskId: 'D1' });
    expect(statsQuery(filters, { kind: 'all' })).not.toHaveProperty('taxerId');
  });

  it('gives shares in per cent with one decimal', () => {
    expect([shareOf(1, 3), shareOf(0, 0), shareOf(5, 5)]).toEqual(['33.3', '0.0', '100.0']);
  });
});
