import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  filterTerminals,
  pickerColumnsFor,
  rowNumberOf,
  searchKeyOf,
  terminalKeyOf,
  terminalModeOf,
  type PickerTerminal,
} from './terminals';

describe('terminalModeOf (spec 01 §3)', () => {
  it.each([
    ['WT200', 'cloud'],
    ['IT200', 'cloud'],
    ['IT300', 'cloud'],
    ['IT500', 'cloud'],
    ['IT600', 'cloud'],
    ['it600', 'cloud'],
    [' IT200 ', 'cloud'],
    ['IT100', 'shared'],
    ['IT150', 'shared'],
    ['IT160', 'shared'],
    ['HT200', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['toString', null],
  ] as const)('%j -> %s', (tsp, mode) => {
    expect(terminalModeOf(tsp)).toBe(mode);
  });
});

describe('pickerColumnsFor (spec 01 §2: provider for role 2, mode for roles 1 and 3)', () => {
  it('role 1 and 3 show the mode, not the provider', () => {
    for (const role of [1, 3] as const) {
      expect(pickerColumnsFor(role)).toEqual([
        'index', 'name', 'alias', 'deviceType', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo',
      ]);
    }
  });
  it('role 2 shows the provider, not the mode', () => {
    expect(pickerColumnsFor(2)).toEqual([
      'index', 'name', 'alias', 'deviceType', 'provider', 'terminalStatus', 'verificationStatus', 'accountInfo',
    ]);
  });
});

const terminals: PickerTerminal[] = [
  { termId: 1, taxerName: '上海华信科技有限公司', taxerId: '91310115MA1K4ABC2X', diskId: '661234567890' },
  { termId: 2, taxerName: '北京恒泰贸易有限公司', taxerId: '91110105MA00XYZ12Q', diskId: '441234500001' },
  { termId: 3, taxerName: '杭州瑞丰物流有限公司', taxerId: null, diskId: null },
];

describe('filterTerminals (company name, tax number or disk number)', () => {
  it.each([
    ['上海', [1]],
    ['  上海  ', [1]],
    ['有限公司', [1, 2, 3]],
    ['ma00xyz', [2]],
    ['4412345', [2]],
    ['1234', [1, 2]],
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['深圳', []],
  ] as const)('%j -> %j', (key, ids) => {
    expect(filterTerminals(terminals, key).map((t) => t.termId)).toEqual(ids);
  });
  it('keeps the list itself for an empty key, and keeps order and membership otherwise', () => {
    expect(filterTerminals(terminals, ' ')).toBe(terminals);
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (key) => {
        const out = filterTerminals(terminals, key);
        expect(out.every((t) => terminals.includes(t))).toBe(true);
        expect(filterTerminals(out, key)).toEqual(out);
      }),
    );
  });
});

describe('searchKeyOf', () => {
  it('trims spaces, tabs and full-width spaces', () => {
    expect(searchKeyOf('  上海 ')).toBe('上海');
    expect(searchKeyOf('\t661234\u3000')).toBe('661234');
  });
});

describe('accountsOf (qdInfo[0] invoicing, qdInfo[1] query)', () => {
  it('picks both, either, or none', () => {
    const a = { dlzh: '13800000000', dlsfStr: '办税员' };
    const b = { dlzh: '13900000000', dlsfStr: '开票员' };
    expect(accountsOf({ taxerName: 'x', qdInfo: [a, b] })).toEqual([a, b]);
    expect(accountsOf({ taxerName: 'x', qdInfo: [a] })).toEqual([a, null]);
    expect(accountsOf({ taxerName: 'x', qdInfo: [{ dlzh: ' ' }, b] })).toEqual([null, b]);
    expect(accountsOf({ taxerName: 'x', qdInfo: null })).toEqual([null, null]);
    expect(accountsOf({ taxerName: 'x' })).toEqual([null, null]);
  });
});

describe('rowNumberOf counts across pages', () => {
  it.each([
    [0, 1, 20, 1],
    [19, 1, 20, 20],
    [0, 2, 20, 21],
    [4, 3, 50, 105],
    [0, 0, 20, 1],
  ])('row %i on page %i of %i -> %i', (row, page, size, n) => {
    expect(rowNumberOf(row, page, size)).toBe(n);
  });
});

describe('terminalKeyOf', () => {
  it('prefers termId, then deviceId, disk number, tax number, name', () => {
    expect(terminalKeyOf({ termId: 7, deviceId: 'd', taxerName: 'x' })).toBe('7');
    expect(terminalKeyOf({ deviceId: 'd', diskId: '66', taxerName: 'x' })).toBe('d');
    expect(terminalKeyOf({ diskId: '66', taxerId: '91', taxerName: 'x' })).toBe('66');
    expect(terminalKeyOf({ taxerId: '91', taxerName: 'x' })).toBe('91');
    expect(terminalKeyOf({ taxerName: 'x' })).toBe('x');
  });
});
