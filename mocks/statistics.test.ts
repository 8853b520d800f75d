// @vitest-environment node
// The statistics count the very invoices the inquiry lists (statistics.yaml): for the same filters their totals equal
// the inquiry's sums to the fen, every dimension adds up to the totals, and the invoice summary table's net sales
// equal the inquiry's sums of the valid blue and red invoices.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../features/invoices/api';
import { inquiryTotals, shanghaiDay } from '../features/invoices/rules/inquiry';
import type { InvoiceStats, SummaryTableRow } from '../features/statistics/api';
import { demoAccounts, type DemoAccountName } from './accounts';
import { getDb, issueToken, resetDb, save } from './db';
import { server } from './node';

const origin = 'http://portal.test';
let token = '';
async function get<T>(path: string, query: Record<string, string>): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${origin}${path}?${new URLSearchParams(query).toString()}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as { code: number; msg: string; data: T };
}
const signIn = (name: DemoAccountName) => (token = issueToken(demoAccounts[name].uid).access_token);

/** The inquiry's list for the filters (one page of everything) and its totals, as the inquiry page sums them. */
async function inquiry(filters: Record<string, string>) {
  const { data } = await get<{ list: Order[]; pages: { items: number } }>('/v2/tax/invoice/order/list', { ...filters, page: '1', pageSize: '100000' });
  return { count: data.pages.items, rows: data.list, ...inquiryTotals(data.list) };
}
async function stats(filters: Record<string, string>) {
  return (await get<InvoiceStats>('/v2/tax/stats/invoice', filters)).data;
}
const sumOf = (buckets: InvoiceStats['byType'], field: 'amount' | 'taxAmount' | 'totalAmount') => buckets.reduce((s, b) => s.add(b[field]), new Decimal(0)).toFixed(2);

// The last 364 days (the seed's recent invoices follow the clock).
const year = { qsrq: shanghaiDay(new Date(Date.now() - 364 * 86_400_000)), zzrq: shanghaiDay(new Date()) };
const filterCases: Array<[string, Record<string, string>]> = [
  ['a whole year', year],
  ['issued only', { ...year, fpzt: '3' }],
  ['red invoices', { ...year, kind: '1' }],
  ['voided', { ...year, fpzt: '103' }],
  ['one type', { ...year, fplxdm: '026' }],
  ['an amount range', { ...year, minAmount: '-1000.5', maxAmount: '20000' }],
  ['a buyer', { ...year, gf: '上海' }],
  ['one terminal', { ...year, diskId: '661000000002' }],
  ['the seeded June 2025', { qsrq: '2025-06-01', zzrq: '2025-06-30' }],
];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe.each(['member', 'agency'] as const)('GET /v2/tax/stats/invoice for the %s', (account) => {
  beforeEach(() => signIn(account));

  it.each(filterCases)('equals the inquiry for %s, to the fen', async (_name, filters) => {
    const [listed, counted] = [await inquiry(filters), await stats(filters)];
    expect(counted.totals).toEqual({ key: 'all', count: listed.count, amount: listed.amount, taxAmount: listed.taxAmount, totalAmount: listed.totalAmount });
    for (const dimension of ['byMonth', 'byType', 'byStatus', 'byKind', 'byEnterprise', 'byTerminal'] as const) {
      const buckets = counted[dimension];
      expect(buckets.reduce((n, b) => n + b.count, 0), dimension).toBe(listed.count);
      for (const field of ['amount', 'taxAmount', 'totalAmount'] as const) expect(sumOf(buckets, field), `${dimension} ${field}`).toBe(listed[field]);
    }
  });

  it('has real work: invoices on several terminals over the last year', async () => {
    const counted = await stats(year);
    expect(counted.totals.count).toBeGreaterThan(100);
    expect(counted.byTerminal.length).toBeGreaterThan(1);
  });

  it('gives each terminal its inquiry totals, and one enterprise the sum of its terminals', async () => {
    const all = await stats(year);
    const enterprise = all.byEnterprise[0];
    if (!enterprise) throw new Error('no enterprise');
    const own = await stats({ ...year, taxerId: enterprise.key });
    expect(own.totals).toEqual({ ...enterprise, key: 'all', name: undefined });
    for (const terminal of own.byTerminal) {
      const listed = await inquiry({ ...year, diskId: terminal.key });
      expect([terminal.count, terminal.totalAmount]).toEqual([listed.count, listed.totalAmount]);
    }
  });
});

describe('the statistics follow the data', () => {
  it('counts a voided invoice as voided at once', async () => {
    signIn('member');
    const before = await stats(year);
    const order = getDb().orders.find((o) => o.diskId === '661000000001' && o.fpzt === 3 && o.kind === 0 && (o.issueTime ?? '') > `${year.qsrq}T12`) as Order;
    order.fpzt = 103;
    order.kind = 3;
    save();
    const after = await stats(year);
    const voided = (s: InvoiceStats) => s.byStatus.find((b) => b.key === '103')?.count ?? 0;
    expect(voided(after)).toBe(voided(before) + 1);
    expect(after.totals.totalAmount).toBe(before.totals.totalAmount);
  });

  it('refuses a period over one year, as the export does', async () => {
    signIn('agency');
    const reply = await get('/v2/tax/stats/invoice', { qsrq: '2025-01-01', zzrq: '2026-01-02' });
    expect([reply.code, reply.msg]).toEqual([202100010, '查询时间段不能超过1年']);
  });
});

describe('GET /v3/tax/stats/summary (发票汇总表)', () => {
  it.each(['member', 'agency'] as const)('nets blue and red to the inquiry of issued invoices, per type, for the %s', async (account) => {
    signIn(account);
    const { data } = await get<{ list: SummaryTableRow[]; total: SummaryTableRow }>('/v3/tax/stats/summary', year);
    expect(data.list.length).toBeGreaterThan(0);
    const issued = (await inquiry(year)).rows.filter((o) => o.ddzt === 0);
    const valid = issued.filter((o) => o.kind === 0 || o.kind === 1);
    expect(data.total.netAmount).toBe(inquiryTotals(valid).amount);
    expect(data.total.netTax).toBe(inquiryTotals(valid).taxAmount);
    expect(data.total.blueCount + data.total.redCount + data.total.blueVoidCount + data.total.redVoidCount + data.total.blankVoidCount).toBe(issued.length);
    for (const row of data.list) {
      const blue = (await inquiry({ ...year, fplxdm: row.fplxdm, kind: '0' })).rows.filter((o) => o.ddzt === 0);
      expect([row.blueCount, row.blueAmount]).toEqual([blue.length, inquiryTotals(blue).amount]);
    }
  });
});
