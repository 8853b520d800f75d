import { useTranslation } from 'react-i18next';
import type { TableColumn, TableSortDescriptor } from './Table';
import { ColumnHeader, Head, HeaderRow, SortIcon } from './Table.styles';
import { TableCheckbox } from './TableCheckbox';

// The Table's header row: the select-all checkbox of a selectable table and one header per column, sortable ones
// with their direction. The active header (keyboard) is marked; activating a header sorts by its column.

export interface TableHeadProps<T> {
  columns: readonly TableColumn<T>[];
  sort: TableSortDescriptor | null | undefined;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  isEmpty: boolean;
  /** Id of the header in this column (0 is the checkbox column of a selectable table). */
  headerId(col: number): string;
  /** The header column that shows the active mark, or null. */
  activeCol: number | null;
  /** The select-all checkbox changed. */
  onToggleAll(): void;
  /** A sortable header was clicked. */
  onSort(column: TableColumn<T>, col: number): void;
}

export function TableHead<T>(p: TableHeadProps<T>) {
  const { t } = useTranslation('ds');
  const { columns, sort, selectable, headerId, activeCol } = p;
  const colOffset = selectable ? 1 : 0;
  return (
    <Head role="rowgroup">
      <HeaderRow role="row" aria-rowindex={1}>
        {selectable && (
          <ColumnHeader id={headerId(0)} role="columnheader" aria-colindex={1} data-align="center" data-active={activeCol === 0 || undefined}>
            <TableCheckbox
              aria-label={t('table.selectAll')}
              isSelected={p.allSelected}
              isIndeterminate={p.someSelected}
              isDisabled={p.isEmpty}
              onChange={p.onToggleAll}
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
              data-active={activeCol === col || undefined}
              onClick={column.sortable ? () => p.onSort(column, col) : undefined}
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
  );
}
