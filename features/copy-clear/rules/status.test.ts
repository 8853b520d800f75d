import { describe, expect, it } from 'vitest';
import { actionsOf, chunked, failedOf, modeOfRoute, tally, terminalStatus } from './status';

describe('a terminal\'s copy/report status (spec 01 §4)', () => {
  it.each([
    [['1', '1'], '1'],
    [['4', '1'], '4'],
    [['4', '3', '1'], '3'],
    [['3', '2', '4'], '2'],
    [[], '1'],
  ])('%j -> %s: what is left to do comes first', (statuses, expected) => {
    expect(terminalStatus(statuses)).toBe(expected);
  });

  it('offers a report (or report and clear) when not reported, a clear once reported, nothing else', () => {
    expect(actionsOf('2')).toEqual(['copy', 'copyClear']);
    expect(actionsOf('3')).toEqual(['clear']);
    expect(actionsOf('1')).toEqual([]);
    expect(actionsOf('4')).toEqual([]);
  });

  it('reads the page from its route', () => {
    expect(modeOfRoute('account.clearcard')).toBe('clearcard');
    expect(modeOfRoute('account.copyclearcard')).toBe('copyclearcard');
    expect(modeOfRoute('service.copyManage')).toBe('copyManage');
    expect(modeOfRoute('service.other')).toBe('copyManage');
  });
});

describe('a run over hundreds of terminals', () => {
  it('sends them in chunks of 20', () => {
    const ids = Array.from({ length: 45 }, (_, k) => `d${k}`);
    expect(chunked(ids).map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunked(ids).flat()).toEqual(ids);
  });

  it('tallies the latest result of each terminal and lists the failed in the run\'s order', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const results = new Map([
      ['c', { ok: false }],
      ['a', { ok: true }],
      ['b', { ok: false }],
    ]);
    expect(tally(ids, results)).toEqual({ total: 4, done: 1, failed: 2, pending: 1 });
    expect(failedOf(ids, results)).toEqual(['b', 'c']);
  });
});
