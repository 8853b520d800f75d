import { describe, expect, it } from 'vitest';
import type { ReviewDetail } from '../api';
import { applyIdOf, canDecide, faceOf, isIssuing, parseReviewFilters, rejectReasonIssue, reviewDetailsPath, reviewQuery, reviewSearch, sourceKey } from './queue';

describe('the queue\'s filters', () => {
  it('open on what waits for review, and keep every state on request', () => {
    expect(parseReviewFilters(new URLSearchParams('')).auditState).toBe('11');
    expect(parseReviewFilters(new URLSearchParams('auditState=all')).auditState).toBe('');
    expect(parseReviewFilters(new URLSearchParams('auditState=999')).auditState).toBe('11');
  });

  it('round-trip through the address, the default state left out', () => {
    const filters = parseReviewFilters(new URLSearchParams('auditState=111&mine=1&fplxdm=82&qsrq=2025-06-01&zzrq=2025-06-30&kw=SH1'));
    expect(reviewSearch(filters)).toEqual({ auditState: '111', mine: '1', fplxdm: '82', qsrq: '2025-06-01', zzrq: '2025-06-30', kw: 'SH1' });
    expect(reviewSearch(parseReviewFilters(new URLSearchParams('')))).toEqual({});
    expect(reviewQuery(filters, 1, 20)).toEqual({ auditState: 111, fplxdm: '82', mine: true, qsrq: '2025-06-01', zzrq: '2025-06-30', kw: 'SH1', page: 1, pageSize: 20 });
  });
});

describe('a submission', () => {
  it('is decided only in review, and followed while its invoice is issued', () => {
    expect([11, 12, 111].map((s) => canDecide({ auditState: s as 11 }))).toEqual([true, false, false]);
    expect(isIssuing({ auditState: 12, fpzt: 2 })).toBe(true);
    expect(isIssuing({ auditState: 12, fpzt: 3 })).toBe(false);
  });

  it('needs a reason of at most 200 characters to fail', () => {
    expect(rejectReasonIssue('  ')).toBe('required');
    expect(rejectReasonIssue('价'.repeat(200))).toBeNull();
    expect(rejectReasonIssue('价'.repeat(201))).toBe('tooLong');
  });

  it('opens on reviewDetails for the agency and on ?applyId= for the member, ill-formed ids dropped', () => {
    expect(reviewDetailsPath('account', 'SH000001')).toBe('/account/reviewDetails/SH000001');
    expect(reviewDetailsPath('member', 'SH000001')).toBe('/member/recording?applyId=SH000001');
    expect(applyIdOf(new URLSearchParams('applyId=SH000001'))).toBe('SH000001');
    expect(applyIdOf(new URLSearchParams('applyId=../x'))).toBeNull();
    expect([sourceKey('2'), sourceKey('99')]).toEqual(['review:source.2', 'review:source.other']);
  });

  it('is drawn as an invoice face with its audit state, then its invoice\'s status and number once passed', () => {
    const detail: ReviewDetail = {
      applyId: 'SH000001', auditState: 11, diskId: '661000000001', taxerId: '913', xfmc: 'Seller', gfmc: 'Buyer', fplxdm: '82', amount: '100.00', taxAmount: '6.00', totalAmount: '106.00',
      ywcj: '2', submitter: 'Wang', mine: false, submitTime: '2025-06-28T02:30:00.000Z', lines: [{ showName: '*a*b', amount: '100.00', taxRate: '0.06', taxAmount: '6.00' }],
      remark: 'r', xfsh: '913', xfdzdh: '', xfyhzh: '', gfdzdh: '', gfyhzh: '', review: { payee: '', checker: '', drawer: 'Wang' },
    };
    expect(faceOf(detail).order).toMatchObject({ fpzt: 11, kind: 0, totalAmount: '106.00' });
    expect(faceOf(detail).order.fphm).toBeUndefined();
    expect(faceOf({ ...detail, auditState: 12, fpzt: 3, fpdm: '', fphm: '2632' }).order).toMatchObject({ fpzt: 3, fpdm: '', fphm: '2632' });
  });
});
