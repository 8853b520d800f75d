import { describe, expect, it } from 'vitest';
import {
  checkInquiryFilters,
  defaultPeriod,
  exportPeriodIssue,
  exportQuery,
  inquiryQuery,
  inquirySearch,
  inquiryTotals,
  oneYearAfter,
  parseInquiryFilters,
  type InquiryFilters,
} from './inquiry';

const at = (iso: string) => new Date(iso);
const base: InquiryFilters = { fpzt: '', kind: '', fplxdm: '', qsrq: '2026-10-01', zzrq: '2026-11-23', gf: '', fpdm: '', fphm: '', minAmount: '', maxAmount: '' };

describe('defaultPeriod (spec 01 §9: first of the previous month to today, Asia/Shanghai)', () => {
  it.each([
    ['2026-11-23T04:00:00Z', '2026-10-01', '2026-11-23'],
    ['2026-01-15T04:00:00Z', '2025-12-01', '2026-01-15'], // January goes back a year
    ['2026-02-28T16:30:00Z', '2026-02-01', '2026-03-01'], // already 1 March in Shanghai
    ['2026-03-31T15:59:59Z', '2026-02-01', '2026-03-31'], // still 31 March in Shanghai
    ['2025-12-31T16:00:00Z', '2025-12-01', '2026-01-01'], // new year in Shanghai only
  ])('at %s: %s to %s', (now, qsrq, zzrq) => {
    expect(defaultPeriod(at(now))).toEqual({ qsrq, zzrq });
  });
});

describe('parseInquiryFilters', () => {
  const now = at('2026-11-23T04:00:00Z');
  it('gives the default period and no filter for an empty address', () => {
    expect(parseInquiryFilters(new URLSearchParams(''), now)).toEqual(base);
  });
  it.each([
    ['fpzt=3', { fpzt: '3' }],
    ['fpzt=1', {}], // 1 is an audit state, not an invoice status filter
    ['fpzt=999', {}],
    ['kind=4', { kind: '4' }],
    ['kind=5', {}],
    ['fplxdm=026', { fplxdm: '026' }],
    ['fplxdm=999', {}],
    ['qsrq=2026-02-30&zzrq=2026-13-01', {}], // impossible days fall back to the default
    ['qsrq=2025-01-01&zzrq=2025-06-30', { qsrq: '2025-01-01', zzrq: '2025-06-30' }],
    ['gf=%20%E4%B8%8A%E6%B5%B7%20&fpdm=031000002200&fphm=24000000', { gf: '上海', fpdm: '031000002200', fphm: '24000000' }],
    ['minAmount=100&maxAmount=2000.5', { minAmount: '100', maxAmount: '2000.5' }],
  ])('%s', (search, expected) => {
    expect(parseInquiryFilters(new URLSearchParams(search), now)).toEqual({ ...base, ...expected });
  });
  it('reproduces the filters of its own search (a link shows the same view)', () => {
    const filters: InquiryFilters = { ...base, fpzt: '103', kind: '1', fplxdm: '028', gf: '华泰', minAmount: '1.5' };
    expect(parseInquiryFilters(new URLSearchParams(inquirySearch(filters)), now)).toEqual(filters);
  });
});

describe('inquirySearch', () => {
  it('keeps the period and the non-empty filters only', () => {
    expect(inquirySearch({ ...base, kind: '0', gf: ' 恒信 ' })).toBe('kind=0&qsrq=2026-10-01&zzrq=2026-11-23&gf=%E6%81%92%E4%BF%A1');
  });
});

