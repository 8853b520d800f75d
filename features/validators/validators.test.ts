import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyExistsEverywhere, keyExists } from '../../tests/support/i18n';
import {
  amountInWords,
  byteLength,
  exceedsBytes,
  formatNumber,
  hasAngleBrackets,
  hasSpecialCharacters,
  isAmount,
  isEmail,
  isFormPhone,
  isPersonalId,
  isStrictMobile,
  isTaxNumber,
  isTelephone,
  isUnifiedSocialCreditCode,
  isValidName,
  personalIdCheckDigit,
  usccCheckCharacter,
  validatorMessages,
} from '.';
import { resources } from '../../platform/i18n';

describe('byteLength (spec 01 §5: a Chinese character counts 2 bytes)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['税务', 4],
    ['A公司1', 6],
    ['（）', 4],
    ['é', 1], // Latin-1 counts 1
    ['€', 2], // outside Latin-1 counts 2
    ['😀', 2], // one code point
  ])('%j is %i bytes', (s, n) => {
    expect(byteLength(s)).toBe(n);
  });
  it('exceedsBytes compares with the limit', () => {
    expect(exceedsBytes('一二三四五', 10)).toBe(false);
    expect(exceedsBytes('一二三四五a', 10)).toBe(true);
  });
});

describe('isFormPhone (empty allowed, else 11 digits starting with 1)', () => {
  it.each([
    ['', true],
    ['13800138000', true],
    ['10000000000', true],
    ['1380013800', false],
    ['138001380001', false],
    ['23800138000', false],
    ['1380013800a', false],
    [' 13800138000', false],
  ])('%j → %s', (s, ok) => expect(isFormPhone(s)).toBe(ok));
});

describe('isStrictMobile (1, then 3-9, 11 digits)', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['10000000000', false],
    ['', false],
    ['1380013800', false],
    ['138-0013-8000', false],
  ])('%j → %s', (s, ok) => expect(isStrictMobile(s)).toBe(ok));
});

describe('isTelephone (area-number, a mobile, or 3-12 digits)', () => {
  it.each([
    ['010-12345678', true],
    ['0571-1234567', true],
    ['0571-123456', false],
    ['01-12345678', false],
    ['010-123456789', false],
    ['13800138000', true],
    ['95566', true],
    ['123', true],
    ['12', false],
    ['1234567890123', false],
    ['', false],
    ['(010)12345678', false],
  ])('%j → %s', (s, ok) => expect(isTelephone(s)).toBe(ok));
});

describe('hasSpecialCharacters (不能含有特殊字符!)', () => {
  it.each([
    ['北京某某科技有限公司', false],
    ['某某（北京）有限公司', false],
    ['Acme (China) Co., Ltd.', false],
    ['某某公司-分公司_1/2、3·4', false],
    ['a<b', true],
    ['a>b', true],
    ['A&B', true],
    ['公司"', true],
    ["O'Neil", true],
    ['50%', true],
    ['价格￥', true],
    ['【测试】', true],
    ['《书》', true],
    ['好！', true],
    ['line\nbreak', true],
  ])('%j → %s', (s, bad) => expect(hasSpecialCharacters(s)).toBe(bad));
  it('hasAngleBrackets finds only < and >', () => {
    expect(hasAngleBrackets('a<b')).toBe(true);
    expect(hasAngleBrackets('a>b')).toBe(true);
    expect(hasAngleBrackets('a&b!')).toBe(false);
  });
});

describe('isValidName (格式有误!请重新输入)', () => {
  it.each([
    ['张三', true],
    ['Li Lei', true],
    ['王五,赵六', true],
    ['王五，赵六', true],
    ['Anna2', true],
    ['张', false], // at least 2 characters
    ['2张三', false], // must start with a letter or Chinese
    [' 张三', false],
    ['张-三', false],
    ['', false],
  ])('%j → %s', (s, ok) => expect(isValidName(s)).toBe(ok));
});

