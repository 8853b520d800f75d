import { describe, expect, it } from 'vitest';
import { customerInput, customerIssues, emptyCustomer, type CustomerDraft } from './customerForm';

const ok: CustomerDraft = { ...emptyCustomer, name: '上海示例贸易有限公司', taxId: '91310000MA1FL0XX1A' };

describe('customerIssues (spec 01 §5)', () => {
  it.each<[string, Partial<CustomerDraft>, string[]]>([
    ['a complete customer', {}, []],
    ['only a name (a natural person)', { taxId: '' }, []],
    ['no name', { name: '  ' }, ['name:customers:form.nameRequired']],
    ['a special character in the name', { name: '上海#贸易' }, ['name:validation:specialCharacters']],
    ['a name over 100 bytes', { name: '测'.repeat(51) }, ['name:validation:maxBytes']],
    ['a 16-character tax id', { taxId: '91310000MA1FL0XX' }, ['taxId:customers:form.taxIdInvalid']],
    ['a 15-character tax id', { taxId: '310000123456789' }, []],
    ['a 20-character tax id', { taxId: '91310000MA1FL0XX1A00' }, []],
    ['a lower-case tax id', { taxId: '91310000ma1fl0xx1a' }, ['taxId:customers:form.taxIdInvalid']],
    ['an address-phone over 100 bytes', { addressTel: '路'.repeat(51) }, ['addressTel:validation:maxBytes']],
    ['a bank-account over 100 bytes', { bankAccount: '行'.repeat(51) }, ['bankAccount:validation:maxBytes']],
    ['a wrong e-mail', { email: 'finance@' }, ['email:validation:email']],
    ['a right e-mail', { email: 'finance@example.com' }, []],
    ['a mobile starting 12', { mobile: '12800138000' }, ['mobile:validation:strictMobile']],
    ['a right mobile', { mobile: '13800138000' }, []],
  ])('%s', (_name, change, expected) => {
    expect(customerIssues({ ...ok, ...change }).map((i) => `${i.field}:${i.key}`)).toEqual(expected);
  });

  it('trims what is sent and puts the tax id in capitals', () => {
    expect(customerInput({ ...ok, name: ' 甲 ', taxId: ' 91310000ma1fl0xx1a ' })).toMatchObject({ name: '甲', taxId: '91310000MA1FL0XX1A' });
  });
});
