import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import type { RuleIssue } from '../../../platform/rules';
import {
  canSubmitSmsCode,
  normaliseLoginProfile,
  normaliseSmsCode,
  validateFaceScanInterval,
  validateLoginProfile,
  validateSmsCode,
  type FaceScanIntervalInput,
  type LoginMethod,
  type LoginProfile,
} from './index';

const zh = createI18n('zh-CN');
const shown = (issues: RuleIssue[]) => issues.map((i) => ({ field: i.field, text: zh.t(i.key, i.params ?? {}), severity: i.severity }));
const errors = (...pairs: [string, string][]) => pairs.map(([field, text]) => ({ field, text, severity: 'error' }));

const every = ['dlmm', 'dlzh', 'bsrysfzjhm', 'bsryxm', 'dlsfmm', 'keypwd', 'zjh', 'bsrysjhm', 'deviceType'];
/** A method that shows every credential field of the table. */
const allFields: LoginMethod = { dlfs: '1', loginInfoList: every.map((field) => ({ field, isUse: 1 })) };
const method = (...fields: string[]): LoginMethod => ({
  dlfs: '1',
  loginInfoList: every.map((field) => ({ field, isUse: fields.includes(field) ? 1 : 0 })),
});

const complete: LoginProfile = {
  isEnable: 1,
  dqbm: 'shanghai',
  dlsf: '1',
  dlfs: '1',
  dlmm: 'secret',
  dlzh: '310101199001011234',
  bsrysfzjhm: '310101199001011234',
  bsryxm: '张三',
  dlsfmm: 'identity-secret',
  deviceType: '1',
  keypwd: '12345678',
  isZjh: '1',
  zjh: '13912345678',
  bsrysjhm: '13812345678',
  agencyLogin: 0,
};
const sh = { region: 'shanghai', method: allFields };
const bj = { region: 'beijing', method: allFields };

