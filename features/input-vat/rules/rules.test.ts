import { describe, expect, it } from 'vitest';
import { checkFiles, toBase64 } from './files';
import { checkTickFilters, emptyTickFilters, invoiceFilterOf, parseTickFilters, withTickFilters } from './filters';
import { periodDays, rateText } from './period';
import { sumOf, tickCounts } from './sums';
import { viewAddress, viewOf } from './views';

describe('tick filters', () => {
  it('read from and write to the address, unknown values dropped', () => {
    const f = parseTickFilters(new URLSearchParams('seller=%20宝钢%20&ticked=2&minAmount=10&taxNo=X'));
    expect(f).toEqual({ ...emptyTickFilters, seller: '宝钢', minAmount: '10' });
    expect(withTickFilters(new URLSearchParams('taxNo=X&seller=old'), { ...f, ticked: '1' }).toString()).toBe('taxNo=X&seller=%E5%AE%9D%E9%92%A2&minAmount=10&ticked=1');
    expect(invoiceFilterOf({ ...f, ticked: '0' })).toEqual({ seller: '宝钢', minAmount: '10', ticked: 0 });
  });

  it.each([
    ['a bad day', { startDate: '2026-02-30' }, [['startDate', 'inputVat:filters.badDate']]],
    ['end before start', { startDate: '2026-11-10', endDate: '2026-11-01' }, [['endDate', 'inputVat:filters.endBeforeStart']]],
    ['three decimals', { minAmount: '1.234' }, [['minAmount', 'inputVat:filters.badAmount']]],
    ['max below min', { minAmount: '500', maxAmount: '100.5' }, [['maxAmount', 'inputVat:filters.maxBelowMin']]],
    ['all well', { seller: 'x', startDate: '2026-11-01', endDate: '2026-11-01', minAmount: '0.01', maxAmount: '0.01' }, []],
  ])('%s', (_name, patch, expected) => {
    expect(checkTickFilters({ ...emptyTickFilters, ...patch }).map((i) => [i.field, i.key])).toEqual(expected);
  });
});

describe('sums', () => {
  it('adds to the fen without binary rounding', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: '0.10', taxAmount: '0.01', ticked: false }));
    expect(sumOf(rows)).toEqual({ count: 10, amount: '1.00', taxAmount: '0.10' });
    expect(sumOf([{ amount: '99999999999.99', taxAmount: '0.01' }, { amount: '0.01', taxAmount: '0.02' }])).toEqual({ count: 2, amount: '100000000000.00', taxAmount: '0.03' });
    expect(tickCounts([{ ticked: true }, { ticked: false }, { ticked: true }])).toEqual({ ticked: 2, unticked: 1 });
  });
});

describe('periods and rates', () => {
  it('give the days of a month and rates as percentages', () => {
    expect(periodDays('202602')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(periodDays('202412')).toEqual({ first: '2024-12-01', last: '2024-12-31' });
    expect(['0.13', '0.09', '0.06', '0.03', '0.015'].map(rateText)).toEqual(['13%', '9%', '6%', '3%', '1.5%']);
  });
});

describe('files', () => {
  it('accepts XML, PDF and OFD up to the limits, says why the others are refused', () => {
    const f = (name: string, size = 10) => ({ name, size });
    const { accepted, refused } = checkFiles([f('a.XML'), f('b.pdf'), f('c.ofd'), f('d.jpg'), f('e.xml', 0), f('f.pdf', 6 * 1024 * 1024)]);
    expect(accepted.map((x) => x.name)).toEqual(['a.XML', 'b.pdf', 'c.ofd']);
    expect(refused.map((r) => [r.file.name, r.refusal])).toEqual([
      ['d.jpg', 'type'],
      ['e.xml', 'empty'],
      ['f.pdf', 'size'],
    ]);
    expect(checkFiles(Array.from({ length: 51 }, (_, k) => f(`${k}.xml`))).refused.map((r) => r.refusal)).toEqual(['tooMany']);
    expect(toBase64(new TextEncoder().encode('发票'))).toBe(Buffer.from('发票').toString('base64'));
  });
});

describe('views', () => {
  it('a route per tab in the member area, ?view= in the agency area', () => {
    expect(viewOf({ path: '/member/checkStatistics', area: 'member' }, new URLSearchParams())).toBe('statistics');
    expect(viewOf({ path: '/account/deductionCheck', area: 'account' }, new URLSearchParams('view=history'))).toBe('history');
    expect(viewOf({ path: '/account/deductionCheck', area: 'account' }, new URLSearchParams('view=nonsense'))).toBe('tick');
    expect(viewAddress('member', 'history', new URLSearchParams('taxNo=X&view=tick'))).toBe('/member/previousPeriodQuery?taxNo=X');
    expect(viewAddress('account', 'statistics', new URLSearchParams('taxNo=X'))).toBe('/account/deductionCheck?taxNo=X&view=statistics');
    expect(viewAddress('account', 'tick', new URLSearchParams('taxNo=X&view=history'))).toBe('/account/deductionCheck?taxNo=X');
  });
});
