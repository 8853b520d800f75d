import { useCallback, useImperativeHandle, useState, type FocusEvent, type KeyboardEvent, type Ref, type RefObject } from 'react';
import type { TableHandle } from './Table';

// The Table's keyboard: the grid is one tab stop with an active cell (a body row, or a cell of the header row) that
// the arrows, Home, End, PageUp and PageDown move; Enter and Space act on it (sort, select all, select the row, the
// row's action) and Ctrl+A selects every row. The active row is scrolled into view, as is any row through `handleRef`.

/** Where the keyboard is in the grid: row -1 is the header row (col picks the header cell). */
export interface ActiveCell {
  row: number;
  col: number;
}

/** The key pressed on the grid itself (keys inside interactive cell content are that content's). */
export interface GridKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

export interface GridKeyState {
  /** The active cell within the rows and columns there are; null until the grid is first focused or clicked. */
  active: ActiveCell | null;
  rowCount: number;
  /** Cells of the header row, the selection column's included. */
  headerCount: number;
  /** Rows a PageUp or PageDown moves by. */
  pageRows: number;
  selectable: boolean;
}

/** What a key asks of the grid; `none` is a key the grid takes without anything to do. */
export type GridKeyEffect =
  | { type: 'move'; row: number; col: number }
  | { type: 'activateHeader'; col: number }
  | { type: 'toggleRow'; row: number }
  | { type: 'rowAction'; row: number }
  | { type: 'toggleAll' }
  | { type: 'none' };

const SPACE = ' ';

/**
 * The effect of a key on the grid, or null when the key is not the grid's. `move` makes a cell active: a body row (in
 * the active column), or a cell of the header row (row -1, also where the keyboard stays when there are no rows).
 */
export function gridKeyEffect(e: GridKey, s: GridKeyState): GridKeyEffect | null {
  const row = s.active?.row ?? (s.rowCount > 0 ? 0 : -1);
  const col = s.active?.col ?? 0;
  const inHeader = row < 0;
  const toRow = (r: number): GridKeyEffect => ({ type: 'move', row: s.rowCount === 0 ? -1 : Math.max(-1, Math.min(r, s.rowCount - 1)), col });
  const toHeader = (c: number): GridKeyEffect => ({ type: 'move', row: -1, col: c });
  switch (e.key) {
    case 'ArrowDown':
      return toRow(s.active ? row + 1 : row);
    case 'ArrowUp':
      return toRow(s.active ? row - 1 : row);
    case 'ArrowLeft':
    case 'ArrowRight':
      // In the body, left and right scroll a wide table natively.
      if (!inHeader) return null;
      return toHeader(Math.max(0, Math.min(s.headerCount - 1, col + (e.key === 'ArrowLeft' ? -1 : 1))));
    case 'Home':
      return inHeader && !e.ctrlKey ? toHeader(0) : toRow(0);
    case 'End':
      return inHeader && !e.ctrlKey ? toHeader(s.headerCount - 1) : toRow(s.rowCount - 1);
    case 'PageDown':
      return toRow(row + s.pageRows);
    case 'PageUp':
      return toRow(Math.max(0, row - s.pageRows));
    case SPACE:
    case 'Enter':
      if (!s.active) return toRow(row);
      if (inHeader) return { type: 'activateHeader', col };
      if (e.key === 'Enter') return { type: 'rowAction', row };
      return s.selectable ? { type: 'toggleRow', row } : { type: 'none' };
    case 'a':
    case 'A':
      return s.selectable && (e.ctrlKey || e.metaKey) ? { type: 'toggleAll' } : null;
    default:
      return null;
  }
}

export interface GridKeyboardOptions {
  scrollerRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  headerCount: number;
  rowHeight: number;
  maxHeight: number;
  selectable: boolean;
  handleRef: Ref<TableHandle> | undefined;
  /** Enter or Space on a cell of the header row. */
  onActivateHeader(col: number): void;
  /** Space on a body row of a selectable table. */
  onToggleRow(row: number): void;
  /** Enter on a body row. */
  onRowAction(row: number): void;
  /** Ctrl+A on a selectable table. */
  onToggleAll(): void;
}

export function useGridKeyboard(o: GridKeyboardOptions) {
  const { scrollerRef, rowCount, headerCount, rowHeight, maxHeight } = o;
  const [active, setActive] = useState<ActiveCell | null>(null);
  const activeRow = active ? Math.min(active.row, rowCount - 1) : null;
  const activeCol = active ? Math.min(active.col, headerCount - 1) : 0;

  const scrollRowIntoView = useCallback(
    (index: number) => {
      const el = scrollerRef.current;
      if (!el) return;
      const top = rowHeight + index * rowHeight;
      if (top < el.scrollTop + rowHeight) el.scrollTop = top - rowHeight;
      else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    },
    [scrollerRef, rowHeight],
  );

  useImperativeHandle(o.handleRef, () => ({ scrollToRow: scrollRowIntoView }), [scrollRowIntoView]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside interactive cell content (buttons, links) belong to that content.
    if (e.target !== e.currentTarget) return;
    const pageRows = Math.max(1, Math.floor(((scrollerRef.current?.clientHeight ?? maxHeight) - rowHeight) / rowHeight) - 1);
    const effect = gridKeyEffect(e, { active: activeRow === null ? null : { row: activeRow, col: activeCol }, rowCount, headerCount, pageRows, selectable: o.selectable });
    if (!effect) return;
    switch (effect.type) {
      case 'move':
        setActive({ row: effect.row, col: effect.col });
        if (effect.row >= 0) scrollRowIntoView(effect.row);
        break;
      case 'activateHeader':
        o.onActivateHeader(effect.col);
        break;
      case 'toggleRow':
        o.onToggleRow(effect.row);
        break;
      case 'rowAction':
        o.onRowAction(effect.row);
        break;
      case 'toggleAll':
        o.onToggleAll();
        break;
    }
    e.preventDefault();
  };

  // The grid's first focus makes its first row active (the header row when there are no rows).
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget && !active) setActive({ row: rowCount > 0 ? 0 : -1, col: 0 });
  };

  return { active, activeRow, activeCol, setActive, onKeyDown, onFocus };
}
