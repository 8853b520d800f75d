import { describe, expect, it } from 'vitest';
import type { StockSegment } from '../api';
import { BLANK_VOID_MAX, checkBlankRun, numberAfter, runCount, runNumbers, takeRun } from './blank';

const segment: StockSegment = { fplxdm: '007', fpdm: '031002700000', qshm: '20000007', zzhm: '20000100', count: 94, receivedAt: '2026-11-07T02:00:00.000Z' };
const keys = (run: { qshm: string; zzhm: string }) => checkBlankRun(segment, run).map((i) => `${i.field}:${i.key.split('.').pop()}`);

describe('checkBlankRun', () => {
  it.each([
    ['one number, the first unused', '20000007', '20000007', []],
    ['a run inside the segment', '20000010', '20000012', []],
    ['the last number', '20000100', '20000100', []],
    ['empty fields', '', '', ['qshm:numberRequired', 'zzhm:numberRequired']],
    ['not 8 digits', '2000007', '2000000A', ['qshm:numberFormat', 'zzhm:numberFormat']],
    ['before the segment (used already)', '20000006', '20000008', ['qshm:outside']],
    ['after the segment', '20000099', '20000101', ['zzhm:outside']],
    ['reversed', '20000012', '20000010', ['zzhm:reversed']],
  ] as const)('%s', (_, qshm, zzhm, expected) => {
    expect(keys({ qshm, zzhm })).toEqual(expected);
  });

  it(`refuses more than ${BLANK_VOID_MAX} numbers at once`, () => {
    const big = { ...segment, zzhm: '20000500', count: 494 };
    expect(checkBlankRun(big, { qshm: '20000007', zzhm: numberAfter('20000007', BLANK_VOID_MAX - 1) })).toEqual([]);
    expect(checkBlankRun(big, { qshm: '20000007', zzhm: numberAfter('20000007', BLANK_VOID_MAX) })[0]).toMatchObject({ field: 'zzhm', params: { max: BLANK_VOID_MAX } });
  });

  it('says which range the numbers must lie in', () => {
    expect(checkBlankRun(segment, { qshm: '20000001', zzhm: '20000007' })[0]?.params).toEqual({ qshm: '20000007', zzhm: '20000100' });
  });
});

describe('runs', () => {
  it('counts and lists the numbers, leading zeros kept', () => {
    expect(runCount({ qshm: '00000098', zzhm: '00000101' })).toBe(4);
    expect(runNumbers({ qshm: '00000098', zzhm: '00000101' })).toEqual(['00000098', '00000099', '00000100', '00000101']);
    expect(runCount({ qshm: '00000101', zzhm: '00000098' })).toBe(0);
    expect(runCount({ qshm: 'x', zzhm: '00000098' })).toBe(0);
  });
});

describe('takeRun', () => {
  it('shrinks the segment from its start', () => {
    expect(takeRun([segment], segment.fpdm, { qshm: '20000007', zzhm: '20000009' })).toEqual([{ ...segment, qshm: '20000010', count: 91 }]);
  });
  it('splits the segment around a run inside it', () => {
    expect(takeRun([segment], segment.fpdm, { qshm: '20000050', zzhm: '20000051' })).toEqual([
      { ...segment, zzhm: '20000049', count: 43 },
      { ...segment, qshm: '20000052', count: 49 },
    ]);
  });
  it('removes a segment voided whole, and leaves the others', () => {
    const other: StockSegment = { ...segment, fplxdm: '004', fpdm: '031002600000', qshm: '10000003', zzhm: '10000050', count: 48 };
    expect(takeRun([other, segment], segment.fpdm, { qshm: '20000007', zzhm: '20000100' })).toEqual([other]);
  });
  it('refuses a run no segment of that code holds whole', () => {
    expect(takeRun([segment], segment.fpdm, { qshm: '20000099', zzhm: '20000101' })).toBeUndefined();
    expect(takeRun([segment], '031002600000', { qshm: '20000010', zzhm: '20000010' })).toBeUndefined();
  });
});
