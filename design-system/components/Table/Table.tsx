import {
  memo,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusRing } from 'react-aria';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import { useRowWindow } from './rowWindow';
import { TableCheckbox } from './TableCheckbox';
import {
  Body,
  BodyRow,
  Cell,
  ColumnHeader,
  EmptyCell,
  Frame,
  Head,
  HeaderRow,
  Inner,
  LoadingOverlay,
  Scroller,
  SortIcon,
} from './Table.styles';
import { tableTokens, type TableAlign, type TableSelectionMode } from './tokens';

/** A row's identity: stable across sorting and paging. */
export type TableKey = string | number;

export type TableSortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface TableSortDescriptor {
  /** The `key` of the sorted column. */
  column: string;
  direction: TableSortDirection;
}

export interface TableColumn<T> {
  /** Identifies the column; without `render`, also the property of the row shown in the cell. */
  key: string;
  /** Header content. */
  title: ReactNode;
  /** Fixed width in px, or any CSS grid track size. Without it the column shares the free space. */
  width?: number | string;
  /** Smallest width in px of a flexible column. @default 80 */
  minWidth?: number;
  /** @default 'start' */
  align?: TableAlign;
  /** Cell content; defaults to the row's value under `key`. */
  render?(row: T, rowIndex: number): ReactNode;
  /** The header sorts the rows when activated. @default false */
  sortable?: boolean;
  /** Order of two rows for this column; defaults to comparing the values under `key` (numbers, then zh-CN collation). */
  compare?(a: T, b: T): number;
  /** Cut overflowing text with an ellipsis and show it in full as the cell's title. @default false */
  ellipsis?: boolean;
}

export interface TableSortProps {
  /** The sort order (controlled). */
  sortDescriptor?: TableSortDescriptor | null;
  /** The initial sort order (uncontrolled). @default null */
  defaultSortDescriptor?: TableSortDescriptor | null;
  /** Called when a sortable header is activated by click, Enter or Space. */
  onSortChange?(descriptor: TableSortDescriptor): void;
  /** The rows arrive already sorted (by the server): the table only shows and reports the order. @default false */
  manualSort?: boolean;
}

export interface TableSelectionProps {
  /** `multiple` adds a checkbox column with select all. @default 'none' */
  selectionMode?: TableSelectionMode;
  /** Selected row keys (controlled). */
  selectedKeys?: ReadonlySet<TableKey>;
  /** Initially selected row keys (uncontrolled). */
  defaultSelectedKeys?: Iterable<TableKey>;
  /** Called with the new set of selected keys. */
  onSelectionChange?(keys: Set<TableKey>): void;
}

export interface TableProps<T> extends TableSortProps, TableSelectionProps {
  /** Column definitions, in display order. */
  columns: readonly TableColumn<T>[];
  /** The rows; 10,000 are fine: only the visible ones are rendered. */
  rows: readonly T[];
  /** How to find a row's key: a property name or a function. */
  rowKey: (keyof T & string) | ((row: T) => TableKey);
  /** Accessible name of the grid (or use aria-labelledby). */
  'aria-label'?: string;
  /** Id of the element that names the grid. */
  'aria-labelledby'?: string;
  /** Keeps the rows, covers them with a spinner and marks the grid busy. @default false */
  isLoading?: boolean;
  /** Shown instead of rows when there are none. @default <Empty size="compact" /> (暂无数据) */
  emptyContent?: ReactNode;
  /** Called when a row is clicked or Enter is pressed on it. */
  onRowAction?(row: T, rowIndex: number): void;
  /** Height of the scrolling area in px, header included; the header stays put while the body scrolls. @default 440 */
  maxHeight?: number;
  /** Row height in px (fixed, so that long lists virtualise exactly). @default 40 */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side. @default 5 */
  overscan?: number;
  /** Imperative handle: scroll a row into view (e.g. to focus an editor in a row that is not rendered). */
  handleRef?: Ref<TableHandle>;
}

/** What `handleRef` receives. */
export interface TableHandle {
  /** Scrolls the row at this index (in display order) into view; it is rendered on the next paint. */
  scrollToRow(index: number): void;
}

// One collator for the whole module: zh-CN order (pinyin), numbers inside strings compared as numbers.
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function valueOf<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function trackOf<T>(column: TableColumn<T>): string {
  if (typeof column.width === 'number') return `${column.width}px`;
  if (typeof column.width === 'string') return column.width;
  return `minmax(${column.minWidth ?? tableTokens.defaultMinWidth}px, 1fr)`;
}

