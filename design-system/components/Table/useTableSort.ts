import { useCallback, useMemo, useState } from 'react';
import type { TableColumn, TableSortDescriptor, TableSortProps } from './Table';
import { valueOf } from './tableColumns';

// The Table's sorting: which column the rows are sorted by (controlled by `sortDescriptor`, otherwise kept here),
// what activating a sortable header does, and the rows in that order (as given when the server sorted them).

// One collator for the whole module: zh-CN order (pinyin), numbers inside strings compared as numbers.
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** The default order of two cell values: empty first, numbers as numbers, anything else by zh-CN collation. */
export function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The order after activating the header of `column`: ascending, or descending when it was ascending. */
export function nextSort(sort: TableSortDescriptor | null, column: string): TableSortDescriptor {
  return { column, direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The rows in the order of `sort` (a sorted copy), or the rows themselves when there is no order to apply. */
export function sortRows<T>(rows: readonly T[], columns: readonly TableColumn<T>[], sort: TableSortDescriptor | null): readonly T[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.key === sort.column);
  if (!column) return rows;
  const compare = column.compare ?? ((a: T, b: T) => compareValues(valueOf(a, column.key), valueOf(b, column.key)));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

export function useTableSort<T>(rows: readonly T[], columns: readonly TableColumn<T>[], props: TableSortProps) {
  const { onSortChange, manualSort = false } = props;
  const [ownSort, setOwnSort] = useState<TableSortDescriptor | null>(props.defaultSortDescriptor ?? null);
  const sort = props.sortDescriptor !== undefined ? props.sortDescriptor : ownSort;
  const sortBy = useCallback(
    (column: TableColumn<T>) => {
      const next = nextSort(sort, column.key);
      setOwnSort(next);
      onSortChange?.(next);
    },
    [sort, onSortChange],
  );
  const sortedRows = useMemo(() => (manualSort ? rows : sortRows(rows, columns, sort)), [rows, columns, sort, manualSort]);
  return { sort, sortBy, sortedRows };
}