describe('validateLoginProfile (spec 02 §5 account-form table)', () => {
  it('a complete Shanghai profile with every field in use passes clean', () => {
    expect(validateLoginProfile(complete, sh)).toEqual([]);
  });

  it.each([0, '0', undefined, null, ''])('isEnable %j: submitted without validation', (isEnable) => {
    expect(validateLoginProfile({ isEnable } as LoginProfile, sh)).toEqual([]);
  });

  it.each([1, '1', true])('isEnable %j: validated', (isEnable) => {
    expect(validateLoginProfile({ ...complete, isEnable, dlsf: '' }, sh)).toHaveLength(1);
  });

  it.each<[string, Partial<LoginProfile>, [string, string][]]>([
    ['no identity', { dlsf: '' }, [['dlsf', '请选择登录身份']]],
    ['no method', { dlfs: '' }, [['dlfs', '请选择登录方式']]],
    ['no password in Shanghai', { dlmm: '' }, [['dlmm', '请输入企业用户密码']]],
    ['blank password', { dlmm: '   ' }, [['dlmm', '请输入企业用户密码']]],
    ['password of 51 characters', { dlmm: 'x'.repeat(51) }, [['dlmm', '长度在 1 到 50 个字符']]],
    ['no account', { dlzh: '' }, [['dlzh', '请输入身份证号码/手机号码/用户名']]],
    ['no officer ID', { bsrysfzjhm: '' }, [['bsrysfzjhm', '请输入办税人员身份证件号码']]],
    ['no officer name', { bsryxm: '' }, [['bsryxm', '请输入办税人员姓名']]],
    ['no identity password', { dlsfmm: '' }, [['dlsfmm', '请输入登录身份密码']]],
    ['identity password of 51 characters', { dlsfmm: 'x'.repeat(51) }, [['dlsfmm', '长度在 1 到 50 个字符']]],
    ['no certificate password on a single disk', { keypwd: '' }, [['keypwd', '请输入数字证书密码']]],
    // spec 02 §5 quirk: the limit is 50 characters but the message says 1 到 16.
    ['certificate password of 51 characters', { keypwd: 'x'.repeat(51) }, [['keypwd', '长度在 1 到 16 个字符']]],
    ['no relay number', { zjh: '' }, [['zjh', '请输入中间号']]],
    ['relay number starting 12', { zjh: '12912345678' }, [['zjh', '请输入正确的中间号']]],
    ['relay number of 10 digits', { zjh: '1391234567' }, [['zjh', '请输入正确的中间号']]],
    ['no real-name phone', { bsrysjhm: '' }, [['bsrysjhm', '请输入登录账号的实名手机号']]],
    ['real-name phone of 12 digits', { bsrysjhm: '138123456789' }, [['bsrysjhm', '请输入正确的登录账号的实名手机号']]],
    ['real-name phone with letters', { bsrysjhm: '1381234567a' }, [['bsrysjhm', '请输入正确的登录账号的实名手机号']]],
    ['no device type', { deviceType: '', keypwd: '' }, [['deviceType', '请选择设备类型']]],
    ['unknown device type', { deviceType: '5', keypwd: '' }, [['deviceType', '请选择设备类型']]],
    ['agency login without agency tax number', { agencyLogin: 1, agencyNsrsbh: '' }, [['agencyNsrsbh', '您尚未设置代理机构税号，请设置正确']]],
    ['agency login with a malformed agency tax number', { agencyLogin: '1', agencyNsrsbh: '91310000abc' }, [
      ['agencyNsrsbh', '您尚未设置代理机构税号，请设置正确'],
    ]],
  ])('Shanghai, %s', (_name, change, expected) => {
    expect(shown(validateLoginProfile({ ...complete, ...change }, sh))).toEqual(errors(...expected));
  });

  it('a password of exactly 50 characters is accepted', () => {
    const fifty = 'x'.repeat(50);
    expect(validateLoginProfile({ ...complete, dlmm: fifty, dlsfmm: fifty, keypwd: fifty }, sh)).toEqual([]);
  });

  it('outside Shanghai the password is the personal user password', () => {
    expect(shown(validateLoginProfile({ ...complete, dlmm: '' }, bj))).toEqual(errors(['dlmm', '请输入个人用户密码']));
  });

  it('outside Shanghai the identity password is not asked for', () => {
    expect(validateLoginProfile({ ...complete, dlsfmm: '' }, bj)).toEqual([]);
    expect(validateLoginProfile({ ...complete, dlsfmm: 'x'.repeat(80) }, bj)).toEqual([]);
  });

  it('the region code is read case-insensitively', () => {
    expect(shown(validateLoginProfile({ ...complete, dlmm: '' }, { ...sh, region: 'ShangHai' }))).toEqual(errors(['dlmm', '请输入企业用户密码']));
  });

  it('a missing region is asked for (spec 02 §2.1 required select)', () => {
    expect(shown(validateLoginProfile(complete, { region: '', method: allFields }))).toEqual(errors(['dqbm', '请选择所属地区']));
  });

  it('a soft certificate (deviceType 0) needs no certificate password', () => {
    expect(validateLoginProfile({ ...complete, deviceType: 0, keypwd: '' }, sh)).toEqual([]);
  });

  it('isZjh 0 means no relay number is used', () => {
    expect(validateLoginProfile({ ...complete, isZjh: '0', zjh: '' }, sh)).toEqual([]);
  });

  it('agency tax number is not checked when agencyLogin is 0', () => {
    expect(validateLoginProfile({ ...complete, agencyLogin: 0, agencyNsrsbh: 'bad' }, sh)).toEqual([]);
  });

  it('a valid agency tax number passes', () => {
    expect(validateLoginProfile({ ...complete, agencyLogin: 1, agencyNsrsbh: '91310000MA1FL4B24G' }, sh)).toEqual([]);
  });

  it('only the fields the method marks isUse are checked', () => {
    const empty: LoginProfile = { isEnable: 1, dlsf: '3', dlfs: '12' };
    expect(validateLoginProfile(empty, { region: 'beijing', method: method('dlzh', 'bsrysjhm') }).map((i) => i.field)).toEqual(['dlzh', 'bsrysjhm']);
    expect(validateLoginProfile(empty, { region: 'beijing', method: method() })).toEqual([]);
    expect(validateLoginProfile(empty, { region: 'beijing', method: { dlfs: '12', loginInfoList: [{ field: 'dlmm', isUse: '1' }] } }).map((i) => i.key)).toEqual([
      'taxBureau:loginProfile.dlmm.requiredPersonal',
    ]);
  });

  it('before a method is chosen only region, identity and method are asked for', () => {
    expect(shown(validateLoginProfile({ isEnable: 1 }, { region: 'shanghai', method: null }))).toEqual(
      errors(['dlsf', '请选择登录身份'], ['dlfs', '请选择登录方式']),
    );
  });

  it('an empty profile with every field in use lists the messages in the table order', () => {
    expect(validateLoginProfile({ isEnable: 1 }, sh).map((i) => i.field)).toEqual([
      'dlsf', 'dlfs', 'dlmm', 'dlzh', 'bsrysfzjhm', 'bsryxm', 'dlsfmm', 'zjh', 'bsrysjhm', 'deviceType',
    ]);
  });

  it('never throws on arbitrary profiles and contexts; issues are well formed with keys in both locales', () => {
    const field = fc.oneof(fc.anything(), fc.string({ maxLength: 300 }), fc.constantFrom('0', '1', 1, 0, 'shanghai'));
    const profile = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom('isEnable', 'agencyLogin', 'isZjh', 'agencyNsrsbh', ...every, 'dlsf', 'dlfs'), field),
    );
    const ctx = fc.oneof(
      fc.anything(),
      fc.record({
        region: fc.oneof(fc.anything(), fc.constantFrom('shanghai', 'beijing', '')),
        method: fc.oneof(fc.anything(), fc.record({ dlfs: fc.string(), loginInfoList: fc.array(fc.record({ field: fc.constantFrom(...every), isUse: field })) })),
      }),
    );
    fc.assert(
      fc.property(profile, ctx, (p, c) => {
        const issues = validateLoginProfile(p as LoginProfile, c as never);
        for (const i of issues) {
          expect(typeof i.field).toBe('string');
          expect(i.severity).toBe('error');
          expect(keyExistsEverywhere(i.key)).toBe(true);
        }
        expect(new Set(issues.map((i) => i.field)).size).toBe(issues.length);
      }),
    );
  });
});

