// Amounts: the amount pattern (spec 01 §5), 人民币大写 (People's Bank of China, 《支付结算办法》 附件
// 《正确填写票据和结算凭证的基本规定》) and the display format for quantities and prices (spec 01 §9).
import Decimal from 'decimal.js';
import numerals from '../../locales/zh-CN/validation.json';

/** Amount: optional minus, digits, optional decimals (spec 01 §5). */
export function isAmount(s: string): boolean {
  return typeof s === 'string' && /^-?\d+(?:\.\d+)?$/.test(s);
}

// The capital numerals are fixed by the banking rules and printed on the invoice in every language, so they live
// in the catalogue as `...Zh` texts (kept Chinese in en-US too) and are read here as data, with no i18n call.
const words = numerals.amountWords;
const digits = [...words.digitsZh];
const ZERO = digits[0]!;
const smallUnits = ['', ...words.placesZh];
const WAN = words.wanZh;
const YI = words.yiZh;
const YUAN = words.yuanZh;
const JIAO = words.jiaoZh;
const FEN = words.fenZh;
const ZHENG = words.zhengZh;
const NEGATIVE = words.negativeZh;

/** Largest number of integer digits amountInWords accepts (spec 01 §5: over 18 digits are rejected). */
export const AMOUNT_IN_WORDS_MAX_DIGITS = 18;

// 1..9999, no leading zero; a run of zeros between non-zero digits is one 零, trailing zeros are dropped.
function group(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += ZERO;
    pendingZero = false;
    out += digits[d]! + smallUnits[pos]!;
  }
  return out;
}

// A positive integer (as a decimal string without leading zeros) in words: N = A·10^8 + B → A亿B,
// A = C·10^4 + D → C万D; a 零 marks a gap when the lower part is non-zero but shorter than its slot.
// A zero 万位 before a non-zero 千位 takes no 零 (壹拾万柒仟, the People's Bank's first form for ¥107000.53).
function integerWords(s: string): string {
  if (s.length > 8) {
    const high = s.slice(0, -8);
    const low = s.slice(-8).replace(/^0+/, '');
    if (low === '') return integerWords(high) + YI;
    return integerWords(high) + YI + (low.length < 8 ? ZERO : '') + integerWords(low);
  }
  const n = Number(s);
  if (n >= 10000) {
    const high = Math.floor(n / 10000);
    const low = n % 10000;
    if (low === 0) return group(high) + WAN;
    return group(high) + WAN + (low < 1000 ? ZERO : '') + group(low);
  }
  return group(n);
}

function toDecimal(amount: number | string): Decimal | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? new Decimal(amount) : null;
  if (typeof amount !== 'string') return null;
  // Accountants type thousands separators; anything else must be a plain decimal amount.
  const s = amount.trim().replace(/,/g, '');
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(s)) return null;
  return new Decimal(s);
}

/**
 * 人民币大写 for an amount (number or decimal string), rounded half-up (away from zero) to 分 in decimal
 * arithmetic. Rules of the People's Bank: 整 after 元 when there are no 角 and 分 (none after 角, none after
 * 分); one 零 for a run of zeros; 零 after 元 when 角 is 0 and 分 is not; when the 元位 is 0 with a non-zero
 * fraction the People's Bank allows 零 or nothing: we write 零 (its first form, ¥1680.32 → 壹仟陆佰捌拾元零叁角贰分);
 * zero is 零元整; negative amounts are prefixed 负 (no 人民币 prefix: callers add it where the form needs it).
 *
 * Returns null — never throws — when the input is not an amount or has more than 18 integer digits after rounding.
 */
export function amountInWords(amount: number | string): string | null {
  const parsed = toDecimal(amount);
  if (parsed === null) return null;
  const rounded = parsed.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const abs = rounded.abs();
  const fixed = abs.toFixed(2);
  const [intPart, fracPart] = fixed.split('.') as [string, string];
  if (intPart.length > AMOUNT_IN_WORDS_MAX_DIGITS) return null;
  const jiao = Number(fracPart[0]);
  const fen = Number(fracPart[1]);
  if (abs.isZero()) return ZERO + YUAN + ZHENG;

  let out = '';
  const hasYuan = intPart !== '0';
  if (hasYuan) out += integerWords(intPart) + YUAN;
  if (jiao === 0 && fen === 0) return (rounded.isNegative() ? NEGATIVE : '') + out + ZHENG;
  if (jiao !== 0) {
    if (hasYuan && intPart.endsWith('0')) out += ZERO;
    out += digits[jiao]! + JIAO;
  } else if (hasYuan) {
    out += ZERO; // 角 is 0 and 分 is not: 零 after 元 (mandatory)
  }
  if (fen !== 0) out += digits[fen]! + FEN;
  return (rounded.isNegative() ? NEGATIVE : '') + out;
}

/** Longest display of a number (spec 01 §9: 12 characters, at most 8 decimals, truncating). */
export const FORMAT_NUMBER_MAX_CHARS = 12;
export const FORMAT_NUMBER_MAX_DECIMALS = 8;

/**
 * Quantity / price display: plain notation, at most 8 decimals and 12 characters, cut (never rounded),
 * trailing zeros dropped. Decimals are cut first; an integer part that alone is longer than 12 characters is
 * returned whole, because cutting it would change the magnitude (spec 01 §9 is silent; an accountant would
 * rather see a long number than a wrong one). Returns '' for input that is not a finite number.
 */
export function formatNumber(n: number | string): string {
  const parsed = toDecimal(n);
  if (parsed === null) return '';
  let text = parsed.toDecimalPlaces(FORMAT_NUMBER_MAX_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  if (text.includes('.')) {
    const dot = text.indexOf('.');
    text = dot >= FORMAT_NUMBER_MAX_CHARS - 1 ? text.slice(0, dot) : text.slice(0, FORMAT_NUMBER_MAX_CHARS);
    if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  }
  return text === '-0' ? '0' : text;
}
