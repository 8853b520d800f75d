import { describe, expect, it } from 'vitest';
import { specialBusinessOf } from './index';

describe('specialBusinessOf', () => {
  it.each([
    // 01 refined oil: first 9 digits within 107010101-107010108
    ['1070101010000000000', '01'],
    ['1070101050100000000', '01'],
    ['1070101080000000000', '01'],
    ['1070101090000000000', null],
    ['1070101000000000000', null],
    ['1070102010000000000', null],
    // 03 construction services
    ['3050000000000000000', '03'],
    ['3050100000000000000', '03'],
    ['3050502000000000000', '03'],
    // 04 freight: land, water, air, pipeline
    ['3010102010100000000', '04'],
    ['3010102020000000000', '04'],
    ['3010202000000000000', '04'],
    ['3010302010000000000', '04'],
    ['3010401010000000000', '04'],
    // 09 passenger transport
    ['3010101010100000000', '09'],
    ['3010101020203000000', '09'],
    ['3010201010000000000', '09'],
    ['3010301010100000000', '09'],
    // 06 real estate operating lease (incl. parking)
    ['3040502020000000000', '06'],
    ['3040502020200000000', '06'],
    ['3040502010100000000', null],
    ['3040501010000000000', null],
    // other goods and malformed input
    ['1060201070000000000', null],
    ['5010101000000000000', null],
    ['', null],
    ['30', null],
    ['abc305', null],
  ] as const)('%s -> %s', (code, expected) => {
    expect(specialBusinessOf(code)).toBe(expected);
  });

  it('uses only the first 19 digits', () => {
    expect(specialBusinessOf('30501000000000000001')).toBe('03');
    expect(specialBusinessOf(' 3050100000000000000 ')).toBe('03');
  });

  it('returns null for what is not a string', () => {
    expect(specialBusinessOf(undefined)).toBeNull();
    expect(specialBusinessOf(null)).toBeNull();
    expect(specialBusinessOf(305 as unknown as string)).toBeNull();
  });
});
