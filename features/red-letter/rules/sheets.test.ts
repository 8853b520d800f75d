import { describe, expect, it } from 'vitest';
import type { BlueInvoice } from '../api';
import { applicationOf, canConfirm, canIssueRed, canRevoke, fullChoices, lineIssue, redIssuePath, redSheetPaths, redTotals, sheetKindOf } from './sheets';

const blue: BlueInvoice = {
  diskId: '661000000001',
  fpdm: '031000002500',
  fphm: '25000010',
  fplxdm: '004',
  sheetKind: 'paper',
  xfmc: '上海示范科技有限公司',
  xfsh: '91310000MA1K000001',
  gfmc: '杭州云帆贸易有限公司',
  issueTime: '2026-11-02T02:00:00.000Z',
  totalAmount: '1243.00',
  lines: [
    { index: 0, showName: '*信息技术服务*软件维护', amount: '1000.00', taxRate: '0.06', taxAmount: '60.00', remaining: '1000.00' },
    { index: 1, showName: '*办公用品*打印纸', amount: '200.00', taxRate: '0.13', taxAmount: '26.00', remaining: '50.00' },
    { index: 2, showName: '*办公用品*墨盒', amount: '100.00', taxRate: '0.13', taxAmount: '13.00', remaining: '0' },
  ],
};

describe('sheetKindOf', () => {
  it.each([
    ['004', 'paper'],
    ['028', 'paper'],
    ['81', 'digital'],
    ['82', 'digital'],
    ['85', 'digital'],
    ['86', 'digital'],
    ['007', null],
    ['026', null],
    ['025', null],
  ])('%s takes %s', (type, kind) => expect(sheetKindOf(type)).toBe(kind));
});

describe('what a sheet allows', () => {
  it.each([
    ['received', '03', true, false],
    ['received', '02', false, false],
    ['sent', '02', false, true],
    ['sent', '10', false, true],
    ['sent', '03', false, false],
    ['sent', '11', false, false],
  ] as const)('%s %s: confirm %s, revoke %s', (direction, status, confirm, revoke) => {
    expect(canConfirm({ direction, status })).toBe(confirm);
    expect(canRevoke({ direction, status })).toBe(revoke);
  });

  it.each([
    ['01', undefined, true],
    ['04', undefined, true],
    ['11', undefined, true],
    ['11', '25000099', false],
    ['02', undefined, false],
    ['10', undefined, false],
    ['05', undefined, false],
    ['12', undefined, false],
  ] as const)('status %s issued %s: issue red %s', (status, redInvoiceNumber, expected) => {
    expect(canIssueRed({ status, ...(redInvoiceNumber ? { redInvoiceNumber } : {}) })).toBe(expected);
  });
});

describe('redIssuePath', () => {
  it('sends a paper sheet to the positive form and a digital one to the fully-digital form, with the sheet in the query', () => {
    expect(redIssuePath('member', { sheetKind: 'paper', blueInvoiceCode: '031000002500', blueInvoiceNumber: '25000010', sheetNo: '3100000000000001' })).toBe(
      '/member/positive?red=1&blueInvoiceCode=031000002500&blueInvoiceNumber=25000010&redSheetNo=3100000000000001',
    );
    expect(redIssuePath('account', { sheetKind: 'digital', blueInvoiceCode: '', blueInvoiceNumber: '26312000000000000001', sheetNo: 'X1' })).toBe(
      '/account/fullpower/positive?red=1&blueInvoiceCode=&blueInvoiceNumber=26312000000000000001&redSheetNo=X1',
    );
  });
});

