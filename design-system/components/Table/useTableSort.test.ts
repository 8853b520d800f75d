import fc from 'fast-check';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn, TableSortDescriptor } from './Table';
import { compareValues, nextSort, sortRows, useTableSort } from './useTableSort';

interface Row {
  id: number;
  name: string | null;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: '上海', amount: 30 },
  { id: 2, name: '北京', amount: 5 },
  { id: 3, name: null, amount: 100 },
  { id: 4, name: '杭州', amount: 5 },
];
const columns: TableColumn<Row>[] = [
  { key: 'name', title: 'name', sortable: true },
  { key: 'amount', title: 'amount', sortable: true },
  { key: 'byId', title: 'by id', sortable: true, compare: (a, b) => b.id - a.id },
];
const ids = (list: readonly Row[]) => list.map((r) => r.id);

describe('compareValues: the default order of two cell values', () => {
  it.each([
    [null, null, 0],
    [undefined, 'a', -1],
    ['a', null, 1],
    [2, 10, -8],
    ['2', '10', -1],
    ['发票2', '发票10', -1],
    ['北京', '上海', -1],
    ['A', 'a', 0],
  ])('%s against %s', (a, b, expected) => {
    expect(Math.sign(compareValues(a, b))).toBe(Math.sign(expected));
  });
});

describe('nextSort: activating a header', () => {
  it.each<[TableSortDescriptor | null, TableSortDescriptor]>([
    [null, { column: 'amount', direction: 'ascending' }],
    [{ column: 'amount', direction: 'ascending' }, { column: 'amount', direction: 'descending' }],
    [{ column: 'amount', direction: 'descending' }, { column: 'amount', direction: 'ascending' }],
    [{ column: 'name', direction: 'ascending' }, { column: 'amount', direction: 'ascending' }],
  ])('from %o', (sort, expected) => {
    expect(nextSort(sort, 'amount')).toEqual(expected);
  });
});

describe('sortRows', () => {
  it('keeps the rows themselves without an order or with an unknown column', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { column: 'missing', direction: 'ascending' })).toBe(rows);
  });

  it.each<[TableSortDescriptor, number[]]>([
    [{ column: 'amount', direction: 'ascending' }, [2, 4, 1, 3]],
    [{ column: 'amount', direction: 'descending' }, [3, 1, 2, 4]],
    [{ column: 'name', direction: 'ascending' }, [3, 2, 4, 1]],
    [{ column: 'byId', direction: 'ascending' }, [4, 3, 2, 1]],
  ])('%o', (sort, expected) => {
    expect(ids(sortRows(rows, columns, sort))).toEqual(expected);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
  });

  it('returns every row once, ordered by the column, without touching the rows given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 40 }), fc.boolean(), (amounts, ascending) => {
        const given: Row[] = amounts.map((amount, id) => ({ id, name: null, amount }));
        const before = ids(given);
        const sorted = sortRows(given, columns, { column: 'amount', direction: ascending ? 'ascending' : 'descending' });
        expect(ids(given)).toEqual(before);
        expect([...ids(sorted)].sort((a, b) => a - b)).toEqual(before);
        for (let i = 1; i < sorted.length; i++) {
          const step = sorted[i]!.amount - sorted[i - 1]!.amount;
          expect(ascending ? step >= 0 : step <= 0).toBe(true);
        }
      }),
    );
  });
});

describe('useTableSort', () => {
  it('keeps its own order when not controlled, and reports each change', () => {
    const onSortChange = vi.fn();
    const { result } = renderHook(() => useTableSort(rows, columns, { onSortChange }));
    expect(result.current.sort).toBeNull();
    expect(result.current.sortedRows).toBe(rows);
    act(() => result.current.sortBy(columns[1]!));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    expect(ids(result.current.sortedRows)).toEqual([2, 4, 1, 3]);
    act(() => result.current.sortBy(columns[1]!));
    expect(result.current.sort).toEqual({ column: 'amount', direction: 'descending' });
  });

  it('follows a controlled order, and shows rows sorted by the server as they are', () => {
    const sortDescriptor: TableSortDescriptor = { column: 'amount', direction: 'descending' };
    const controlled = renderHook(() => useTableSort(rows, columns, { sortDescriptor, defaultSortDescriptor: null }));
    act(() => controlled.result.current.sortBy(columns[0]!));
    expect(controlled.result.current.sort).toBe(sortDescriptor);
    expect(ids(controlled.result.current.sortedRows)).toEqual([3, 1, 2, 4]);

    const manual = renderHook(() => useTableSort(rows, columns, { defaultSortDescriptor: sortDescriptor, manualSort: true }));
    expect(manual.result.current.sort).toEqual(sortDescriptor);
    expect(manual.result.current.sortedRows).toBe(rows);
  });
});
