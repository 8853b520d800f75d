import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterPickerRows, rowNumberOf, searchKeyOf, type PickerRow } from './rows';

const rows: PickerRow[] = [
  { key: '1', name: '上海华信科技有限公司', taxerId: '91310115MA1K4ABC2X', diskId: '661234567890' },
  { key: '2', name: '北京恒泰贸易有限公司', taxerId: '91110105MA00XYZ12Q', diskId: '441234500001' },
  { key: '3', name: '杭州瑞丰物流有限公司', taxerId: null, diskId: null },
];

describe('filterPickerRows (company name, tax number or disk number)', () => {
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
    expect(filterPickerRows(rows, key).map((r) => Number(r.key))).toEqual(ids);
  });
  it('keeps the list itself for an empty key, and keeps order and membership otherwise', () => {
    expect(filterPickerRows(rows, ' ')).toBe(rows);
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (key) => {
        const out = filterPickerRows(rows, key);
        expect(out.every((r) => rows.includes(r))).toBe(true);
        expect(filterPickerRows(out, key)).toEqual(out);
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

