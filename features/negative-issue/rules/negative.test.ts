import { describe, expect, it } from 'vitest';
import { checkNegativeFilters, emptyNegativeFilters, isWholeInvoice, nextStepOf, reversalStateOf, scopeOfRoute, sheetApplyPath } from './negative';

describe('负数发票开具 rules', () => {
  it.each([
    [{ amount: '100.00', remainingAmount: '100.00', needsSheet: null }, 'open', 'issue'],
    [{ amount: '100.00', remainingAmount: '40.00', needsSheet: null }, 'partly', 'issue'],
    [{ amount: '100.00', remainingAmount: '0.00', needsSheet: null }, 'full', 'done'],
    [{ amount: '100.00', remainingAmount: '100.00', needsSheet: 'paper' }, 'open', 'paperSheet'],
    [{ amount: '100.00', remainingAmount: '10.00', needsSheet: 'digital' }, 'partly', 'digitalSheet'],
    [{ amount: '100.00', remainingAmount: '0.00', needsSheet: 'digital' }, 'full', 'done'],
  ] as const)('%j is %s and leads to %s', (blue, state, step) => {
    expect(reversalStateOf(blue)).toBe(state);
    expect(nextStepOf(blue)).toBe(step);
  });

  it('checks the search form', () => {
    expect(checkNegativeFilters(emptyNegativeFilters)).toEqual([]);
    expect(checkNegativeFilters({ ...emptyNegativeFilters, fpdm: '031002008800', fphm: '88000001' })).toEqual([]);
    const issues = checkNegativeFilters({ fpdm: '0310', fphm: '88a', buyer: '', qsrq: '2026-11-20', zzrq: '2026-11-01' });
    expect(issues.map((i) => [i.field, i.key])).toEqual([
      ['fpdm', 'negativeIssue:filters.codeInvalid'],
      ['fphm', 'negativeIssue:filters.numberInvalid'],
      ['period', 'negativeIssue:filters.periodOrder'],
    ]);
  });

  it('knows a whole reversal from a partial one', () => {
    const detail = { lines: [{ index: 0, amount: '10.00', reversed: '0.00' }, { index: 1, amount: '5.00', reversed: '0.00' }] } as Parameters<typeof isWholeInvoice>[0];
    expect(isWholeInvoice(detail, [{ index: 0, amount: '10.00' }, { index: 1, amount: '5.00' }])).toBe(true);
    expect(isWholeInvoice(detail, [{ index: 0, amount: '10.00' }])).toBe(false);
    expect(isWholeInvoice(detail, [{ index: 0, amount: '9.99' }, { index: 1, amount: '5.00' }])).toBe(false);
    // Once partly reversed, the rest is never 'the whole invoice': the form must take the picks.
    const partly = { lines: [{ index: 0, amount: '10.00', reversed: '1.00' }] } as Parameters<typeof isWholeInvoice>[0];
    expect(isWholeInvoice(partly, [{ index: 0, amount: '9.00' }])).toBe(false);
  });

  it('leads to the sheet apply page of the route, with the picks', () => {
    expect(scopeOfRoute('/account/fullpower/negative')).toBe('digital');
    expect(scopeOfRoute('/member/negative')).toBe('tax');
    expect(sheetApplyPath('account', { fpdm: '', fphm: '2631', needsSheet: 'digital' }, '0:1.00', true)).toBe('/account/fullpower/gules?blueInvoiceCode=&blueInvoiceNumber=2631&redLines=0%3A1.00');
    expect(sheetApplyPath('member', { fpdm: '0310', fphm: '88', needsSheet: 'paper' }, '', false)).toBe('/member/gules?blueInvoiceCode=0310&blueInvoiceNumber=88');
  });
});