describe('normaliseLoginProfile (spec 02 §5: dlsfmm kept only for region shanghai)', () => {
  it('keeps the identity password in Shanghai', () => {
    expect(normaliseLoginProfile(complete, { region: 'shanghai' }).dlsfmm).toBe('identity-secret');
  });
  it('clears it elsewhere, leaving everything else and the input untouched', () => {
    const out = normaliseLoginProfile(complete, { region: 'beijing' });
    expect(out).toEqual({ ...complete, dlsfmm: '' });
    expect(complete.dlsfmm).toBe('identity-secret');
    expect(out).not.toBe(complete);
  });
});

describe('SMS code of the connection-status dialog (spec 02 §5)', () => {
  it.each<[unknown, [string, string][]]>([
    ['', [['code', '请输入短信验证码']]],
    [undefined, [['code', '请输入短信验证码']]],
    ['12345', [['code', '请输入6位数字短信验证码']]],
    ['12345a', [['code', '请输入6位数字短信验证码']]],
    ['123456', []],
  ])('%j', (code, expected) => {
    expect(shown(validateSmsCode(code))).toEqual(errors(...expected));
  });

  it('input keeps digits only, at most 6; submit only at exactly 6', () => {
    expect(normaliseSmsCode('1a2b3c4d5e6f7')).toBe('123456');
    expect(canSubmitSmsCode('12345')).toBe(false);
    expect(canSubmitSmsCode('123456')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(normaliseSmsCode(s)).toMatch(/^\d{0,6}$/);
      }),
    );
  });
});

