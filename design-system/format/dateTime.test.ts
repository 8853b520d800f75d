import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it.each([
    ['2025-06-30T02:00:00.000Z', '2025-06-30 10:00:00'],
    ['2025-06-30T16:30:05Z', '2025-07-01 00:30:05'], // crosses midnight in Shanghai
    [Date.UTC(2026, 10, 22, 2, 0, 0), '2026-11-22 10:00:00'],
    [new Date('2026-01-01T00:00:00+08:00'), '2026-01-01 00:00:00'],
  ])('%s -> %s in Asia/Shanghai', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
  it('uses another time zone when asked', () => {
    expect(formatDateTime('2025-06-30T02:00:00.000Z', 'UTC')).toBe('2025-06-30 02:00:00');
  });
  it.each([null, undefined, '', 'not a date'])('gives an empty string for %j', (input) => {
    expect(formatDateTime(input)).toBe('');
    expect(formatDate(input)).toBe('');
  });
});

describe('formatDate', () => {
  it('is the calendar day in Shanghai', () => {
    expect(formatDate('2025-06-30T16:30:05Z')).toBe('2025-07-01');
  });
});
