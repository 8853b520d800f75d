import { memo, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import type { TableColumn } from './Table';
import { BodyRow, Cell } from './Table.styles';
import { TableCheckbox } from './TableCheckbox';
import { valueOf } from './tableColumns';

// One body row of the Table and what it calls back: memoised on props that keep their identity while the row is
// unchanged, so typing in one row of an editable grid renders that row, not every visible row.

/** What a body row calls back. */
export interface RowEvents<T> {
  click(e: MouseEvent<HTMLDivElement>, row: T, index: number): void;
  toggle(row: T, index: number): void;
}

/** One object for the table's life that calls the latest handlers: the `events` prop of a row never changes. */
export function useRowEvents<T>(handlers: RowEvents<T>): RowEvents<T> {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo<RowEvents<T>>(
    () => ({
      click: (e, row, index) => latest.current.click(e, row, index),
      toggle: (row, index) => latest.current.toggle(row, index),
    }),
    [],
  );
}

interface TableRowProps<T> {
  row: T;
  index: number;
  rowId: string;
  columns: readonly TableColumn<T>[];
  selectable: boolean;
  isSelected: boolean;
  isActive: boolean;
  isActionable: boolean;
  /** translateY of the row in px. */
  offset: number;
  selectLabel: string;
  events: RowEvents<T>;
}

/**
 * One body row. Memoised: a row whose data, position, selection and columns are unchanged is not rendered again when
 * another row changes (an editable grid re-renders one row per keystroke, not every visible row).
 */
export const TableRow = memo(function TableRow<T>(p: TableRowProps<T>) {
  const colOffset = p.selectable ? 1 : 0;
  return (
    <BodyRow
      id={p.rowId}
      role="row"
      aria-rowindex={p.index + 2}
      aria-selected={p.selectable ? p.isSelected : undefined}
      data-selected={p.isSelected || undefined}
      data-active={p.isActive || undefined}
      data-actionable={p.isActionable ? '' : undefined}
      style={{ transform: `translateY(${p.offset}px)` }}
      onClick={(e) => p.events.click(e, p.row, p.index)}
    >
      {p.selectable && (
        <Cell role="gridcell" aria-colindex={1} data-align="center">
          <TableCheckbox aria-label={p.selectLabel} isSelected={p.isSelected} onChange={() => p.events.toggle(p.row, p.index)} />
        </Cell>
      )}
      {p.columns.map((column, i) => {
        const content = column.render ? column.render(p.row, p.index) : (valueOf(p.row, column.key) as ReactNode);
        const title = column.ellipsis && (typeof content === 'string' || typeof content === 'number') ? String(content) : undefined;
        return (
          <Cell
            key={column.key}
            role="gridcell"
            aria-colindex={i + colOffset + 1}
            data-align={column.align ?? 'start'}
            data-ellipsis={column.ellipsis || undefined}
            title={title}
          >
            {content}
          </Cell>
        );
      })}
    </BodyRow>
  );
}) as <T>(p: TableRowProps<T>) => ReactNode;
