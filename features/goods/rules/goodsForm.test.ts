import { describe, expect, it } from 'vitest';
import { emptyGoods, goodsDraftOf, goodsInput, goodsIssues, priceOf, uncoded, type GoodsDraft } from './goodsForm';

const ok: GoodsDraft = { ...emptyGoods, name: '打印机', spbm: '1090512990000000000', spmc: '计算机外部设备', dw: '台', price: '1200.00' };

describe('goodsIssues (spec 01 §5)', () => {
  it.each<[string, Partial<GoodsDraft>, string[]]>([
    ['a complete good', {}, []],
    ['no tax code yet (AI coding later)', { spbm: '', spmc: '' }, []],
    ['no name', { name: ' ' }, ['name:goods:form.nameRequired']],
    ['a name over 100 bytes', { name: '品'.repeat(51) }, ['name:validation:maxBytes']],
    ['a tax code of 18 digits', { spbm: '109051299000000000' }, ['spbm:goods:form.taxCodeInvalid']],
    ['a spec over 36 bytes', { ggxh: '型'.repeat(19) }, ['ggxh:validation:maxBytes']],
    ['a unit over 32 bytes', { dw: '个'.repeat(17) }, ['dw:validation:maxBytes']],
    ['a price with letters', { price: '12a' }, ['price:goods:form.priceInvalid']],
    ['a negative price', { price: '-1' }, ['price:goods:form.priceInvalid']],
    ['a price with 9 decimals', { price: '1.123456789' }, ['price:goods:form.priceInvalid']],
    ['a price with 8 decimals', { price: '1.12345678' }, []],
    ['rate 0 without its kind', { taxRate: '0', lslbs: '' }, ['lslbs:goods:form.zeroRateKindRequired']],
    ['rate 0, exempt', { taxRate: '0', lslbs: '1' }, []],
    ['a preference without its policy', { preference: true }, ['yhzcsm:goods:form.preferenceRequired']],
  ])('%s', (_name, change, expected) => {
    expect(goodsIssues({ ...ok, ...change }).map((i) => `${i.field}:${i.key}`)).toEqual(expected);
  });
});

describe('goodsInput and goodsDraftOf', () => {
  it('sends the price typed with tax as taxPrice, and drops the zero-rate kind at another rate', () => {
    expect(goodsInput({ ...ok, includesTax: true, price: '113', lslbs: '1' })).toMatchObject({ taxPrice: '113', hsbz: '1', lslbs: '' });
    expect(goodsInput({ ...ok })).toMatchObject({ price: '1200.00', hsbz: '0' });
  });
  it('reads a saved good back into the form', () => {
    expect(goodsDraftOf({ id: 'G1', name: '茶', taxPrice: '198.00', hsbz: '1', taxRate: '0.13', yhzcbs: '1', yhzcsm: '免税' })).toMatchObject({
      name: '茶',
      price: '198.00',
      includesTax: true,
      preference: true,
      yhzcsm: '免税',
    });
  });
});

describe('priceOf', () => {
  it.each<[string, Parameters<typeof priceOf>[0], boolean, string]>([
    ['stored without tax', { price: '100.00', taxRate: '0.13' }, false, '100.00'],
    ['with tax from without', { price: '100.00', taxRate: '0.13' }, true, '113.00'],
    ['without tax from with', { taxPrice: '113.00', taxRate: '0.13' }, false, '100.00'],
    ['a third of a cent rounds half up', { taxPrice: '10.00', taxRate: '0.06' }, false, '9.43'],
    ['no price', { taxRate: '0.13' }, true, ''],
  ])('%s', (_name, good, withTax, expected) => {
    expect(priceOf(good, withTax)).toBe(expected);
  });
  it('finds the uncoded goods', () => {
    expect(uncoded([{ id: 'a', spbm: '1' }, { id: 'b' }]).map((g) => g.id)).toEqual(['b']);
  });
});
