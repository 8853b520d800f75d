import { describe, expect, it } from 'vitest';
import { printersOf, versionOf } from './localPrint';
import { compareVersions, normalOffset, offsetIssue } from './offsets';

describe('print offsets', () => {
  it.each([
    ['0', null],
    ['2.5', null],
    ['-50', null],
    ['+50.0', null],
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'notNumber'],
    ['1,5', 'notNumber'],
    ['1.25', 'tooManyDecimals'],
    ['50.1', 'outOfRange'],
    ['-60', 'outOfRange'],
  ] as const)('%j: %s', (text, issue) => {
    expect(offsetIssue(text)).toBe(issue);
  });

  it('saves to one decimal and keeps what does not read as typed', () => {
    expect(normalOffset('-1')).toBe('-1.0');
    expect(normalOffset(' 2.5 ')).toBe('2.5');
    expect(normalOffset('x')).toBe('x');
  });

  it('compares client versions part by part', () => {
    expect(compareVersions('0.9.2', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
  });

  it('reads the client replies defensively', () => {
    expect(versionOf({ version: '1.2.0' })).toBe('1.2.0');
    expect(versionOf('1.2.0')).toBe('1.2.0');
    expect(versionOf(null)).toBeNull();
    expect(printersOf({ printers: [{ name: 'A', isDefault: true, status: 'ready' }, { name: 'B', status: 'jammed' }, { nope: 1 }] })).toEqual([
      { name: 'A', isDefault: true, status: 'ready' },
      { name: 'B', isDefault: false, status: 'offline' },
    ]);
    expect(printersOf('oops')).toEqual([]);
  });
});
