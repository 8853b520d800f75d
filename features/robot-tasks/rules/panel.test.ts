import { describe, expect, it } from 'vitest';
import { dayRange, taskEstimate, taskStateText } from './panel';

describe('dayRange (Asia/Shanghai)', () => {
  it.each<[string, 'today' | 'yesterday', string, string]>([
    ['today, morning in Shanghai', 'today', '2025-06-30T01:00:00Z', '2025-06-30'],
    ['today, Shanghai is already on the next day', 'today', '2025-06-30T17:00:00Z', '2025-07-01'],
    ['yesterday', 'yesterday', '2025-06-30T01:00:00Z', '2025-06-29'],
    ['yesterday across a month', 'yesterday', '2025-07-01T02:00:00Z', '2025-06-30'],
    ['yesterday across a year, late UTC evening', 'yesterday', '2025-12-31T18:00:00Z', '2025-12-31'],
  ])('%s', (_name, day, now, date) => {
    expect(dayRange(day, new Date(now))).toEqual({ qsrq: date, zzrq: date });
  });
});

describe('taskStateText', () => {
  it.each<[number | string | null, string, ReturnType<typeof taskStateText>]>([
    [0, '已完成', { key: 'lookups:robotTaskState.0' }],
    [1, '处理中', { key: 'lookups:robotTaskState.1' }],
    ['2', '', { key: 'lookups:robotTaskState.2' }],
    [-1, '未知', { key: 'lookups:robotTaskState.-1' }],
    [9, '人工处理中', { text: '人工处理中' }],
    [null, '', { key: 'lookups:unknown' }],
  ])('%j', (state, stateStr, expected) => expect(taskStateText(state, stateStr)).toEqual(expected));
});

describe('taskEstimate (spec 01 §4)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1', 45],
    ['3', 15],
    ['0', null],
    [undefined, null],
    ['7', null],
  ])('%j', (code, minutes) => expect(taskEstimate(code)?.params.count ?? null).toBe(minutes));
});
