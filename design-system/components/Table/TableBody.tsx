import type { ReactNode } from 'react';
import { Empty } from '../Empty';
import type { TableColumn, TableKey } from './Table';
import { Body, BodyRow, EmptyCell } from './Table.styles';
import { TableRow, type RowEvents } from './TableRow';
import type { RowWindowItem } from './rowWindow';

// The Table's body: the rendered window of rows, or one placeholder row (empty, or nothing while loading).

export interface TableBodyProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  keyOf(row: T): TableKey;
  /** The rendered rows (rowWindow.ts) and the height of them all. */
  window: { rows: readonly RowWindowItem[]; totalSize: number };
  rowHeight: number;
  rowId(index: number): string;
  selectable: boolean;
  selection: ReadonlySet<TableKey>;
  /** The row that shows the active mark, or null. */
  activeRow: number | null;
  isActionable: boolean;
  isLoading: boolean;
  emptyContent: ReactNode;
  colCount: number;
  selectLabel: string;
  events: RowEvents<T>;
}

export function TableBody<T>(p: TableBodyProps<T>) {
  const { rows, rowHeight, selectable } = p;
  if (rows.length === 0)
    return (
      <Body role="rowgroup" data-empty="">
        <BodyRow role="row" aria-rowindex={2} data-placeholder="">
          <EmptyCell role="gridcell" aria-colspan={p.colCount} aria-colindex={1}>
            {p.isLoading ? null : (p.emptyContent ?? <Empty size="compact" />)}
          </EmptyCell>
        </BodyRow>
      </Body>
    );
  return (
    <Body role="rowgroup" style={{ height: p.window.totalSize }}>
      {p.window.rows.map((item) => {
        const index = item.index;
        const row = rows[index] as T;
        return (
          <TableRow<T>
            key={item.key as TableKey}
            row={row}
            index={index}
            rowId={p.rowId(index)}
            columns={p.columns}
            selectable={selectable}
            isSelected={selectable && p.selection.has(p.keyOf(row))}
            isActive={p.activeRow === index}
            isActionable={p.isActionable}
            offset={item.start - rowHeight}
            selectLabel={p.selectLabel}
            events={p.events}
          />
        );
      })}
    </Body>
  );
}
