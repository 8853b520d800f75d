export { Table } from './Table';
export type {
  TableProps,
  TableColumn,
  TableKey,
  TableSortDescriptor,
  TableSortDirection,
  TableSortProps,
  TableSelectionProps,
} from './Table';
export type { TableAlign, TableSelectionMode } from './tokens';
