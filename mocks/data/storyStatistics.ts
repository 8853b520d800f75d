// Fixed statistics for the stories (their screenshots must not follow the clock as the seeded invoices do).
import Decimal from 'decimal.js';
import type { InvoiceStats, StatsBucket, SummaryTableRow } from '../../features/statistics/api';

const b = (key: string, count: number, amount: string, name?: string, taxerId?: string): StatsBucket => {
  const tax = new Decimal(amount).mul('0.13').toDecimalPlaces(2);
  return { key, ...(name ? { name } : {}), ...(taxerId ? { taxerId } : {}), count, amount, taxAmount: tax.toFixed(2), totalAmount: tax.add(amount).toFixed(2) };
};

/** Adds up buckets as the server does (decimal), so that every story's table has its true total. */
function totalOf(buckets: StatsBucket[]): StatsBucket {
  const sum = (f: 'amount' | 'taxAmount' | 'totalAmount') => buckets.reduce((s, x) => s.add(x[f]), new Decimal(0)).toFixed(2);
  return { key: 'all', count: buckets.reduce((n, x) => n + x.count, 0), amount: sum('amount'), taxAmount: sum('taxAmount'), totalAmount: sum('totalAmount') };
}

const months = [
  b('2025-07', 96, '1203345.10'),
  b('2025-08', 104, '1388210.55'),
  b('2025-09', 121, '1650022.00'),
  b('2025-10', 88, '998765.43'),
  b('2025-11', 132, '1824500.90'),
  b('2025-12', 158, '2240019.99'),
  b('2026-01', 74, '812300.01'),
  b('2026-02', 61, '655410.20'),
  b('2026-03', 117, '1499870.35'),
  b('2026-04', 109, '1380112.70'),
  b('2026-05', 125, '1720998.04'),
  b('2026-06', 40, '520402.33'),
];
const totals = totalOf(months);

/** Splits the totals over the keys in the given shares (the last takes the rest, to the fen). */
function split(keys: Array<[string, number, string?, string?]>): StatsBucket[] {
  let [count, amount] = [totals.count, new Decimal(totals.amount)];
  return keys.map(([key, share, name, taxerId], i) => {
    if (i === keys.length - 1) return b(key, count, amount.toFixed(2), name, taxerId);
    const c = Math.round(totals.count * share);
    const a = new Decimal(totals.amount).mul(share).toDecimalPlaces(2);
    count -= c;
    amount = amount.sub(a);
    return b(key, c, a.toFixed(2), name, taxerId);
  });
}

// Each dimension's amounts add up to the totals' amount; the tax of each bucket is its own 13 %, so the tax totals
// differ by a few fen at most from the months': the stories read the tables, not the sums.
export const storyStats: InvoiceStats = {
  totals,
  byMonth: months,
  byType: split([
    ['004', 0.18],
    ['007', 0.22],
    ['026', 0.34],
    ['028', 0.08],
    ['82', 0.18],
  ]),
  byStatus: split([
    ['3', 0.86],
    ['103', 0.06],
    ['101', 0.03],
    ['12', 0.05],
  ]),
  byKind: split([
    ['0', 0.88],
    ['1', 0.04],
    ['3', 0.06],
    ['4', 0.02],
  ]),
  byEnterprise: split([
    ['91310000MA1G000001', 0.41, '杭州华泰餐饮管理有限公司'],
    ['91310000MA1G000002', 0.27, '上海明远商贸有限公司'],
    ['91310000MA1G000003', 0.19, '南京恒信建材有限公司'],
    ['91310000MA1G000004', 0.13, '苏州启明电子科技有限公司'],
  ]),
  byTerminal: split([
    ['661000000001', 0.3, '华泰一号盘', '91310000MA1G000001'],
    ['661000000002', 0.11, '华泰二号盘', '91310000MA1G000001'],
    ['661000000004', 0.27, '明远开票', '91310000MA1G000002'],
    ['661000000005', 0.19, '恒信主盘', '91310000MA1G000003'],
    ['661000000006', 0.13, '启明 UKey', '91310000MA1G000004'],
  ]),
};

export const storyEmptyStats: InvoiceStats = {
  totals: { key: 'all', count: 0, amount: '0.00', taxAmount: '0.00', totalAmount: '0.00' },
  byMonth: [],
  byType: [],
  byStatus: [],
  byKind: [],
  byEnterprise: [],
  byTerminal: [],
};

const row = (fplxdm: string, blue: [number, string, string], red: [number, string, string], voids: [number, number, number]): SummaryTableRow => ({
  fplxdm,
  blueCount: blue[0],
  blueAmount: blue[1],
  blueTax: blue[2],
  redCount: red[0],
  redAmount: red[1],
  redTax: red[2],
  blueVoidCount: voids[0],
  redVoidCount: voids[1],
  blankVoidCount: voids[2],
  netAmount: new Decimal(blue[1]).add(red[1]).toFixed(2),
  netTax: new Decimal(blue[2]).add(red[2]).toFixed(2),
});
const summaryRows = [
  row('004', [42, '512300.00', '66599.00'], [2, '-12000.00', '-1560.00'], [3, 0, 1]),
  row('007', [58, '201455.35', '12087.32'], [1, '-880.00', '-52.80'], [4, 1, 0]),
  row('026', [133, '389001.20', '23340.07'], [5, '-6200.50', '-372.03'], [0, 0, 0]),
];
/** The invoice summary table of a month: three types and their total. */
export const storySummaryTable = {
  list: summaryRows,
  total: summaryRows.reduce(
    (t, r) =>
      row(
        'all',
        [t.blueCount + r.blueCount, new Decimal(t.blueAmount).add(r.blueAmount).toFixed(2), new Decimal(t.blueTax).add(r.blueTax).toFixed(2)],
        [t.redCount + r.redCount, new Decimal(t.redAmount).add(r.redAmount).toFixed(2), new Decimal(t.redTax).add(r.redTax).toFixed(2)],
        [t.blueVoidCount + r.blueVoidCount, t.redVoidCount + r.redVoidCount, t.blankVoidCount + r.blankVoidCount],
      ),
    row('all', [0, '0.00', '0.00'], [0, '0.00', '0.00'], [0, 0, 0]),
  ),
};
