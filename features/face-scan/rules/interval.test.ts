import { describe, expect, it } from 'vitest';
import { daysQuickPicks, floorToHalfHour, intervalText, maxOf, neverSynced, unitOf, wholeDays } from './interval';

describe('floorToHalfHour (the slider rounds down to the half hour, 0..48)', () => {
  it.each([
    ['24', 24],
    ['24.5', 24.5],
    ['24.49', 24],
    ['24.99', 24.5],
    ['0.4', 0],
    [0.5, 0.5],
    ['48', 48],
    ['72', 48],
    ['-1', 0],
    ['', 0],
    ['abc', 0],
    [null, 0],
  ])('%j -> %j', (input, expected) => expect(floorToHalfHour(input)).toBe(expected));
});

describe('wholeDays', () => {
  it.each([
    ['30', 30],
    ['30.9', 30],
    ['0', 0],
    ['-3', null],
    ['', null],
    ['x', null],
  ])('%j -> %j', (input, expected) => expect(wholeDays(input)).toBe(expected));
});

describe('maxOf (the config gives max for its own unit)', () => {
  it.each([
    [1, { type: 1, max: 48 }, 48],
    [1, { type: 1, max: 24 }, 24],
    [1, { type: 2, max: 90 }, 48],
    [2, { type: 2, max: 90 }, 90],
    [2, { type: 1, max: 24 }, 60],
    [2, { type: 2, max: 0 }, 60],
    [2, null, 60],
    [1, undefined, 48],
  ] as const)('unit %j of %j -> %j', (unit, config, expected) => expect(maxOf(unit, config)).toBe(expected));
});

describe('daysQuickPicks', () => {
  it.each([
    [60, [{ value: 30, kind: 'days' }, { value: 60, kind: 'days' }, { value: 60, kind: 'max' }]],
    [90, [{ value: 30, kind: 'days' }, { value: 60, kind: 'days' }, { value: 90, kind: 'max' }]],
    [45, [{ value: 30, kind: 'days' }, { value: 45, kind: 'max' }]],
    [20, [{ value: 20, kind: 'max' }]],
  ])('max %j', (max, expected) => expect(daysQuickPicks(max)).toEqual(expected));
});

describe('unitOf, neverSynced, intervalText', () => {
  it.each([
    [1, 1],
    ['2', 2],
    [2, 2],
    [undefined, 1],
    ['x', 1],
  ])('unitOf(%j) = %j', (type, unit) => expect(unitOf(type)).toBe(unit));
  it.each([
    [{ tsSync: '2025-06-29T08:00:00.000Z' }, false],
    [{ tsSync: '' }, true],
    [{ tsSync: ' ' }, true],
    [{}, true],
    [null, true],
  ])('neverSynced(%j) = %j', (config, expected) => expect(neverSynced(config)).toBe(expected));
  it.each([
    [24.5, '24.5'],
    [30, '30'],
    [0, '0'],
    [null, ''],
    [Number.NaN, ''],
  ])('intervalText(%j) = %j', (value, expected) => expect(intervalText(value)).toBe(expected));
});
