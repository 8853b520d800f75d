import { describe, expect, it } from 'vitest';
import { enterpriseInput, enterpriseIssues, isEnterpriseFormType, type EnterpriseDraft } from './enterpriseForm';

const good: EnterpriseDraft = {
  taxerName: '上海示例科技有限公司（浦东）',
  address: '上海市浦东新区张江路88号',
  tel: '021-50801234',
  khh: '中国工商银行上海张江支行',
  yhzh: '1001234509876543210',
  identities: [
    { dlsf: '1', bsryxm: '周财务', bsrysjhm: '13900000011' },
    { dlsf: '7', bsryxm: '陈开票', bsrysjhm: '13910000000' },
  ],
};
const fieldsOf = (d: EnterpriseDraft) => enterpriseIssues(d).map((i) => `${i.field} ${i.key}`);

describe('the enterprise form (spec 01 §5 validators)', () => {
  it('takes a complete enterprise, full-width brackets in its name included', () => {
    expect(enterpriseIssues(good)).toEqual([]);
  });

  it.each([
    [{ taxerName: ' ' }, 'taxerName enterprises:form.nameRequired'],
    [{ taxerName: '示例<公司>' }, 'taxerName validation:specialCharacters'],
    [{ taxerName: '汉'.repeat(51) }, 'taxerName validation:maxBytes'],
    [{ address: '' }, 'address enterprises:form.addressRequired'],
    [{ address: '汉'.repeat(45) }, 'address enterprises:form.addressTelTooLong'],
    [{ tel: '' }, 'tel enterprises:form.telRequired'],
    [{ tel: '021-12' }, 'tel validation:telephone'],
    [{ tel: 'abc' }, 'tel validation:telephone'],
    [{ khh: '' }, 'khh enterprises:form.bankRequired'],
    [{ yhzh: '' }, 'yhzh enterprises:form.accountRequired'],
    [{ yhzh: '12-34' }, 'yhzh enterprises:form.accountInvalid'],
  ] as const)('%j is refused at its field', (change, expected) => {
    expect(fieldsOf({ ...good, ...change })).toEqual([expected]);
  });

  it('accepts a mobile or a bare number as the phone, and no bank at all', () => {
    expect(fieldsOf({ ...good, tel: '13800000000' })).toEqual([]);
    expect(fieldsOf({ ...good, tel: '58886666' })).toEqual([]);
    expect(fieldsOf({ ...good, khh: '', yhzh: '' })).toEqual([]);
  });

  it('checks each identity row: identity chosen once, a name, a strict mobile', () => {
    const identities = [
      { dlsf: '', bsryxm: '王', bsrysjhm: '12800000000' },
      { dlsf: '1', bsryxm: '', bsrysjhm: '13900000011' },
      { dlsf: '1', bsryxm: '李四', bsrysjhm: '13900000012' },
    ];
    expect(fieldsOf({ ...good, identities })).toEqual([
      'identities.0.dlsf enterprises:form.identityRequired',
      'identities.0.bsryxm validation:name',
      'identities.0.bsrysjhm validation:strictMobile',
      'identities.1.bsryxm enterprises:form.personRequired',
      'identities.2.dlsf enterprises:form.identityTwice',
    ]);
  });

  it('sends trimmed texts', () => {
    expect(enterpriseInput({ ...good, tel: ' 021-50801234 ', identities: [{ dlsf: '1', bsryxm: ' 周财务 ', bsrysjhm: '13900000011 ' }] })).toMatchObject({
      tel: '021-50801234',
      identities: [{ dlsf: '1', bsryxm: '周财务', bsrysjhm: '13900000011' }],
    });
  });

  it('edits only (enterpriseForm/{type}/{id}: type edit)', () => {
    expect(isEnterpriseFormType('edit')).toBe(true);
    expect(isEnterpriseFormType('add')).toBe(false);
    expect(isEnterpriseFormType(undefined)).toBe(false);
  });
});
