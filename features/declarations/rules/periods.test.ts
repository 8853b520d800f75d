import { describe, expect, it } from 'vitest';
import { deadlineOf, monthOf, monthsBefore, periodDays, recentPeriods, reportingPeriod } from './periods';

describe('tax periods in Asia/Shanghai', () => {
  it('files the previous month, across a year and at the Shanghai midnight', () => {
    expect(reportingPeriod(Date.parse('2026-01-10T02:00:00Z'))).toBe('2025-12');
    // 2026-03-31 16:30 UTC is 1 April 00:30 in Shanghai.
    expect(monthOf(Date.parse('2026-03-31T16:30:00Z'))).toBe('2026-04');
    expect(reportingPeriod(Date.parse('2026-03-31T16:30:00Z'))).toBe('2026-03');
  });
  it('counts months back and gives the days and the deadline', () => {
    expect(monthsBefore('2026-02', 3)).toBe('2025-11');
    expect(recentPeriods(Date.parse('2026-02-10T02:00:00Z'), 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(periodDays('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(deadlineOf('2025-12')).toBe('2026-01-15');
  });
});