describe('redSheetPaths', () => {
  it('sends a special paper/electronic invoice to its information sheet: apply for one, or pick one from the list', () => {
    expect(redSheetPaths('member', { fplxdm: '004', fpdm: '031000002500', fphm: '25000010' })).toEqual({
      apply: '/member/gules?blueInvoiceCode=031000002500&blueInvoiceNumber=25000010',
      pick: '/member/gulesList?kw=25000010',
    });
    expect(redSheetPaths('service', { fplxdm: '028', fpdm: '031000002500', fphm: '25000011' })?.pick).toBe('/service/gulesList?kw=25000011');
  });

  it('sends a fully-digital invoice to its confirmation sheets', () => {
    expect(redSheetPaths('account', { fplxdm: '81', fpdm: '', fphm: '26312000000000000001' })).toEqual({
      apply: '/account/gules?blueInvoiceCode=&blueInvoiceNumber=26312000000000000001',
      pick: '/account/fullpower/gulesList?kw=26312000000000000001',
    });
  });

  it('has nothing for an ordinary invoice (redeemed directly) or an invoice without a number', () => {
    expect(redSheetPaths('member', { fplxdm: '007', fpdm: '0310', fphm: '1' })).toBeNull();
    expect(redSheetPaths('member', { fplxdm: '004', fpdm: '0310' })).toBeNull();
  });
});

describe('lineIssue', () => {
  it.each([
    [{ checked: false, amount: 'abc' }, '10', null],
    [{ checked: true, amount: '' }, '10', 'required'],
    [{ checked: true, amount: '  ' }, '10', 'required'],
    [{ checked: true, amount: '1e3' }, '10000', 'notNumber'],
    [{ checked: true, amount: '-5' }, '10', 'notNumber'],
    [{ checked: true, amount: '1.234' }, '10', 'tooManyDecimals'],
    [{ checked: true, amount: '0' }, '10', 'notPositive'],
    [{ checked: true, amount: '0.00' }, '10', 'notPositive'],
    [{ checked: true, amount: '10.01' }, '10', 'overRemaining'],
    [{ checked: true, amount: '10' }, '10.00', null],
    [{ checked: true, amount: ' 0.1 ' }, '10', null],
  ])('%j against %s -> %s', (choice, remaining, expected) => expect(lineIssue(choice, remaining)).toBe(expected));
});

describe('totals and the application', () => {
  it('redeems in full what each line has left, skipping lines with nothing left', () => {
    const choices = fullChoices(blue);
    expect(choices).toEqual([
      { checked: true, amount: '1000.00' },
      { checked: true, amount: '50.00' },
      { checked: false, amount: '' },
    ]);
    const totals = redTotals(blue, choices);
    // 1000 * 6% = 60.00; 50 * 13% = 6.50.
    expect([totals.amount.toFixed(2), totals.taxAmount.toFixed(2), totals.totalAmount.toFixed(2)]).toEqual(['-1050.00', '-66.50', '-1116.50']);
  });

  it('rounds each line tax half up to cents in decimal', () => {
    const totals = redTotals(blue, [
      { checked: true, amount: '0.25' },
      { checked: true, amount: '0.05' },
      { checked: false, amount: '' },
    ]);
    // 0.25 * 0.06 = 0.015 -> 0.02; 0.05 * 0.13 = 0.0065 -> 0.01.
    expect(totals.taxAmount.toFixed(2)).toBe('-0.03');
    expect(totals.totalAmount.toFixed(2)).toBe('-0.33');
  });

  it('builds the application from the checked lines, or names the first line in error, or that none is checked', () => {
    expect(applicationOf(blue, [{ checked: true, amount: '300' }, { checked: false, amount: '' }, { checked: false, amount: '' }], '02')).toEqual({
      application: { diskId: '661000000001', blueInvoiceCode: '031000002500', blueInvoiceNumber: '25000010', reason: '02', lines: [{ index: 0, amount: '300.00' }] },
    });
    expect(applicationOf(blue, [{ checked: true, amount: '300' }, { checked: true, amount: '60' }, { checked: false, amount: '' }], '01')).toEqual({ firstError: 1 });
    expect(applicationOf(blue, [{ checked: false, amount: '' }, { checked: false, amount: '' }, { checked: false, amount: '' }], '01')).toEqual({ none: true });
  });
});
