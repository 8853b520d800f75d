import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import {
  isCompleteSmsCode,
  normaliseSmsCode,
  passwordStrength,
  passwordStrengthMap,
  validatePasswordChange,
  type PasswordChangeInput,
} from './index';

const zh = createI18n('zh-CN');
const en = createI18n('en-US');
/** What the user reads for each issue, field by field. */
const shown = (input: PasswordChangeInput) =>
  validatePasswordChange(input).map((i) => ({ field: i.field, text: zh.t(i.key, i.params ?? {}), severity: i.severity }));

const valid: PasswordChangeInput = { phone: '13800138000', code: '123456', password: 'abcd1234', confirm: 'abcd1234' };

describe('passwordStrength (spec 02 §5)', () => {
  it.each([
    ['', 'weak'], // no class at all: the lowest level
    ['12345678', 'weak'],
    ['abcdefgh', 'weak'],
    ['ABCDEFGH', 'weak'],
    ['!@#$%^&*', 'weak'],
    ['密码密码密码密码', 'weak'], // Chinese counts as 'other'
    ['abcd1234', 'medium'],
    ['ABCD!@#$', 'medium'],
    ['abcD1234', 'medium'],
    ['abc 1234', 'medium'], // a space is 'other': lower + digit + other
    ['abcD123!', 'high'],
    ['aB3.', 'high'], // strength counts classes only, not length
  ] as const)('%j is %s', (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });

  it('labels the three levels 弱 / 中 / 强', () => {
    expect(Object.values(passwordStrengthMap).map((s) => zh.t(s.labelKey))).toEqual(['弱', '中', '强']);
  });

  it('never throws and always answers one of the three levels', () => {
    fc.assert(
      fc.property(fc.anything(), (pw) => {
        expect(['weak', 'medium', 'high']).toContain(passwordStrength(pw));
      }),
    );
  });
});

describe('validatePasswordChange (spec 02 §5)', () => {
  it('a complete, matching, medium-strength change passes clean', () => {
    expect(validatePasswordChange(valid)).toEqual([]);
  });

  it.each<[string, PasswordChangeInput, { field: string; text: string }[]]>([
    ['empty phone', { ...valid, phone: '' }, [{ field: 'phone', text: '手机号为空! 请检查后重试' }]],
    ['blank phone', { ...valid, phone: '   ' }, [{ field: 'phone', text: '手机号为空! 请检查后重试' }]],
    ['missing phone', { ...valid, phone: undefined }, [{ field: 'phone', text: '手机号为空! 请检查后重试' }]],
    ['empty code', { ...valid, code: '' }, [{ field: 'code', text: '验证码不能为空' }]],
    ['five-digit code', { ...valid, code: '12345' }, [{ field: 'code', text: '请输入6位数字验证码' }]],
    ['seven-digit code', { ...valid, code: '1234567' }, [{ field: 'code', text: '请输入6位数字验证码' }]],
    ['code with letters', { ...valid, code: '12a456' }, [{ field: 'code', text: '请输入6位数字验证码' }]],
    ['empty new password', { ...valid, password: '', confirm: '' }, [
      { field: 'password', text: '新密码不能为空' },
      { field: 'confirm', text: '请输入密码' },
    ]],
    ['seven characters', { ...valid, password: 'abc1234', confirm: 'abc1234' }, [{ field: 'password', text: '密码长度不能少于8位' }]],
    ['51 characters', { ...valid, password: 'a1'.repeat(25) + 'b', confirm: 'a1'.repeat(25) + 'b' }, [
      { field: 'password', text: '密码长度不能超过50位' },
    ]],
    ['one class only (weak)', { ...valid, password: 'abcdefgh', confirm: 'abcdefgh' }, [
      { field: 'password', text: '密码强度太弱，需包含数字、小写字母、大写字母、符号中的至少两种' },
    ]],
    ['digits only (weak)', { ...valid, password: '1234567890', confirm: '1234567890' }, [
      { field: 'password', text: '密码强度太弱，需包含数字、小写字母、大写字母、符号中的至少两种' },
    ]],
    ['empty confirm', { ...valid, confirm: '' }, [{ field: 'confirm', text: '请输入密码' }]],
    ['different confirm', { ...valid, confirm: 'abcd12345' }, [{ field: 'confirm', text: '两次输入密码不一致!' }]],
    ['confirm differing only by case', { ...valid, confirm: 'ABCD1234' }, [{ field: 'confirm', text: '两次输入密码不一致!' }]],
    ['everything empty', {}, [
      { field: 'phone', text: '手机号为空! 请检查后重试' },
      { field: 'code', text: '验证码不能为空' },
      { field: 'password', text: '新密码不能为空' },
      { field: 'confirm', text: '请输入密码' },
    ]],
  ])('%s', (_name, input, expected) => {
    expect(shown(input)).toEqual(expected.map((e) => ({ ...e, severity: 'error' })));
  });

  it.each([
    ['exactly 8 characters of two classes', 'abcd1234'],
    ['exactly 50 characters', 'a1'.repeat(25)],
    ['all four classes', 'Abc!1234'],
    ['spaces count as characters and as a class', 'abc defg'],
  ])('accepts %s', (_name, pw) => {
    expect(validatePasswordChange({ ...valid, password: pw, confirm: pw })).toEqual([]);
  });

  it('does not trim the password: a trailing space makes the confirm differ', () => {
    expect(shown({ ...valid, confirm: 'abcd1234 ' })).toEqual([{ field: 'confirm', text: '两次输入密码不一致!', severity: 'error' }]);
  });

  it('counts characters, not UTF-16 units: four emoji are four characters', () => {
    const pw = 'a1😀😀😀😀';
    expect(validatePasswordChange({ ...valid, password: pw, confirm: pw }).map((i) => i.key)).toEqual(['password:newPassword.tooShort']);
  });

  it('every message has an English text', () => {
    const input = { phone: '', code: '1', password: 'abcdefgh', confirm: 'x' };
    for (const i of validatePasswordChange(input)) expect(en.t(i.key, i.params ?? {})).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.t('password:confirm.mismatch')).toBe('The two passwords do not match!');
  });

  it('never throws on arbitrary input and returns well-formed issues with keys in both locales', () => {
    const field = fc.oneof(fc.anything(), fc.string({ unit: 'binary', maxLength: 5000 }));
    fc.assert(
      fc.property(fc.option(fc.record({ phone: field, code: field, password: field, confirm: field }, { requiredKeys: [] })), (input) => {
        const issues = validatePasswordChange(input as PasswordChangeInput | null);
        for (const i of issues) {
          expect(['phone', 'code', 'password', 'confirm']).toContain(i.field);
          expect(i.severity).toBe('error');
          expect(keyExistsEverywhere(i.key)).toBe(true);
        }
        expect(new Set(issues.map((i) => i.field)).size).toBe(issues.length);
      }),
    );
  });
});

describe('SMS code (spec 02 §5, §9: digits only, 6)', () => {
  it.each([
    ['123456', '123456'],
    ['12 34-56', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
    ['１２３', ''], // full-width digits are not accepted digits
    [123456, '123456'],
    [undefined, ''],
  ])('%j is typed as %j', (input, expected) => {
    expect(normaliseSmsCode(input)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%j complete: %s', (code, expected) => {
    expect(isCompleteSmsCode(code)).toBe(expected);
  });

  it('whatever is typed, the filtered code is digits only and at most 6 long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(normaliseSmsCode(s)).toMatch(/^\d{0,6}$/);
      }),
    );
  });
});
