export { Table } from './Table';
export { TableCellInput, TableCellSelect } from './TableCellInput';
export type { TableCellInputProps, TableCellSelectProps, TableCellSelectOption } from './TableCellInput';
export type {
  TableProps,
  TableHandle,
  TableColumn,
  TableKey,
  TableSortDescriptor,
  TableSortDirection,
  TableSortProps,
  TableSelectionProps,
} from './Table';
export type { TableAlign, TableSelectionMode } from './tokens';
