import { describe, expect, it } from 'vitest';
import { voidedKind, voidRefusal, type VoidableInvoice } from './void';

// 2026-11-24 10:00 in Shanghai.
const now = new Date('2026-11-24T02:00:00.000Z');
const issued = (over: Partial<VoidableInvoice>): VoidableInvoice => ({
  fplxdm: '007',
  ddzt: 0,
  fpzt: 3,
  kind: 0,
  createTime: '2026-11-03T01:00:00.000Z',
  issueTime: '2026-11-03T01:01:00.000Z',
  ...over,
});

describe('voidRefusal', () => {
  it.each([
    ['an issued blue 007 of this month', issued({}), null],
    ['an issued red 004 of this month', issued({ fplxdm: '004', kind: 1 }), null],
    ['a roll invoice (025)', issued({ fplxdm: '025' }), null],
    ['an e-normal invoice (026)', issued({ fplxdm: '026' }), 'notPaper'],
    ['an e-special invoice (028)', issued({ fplxdm: '028' }), 'notPaper'],
    ['a fully-digital invoice (82)', issued({ fplxdm: '82' }), 'notPaper'],
    ['last month', issued({ issueTime: '2026-10-31T15:59:00.000Z' }), 'otherMonth'],
    // 2026-10-31 16:00 UTC is 2026-11-01 00:00 in Shanghai: this month.
    ['the first minute of the month in Shanghai', issued({ issueTime: '2026-10-31T16:00:00.000Z' }), null],
    ['the same month a year ago', issued({ issueTime: '2025-11-10T02:00:00.000Z' }), 'otherMonth'],
    ['voided already (status 103)', issued({ fpzt: 103, kind: 3 }), 'voided'],
    ['a blank invoice voided', issued({ fpzt: 103, kind: 2 }), 'voided'],
    ['still issuing', issued({ ddzt: 3, fpzt: 2 }), 'notIssued'],
    ['in review', issued({ fpzt: 11 }), 'notIssued'],
  ] as const)('%s', (_, order, expected) => {
    expect(voidRefusal(order, now)).toBe(expected);
  });

  it('reads the creation time when there is no issue time', () => {
    const { issueTime: _issued, ...noIssueTime } = issued({});
    expect(voidRefusal({ ...noIssueTime, createTime: '2026-10-02T02:00:00.000Z' }, now)).toBe('otherMonth');
  });

  it('a voided blue invoice becomes blue-voided, a red one red-voided', () => {
    expect(voidedKind(0)).toBe(3);
    expect(voidedKind(1)).toBe(4);
  });
});
