// Invoicing statistics (platform/api/openapi/statistics.yaml): computed from the very invoice records the inquiry
// lists (mocks/handlers/invoice.ts filterOrders over the account's visible orders), so that for the same filters the
// totals equal the inquiry's sums (mocks/statistics.test.ts proves it).
import Decimal from 'decimal.js';
import type { Order } from '../../features/invoices/api';
import { exportPeriodIssue } from '../../features/invoices/rules/inquiry';
import type { InvoiceStats, StatsBucket, SummaryTableRow } from '../../features/statistics/api';
import { visibleTerminals } from '../db';
import { authed, fail, ok } from '../http';
import { dayOf, filterOrders, OVER_ONE_YEAR, visibleOrders } from './invoice';

interface Sum {
  count: number;
  amount: Decimal;
  taxAmount: Decimal;
  totalAmount: Decimal;
}

const zero = (): Sum => ({ count: 0, amount: new Decimal(0), taxAmount: new Decimal(0), totalAmount: new Decimal(0) });

function add(sum: Sum, o: Order): void {
  sum.count += 1;
  sum.amount = sum.amount.add(o.amount || 0);
  sum.taxAmount = sum.taxAmount.add(o.taxAmount || 0);
  sum.totalAmount = sum.totalAmount.add(o.totalAmount || 0);
}

const bucket = (key: string, s: Sum, extra: Partial<StatsBucket> = {}): StatsBucket => ({
  key,
  ...extra,
  count: s.count,
  amount: s.amount.toFixed(2),
  taxAmount: s.taxAmount.toFixed(2),
  totalAmount: s.totalAmount.toFixed(2),
});

/** The buckets of one dimension, in the order given by `order` (keys compared as text otherwise). */
function groupBy(rows: readonly Order[], keyOf: (o: Order) => string, order?: (a: string, b: string) => number): Map<string, Sum> {
  const groups = new Map<string, Sum>();
  for (const o of rows) {
    const key = keyOf(o);
    let sum = groups.get(key);
    if (!sum) groups.set(key, (sum = zero()));
    add(sum, o);
  }
  return new Map([...groups].sort(([a], [b]) => (order ? order(a, b) : a.localeCompare(b))));
}

/** The statistics of a set of invoices: totals and every dimension (spec 01 §4 status and kind codes). */
export function statsOf(rows: readonly Order[], names: { enterprise: Map<string, string>; terminal: Map<string, { name: string; taxerId: string }> }): InvoiceStats {
  const totals = zero();
  for (const o of rows) add(totals, o);
  const list = (groups: Map<string, Sum>, extra?: (key: string) => Partial<StatsBucket>) => [...groups].map(([key, s]) => bucket(key, s, extra?.(key)));
  const byAmount = (groups: Map<string, Sum>) => new Map([...groups].sort(([, a], [, b]) => b.totalAmount.cmp(a.totalAmount)));
  return {
    totals: bucket('all', totals),
    byMonth: list(groupBy(rows, (o) => dayOf(o).slice(0, 7))),
    byType: list(groupBy(rows, (o) => o.fplxdm)),
    byStatus: list(groupBy(rows, (o) => String(o.fpzt), (a, b) => Number(a) - Number(b))),
    byKind: list(groupBy(rows, (o) => String(o.kind))),
    byEnterprise: list(byAmount(groupBy(rows, (o) => o.taxerId)), (key) => ({ name: names.enterprise.get(key) ?? key })),
    byTerminal: list(byAmount(groupBy(rows, (o) => o.diskId)), (key) => {
      const term = names.terminal.get(key);
      return term ? { name: term.name, taxerId: term.taxerId } : {};
    }),
  };
}

/** The 发票汇总表 row of a set of issued invoices (kind: 0 blue, 1 red, 2 blank void, 3 blue voided, 4 red voided). */
export function summaryRowOf(fplxdm: string, rows: readonly Order[]): SummaryTableRow {
  const of = (kind: number) => rows.filter((o) => o.kind === kind);
  const sum = (list: readonly Order[], field: 'amount' | 'taxAmount') => list.reduce((s, o) => s.add(o[field] || 0), new Decimal(0));
  const [blue, red] = [of(0), of(1)];
  return {
    fplxdm,
    blueCount: blue.length,
    blueAmount: sum(blue, 'amount').toFixed(2),
    blueTax: sum(blue, 'taxAmount').toFixed(2),
    redCount: red.length,
    redAmount: sum(red, 'amount').toFixed(2),
    redTax: sum(red, 'taxAmount').toFixed(2),
    blueVoidCount: of(3).length,
    redVoidCount: of(4).length,
    blankVoidCount: of(2).length,
    netAmount: sum([...blue, ...red], 'amount').toFixed(2),
    netTax: sum([...blue, ...red], 'taxAmount').toFixed(2),
  };
}

function periodRefusal(query: URLSearchParams): Response | null {
  const problem = exportPeriodIssue({ qsrq: query.get('qsrq') ?? '', zzrq: query.get('zzrq') ?? '' });
  if (!problem) return null;
  return fail(202100010, problem.key === 'invoices:export.overOneYear' ? OVER_ONE_YEAR : '请选择查询时间段');
}

export const statisticsHandlers = [
  authed('get', '/v2/tax/stats/invoice', ({ account, query }) => {
    const refusal = periodRefusal(query);
    if (refusal) return refusal;
    const taxerId = (query.get('taxerId') ?? '').trim();
    const rows = filterOrders(visibleOrders(account), query).filter((o) => !taxerId || o.taxerId === taxerId);
    const terminals = visibleTerminals(account);
    return ok(
      statsOf(rows, {
        enterprise: new Map(terminals.map((t) => [t.taxerId, t.taxerName])),
        terminal: new Map(terminals.map((t) => [t.diskId, { name: t.aliasName || t.taxerName, taxerId: t.taxerId }])),
      }),
    );
  }),

  authed('get', '/v3/tax/stats/summary', ({ account, query }) => {
    const refusal = periodRefusal(query);
    if (refusal) return refusal;
    const taxerId = (query.get('taxerId') ?? '').trim();
    const period = new URLSearchParams();
    for (const key of ['qsrq', 'zzrq', 'diskId']) if (query.get(key)) period.set(key, query.get(key) ?? '');
    // Issued invoices only: an order still queued, failed or in review has no invoice number yet.
    const rows = filterOrders(visibleOrders(account), period).filter((o) => o.ddzt === 0 && (!taxerId || o.taxerId === taxerId));
    const types = [...new Set(rows.map((o) => o.fplxdm))].sort();
    return ok({ list: types.map((type) => summaryRowOf(type, rows.filter((o) => o.fplxdm === type))), total: summaryRowOf('all', rows) });
  }),
];