function minWidthOf<T>(column: TableColumn<T>): number {
  if (typeof column.width === 'number') return column.width;
  return column.minWidth ?? tableTokens.defaultMinWidth;
}

/** Where the keyboard is in the grid: row -1 is the header row (col picks the header cell). */
interface ActiveCell {
  row: number;
  col: number;
}

const SPACE = ' ';

/** What a body row calls back; one object for the table's life, so unchanged rows skip rendering. */
interface RowEvents<T> {
  click(e: MouseEvent<HTMLDivElement>, row: T, index: number): void;
  toggle(row: T, index: number): void;
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
const TableRow = memo(function TableRow<T>(p: TableRowProps<T>) {
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

/**
 * The portal's data table: typed columns, sorting, row selection, sticky header, loading and empty states,
 * row actions and keyboard navigation. The body is virtualised (@tanstack/react-virtual, fixed row height, loaded
 * with the first table whose rows outgrow its height: rowWindow.ts), so 10,000 rows mount fast and only the visible
 * rows are in the DOM; aria-rowcount and aria-rowindex tell
 * assistive technology where each rendered row sits. The grid is one tab stop; the active row is announced
 * through aria-activedescendant.
 */
export function Table<T>(props: TableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    isLoading = false,
    emptyContent,
    onRowAction,
    maxHeight = 440,
    rowHeight = tableTokens.rowHeight,
    overscan = 5,
    selectionMode = 'none',
    manualSort = false,
  } = props;
  const { t } = useTranslation('ds');
  const gridId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing();

  // Sorting: controlled when sortDescriptor is given (null included), otherwise kept here.
  const [ownSort, setOwnSort] = useState<TableSortDescriptor | null>(props.defaultSortDescriptor ?? null);
  const sort = props.sortDescriptor !== undefined ? props.sortDescriptor : ownSort;
  const { onSortChange } = props;
  const sortBy = useCallback(
    (column: TableColumn<T>) => {
      const next: TableSortDescriptor = {
        column: column.key,
        direction: sort?.column === column.key && sort.direction === 'ascending' ? 'descending' : 'ascending',
      };
      setOwnSort(next);
      onSortChange?.(next);
    },
    [sort, onSortChange],
  );

  const sortedRows = useMemo(() => {
    if (manualSort || !sort) return rows;
    const column = columns.find((c) => c.key === sort.column);
    if (!column) return rows;
    const compare = column.compare ?? ((a: T, b: T) => compareValues(valueOf(a, column.key), valueOf(b, column.key)));
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a, b));
  }, [rows, columns, sort, manualSort]);

  const keyOf = useCallback(
    (row: T): TableKey => (typeof rowKey === 'function' ? rowKey(row) : (valueOf(row, rowKey) as TableKey)),
    [rowKey],
  );

