import { describe, expect, it } from 'vitest';
import { sellerInput, sellerIssues, type SellerDraft } from './sellerForm';

const ok: SellerDraft = { address: '上海市浦东新区张江路88号', tel: '021-50801234', khh: '中国工商银行上海张江支行', yhzh: '1001244309200012345' };

describe('sellerIssues', () => {
  it.each<[string, Partial<SellerDraft>, string[]]>([
    ['a complete seller', {}, []],
    ['a mobile as phone', { tel: '13800138000' }, []],
    ['no address', { address: '' }, ['address:seller:form.addressRequired']],
    ['no phone', { tel: ' ' }, ['tel:seller:form.telRequired']],
    ['a wrong phone', { tel: '021-5080' }, ['tel:validation:telephone']],
    ['address and phone over 100 bytes', { address: '路'.repeat(45) }, ['address:seller:form.addressTelTooLong']],
    ['no bank', { khh: '' }, ['khh:seller:form.bankRequired']],
    ['no account', { yhzh: '' }, ['yhzh:seller:form.accountRequired']],
    ['an account with letters', { yhzh: '1001A' }, ['yhzh:seller:form.accountInvalid']],
    ['bank and account over 100 bytes', { khh: '行'.repeat(41) }, ['khh:seller:form.bankAccountTooLong']],
  ])('%s', (_name, change, expected) => {
    expect(sellerIssues({ ...ok, ...change }).map((i) => `${i.field}:${i.key}`)).toEqual(expected);
  });

  it('trims what is sent', () => {
    expect(sellerInput({ ...ok, khh: ' 招商银行 ' }).khh).toBe('招商银行');
  });
});
