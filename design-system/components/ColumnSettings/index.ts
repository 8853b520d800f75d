export { ColumnSettings } from './ColumnSettings';
export type { ColumnSettingsColumn, ColumnSettingsProps } from './ColumnSettings';
