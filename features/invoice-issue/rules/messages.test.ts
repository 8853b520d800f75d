import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { invoiceMessages } from './index';

const zh = createI18n('zh-CN');
const en = createI18n('en-US');

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}

describe('invoice messages', () => {
  it('every key exists in both languages', () => {
    expect(leaves(invoiceMessages).filter((k) => !keyExistsEverywhere(k))).toEqual([]);
  });

  // What a user reads: the spec's Chinese where it gives one (spec 01 §8), tax-portal wording elsewhere.
  it.each([
    ['invoice:taxBureau.notBound', {}, '当前账户暂未绑定电子税局, 是否前往绑定?'],
    ['invoice:buyer.nameRequired', {}, '购买方名称不能为空'],
    ['invoice:buyer.nameSpecialCharacters', {}, '购买方名称不能含有特殊字符!'],
    ['invoice:buyer.nameMaxBytes', { max: 100 }, '购买方名称不能超过100个字节'],
    ['invoice:remark.maxBytes', { max: 212 }, '备注不能超过212个字节'],
    ['invoice:goods.notOfSpecialBusiness', { row: 2, code: '03' }, '第2行商品不属于建筑服务类商品'],
    ['invoice:goods.notSpecialBusiness', { row: 1, code: '04' }, '第1行：非特定业务，不能选择货物运输服务类商品'],
    ['invoice:goods.notSpecialBusiness', { row: 3, code: '06' }, '第3行：非特定业务，不能选择不动产经营租赁服务类商品'],
    ['invoice:goods.notOfSpecialBusiness', { row: 5, code: '01' }, '第5行商品不属于成品油类商品'],
    ['invoice:goods.notOfSpecialBusiness', { row: 5, code: '09' }, '第5行商品不属于旅客运输服务类商品'],
    ['invoice:goods.amountRequired', { row: 4 }, '第4行金额不能为空'],
    ['invoice:goods.ukeyLineLimit', { max: 20 }, '当前税务UKey开具清单时商品明细不能超过20行，请拆分后开具'],
    ['invoice:goods.unitMaxBytes', { row: 9, max: 14 }, '第9行单位不能超过14个字节'],
    ['invoice:taxRate.percent', { value: '1.5' }, '1.5%'],
    ['invoice:taxRate.exempt', {}, '免税'],
    ['invoice:taxRate.nonTaxable', {}, '不征税'],
    ['invoice:quota.hard.month', { total: '300000.01', limit: '300000.00' }, '本月累计开票金额300000.01元，超过限额300000.00元，不能开具'],
  ])('%s renders in zh-CN', (key, params, text) => {
    expect(zh.t(key, params)).toBe(text);
  });

  it('renders the nested business names in en-US too', () => {
    expect(en.t('invoice:goods.notOfSpecialBusiness', { row: 2, code: '03' })).toBe('Line 2: the goods are not construction service goods');
    expect(en.t('invoice:taxBureau.notBound')).toBe('This account is not yet bound to the electronic tax bureau. Bind it now?');
  });

  it('names every business code a line can imply', () => {
    for (const code of ['01', '03', '04', '06', '09']) {
      expect(zh.t('invoice:goods.notSpecialBusiness', { row: 1, code })).not.toMatch(/specialBusiness|\$t/);
    }
  });
});
