import { describe, expect, it } from 'vitest';
import type { ProxyApplicationInput } from '../api';
import { checkProxyApplication, issuesByField, lineTax, MAX_PROXY_LINES, proxyTotals, rateText } from './application';
import { applicationQuery, parseApplicationFilters, proxyApplyPath } from './filters';
import { canResubmit, canVoid, hasInvoice, isPending } from './status';

const valid = (overrides: Partial<ProxyApplicationInput> = {}): ProxyApplicationInput => ({
  diskId: '661000000001',
  fplxdm: '82',
  buyer: { name: 'Acme Trading', taxId: '91310000MA1FL8XQ30', addressPhone: '', bankAccount: '' },
  lines: [{ name: 'Consulting', spbm: '3040201990000000000', unit: 'h', quantity: '2', amount: '1000.00', taxRate: '0.03' }],
  remark: '',
  contact: { name: 'Li Na', mobile: '13800000001' },
  ...overrides,
});
const fields = (input: ProxyApplicationInput) => checkProxyApplication(input).map((i) => `${i.field} ${i.key}`);

describe('checkProxyApplication', () => {
  it('passes a complete application', () => {
    expect(checkProxyApplication(valid())).toEqual([]);
  });

  it.each([
    ['no terminal', { diskId: '' }, 'diskId proxyIssue:rules.noTerminal'],
    ['no buyer name', { buyer: { name: ' ', taxId: '', addressPhone: '', bankAccount: '' } }, 'buyer.name validation:required'],
    ['a special invoice without a buyer tax id', { fplxdm: '81' as const, buyer: { name: 'Acme', taxId: '', addressPhone: '', bankAccount: '' } }, 'buyer.taxId proxyIssue:rules.taxIdRequired'],
    ['a malformed tax id', { buyer: { name: 'Acme', taxId: 'abc', addressPhone: '', bankAccount: '' } }, 'buyer.taxId proxyIssue:rules.taxId'],
    ['no lines', { lines: [] }, 'lines proxyIssue:rules.noLines'],
    ['a short tax code', { lines: [{ name: 'x', spbm: '304', unit: '', quantity: '', amount: '1', taxRate: '0.03' }] }, 'lines.0.spbm proxyIssue:rules.spbm'],
    ['a zero amount', { lines: [{ name: 'x', spbm: '3040201990000000000', unit: '', quantity: '', amount: '0', taxRate: '0.03' }] }, 'lines.0.amount proxyIssue:rules.amount'],
    ['three decimals', { lines: [{ name: 'x', spbm: '3040201990000000000', unit: '', quantity: '', amount: '1.005', taxRate: '0.03' }] }, 'lines.0.amount proxyIssue:rules.amount'],
    ['a negative quantity', { lines: [{ name: 'x', spbm: '3040201990000000000', unit: '', quantity: '-1', amount: '1', taxRate: '0.03' }] }, 'lines.0.quantity proxyIssue:rules.quantity'],
    ['an unknown rate', { lines: [{ name: 'x', spbm: '3040201990000000000', unit: '', quantity: '', amount: '1', taxRate: '0.05' }] }, 'lines.0.taxRate proxyIssue:rules.rate'],
    ['a bad mobile', { contact: { name: 'Li Na', mobile: '1234' } }, 'contact.mobile validation:strictMobile'],
    ['a remark over 200 bytes', { remark: '备'.repeat(101) }, 'remark validation:maxBytes'],
  ])('refuses %s', (_name, overrides, expected) => {
    expect(fields(valid(overrides as Partial<ProxyApplicationInput>))).toContain(expected);
  });

  it('takes an ordinary invoice to a natural person without a tax id, and at most 8 lines', () => {
    expect(checkProxyApplication(valid({ buyer: { name: 'Zhang San', taxId: '', addressPhone: '', bankAccount: '' } }))).toEqual([]);
    const line = valid().lines[0] as ProxyApplicationInput['lines'][number];
    expect(fields(valid({ lines: Array.from({ length: MAX_PROXY_LINES + 1 }, () => line) }))).toContain('lines proxyIssue:rules.tooManyLines');
  });

  it('keeps the first issue of each field', () => {
    const byField = issuesByField(checkProxyApplication(valid({ contact: { name: '', mobile: '' } })));
    expect(Object.keys(byField)).toEqual(['contact.name', 'contact.mobile']);
  });
});

describe('amounts', () => {
  it('rounds each line\'s tax half up to the fen and sums in decimals', () => {
    expect(lineTax({ amount: '0.50', taxRate: '0.03' })?.toFixed(2)).toBe('0.02');
    expect(lineTax({ amount: 'x', taxRate: '0.03' })).toBeNull();
    const lines = [
      { name: 'a', spbm: '', unit: '', quantity: '', amount: '0.10', taxRate: '0.13' },
      { name: 'b', spbm: '', unit: '', quantity: '', amount: '0.20', taxRate: '0.13' },
      { name: 'c', spbm: '', unit: '', quantity: '', amount: '', taxRate: '0.13' },
    ];
    expect(proxyTotals(lines)).toEqual({ amount: '0.30', tax: '0.04', total: '0.34' });
    expect(['0.01', '0.03', '0.07', '0.13'].map(rateText)).toEqual(['1%', '3%', '7%', '13%']);
  });
});

describe('states and filters', () => {
  it('allows per apply status (1 applying, 2 success, 3 unbound, 4 voided)', () => {
    expect([1, 2, 3, 4].map((s) => canVoid({ applyStatus: s as 1 }))).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4].map((s) => canResubmit({ applyStatus: s as 1 }))).toEqual([false, false, true, false]);
    expect(hasInvoice({ applyStatus: 2, fphm: '25320000000000001201' })).toBe(true);
    expect(hasInvoice({ applyStatus: 2 })).toBe(false);
    expect(isPending([{ applyStatus: 2 }, { applyStatus: 1 }])).toBe(true);
  });

  it('reads the address and drops what is not a filter value', () => {
    const filters = parseApplicationFilters(new URLSearchParams('applyStatus=9&qsrq=2025-06-01&zzrq=nope&kw= DK1 '));
    expect(filters).toEqual({ applyStatus: '', qsrq: '2025-06-01', zzrq: '', kw: 'DK1' });
    expect(applicationQuery({ ...filters, applyStatus: '3' }, 2, 50)).toEqual({ applyStatus: 3, qsrq: '2025-06-01', kw: 'DK1', page: 2, pageSize: 50 });
    expect([proxyApplyPath('member'), proxyApplyPath('account')]).toEqual(['/member/fullpower/yidaikai', '/account/fullpower/yidaikaiv2']);
  });
});
