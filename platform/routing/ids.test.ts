import { describe, expect, it } from 'vitest';
import { decodeSegment, isWellFormedId, isWellFormedParam } from './ids';

describe('decodeSegment', () => {
  it.each([
    ['661000000001', '661000000001'],
    ['%E4%B8%8A%E6%B5%B7', '上海'],
    ['%E0%A4%A', null],
    ['%', null],
    ['%zz', null],
  ])('%s -> %s (never a URIError)', (segment, expected) => {
    expect(decodeSegment(segment)).toBe(expected);
  });
});

describe('isWellFormedParam: each route parameter by its kind', () => {
  it.each([
    ['invoiceCode', '031000002200', true],
    ['invoiceCode', '0310000022', true],
    ['invoiceCode', '-', true],
    ['invoiceCode', '%E0%A4%A', false],
    ['invoiceCode', '03100000220', false],
    ['invoiceCode', '../x', false],
    ['invoiceNumber', '24000000', true],
    ['invoiceNumber', '26312000000000000001', true],
    ['invoiceNumber', '1', false],
    ['invoiceNumber', '2400000a', false],
    ['id', 'RP0004', true],
    ['did', '661000000001', true],
    ['findID', '91310000MA1G000001', true],
    ['tsp', 'IT600', true],
    ['did', '%E0%A4%A', false],
    ['id', '../../v1', false],
    ['rid', 'a b', false],
    ['type', '<script>', false],
    ['id', 'x'.repeat(65), false],
  ])('%s %s: %s', (name, value, expected) => {
    expect(isWellFormedParam(name, value)).toBe(expected);
  });
});

describe('isWellFormedId', () => {
  it.each([
    ['661000000001', true],
    ['', false],
    ['66100000000%', false],
    ['661000000001?x=1', false],
    [42, false],
  ])('%s: %s', (value, expected) => {
    expect(isWellFormedId(value)).toBe(expected);
  });
});