  // Selection: controlled when selectedKeys is given.
  const selectable = selectionMode === 'multiple';
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<TableKey>>(() => new Set(props.defaultSelectedKeys ?? []));
  const selection = props.selectedKeys ?? ownSelection;
  const { onSelectionChange } = props;
  const commitSelection = useCallback(
    (next: Set<TableKey>) => {
      setOwnSelection(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );
  const selectedCount = useMemo(() => {
    if (!selectable || selection.size === 0) return 0;
    let count = 0;
    for (const row of sortedRows) if (selection.has(keyOf(row))) count++;
    return count;
  }, [selectable, selection, sortedRows, keyOf]);
  const allSelected = sortedRows.length > 0 && selectedCount === sortedRows.length;
  const someSelected = selectedCount > 0 && !allSelected;

  const toggleRow = useCallback(
    (row: T) => {
      const key = keyOf(row);
      const next = new Set(selection);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      commitSelection(next);
    },
    [selection, keyOf, commitSelection],
  );
  const toggleAll = useCallback(() => {
    const next = new Set(selection);
    if (allSelected) for (const row of sortedRows) next.delete(keyOf(row));
    else for (const row of sortedRows) next.add(keyOf(row));
    commitSelection(next);
  }, [selection, allSelected, sortedRows, keyOf, commitSelection]);

  // Layout: one grid template shared by the header and every row, set once as CSS variables.
  const frameStyle = useMemo(() => {
    const tracks = columns.map(trackOf);
    const minWidth = columns.reduce((sum, c) => sum + minWidthOf(c), 0) + (selectable ? tableTokens.selectionWidth : 0);
    return {
      '--tp-table-columns': (selectable ? [`${tableTokens.selectionWidth}px`, ...tracks] : tracks).join(' '),
      '--tp-table-min-width': `${minWidth}px`,
      '--tp-table-row-height': `${rowHeight}px`,
      '--tp-table-max-height': `${maxHeight}px`,
    } as CSSProperties;
  }, [columns, selectable, rowHeight, maxHeight]);

  const rowWindow = useRowWindow({
    count: sortedRows.length,
    getScrollElement: () => scrollerRef.current,
    rowHeight,
    maxHeight,
    overscan,
    getItemKey: (index) => keyOf(sortedRows[index] as T),
  });
  const virtualRows = rowWindow.rows;

  // Keyboard position.
  const colOffset = selectable ? 1 : 0;
  const headerCount = columns.length + colOffset;
  const [active, setActive] = useState<ActiveCell | null>(null);
  const activeRow = active ? Math.min(active.row, sortedRows.length - 1) : null;
  const activeCol = active ? Math.min(active.col, headerCount - 1) : 0;

  // Ids by position: row keys may hold characters an IDREF cannot.
  const rowId = (index: number) => `${gridId}-row-${index}`;
  const headerId = (col: number) => `${gridId}-col-${col}`;

  const scrollRowIntoView = useCallback(
    (index: number) => {
      const el = scrollerRef.current;
      if (!el) return;
      const top = rowHeight + index * rowHeight;
      if (top < el.scrollTop + rowHeight) el.scrollTop = top - rowHeight;
      else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    },
    [rowHeight],
  );

  useImperativeHandle(props.handleRef, () => ({ scrollToRow: scrollRowIntoView }), [scrollRowIntoView]);

  const moveTo = (row: number, col = activeCol) => {
    const r = sortedRows.length === 0 ? -1 : Math.max(-1, Math.min(row, sortedRows.length - 1));
    setActive({ row: r, col });
    if (r >= 0) scrollRowIntoView(r);
  };

  const activateHeader = (col: number) => {
    if (selectable && col === 0) {
      toggleAll();
      return;
    }
    const column = columns[col - colOffset];
    if (column?.sortable) sortBy(column);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside interactive cell content (buttons, links) belong to that content.
    if (e.target !== e.currentTarget) return;
    const row = activeRow ?? (sortedRows.length > 0 ? 0 : -1);
    const inHeader = row < 0;
    const pageRows = Math.max(1, Math.floor(((scrollerRef.current?.clientHeight ?? maxHeight) - rowHeight) / rowHeight) - 1);
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        moveTo(active ? row + 1 : row);
        break;
      case 'ArrowUp':
        moveTo(active ? row - 1 : row);
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // In the body, left and right scroll a wide table natively.
        if (!inHeader) handled = false;
        else setActive({ row, col: Math.max(0, Math.min(headerCount - 1, activeCol + (e.key === 'ArrowLeft' ? -1 : 1))) });
        break;
      case 'Home':
        if (inHeader && !e.ctrlKey) setActive({ row, col: 0 });
        else moveTo(0);
        break;
      case 'End':
        if (inHeader && !e.ctrlKey) setActive({ row, col: headerCount - 1 });
        else moveTo(sortedRows.length - 1);
        break;
      case 'PageDown':
        moveTo(row + pageRows);
        break;
      case 'PageUp':
        moveTo(Math.max(0, row - pageRows));
        break;
      case SPACE:
      case 'Enter': {
        if (!active) {
          moveTo(row);
          break;
        }
        if (inHeader) activateHeader(activeCol);
        else if (e.key === SPACE) {
          if (selectable) toggleRow(sortedRows[row] as T);
        } else onRowAction?.(sortedRows[row] as T, row);
        break;
      }
      case 'a':
      case 'A':
        if (selectable && (e.ctrlKey || e.metaKey)) toggleAll();
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const onRowClick = (e: MouseEvent<HTMLDivElement>, row: T, index: number) => {
    setActive({ row: index, col: activeCol });
    // Clicks on the checkbox or on interactive cell content are theirs, not the row's.
    if ((e.target as Element).closest('label, input, button, a, [role="button"]')) return;
    if (onRowAction) onRowAction(row, index);
    else if (selectable) toggleRow(row);
  };

  const refocusGrid = () => scrollerRef.current?.focus({ preventScroll: true });

  // The rows' callbacks read the latest handlers through a ref, so the object (a row prop) never changes.
  const latestEvents = useRef({ onRowClick, toggleRow, setActive, refocusGrid, activeCol });
  latestEvents.current = { onRowClick, toggleRow, setActive, refocusGrid, activeCol };
  const rowEvents = useMemo<RowEvents<T>>(
    () => ({
      click: (e, row, index) => latestEvents.current.onRowClick(e, row, index),
      toggle: (row, index) => {
        const l = latestEvents.current;
        l.toggleRow(row);
        l.setActive({ row: index, col: l.activeCol });
        l.refocusGrid();
      },
    }),
    [],
  );
  const selectRowLabel = t('table.selectRow');

  // aria-activedescendant only points at an element that is rendered.
  let activeDescendant: string | undefined;
  if (active && activeRow !== null) {
    if (activeRow < 0) activeDescendant = headerId(activeCol);
    else if (virtualRows.some((v) => v.index === activeRow)) activeDescendant = rowId(activeRow);
  }
  const showActive = isFocusVisible && active !== null;
  const colCount = headerCount;
  const isEmpty = sortedRows.length === 0;

  return (
    <Frame style={frameStyle}>
      <Scroller
        ref={scrollerRef}
        role="grid"
        tabIndex={0}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-rowcount={sortedRows.length + 1}
        aria-colcount={colCount}
        aria-multiselectable={selectable || undefined}
        aria-busy={isLoading || undefined}
        aria-activedescendant={activeDescendant}
        {...focusProps}
        onFocus={(e) => {
          focusProps.onFocus?.(e);
          if (e.target === e.currentTarget && !active) setActive({ row: sortedRows.length > 0 ? 0 : -1, col: 0 });
        }}
        onKeyDown={onKeyDown}
      >
        <Inner>
          <Head role="rowgroup">
            <HeaderRow role="row" aria-rowindex={1}>
              {selectable && (
                <ColumnHeader
                  id={headerId(0)}
                  role="columnheader"
                  aria-colindex={1}
                  data-align="center"
                  data-active={(showActive && activeRow === -1 && activeCol === 0) || undefined}
                >
                  <TableCheckbox
                    aria-label={t('table.selectAll')}
                    isSelected={allSelected}
                    isIndeterminate={someSelected}
                    isDisabled={isEmpty}
                    onChange={() => {
                      toggleAll();
                      setActive({ row: -1, col: 0 });
                      refocusGrid();
                    }}
                  />
                </ColumnHeader>
              )}
              {columns.map((column, i) => {
                const col = i + colOffset;
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <ColumnHeader
                    key={column.key}
                    id={headerId(col)}
                    role="columnheader"
                    aria-colindex={col + 1}
                    aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                    data-align={column.align ?? 'start'}
                    data-sortable={column.sortable || undefined}
                    data-active={(showActive && activeRow === -1 && activeCol === col) || undefined}
                    onClick={column.sortable ? () => {
                      setActive({ row: -1, col });
                      sortBy(column);
                    } : undefined}
                  >
                    <span className="title">{column.title}</span>
                    {column.sortable && (
                      <SortIcon aria-hidden="true" data-direction={direction} viewBox="0 0 8 14" focusable="false">
                        <path className="up" d="M4 0 8 5H0z" />
                        <path className="down" d="M4 14 0 9h8z" />
                      </SortIcon>
                    )}
                  </ColumnHeader>
                );
              })}
            </HeaderRow>
          </Head>
          {isEmpty ? (
            <Body role="rowgroup" data-empty="">
              <BodyRow role="row" aria-rowindex={2} data-placeholder="">
                <EmptyCell role="gridcell" aria-colspan={colCount} aria-colindex={1}>
                  {isLoading ? null : (emptyContent ?? <Empty size="compact" />)}
                </EmptyCell>
              </BodyRow>
            </Body>
          ) : (
            <Body role="rowgroup" style={{ height: rowWindow.totalSize }}>
              {virtualRows.map((item) => {
                const index = item.index;
                const row = sortedRows[index] as T;
                const isSelected = selectable && selection.has(keyOf(row));
                return (
                  <TableRow<T>
                    key={item.key as TableKey}
                    row={row}
                    index={index}
                    rowId={rowId(index)}
                    columns={columns}
                    selectable={selectable}
                    isSelected={isSelected}
                    isActive={showActive && activeRow === index}
                    isActionable={Boolean(onRowAction) || selectable}
                    offset={item.start - rowHeight}
                    selectLabel={selectRowLabel}
                    events={rowEvents}
                  />
                );
              })}
            </Body>
          )}
        </Inner>
      </Scroller>
      {isLoading && (
        <LoadingOverlay>
          <Spinner size={24} label={t('table.loading')} />
        </LoadingOverlay>
      )}
    </Frame>
  );
}
