import {
  useCallback,
  useId,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusRing } from 'react-aria';
import { Spinner } from '../Spinner';
import { useRowWindow } from './rowWindow';
import { Frame, Inner, LoadingOverlay, Scroller } from './Table.styles';
import { TableBody } from './TableBody';
import { TableHead } from './TableHead';
import { useRowEvents } from './TableRow';
import { frameStyleOf, valueOf } from './tableColumns';
import { tableTokens, type TableAlign, type TableSelectionMode } from './tokens';
import { useGridKeyboard } from './useGridKeyboard';
import { useTableSelection } from './useTableSelection';
import { useTableSort } from './useTableSort';

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

/**
 * The portal's data table: typed columns, sorting, row selection, sticky header, loading and empty states,
 * row actions and keyboard navigation. The body is virtualised (@tanstack/react-virtual, fixed row height, loaded
 * with the first table whose rows outgrow its height: rowWindow.ts), so 10,000 rows mount fast and only the visible
 * rows are in the DOM; aria-rowcount and aria-rowindex tell
 * assistive technology where each rendered row sits. The grid is one tab stop; the active row is announced
 * through aria-activedescendant.
 */
export function Table<T>(props: TableProps<T>) {
  const { columns, rows, rowKey, isLoading = false, emptyContent, onRowAction, maxHeight = 440, rowHeight = tableTokens.rowHeight, overscan = 5 } = props;
  const { t } = useTranslation('ds');
  const gridId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing();

  const { sort, sortBy, sortedRows } = useTableSort(rows, columns, props);
  const keyOf = useCallback(
    (row: T): TableKey => (typeof rowKey === 'function' ? rowKey(row) : (valueOf(row, rowKey) as TableKey)),
    [rowKey],
  );
  const { selectable, selection, allSelected, someSelected, toggleRow, toggleAll } = useTableSelection(sortedRows, keyOf, props);
  const frameStyle = useMemo(() => frameStyleOf(columns, selectable, rowHeight, maxHeight), [columns, selectable, rowHeight, maxHeight]);
  const rowWindow = useRowWindow({
    count: sortedRows.length,
    getScrollElement: () => scrollerRef.current,
    rowHeight,
    maxHeight,
    overscan,
    getItemKey: (index) => keyOf(sortedRows[index] as T),
  });

  const colOffset = selectable ? 1 : 0;
  const headerCount = columns.length + colOffset;
  const activateHeader = (col: number) => {
    if (selectable && col === 0) {
      toggleAll();
      return;
    }
    const column = columns[col - colOffset];
    if (column?.sortable) sortBy(column);
  };
  const { active, activeRow, activeCol, setActive, onKeyDown, onFocus } = useGridKeyboard({
    scrollerRef,
    rowCount: sortedRows.length,
    headerCount,
    rowHeight,
    maxHeight,
    selectable,
    handleRef: props.handleRef,
    onActivateHeader: activateHeader,
    onToggleRow: (index) => toggleRow(sortedRows[index] as T),
    onRowAction: (index) => onRowAction?.(sortedRows[index] as T, index),
    onToggleAll: toggleAll,
  });

  const refocusGrid = () => scrollerRef.current?.focus({ preventScroll: true });
  const rowEvents = useRowEvents<T>({
    click: (e, row, index) => {
      setActive({ row: index, col: activeCol });
      // Clicks on the checkbox or on interactive cell content are theirs, not the row's.
      if ((e.target as Element).closest('label, input, button, a, [role="button"]')) return;
      if (onRowAction) onRowAction(row, index);
      else if (selectable) toggleRow(row);
    },
    toggle: (row, index) => {
      toggleRow(row);
      setActive({ row: index, col: activeCol });
      refocusGrid();
    },
  });
  const selectRowLabel = t('table.selectRow');

  // Ids by position: row keys may hold characters an IDREF cannot.
  const rowId = (index: number) => `${gridId}-row-${index}`;
  const headerId = (col: number) => `${gridId}-col-${col}`;
  const virtualRows = rowWindow.rows;
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
          onFocus(e);
        }}
        onKeyDown={onKeyDown}
      >
        <Inner>
          <TableHead<T>
            columns={columns}
            sort={sort}
            selectable={selectable}
            allSelected={allSelected}
            someSelected={someSelected}
            isEmpty={isEmpty}
            headerId={headerId}
            activeCol={showActive && activeRow === -1 ? activeCol : null}
            onToggleAll={() => {
              toggleAll();
              setActive({ row: -1, col: 0 });
              refocusGrid();
            }}
            onSort={(column, col) => {
              setActive({ row: -1, col });
              sortBy(column);
            }}
          />
          <TableBody<T>
            rows={sortedRows}
            columns={columns}
            keyOf={keyOf}
            window={rowWindow}
            rowHeight={rowHeight}
            rowId={rowId}
            selectable={selectable}
            selection={selection}
            activeRow={showActive ? activeRow : null}
            isActionable={Boolean(onRowAction) || selectable}
            isLoading={isLoading}
            emptyContent={emptyContent}
            colCount={colCount}
            selectLabel={selectRowLabel}
            events={rowEvents}
          />
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
