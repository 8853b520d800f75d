import { describe, expect, it } from 'vitest';
import { failedIds, mergeResults, refusalCounts, resultCounts, splitSelection, type VoidCandidate } from './batch';

// 2026-11-24 10:00 in Shanghai.
const now = new Date('2026-11-24T02:00:00.000Z');
const invoice = (id: string, over: Partial<VoidCandidate> = {}): VoidCandidate => ({
  id,
  fplxdm: '007',
  ddzt: 0,
  fpzt: 3,
  kind: 0,
  createTime: '2026-11-03T01:00:00.000Z',
  issueTime: '2026-11-03T01:01:00.000Z',
  ...over,
});

describe('splitSelection', () => {
  it('keeps what the details page would void and says why for the rest', () => {
    const split = splitSelection(
      [invoice('a'), invoice('b', { fplxdm: '026' }), invoice('c', { issueTime: '2026-10-30T02:00:00.000Z' }), invoice('d', { fpzt: 103, kind: 3 }), invoice('e', { fplxdm: '82' }), invoice('f', { fplxdm: '004', kind: 1 })],
      now,
    );
    expect(split.voidable.map((o) => o.id)).toEqual(['a', 'f']);
    expect(split.refused.map((r) => [r.order.id, r.refusal])).toEqual([
      ['b', 'notPaper'],
      ['c', 'otherMonth'],
      ['d', 'voided'],
      ['e', 'notPaper'],
    ]);
    expect(refusalCounts(split.refused)).toEqual([
      { refusal: 'voided', count: 1 },
      { refusal: 'notPaper', count: 2 },
      { refusal: 'otherMonth', count: 1 },
    ]);
  });
});

describe('results', () => {
  it('a retry replaces the failures it retried, and only the failures are retried', () => {
    const first = mergeResults({}, [
      { id: 'a', voided: true },
      { id: 'b', voided: false, msg: '税盘连接异常，请稍后重试' },
      { id: 'c', voided: false, msg: '该发票已开具红字发票，不能作废' },
    ]);
    expect(failedIds(first)).toEqual(['b', 'c']);
    expect(resultCounts(first)).toEqual({ voided: 1, failed: 2 });
    const retried = mergeResults(first, [
      { id: 'b', voided: true },
      { id: 'c', voided: false, msg: '该发票已开具红字发票，不能作废' },
    ]);
    expect(failedIds(retried)).toEqual(['c']);
    expect(resultCounts(retried)).toEqual({ voided: 2, failed: 1 });
  });
});