describe('inquiryQuery and exportQuery (filters to query)', () => {
  it.each<[Partial<InquiryFilters>, string | null, Record<string, unknown>]>([
    [{}, null, { page: 1, pageSize: 10000, qsrq: '2026-10-01', zzrq: '2026-11-23' }],
    [{}, '661000000001', { diskId: '661000000001', page: 1, pageSize: 10000, qsrq: '2026-10-01', zzrq: '2026-11-23' }],
    [{ fpzt: '103', kind: '0' }, null, { page: 1, pageSize: 10000, qsrq: '2026-10-01', zzrq: '2026-11-23', fpzt: 103, kind: 0 }],
    [
      { fplxdm: '82', gf: '91320000MA2', fpdm: ' 031 ', fphm: '24', minAmount: '10', maxAmount: '99.99' },
      null,
      { page: 1, pageSize: 10000, qsrq: '2026-10-01', zzrq: '2026-11-23', fplxdm: '82', gf: '91320000MA2', fpdm: '031', fphm: '24', minAmount: '10', maxAmount: '99.99' },
    ],
  ])('%j on disk %s', (filters, diskId, expected) => {
    expect(inquiryQuery({ ...base, ...filters }, diskId)).toEqual(expected);
    const { page: _page, pageSize: _size, ...exportExpected } = expected;
    expect(exportQuery({ ...base, ...filters }, diskId)).toEqual(exportExpected);
  });
});

describe('checkInquiryFilters', () => {
  it.each<[Partial<InquiryFilters>, Array<[string, string]>]>([
    [{}, []],
    [{ qsrq: '2026-11-24' }, [['period', 'invoices:filters.periodReversed']]],
    [{ minAmount: 'abc' }, [['minAmount', 'invoices:filters.amountInvalid']]],
    [{ minAmount: '1e3', maxAmount: '1.2.3' }, [['minAmount', 'invoices:filters.amountInvalid'], ['maxAmount', 'invoices:filters.amountInvalid']]],
    [{ minAmount: '100.01', maxAmount: '100' }, [['maxAmount', 'invoices:filters.amountReversed']]],
    [{ minAmount: '100', maxAmount: '100' }, []],
    [{ minAmount: '-5' }, []],
  ])('%j', (filters, expected) => {
    expect(checkInquiryFilters({ ...base, ...filters }).map((i) => [i.field, i.key])).toEqual(expected);
  });
});

describe('exportPeriodIssue (spec 02 §5: an export over one year is refused)', () => {
  it.each([
    ['2026-10-01', '2026-11-23', null],
    ['2025-01-01', '2026-01-01', null], // exactly one year
    ['2025-01-01', '2026-01-02', 'invoices:export.overOneYear'],
    ['2024-02-29', '2025-02-28', null], // leap day: one year later is 28 February
    ['2024-02-29', '2025-03-01', 'invoices:export.overOneYear'],
    ['2020-01-01', '2026-11-23', 'invoices:export.overOneYear'],
    ['2026-13-01', '2026-11-23', 'invoices:filters.periodInvalid'],
  ])('%s to %s -> %s', (qsrq, zzrq, key) => {
    expect(exportPeriodIssue({ qsrq, zzrq })?.key ?? null).toBe(key);
  });
  it.each([
    ['2025-06-15', '2026-06-15'],
    ['2024-02-29', '2025-02-28'],
    ['2023-12-31', '2024-12-31'],
  ])('one year after %s is %s', (day, expected) => {
    expect(oneYearAfter(day)).toBe(expected);
  });
});

describe('inquiryTotals (decimal)', () => {
  it('adds without binary floating point error', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: '0.10', taxAmount: '0.01', totalAmount: '0.11' }));
    expect(inquiryTotals(rows)).toEqual({ amount: '1.00', taxAmount: '0.10', totalAmount: '1.10' });
  });
  it('nets red invoices against blue ones', () => {
    expect(inquiryTotals([{ amount: '1000.00', taxAmount: '130.00', totalAmount: '1130.00' }, { amount: '-200.00', taxAmount: '-26.00', totalAmount: '-226.00' }])).toEqual({
      amount: '800.00',
      taxAmount: '104.00',
      totalAmount: '904.00',
    });
  });
  it('is zero for no rows', () => {
    expect(inquiryTotals([])).toEqual({ amount: '0.00', taxAmount: '0.00', totalAmount: '0.00' });
  });
});
