import { describe, expect, it } from 'vitest';
import { canRedInvoice, draftKindOf, issueEntryOf, issueEntryPath } from './entry';

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
    // A special invoice's red invoice needs its information sheet (issue 12 §3).
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
});
