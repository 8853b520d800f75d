import type { CSSProperties } from 'react';
import type { TableColumn } from './Table';
import { tableTokens } from './tokens';

// What the Table reads from its column definitions: the value a cell shows without `render`, and the grid template
// the header and every row share (set once on the frame as CSS variables, so no row computes its own layout).

/** The row's value under `key` (a column without `render`, a `rowKey` given as a property name). */
export function valueOf<T>(row: T, key: string): unknown {
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

/** The frame's CSS variables: column tracks (the checkbox column first when rows are selectable), widths, heights. */
export function frameStyleOf<T>(columns: readonly TableColumn<T>[], selectable: boolean, rowHeight: number, maxHeight: number): CSSProperties {
  const tracks = columns.map(trackOf);
  const minWidth = columns.reduce((sum, c) => sum + minWidthOf(c), 0) + (selectable ? tableTokens.selectionWidth : 0);
  return {
    '--tp-table-columns': (selectable ? [`${tableTokens.selectionWidth}px`, ...tracks] : tracks).join(' '),
    '--tp-table-min-width': `${minWidth}px`,
    '--tp-table-row-height': `${rowHeight}px`,
    '--tp-table-max-height': `${maxHeight}px`,
  } as CSSProperties;
}
