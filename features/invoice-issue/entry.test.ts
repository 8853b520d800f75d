import { describe, expect, it } from 'vitest';
import { canRedInvoice, draftKindOf, issueEntryOf, issueEntryPath, redLinesOf } from './entry';
import { pickRedLines } from './rules/red';

describe('issuing entry contract', () => {
  it.each([
    ['', { kind: 'blue' }],
    ['?red=1&blueInvoiceCode=031250002201&blueInvoiceNumber=30000012', { kind: 'red', code: '031250002201', number: '30000012', redSheetNo: '' }],
    ['?red=1&blueInvoiceCode=0312&blueInvoiceNumber=3001&redSheetNo=4403', { kind: 'red', code: '0312', number: '3001', redSheetNo: '4403' }],
    ['?red=1&blueInvoiceCode=0312', { kind: 'blue' }],
    ['?copyInvoiceCode=&copyInvoiceNumber=25312000000000000001', { kind: 'copy', code: '', number: '25312000000000000001' }],
    ['?invalid=1', { kind: 'void' }],
  ])('%s reads as %j', (search, entry) => {
    expect(issueEntryOf(search)).toEqual(entry);
  });

  it('builds the links other pages use, and reads them back', () => {
    const red = { kind: 'red', code: '031250002201', number: '30000012', redSheetNo: '' } as const;
    expect(issueEntryPath('account', red)).toBe('/account/positive?red=1&blueInvoiceCode=031250002201&blueInvoiceNumber=30000012');
    expect(issueEntryOf(issueEntryPath('account', red).split('?')[1] ?? '')).toEqual(red);
    expect(issueEntryPath('member', { kind: 'copy', code: '', number: '2531' }, true)).toBe('/member/fullpower/positive?copyInvoiceCode=&copyInvoiceNumber=2531');
    expect(issueEntryPath('service', { kind: 'blue' })).toBe('/service/positive');
  });

  it('keeps red and copied drafts apart from the ordinary draft of the type', () => {
    expect(draftKindOf('004', { kind: 'blue' })).toBe('issue-004');
    expect(draftKindOf('004', { kind: 'red', code: 'A', number: 'B', redSheetNo: '' })).toBe('issue-004-red-A-B');
    expect(draftKindOf('82', { kind: 'copy', code: '', number: 'B' })).toBe('issue-82-copy--B');
  });
});

describe('canRedInvoice', () => {
  const blue = (fplxdm: string) => ({ kind: 0, ddzt: 0, fpzt: 3, fplxdm });
  it.each([
    ['007', false, true],
    ['026', false, true],
    ['025', false, true],
    // A special invoice's red invoice needs its information sheet.
    ['004', false, false],
    ['004', true, true],
    ['028', false, false],
    ['028', true, true],
    // A fully-digital one only from its confirmation sheet.
    ['82', false, false],
    ['81', true, true],
  ] as const)('an issued blue %s, with a sheet: %s -> %s', (type, withSheet, expected) => {
    expect(canRedInvoice(blue(type), withSheet)).toBe(expected);
  });

  it('refuses a red, voided or unissued invoice', () => {
    expect(canRedInvoice({ ...blue('007'), kind: 1 })).toBe(false);
    expect(canRedInvoice({ ...blue('007'), kind: 3, fpzt: 103 })).toBe(false);
    expect(canRedInvoice({ ...blue('007'), ddzt: 3, fpzt: 2 })).toBe(false);
  });

  it('takes the lines of a partial red invoice (负数发票开具), and ignores a redLines text that does not read', () => {
    const red = { kind: 'red', code: '0312', number: '3001', redSheetNo: '', lines: [{ index: 0, amount: '500.00' }, { index: 2, amount: '255.00' }] } as const;
    const path = issueEntryPath('member', red);
    expect(path).toBe('/member/positive?red=1&blueInvoiceCode=0312&blueInvoiceNumber=3001&redLines=0%3A500.00%2C2%3A255.00');
    expect(issueEntryOf(path.split('?')[1] ?? '')).toEqual(red);
    expect(draftKindOf('026', red)).toBe('issue-026-red-0312-3001-0:500.00,2:255.00');
    for (const bad of ['0:', 'a:1', '0:1,0:2', '0:0', '0:1.234', '']) expect(redLinesOf(bad)).toBeUndefined();
    // A sheet's red invoice takes the sheet's lines, never picks.
    expect(issueEntryOf('?red=1&blueInvoiceNumber=3001&redSheetNo=44&redLines=0:1')).toEqual({ kind: 'red', code: '', number: '3001', redSheetNo: '44' });
  });

  it('reverses a picked line in full as issued and in part by amount, its tax at the line rate', () => {
    const lines = [
      { showName: 'A', quantity: '2', price: '3000.00', amount: '6000.00', taxRate: '0.06', taxAmount: '360.00' },
      { showName: 'B', quantity: '4', price: '899.00', amount: '3596.00', taxRate: '0.13', taxAmount: '467.48' },
      { showName: 'C', quantity: '10', price: '25.50', amount: '255.00', taxRate: '0.13', taxAmount: '33.15' },
    ];
    expect(pickRedLines(lines, [{ index: 2, amount: '255.00' }, { index: 0, amount: '500.05' }])).toEqual([
      { showName: 'A', amount: '500.05', taxRate: '0.06', taxAmount: '30.00' },
      lines[2],
    ]);
  });
});
