import { describe, expect, it } from 'vitest';
import { draftKindOf, issueEntryOf, issueEntryPath } from './entry';

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