describe('isEmail', () => {
  it.each([
    ['a@b.cn', true],
    ['first.last+tag@mail.example.com', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['', false],
  ])('%j → %s', (s, ok) => expect(isEmail(s)).toBe(ok));
});

describe('isAmount (optional minus, digits, optional decimals)', () => {
  it.each([
    ['0', true],
    ['123', true],
    ['-123.45', true],
    ['0.5', true],
    ['.5', false],
    ['5.', false],
    ['+5', false],
    ['1,000', false],
    ['1e3', false],
    ['', false],
    ['--1', false],
  ])('%j → %s', (s, ok) => expect(isAmount(s)).toBe(ok));
});

describe('isTaxNumber (15/17/18/20 uppercase letters or digits)', () => {
  it.each([
    ['110105123456789', true], // 15
    ['11010512345678901', true], // 17
    ['91350100M000100Y43', true], // 18
    ['11010512345678901234', true], // 20
    ['1101051234567890', false], // 16
    ['1101051234567890123', false], // 19
    ['91350100m000100y43', false], // lower case
    ['91350100M000100Y4 ', false],
    ['', false],
  ])('%j → %s', (s, ok) => expect(isTaxNumber(s)).toBe(ok));
});

describe('isUnifiedSocialCreditCode (GB 32100-2015 check character)', () => {
  it('computes the standard example check character', () => {
    // The code used as the example in GB 32100-2015 explanations.
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
  });
  it.each([
    ['91350100M000100Y43', true],
    ['91110000600037341L', true], // a real-format code whose check character we computed
    ['91350100M000100Y44', false], // wrong check character
    ['91350100M000100I43', false], // I is not in the charset
    ['91350100M000100Y4', false], // 17 characters
    ['', false],
  ])('%j → %s', (s, ok) => expect(isUnifiedSocialCreditCode(s)).toBe(ok));
  it('a check value of 0 is written 0 (31 - 0 wraps)', () => {
    // Find a prefix whose weighted sum is a multiple of 31 by varying the last character.
    const prefix = '9111000060003734';
    const ok = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c) => prefix + c).find((p) => usccCheckCharacter(p) === '0');
    expect(ok).toBeDefined();
    expect(isUnifiedSocialCreditCode(`${ok}0`)).toBe(true);
  });
});

describe('isPersonalId (15 digits, or 18 with the GB 11643 check digit)', () => {
  it('computes the standard example check digit', () => {
    expect(personalIdCheckDigit('11010519491231002')).toBe('X'); // GB 11643-1999 example 11010519491231002X
    expect(personalIdCheckDigit('44052418800101001')).toBe('4');
  });
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true], // typed lower case
    ['440524188001010014', true],
    ['440524188001010015', false], // wrong check digit
    ['110105491231002', true], // first generation, 15 digits
    ['11010519491231002', false], // 17
    ['1101051949123100X2', false],
    ['', false],
  ])('%j → %s', (s, ok) => expect(isPersonalId(s)).toBe(ok));
});

