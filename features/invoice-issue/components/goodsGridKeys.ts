import type { KeyboardEvent } from 'react';
import { caretOf, gridKeyAction } from '../hooks/gridKeys';
import { deleteLines } from '../rules/goodsLines';
import type { EditLine } from '../rules/lineAmounts';
import { cellOf, gridColumns, type GridColumn } from './fieldIssues';

// What a key pressed in a goods-grid cell does (the key map is hooks/gridKeys.ts; GridShortcuts lists it): move
// between cells and between goods lines (discount lines are passed over), add or delete a line, open the tax-code
// picker or the shortcut list. Keys bubble from every cell to one handler on the grid.

/** The next goods line (not a discount line) from `index` in `step` direction. */
export function goodsLineFrom(lines: readonly EditLine[], index: number, step: 1 | -1): EditLine | undefined {
  for (let i = index + step; i >= 0 && i < lines.length; i += step) if (lines[i]!.fphxz !== '1') return lines[i];
  return undefined;
}

/** What the key handler works on: the grid's lines and what it may ask of the form and the grid. */
export interface GridKeyTarget {
  lines: readonly EditLine[];
  /** Index of a line in the latest lines. */
  indexOf(lineId: string): number;
  newLine(): EditLine;
  onLinesChange(lines: EditLine[]): void;
  onAddLine(afterId?: string): void;
  onFocusCell(lineId: string, column: GridColumn): void;
  openPicker(lineId: string): void;
  openHelp(): void;
}

/** Carries out the key's action when the key is the grid's (it is then kept from the cell). */
export function handleGridKey(e: KeyboardEvent<HTMLElement>, grid: GridKeyTarget): void {
  const at = cellOf(e.target);
  if (!at) return;
  const action = gridKeyAction({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing }, caretOf(e.target));
  if (action === null) return;
  const { lines, onFocusCell } = grid;
  const index = grid.indexOf(at.lineId);
  const col = gridColumns.indexOf(at.column);
  e.preventDefault();
  switch (action) {
    case 'addLine':
      grid.onAddLine(at.lineId);
      break;
    case 'deleteLine': {
      const next = goodsLineFrom(lines, index, 1) ?? goodsLineFrom(lines, index, -1);
      if (lines.filter((l) => l.fphxz !== '1').length <= 1) break;
      grid.onLinesChange(deleteLines(lines, new Set([at.lineId]), grid.newLine).lines);
      if (next) onFocusCell(next.id, at.column);
      break;
    }
    case 'pickCode':
      grid.openPicker(at.lineId);
      break;
    case 'help':
      grid.openHelp();
      break;
    case 'up':
    case 'down': {
      const target = goodsLineFrom(lines, index, action === 'down' ? 1 : -1);
      if (target) onFocusCell(target.id, at.column);
      break;
    }
    case 'left':
      if (col > 0) onFocusCell(at.lineId, gridColumns[col - 1]!);
      break;
    case 'right':
      if (col < gridColumns.length - 1) onFocusCell(at.lineId, gridColumns[col + 1]!);
      break;
    case 'next':
      if (col < gridColumns.length - 1) onFocusCell(at.lineId, gridColumns[col + 1]!);
      else {
        const below = goodsLineFrom(lines, index, 1);
        if (below) onFocusCell(below.id, gridColumns[0]);
        else grid.onAddLine(at.lineId);
      }
      break;
  }
}
