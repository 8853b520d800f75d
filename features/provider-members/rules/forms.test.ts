import { describe, expect, it } from 'vitest';
import { agencyIssues, emptyAgency } from './agencyForm';
import { isReviewable, REJECT_REASON_MAX, rejectReasonIssues } from './applications';

describe('the rejection reason', () => {
  it('is required and at most 200 characters', () => {
    expect(rejectReasonIssues('  ').map((i) => i.key)).toEqual(['providerMembers:check.reasonRequired']);
    expect(rejectReasonIssues('汉'.repeat(REJECT_REASON_MAX))).toEqual([]);
    expect(rejectReasonIssues('汉'.repeat(REJECT_REASON_MAX + 1)).map((i) => i.key)).toEqual(['providerMembers:check.reasonTooLong']);
  });

  it('only pending applications are reviewed', () => {
    expect(['1', '2', '3'].map(isReviewable)).toEqual([true, false, false]);
  });
});

describe("an agency's information", () => {
  it('needs a name, a tax number, a contact and a mobile', () => {
    expect(agencyIssues(emptyAgency).map((i) => `${i.field} ${i.key}`)).toEqual([
      'agencyName providerMembers:agency.nameRequired',
      'taxerId providerMembers:agency.taxIdRequired',
      'contact providerMembers:agency.contactRequired',
      'phone validation:strictMobile',
    ]);
  });

  it('takes a registered agency', () => {
    expect(agencyIssues({ agencyName: '上海示例财务咨询有限公司', taxerId: '91310104MA1FR0AB3K', contact: '钱经理', phone: '13700001111', address: '' })).toEqual([]);
    expect(agencyIssues({ agencyName: '上海示例财务咨询有限公司', taxerId: '9131010', contact: '钱经理', phone: '13700001111', address: '' }).map((i) => i.key)).toEqual([
      'providerMembers:agency.taxIdInvalid',
    ]);
  });
});