describe('amountInWords (人民币大写, People’s Bank rules)', () => {
  // The People's Bank gives two forms where the 万位 or 元位 is 0 before a non-zero 千位/角位 (¥1680.32,
  // ¥107000.53); we write its first form for both (元零叁角贰分, 壹拾万柒仟元零伍角叁分): we treat 零
  // after 元 when 角 is 0 and 分 is not as mandatory, and the first form keeps that 零 for a zero 元位 too.
  it.each([
    ['1409.50', '壹仟肆佰零玖元伍角'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
    ['107000.53', '壹拾万柒仟元零伍角叁分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    ['0', '零元整'],
    ['0.01', '壹分'],
    ['100000', '壹拾万元整'],
    ['200000000', '贰亿元整'],
  ])('People’s Bank example ¥%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
    expect(amountInWords(Number(amount))).toBe(words);
  });
  it.each([
    ['10', '壹拾元整'],
    ['15', '壹拾伍元整'],
    ['0.5', '伍角'],
    ['0.05', '伍分'],
    ['0.55', '伍角伍分'],
    ['1.00', '壹元整'],
    ['1.20', '壹元贰角'],
    ['1.02', '壹元零贰分'],
    ['10.02', '壹拾元零贰分'],
    ['10.20', '壹拾元零贰角'],
    ['100700', '壹拾万零柒佰元整'],
    ['1001', '壹仟零壹元整'],
    ['10010', '壹万零壹拾元整'],
    ['100000001', '壹亿零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['110000000', '壹亿壹仟万元整'],
    ['1000000000000', '壹万亿元整'],
    ['10000000000000000', '壹亿亿元整'],
    ['999999999999999999.99', '玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['-1409.50', '负壹仟肆佰零玖元伍角'],
    ['-0.001', '零元整'], // rounds to zero: no 负
    ['1,409.50', '壹仟肆佰零玖元伍角'], // thousands separators typed by accountants
    [' 12 ', '壹拾贰元整'],
  ])('¥%s → %s', (amount, words) => expect(amountInWords(amount)).toBe(words));
  it.each([
    ['0.005', '壹分'],
    ['0.004', '零元整'],
    ['1.995', '贰元整'],
    ['-0.005', '负壹分'], // half-up away from zero
    ['2.675', '贰元陆角捌分'], // 2.675 is 2.67499… in binary floating point; decimal gives 捌分
  ])('rounds half-up to 分: %s → %s', (amount, words) => expect(amountInWords(amount)).toBe(words));
  it('rounds a JavaScript number in decimal arithmetic', () => {
    expect(amountInWords(2.675)).toBe('贰元陆角捌分');
    expect(amountInWords(0.1 + 0.2)).toBe('叁角');
  });
  it.each([
    ['1000000000000000000'], // 19 integer digits
    ['999999999999999999.995'], // rounds up to 19 digits
    [1e21],
    ['abc'],
    [''],
    ['1e3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('rejects %j with null (over 18 integer digits or not an amount)', (amount) => {
    expect(amountInWords(amount)).toBeNull();
  });
});

describe('formatNumber (12 characters, at most 8 decimals, truncating)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [1.5, '1.5'],
    ['1.50', '1.5'],
    [1.123456789, '1.12345678'], // 8 decimals, cut not rounded
    [0.999999999, '0.99999999'],
    [123456.123456789, '123456.12345'], // 12 characters
    [123456789.987, '123456789.98'],
    ['12345678901.9', '12345678901'], // no dangling dot
    ['123456789012', '123456789012'],
    ['1234567890123', '1234567890123'], // integer part kept whole: never change the magnitude
    [-1.123456789, '-1.12345678'],
    [-0.000000001, '0'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%j → %j', (n, text) => expect(formatNumber(n)).toBe(text));
});

describe('validatorMessages', () => {
  it.each(Object.entries(validatorMessages))('%s → %s exists in both locales', (_, key) => {
    expect(keyExistsEverywhere(key)).toBe(true);
  });
  it.each([
    ['formPhone', '输入有误，请检查重新填写！'],
    ['strictMobile', '手机号码不符合规范!'],
    ['specialCharacters', '不能含有特殊字符!'],
    ['name', '格式有误!请重新输入'],
  ] as const)('%s has the spec text %s', (name, text) => {
    const path = validatorMessages[name].split(':')[1]!;
    expect((resources['zh-CN']!.validation as Record<string, string>)[path]).toBe(text);
  });
  it('en-US has exactly the keys of zh-CN', () => {
    expect(Object.keys(resources['en-US']!.validation!).sort()).toEqual(Object.keys(resources['zh-CN']!.validation!).sort());
    expect(keyExists('validation:maxBytes', 'en-US')).toBe(true);
  });
});

describe('properties', () => {
  const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary', maxLength: 5000 }));
  const predicates = [
    isFormPhone,
    isStrictMobile,
    isTelephone,
    hasSpecialCharacters,
    hasAngleBrackets,
    isValidName,
    isEmail,
    isAmount,
    isTaxNumber,
    isUnifiedSocialCreditCode,
    isPersonalId,
  ];
  it('every predicate returns a boolean for any string, and for missing input', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        for (const p of predicates) expect(typeof p(s)).toBe('boolean');
      }),
    );
    for (const p of predicates) {
      expect(typeof p(undefined as unknown as string)).toBe('boolean');
      expect(typeof p(null as unknown as string)).toBe('boolean');
      expect(typeof p(42 as unknown as string)).toBe('boolean');
    }
  });
  it('byteLength is at least the length and at most twice it', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const n = byteLength(s);
        expect(n).toBeGreaterThanOrEqual(s.length);
        expect(n).toBeLessThanOrEqual(2 * s.length);
      }),
    );
  });
  it('formatNumber output has at most 12 characters whenever the integer part fits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.stringMatching(/^-?\d{1,14}\.\d{0,20}$/)), (n) => {
        const text = formatNumber(n);
        expect(typeof text).toBe('string');
        const integerPart = text.split('.')[0]!;
        expect(text.length).toBeLessThanOrEqual(Math.max(12, integerPart.length));
        if (integerPart.length <= 12) expect(text.length).toBeLessThanOrEqual(12);
        expect((text.split('.')[1] ?? '').length).toBeLessThanOrEqual(8);
      }),
    );
  });
  it('formatNumber never rounds up: the shown value never exceeds the input in magnitude', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}\.\d{1,12}$/), (s) => {
        expect(Number(formatNumber(s))).toBeLessThanOrEqual(Number(s));
      }),
    );
  });
  it('amountInWords never throws; it returns words or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.stringMatching(/^-?\d{1,25}(\.\d{1,4})?$/)), (a) => {
        const words = amountInWords(a);
        expect(words === null || /^负?[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/.test(words)).toBe(true);
        if (words !== null) expect(words).toMatch(/[元角分]/);
      }),
    );
    expect(amountInWords(undefined as unknown as string)).toBeNull();
    expect(amountInWords({} as unknown as string)).toBeNull();
  });
  it('amountInWords has no double 零 and no 零 before a unit or at the end (except 零元整)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
        const words = amountInWords(`${yuan}.${String(cents).padStart(2, '0')}`)!;
        if (yuan === 0n && cents === 0) expect(words).toBe('零元整');
        else expect(words).not.toMatch(/零零|零$|零[元万亿]/);
      }),
    );
  });
  it('a valid USCC or ID stays valid only with its own check character', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), (first17) => {
        const check = personalIdCheckDigit(first17)!;
        expect(isPersonalId(first17 + check)).toBe(true);
        const other = '0123456789X'.replace(check, '');
        expect(isPersonalId(first17 + other[0])).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-HJ-NP-RT-UW-Y]{17}$/), (first17) => {
        const check = usccCheckCharacter(first17)!;
        expect(isUnifiedSocialCreditCode(first17 + check)).toBe(true);
      }),
    );
  });
});
