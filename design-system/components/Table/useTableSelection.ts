import { useCallback, useMemo, useState } from 'react';
import type { TableKey, TableSelectionProps } from './Table';

// The Table's row selection: the selected keys (controlled by `selectedKeys`, otherwise kept here), the select-all
// checkbox's state over the rows shown, and toggling one row or all of them.

/** How many of the rows are selected. */
export function selectedCountOf<T>(rows: readonly T[], selection: ReadonlySet<TableKey>, keyOf: (row: T) => TableKey): number {
  if (selection.size === 0) return 0;
  let count = 0;
  for (const row of rows) if (selection.has(keyOf(row))) count++;
  return count;
}

/** The selection with the key added, or removed when it was there. */
export function toggleKey(selection: ReadonlySet<TableKey>, key: TableKey): Set<TableKey> {
  const next = new Set(selection);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The selection with every row's key removed (`remove`) or added; keys of other rows are kept. */
export function toggleRows<T>(selection: ReadonlySet<TableKey>, rows: readonly T[], keyOf: (row: T) => TableKey, remove: boolean): Set<TableKey> {
  const next = new Set(selection);
  if (remove) for (const row of rows) next.delete(keyOf(row));
  else for (const row of rows) next.add(keyOf(row));
  return next;
}

export function useTableSelection<T>(rows: readonly T[], keyOf: (row: T) => TableKey, props: TableSelectionProps) {
  const { selectionMode = 'none', onSelectionChange } = props;
  const selectable = selectionMode === 'multiple';
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<TableKey>>(() => new Set(props.defaultSelectedKeys ?? []));
  const selection = props.selectedKeys ?? ownSelection;
  const commit = useCallback(
    (next: Set<TableKey>) => {
      setOwnSelection(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );
  const selectedCount = useMemo(() => (selectable ? selectedCountOf(rows, selection, keyOf) : 0), [selectable, selection, rows, keyOf]);
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const someSelected = selectedCount > 0 && !allSelected;

  const toggleRow = useCallback((row: T) => commit(toggleKey(selection, keyOf(row))), [selection, keyOf, commit]);
  const toggleAll = useCallback(() => commit(toggleRows(selection, rows, keyOf, allSelected)), [selection, allSelected, rows, keyOf, commit]);
  return { selectable, selection, allSelected, someSelected, toggleRow, toggleAll };
}
