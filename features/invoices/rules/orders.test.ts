import { describe, expect, it } from 'vitest';
import { orderQuery, orderSearch, parseOrderFilters } from './orderFilters';
import { canCancelOrder, canRetryOrder, orderGroupOf, orderIsExpired, rowOfPush, shownOrderStatus } from './orders';

const now = Date.parse('2026-11-23T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();

describe('orderGroupOf (spec 01 §4: issued, cancelled and voided are completed)', () => {
  it.each([
    [0, 'completed'],
    [2, 'completed'],
    [103, 'completed'],
    ...[1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((code) => [code, 'uncompleted'] as const),
    ['0', 'completed'],
  ] as const)('%s -> %s', (code, group) => {
    expect(orderGroupOf(code)).toBe(group);
  });
});

describe('orderIsExpired (spec 01 §9: 48 hours)', () => {
  it.each([
    [1, 47.9, false],
    [1, 48, false], // exactly 48 h: not yet over
    [1, 48.01, true],
    [3, 100, true],
    [0, 100, false], // issued orders never expire
    [2, 100, false],
    [5, 1, true], // the server already says expired
  ])('ddzt %i made %f h ago -> %s', (ddzt, hours, expired) => {
    expect(orderIsExpired({ ddzt, createTime: hoursAgo(hours) }, now)).toBe(expired);
    expect(shownOrderStatus({ ddzt, createTime: hoursAgo(hours) }, now)).toBe(expired ? 5 : ddzt);
  });
});

describe('cancel and retry where the status allows', () => {
  it.each([
    [0, 1, false, false],
    [1, 1, true, false],
    [1, 50, false, true], // expired: retried, not cancelled
    [2, 1, false, false],
    [3, 1, false, false],
    [4, 1, false, true],
    [5, 1, false, true],
    [6, 1, true, false],
    [7, 1, true, true],
    [8, 1, true, false],
    [9, 1, true, false],
    [10, 1, false, false],
    [11, 1, true, false],
    [12, 1, false, false],
  ])('ddzt %i made %i h ago: cancel %s, retry %s', (ddzt, hours, cancel, retry) => {
    const order = { ddzt, createTime: hoursAgo(hours) };
    expect(canCancelOrder(order, now)).toBe(cancel);
    expect(canRetryOrder(order, now)).toBe(retry);
  });
});

describe('rowOfPush', () => {
  const rows = [
    { id: 'a', xfmc: '甲', fplxdm: '026', ddzt: 0, createTime: hoursAgo(1) },
    { id: 'b', xfmc: '甲', fplxdm: '026', ddzt: 1, createTime: hoursAgo(2) },
    { id: 'c', xfmc: '甲', fplxdm: '026', ddzt: 3, createTime: hoursAgo(3) },
    { id: 'd', xfmc: '乙', fplxdm: '026', ddzt: 1, createTime: hoursAgo(0.5) },
    { id: 'e', xfmc: '甲', fplxdm: '82', ddzt: 0, createTime: hoursAgo(5) },
  ];
  it.each([
    [{ xfmc: '甲', fplxdm: '026' }, 'b'], // the newest uncompleted of that seller and type
    [{ xfmc: '乙', fplxdm: '026' }, 'd'],
    [{ xfmc: '甲', fplxdm: '82' }, 'e'], // none uncompleted: the newest
    [{ xfmc: '丙', fplxdm: '026' }, undefined],
  ])('%j -> %s', (push, id) => {
    expect(rowOfPush(rows, push)?.id).toBe(id);
  });
});

describe('parseOrderFilters and orderQuery', () => {
  const at = new Date('2026-11-23T04:00:00Z');
  it.each<[string, Record<string, unknown>]>([
    ['', { group: 'uncompleted', ddzt: '', qsrq: '2026-10-01', zzrq: '2026-11-23', gf: '' }],
    ['group=completed&ddzt=2', { group: 'completed', ddzt: '2' }],
    ['group=everything&ddzt=13', { group: 'uncompleted', ddzt: '' }],
    ['ddzt=103', { ddzt: '' }], // voided is a completed state without an order code of its own
    ['qsrq=2026-11-01&zzrq=2026-11-22&gf=%E6%81%92%E4%BF%A1', { qsrq: '2026-11-01', zzrq: '2026-11-22', gf: '恒信' }],
  ])('%s', (search, expected) => {
    expect(parseOrderFilters(new URLSearchParams(search), at)).toMatchObject(expected);
  });
  it('sends status, period and buyer to the server, and reproduces itself from its search', () => {
    const filters = parseOrderFilters(new URLSearchParams('group=all&ddzt=1&gf=x'), at);
    expect(orderQuery(filters, '661000000001')).toEqual({ diskId: '661000000001', page: 1, pageSize: 10000, qsrq: '2026-10-01', zzrq: '2026-11-23', ddzt: 1, gf: 'x' });
    expect(parseOrderFilters(new URLSearchParams(orderSearch(filters)), at)).toEqual(filters);
  });
});
