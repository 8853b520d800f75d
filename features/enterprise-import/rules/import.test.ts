import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { checkImportRows, type ImportRow } from './index';

const zh = createI18n('zh-CN');
/** What the user reads in the result column of one row. */
const resultOf = (row: ImportRow) => {
  const [r] = checkImportRows([row]);
  return { status: r!.status, field: r!.field, text: zh.t(r!.key) };
};

const good: ImportRow = {
  taxerName: '上海某某科技有限公司（浦东分公司）',
  taxerId: '91310115MA1K3YJ12X',
  dlsf: '3',
  dlzh: '310101199001011234',
  dlmm: 'Passw0rd',
  bsrysjhm: '13812345678',
  mainAccountMobile: '15900001111',
};

describe('checkImportRows: one row at a time (spec 02 §5)', () => {
  it('a complete row is 正确', () => {
    expect(resultOf(good)).toEqual({ status: 'ok', field: '', text: '正确' });
  });

  it.each<[string, Partial<ImportRow>, string, string]>([
    ['empty name', { taxerName: '' }, 'taxerName', '企业名称不能为空'],
    ['blank name', { taxerName: '  ' }, 'taxerName', '企业名称不能为空'],
    ['missing name', { taxerName: undefined }, 'taxerName', '企业名称不能为空'],
    ['half-width brackets', { taxerName: '上海某某有限公司(分公司)' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['a lone half-width bracket', { taxerName: '上海某某有限公司)' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['a space inside', { taxerName: '上海某某 有限公司' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['a trailing space', { taxerName: '上海某某有限公司 ' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['an ideographic space', { taxerName: '上海某某\u3000有限公司' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['a tab', { taxerName: '上海某某\t有限公司' }, 'taxerName', '企业名称存在小写括号或空格'],
    ['an unclosed full-width bracket', { taxerName: '上海某某有限公司（分公司' }, 'taxerName', '企业名称括号不成对'],
    ['a close before its open', { taxerName: '上海某某）有限公司（' }, 'taxerName', '企业名称括号不成对'],
    ['one open too many', { taxerName: '（（上海）某某有限公司' }, 'taxerName', '企业名称括号不成对'],
    ['empty tax ID', { taxerId: '' }, 'taxerId', '企业税号不能为空'],
    ['tax ID of 14 characters', { taxerId: '91310115MA1K3Y' }, 'taxerId', '企业税号有误'],
    ['tax ID of 21 characters', { taxerId: '91310115MA1K3YJ12X123' }, 'taxerId', '企业税号有误'],
    ['tax ID with lowercase', { taxerId: '91310115ma1k3yj12x' }, 'taxerId', '企业税号有误'],
    ['tax ID with I', { taxerId: '91310115MA1K3YI12X' }, 'taxerId', '企业税号有误'],
    ['tax ID with O', { taxerId: '91310115MA1K3YO12X' }, 'taxerId', '企业税号有误'],
    ['tax ID with a space', { taxerId: '91310115MA1K3YJ12X ' }, 'taxerId', '企业税号有误'],
    ['empty identity', { dlsf: '' }, 'dlsf', '账号身份不能为空'],
    ['identity 6', { dlsf: '6' }, 'dlsf', '账号身份有误'],
    ['identity 0', { dlsf: 0 }, 'dlsf', '账号身份有误'],
    ['identity 98', { dlsf: '98' }, 'dlsf', '账号身份有误'],
    ['identity as a word', { dlsf: '办税员' }, 'dlsf', '账号身份有误'],
    ['empty account', { dlzh: '' }, 'dlzh', '登录账号不能为空'],
    ['empty password', { dlmm: '' }, 'dlmm', '登录密码不能为空'],
    ['empty real-name mobile', { bsrysjhm: '' }, 'bsrysjhm', '手机号码有误'],
    ['mobile starting 12', { bsrysjhm: '12812345678' }, 'bsrysjhm', '手机号码有误'],
    ['mobile of 10 digits', { bsrysjhm: '1381234567' }, 'bsrysjhm', '手机号码有误'],
    ['main account starting 10', { mainAccountMobile: '10900001111' }, 'mainAccountMobile', '企业主账号格式有误'],
    ['main account with a dash', { mainAccountMobile: '159-0000-1111' }, 'mainAccountMobile', '企业主账号格式有误'],
  ])('%s', (_name, change, field, text) => {
    expect(resultOf({ ...good, ...change })).toEqual({ status: 'error', field, text });
  });

  it.each<[string, Partial<ImportRow>]>([
    ['tax ID of 15 characters', { taxerId: '310115123456789' }],
    ['tax ID of 20 characters', { taxerId: '3101151234567890ABCD' }],
    ['tax ID of 16 characters (the import accepts 15 to 20)', { taxerId: '3101151234567890' }],
    ['nested full-width brackets', { taxerName: '某某（上海（浦东）分部）有限公司' }],
    ['no brackets at all', { taxerName: '某某有限公司' }],
    ...['1', '2', '3', '4', '5', '7', '99'].map((dlsf): [string, Partial<ImportRow>] => [`identity ${dlsf}`, { dlsf }]),
    ['identity as a spreadsheet number', { dlsf: 99 }],
    ['mobile as a spreadsheet number', { bsrysjhm: 13812345678 }],
    ['no main account (optional)', { mainAccountMobile: '' }],
    ['main account missing', { mainAccountMobile: undefined }],
  ])('accepts %s', (_name, change) => {
    expect(resultOf({ ...good, ...change }).status).toBe('ok');
  });

  it('reports the first failing check in the spec order', () => {
    const broken: ImportRow = { taxerName: '某(公司', taxerId: 'x', dlsf: '8', dlzh: '', dlmm: '', bsrysjhm: '1', mainAccountMobile: '2' };
    expect(resultOf(broken).text).toBe('企业名称存在小写括号或空格');
    expect(resultOf({ ...broken, taxerName: '某公司' }).text).toBe('企业税号有误');
    expect(resultOf({ ...broken, taxerName: '某公司', taxerId: good.taxerId }).text).toBe('账号身份有误');
    expect(resultOf({ ...broken, taxerName: '某公司', taxerId: good.taxerId, dlsf: '1' }).text).toBe('登录账号不能为空');
    expect(resultOf({ ...broken, taxerName: '某公司', taxerId: good.taxerId, dlsf: '1', dlzh: 'a' }).text).toBe('登录密码不能为空');
    expect(resultOf({ ...broken, taxerName: '某公司', taxerId: good.taxerId, dlsf: '1', dlzh: 'a', dlmm: 'b' }).text).toBe('手机号码有误');
    expect(resultOf({ ...good, mainAccountMobile: '2' }).text).toBe('企业主账号格式有误');
  });
});

describe('checkImportRows: duplicates (same taxerId and login account)', () => {
  it('flags every later occurrence, not the first, and says which row it repeats', () => {
    const other = { ...good, taxerId: '91310115MA1K3YJ13Y' };
    const results = checkImportRows([good, other, { ...good }, { ...good, dlmm: 'different' }]);
    expect(results.map((r) => [r.index, r.status, zh.t(r.key), r.duplicateOf])).toEqual([
      [0, 'ok', '正确', undefined],
      [1, 'ok', '正确', undefined],
      [2, 'error', '数据重复', 0],
      [3, 'error', '数据重复', 0],
    ]);
    expect(results[2]!.field).toBe('');
  });

  it('the same tax ID with another login account is not a duplicate', () => {
    expect(checkImportRows([good, { ...good, dlzh: '13812345678' }]).map((r) => r.status)).toEqual(['ok', 'ok']);
  });

  it('is checked before anything else: a broken repeat is still 数据重复', () => {
    const results = checkImportRows([good, { ...good, taxerName: '' }]);
    expect(zh.t(results[1]!.key)).toBe('数据重复');
  });

  it('rows without a tax ID or account are not duplicates of each other; they get their own message', () => {
    const results = checkImportRows([{ ...good, taxerId: '' }, { ...good, taxerId: '' }, { ...good, dlzh: '' }, { ...good, dlzh: '' }]);
    expect(results.map((r) => zh.t(r.key))).toEqual(['企业税号不能为空', '企业税号不能为空', '登录账号不能为空', '登录账号不能为空']);
  });

  it('a repeat of an invalid first row is still 数据重复 while the first keeps its own message', () => {
    const bad = { ...good, dlsf: '6' };
    expect(checkImportRows([bad, bad]).map((r) => zh.t(r.key))).toEqual(['账号身份有误', '数据重复']);
  });
});

describe('checkImportRows: shape', () => {
  it('an empty sheet gives no results; junk input gives no results', () => {
    expect(checkImportRows([])).toEqual([]);
    expect(checkImportRows(undefined)).toEqual([]);
    expect(checkImportRows('rows' as never)).toEqual([]);
  });

  it('a missing row is reported, not skipped', () => {
    expect(checkImportRows([null, good]).map((r) => [r.index, zh.t(r.key)])).toEqual([
      [0, '企业名称不能为空'],
      [1, '正确'],
    ]);
  });

  it('one result per row, in order, with keys in both locales, for any rows at all', () => {
    const cell = fc.oneof(fc.anything(), fc.string({ maxLength: 3000 }), fc.constantFrom('', '1', '99', good.taxerId, good.dlzh, '13812345678'));
    const row = fc.oneof(
      fc.anything(),
      fc.record(
        { taxerName: cell, taxerId: cell, dlsf: cell, dlzh: cell, dlmm: cell, bsrysjhm: cell, mainAccountMobile: cell },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const results = checkImportRows(rows as ImportRow[]);
        expect(results.map((r) => r.index)).toEqual(rows.map((_, i) => i));
        for (const r of results) {
          expect(keyExistsEverywhere(r.key)).toBe(true);
          expect(r.status).toBe(r.check === 'ok' ? 'ok' : 'error');
          if (r.check === 'duplicate') expect(r.duplicateOf).toBeLessThan(r.index);
        }
      }),
    );
  });

  it('the first occurrence of any pair is never a duplicate; every later one is', () => {
    const pick = fc.constantFrom('91310115MA1K3YJ12X', '91310115MA1K3YJ13Y');
    const account = fc.constantFrom('a', 'b');
    fc.assert(
      fc.property(fc.array(fc.record({ taxerId: pick, dlzh: account }), { maxLength: 40 }), (pairs) => {
        const results = checkImportRows(pairs.map((p) => ({ ...good, ...p })));
        const seen = new Set<string>();
        pairs.forEach((p, i) => {
          const id = `${p.taxerId}/${p.dlzh}`;
          expect(results[i]!.check === 'duplicate').toBe(seen.has(id));
          seen.add(id);
        });
      }),
    );
  });
});
