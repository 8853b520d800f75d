import fc from 'fast-check';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableKey } from './Table';
import { selectedCountOf, toggleKey, toggleRows, useTableSelection } from './useTableSelection';

interface Row {
  id: string;
}
const rows: Row[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const keyOf = (row: Row) => row.id;

describe('selection rules', () => {
  it.each<[TableKey[], number]>([
    [[], 0],
    [['b'], 1],
    [['a', 'c', 'x'], 2],
    [['a', 'b', 'c'], 3],
  ])('%o selects %i of the rows', (keys, count) => {
    expect(selectedCountOf(rows, new Set(keys), keyOf)).toBe(count);
  });

  it('toggles one key, leaving the selection given as it was', () => {
    const selection = new Set<TableKey>(['a']);
    expect([...toggleKey(selection, 'b')]).toEqual(['a', 'b']);
    expect([...toggleKey(selection, 'a')]).toEqual([]);
    expect([...selection]).toEqual(['a']);
  });

  it('adds or removes every row, keeping the keys of rows not shown', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom<TableKey>('a', 'b', 'c', 'x', 'y', 1, 2)), fc.boolean(), (keys, remove) => {
        const selection = new Set(keys);
        const next = toggleRows(selection, rows, keyOf, remove);
        for (const row of rows) expect(next.has(row.id)).toBe(!remove);
        for (const key of keys) if (!rows.some((r) => r.id === key)) expect(next.has(key)).toBe(true);
        expect(selection).toEqual(new Set(keys));
      }),
    );
  });
});

describe('useTableSelection', () => {
  it('selects nothing without selection mode', () => {
    const { result } = renderHook(() => useTableSelection(rows, keyOf, { defaultSelectedKeys: ['a', 'b', 'c'] }));
    expect(result.current.selectable).toBe(false);
    expect(result.current.allSelected).toBe(false);
    expect(result.current.someSelected).toBe(false);
  });

  it('keeps its own selection when not controlled: select all, then none, then one', () => {
    const onSelectionChange = vi.fn();
    const { result } = renderHook(() => useTableSelection(rows, keyOf, { selectionMode: 'multiple', defaultSelectedKeys: ['b'], onSelectionChange }));
    expect(result.current.someSelected).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.allSelected).toBe(true);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['b', 'a', 'c']));
    act(() => result.current.toggleAll());
    expect(result.current.selection.size).toBe(0);
    act(() => result.current.toggleRow(rows[2]!));
    expect([...result.current.selection]).toEqual(['c']);
  });

  it('shows the selection it is given when controlled, and only reports changes', () => {
    const onSelectionChange = vi.fn();
    const selectedKeys = new Set<TableKey>(['a', 'b', 'c']);
    const { result } = renderHook(() => useTableSelection(rows, keyOf, { selectionMode: 'multiple', selectedKeys, onSelectionChange }));
    expect(result.current.allSelected).toBe(true);
    act(() => result.current.toggleRow(rows[0]!));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['b', 'c']));
    expect(result.current.selection).toBe(selectedKeys);
  });
});
