import { describe, expect, it } from 'vitest';
import { canRetry, faceQrEndsAt, faceQrFailure, mobileQrPath, roleCheckOf } from './faceQr';

describe('faceQrFailure (spec 02 §8)', () => {
  it.each([
    [202200007, 'login'],
    [202200008, 'login'],
    [202200014, 'login'],
    [201300002, 'login'],
    ['202200007', 'login'],
    [202200009, 'retry'],
    [202200010, 'retry'],
    [202200011, 'retry'],
    [202200012, 'retry'],
    [202200013, 'error'],
    [202200006, 'error'],
    [500, 'error'],
    [undefined, 'error'],
  ])('%j -> %j', (code, expected) => expect(faceQrFailure(code)).toBe(expected));
});

describe('canRetry (within the two 60 s phases)', () => {
  it.each([
    [0, 0, true],
    [0, 114_999, true],
    [0, 115_000, false],
    [0, 120_000, false],
    [1000, 116_000, false],
  ])('started %j, now %j -> %j', (startedAt, now, expected) => expect(canRetry(startedAt, now)).toBe(expected));
});

describe('faceQrEndsAt (valid 300 s)', () => {
  const now = 1_000_000;
  it.each([
    [String(now + 300_000), now + 300_000],
    [String(now + 120_000), now + 120_000],
    [String(now + 900_000), now + 300_000],
    [String(now - 1), now + 300_000],
    ['', now + 300_000],
    ['soon', now + 300_000],
    [undefined, now + 300_000],
  ])('%j -> %j', (expireTime, expected) => expect(faceQrEndsAt(expireTime, now)).toBe(expected));
});

describe('roleCheckOf (tax-app tab for finance heads and legal representatives)', () => {
  it.each([
    ['1', 1],
    ['2', 1],
    [2, 1],
    ['3', 0],
    ['7', 0],
    ['', 0],
    [undefined, 0],
  ])('%j -> %j', (identity, expected) => expect(roleCheckOf(identity)).toBe(expected));
});

describe('mobileQrPath', () => {
  it.each([
    [{ diskId: '661000000001', taxerName: '上海 示例&公司', termType: 2, tsp: 'IT600' }, '/h5/#/qrcode/661000000001?taxerName=%E4%B8%8A%E6%B5%B7+%E7%A4%BA%E4%BE%8B%26%E5%85%AC%E5%8F%B8&termType=2&tsp=IT600'],
    [{ diskId: '661000000002' }, '/h5/#/qrcode/661000000002?taxerName=&termType=&tsp='],
  ])('%j', (terminal, expected) => expect(mobileQrPath(terminal)).toBe(expected));
});