describe('validateFaceScanInterval (spec 02 §5 face-scan interval)', () => {
  const hours = (value: unknown, max: unknown = 48): FaceScanIntervalInput => ({ identity: '1', type: 1, value, max });
  const days = (value: unknown, max: unknown = 90): FaceScanIntervalInput => ({ identity: 2, type: '2', value, max });

  it.each<[string, FaceScanIntervalInput, [string, string][]]>([
    ['finance head, 24 hours', hours(24), []],
    ['legal representative, 30 days', days(30), []],
    ['half hours', hours('0.5'), []],
    ['47.5 hours', hours(47.5), []],
    ['exactly the maximum', hours(48), []],
    ['60 days quick pick', days(60), []],
    ['tax handler (3)', { ...hours(24), identity: 3 }, [['identity', '当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份']]],
    ['issuer (7)', { ...days(30), identity: '7' }, [['identity', '当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份']]],
    ['no identity', { ...days(30), identity: undefined }, [['identity', '当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份']]],
    ['unknown unit', { ...hours(24), type: 3 }, [['type', '请选择时长单位（小时或天）']]],
    ['empty', hours(''), [['value', '请设置刷脸认证时长，暂不支持设置为0']]],
    ['missing', hours(undefined), [['value', '请设置刷脸认证时长，暂不支持设置为0']]],
    ['0 hours', hours(0), [['value', '请设置刷脸认证时长，暂不支持设置为0']]],
    ['0.0 days', days('0.0'), [['value', '请设置刷脸认证时长，暂不支持设置为0']]],
    ['over the hours maximum', hours(48.5), [['value', '刷脸认证时长不能超过48小时']]],
    ['over the days maximum', days(91), [['value', '刷脸认证时长不能超过90天']]],
    ['hours max defaults to the slider max 48', { identity: '1', type: 1, value: 49 }, [['value', '刷脸认证时长不能超过48小时']]],
    ['1.3 hours', hours('1.3'), [['value', '小时数须为0.5的整数倍']]],
    ['1.05 hours', hours('1.05'), [['value', '小时数须为0.5的整数倍']]],
    ['negative hours', hours(-1), [['value', '小时数须为0.5的整数倍']]],
    ['text as hours', hours('abc'), [['value', '小时数须为0.5的整数倍']]],
    ['1.5 days', days(1.5), [['value', '天数须为整数']]],
    ['negative days', days(-3), [['value', '天数须为整数']]],
    ['1.00000000000000000001 days (no rounding)', days('1.00000000000000000001'), [['value', '天数须为整数']]],
  ])('%s', (_name, input, expected) => {
    expect(shown(validateFaceScanInterval(input))).toEqual(errors(...expected));
  });

  it('days have no default maximum', () => {
    expect(validateFaceScanInterval({ identity: '1', type: 2, value: 365 })).toEqual([]);
  });

  it('never throws on arbitrary input; at most one issue, with keys in both locales', () => {
    const any = fc.oneof(fc.anything(), fc.double(), fc.string({ maxLength: 2000 }), fc.constantFrom(1, 2, '1', '2', '0.5'));
    fc.assert(
      fc.property(fc.option(fc.record({ identity: any, type: any, value: any, max: any }, { requiredKeys: [] })), (input) => {
        const issues = validateFaceScanInterval(input as FaceScanIntervalInput | null);
        expect(issues.length).toBeLessThanOrEqual(1);
        for (const i of issues) {
          expect(['identity', 'type', 'value']).toContain(i.field);
          expect(keyExistsEverywhere(i.key)).toBe(true);
        }
      }),
    );
  });
});
