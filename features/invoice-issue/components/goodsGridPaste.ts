import type { ClipboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { isBlock, parsePastedRows, pasteBlock } from '../rules/goodsLines';
import type { EditLine } from '../rules/lineAmounts';
import { cellOf } from './fieldIssues';
import type { GridNotice } from './useBatchOperations';

// A block copied from Excel or WPS and pasted into a goods-grid cell: its rows fill the lines from that cell on, in the
// grid's column order, adding lines as needed (rules/goodsLines.ts pasteBlock); a single value goes into the cell as
// typed. Pastes bubble from every cell to one handler on the grid.

/** What the paste handler works on. */
export interface GridPasteTarget {
  lines: readonly EditLine[];
  /** Index of a line in the latest lines. */
  indexOf(lineId: string): number;
  newLine(): EditLine;
  onLinesChange(lines: EditLine[]): void;
  setNotice(notice: GridNotice): void;
}

/** Fills the lines from a pasted block and says how many were filled; leaves a single value to the cell. */
export function handleGridPaste(e: ClipboardEvent<HTMLElement>, grid: GridPasteTarget, t: TFunction): void {
  const at = cellOf(e.target);
  const text = e.clipboardData.getData('text/plain');
  if (!at || !isBlock(text)) return; // one value goes into the cell as typed
  e.preventDefault();
  const rows = parsePastedRows(text);
  const start = Math.max(0, grid.indexOf(at.lineId));
  const result = pasteBlock(grid.lines, start, at.column, rows, grid.newLine, { exempt: t('invoice:taxRate.exempt'), nonTaxable: t('invoice:taxRate.nonTaxable') });
  grid.onLinesChange(result.lines);
  grid.setNotice({ tone: 'success', text: t('issueGrid:paste.done', { count: result.filled.length }) });
}
