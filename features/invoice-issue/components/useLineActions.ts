import { useMemo, useRef, useState, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import type { TaxCode } from '../../goods';
import { applyTaxCode, changePreference, changeUnit } from '../rules/goodsLines';
import type { EditLine } from '../rules/lineAmounts';
import type { IssueContext } from '../rules/types';
import type { CellActions } from './GoodsGridCells';
import type { GridColumn } from './fieldIssues';
import type { GridNotice } from './useBatchOperations';

// A goods line's own actions (spec 01 §3 Goods line): what its cells call (an edit, delete, the discount dialog, the
// coal type) through one CellActions object for the grid's life, the tax-code picker (F4 or the code cell's button),
// and AI coding's suggested units and policies for the line (spec 02 §3). A dialog's choice goes to the line as it is
// when chosen.

export interface LineActionsOptions {
  /** The latest lines, for work that outlives a render (the dialogs' choices). */
  linesRef: RefObject<readonly EditLine[]>;
  /** Index of a line in the latest lines. */
  indexOf(lineId: string): number;
  ctx: IssueContext;
  onChange(lineId: string, field: GridColumn, value: string): void;
  onDeleteLine(lineId: string): void;
  onLinesChange(lines: EditLine[]): void;
  onFocusCell(lineId: string, column: GridColumn): void;
  /** The line's discount button. */
  onDiscount(lineId: string): void;
  setNotice(notice: GridNotice): void;
}

export function useLineActions(t: TFunction, o: LineActionsOptions) {
  const { linesRef } = o;
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [suggestFor, setSuggestFor] = useState<string | null>(null);

  // Callbacks the cells call, stable across renders (the page passes new ones each time): the memoised cells of the
  // lines that did not change then skip rendering when one cell is typed in (typing at 2,000 lines).
  const latest = useRef(o);
  latest.current = o;
  const cellActions = useMemo<CellActions>(
    () => ({
      change: (lineId, column, value) => latest.current.onChange(lineId, column, value),
      pick: (lineId) => setPickerFor(lineId),
      discount: (lineId) => latest.current.onDiscount(lineId),
      remove: (lineId) => latest.current.onDeleteLine(lineId),
      coal: (lineId, value) => latest.current.onLinesChange(linesRef.current.map((l) => (l.id === lineId ? { ...l, mtzlDm: value } : l))),
      suggest: (lineId) => setSuggestFor(lineId),
    }),
    [linesRef],
  );

  const pickerRow = pickerFor === null ? null : Math.max(0, o.indexOf(pickerFor)) + 1;
  const pick = (code: TaxCode) => {
    const id = pickerFor;
    setPickerFor(null);
    if (id === null) return;
    o.onLinesChange(linesRef.current.map((l) => (l.id === id ? applyTaxCode(l, code, o.ctx) : l)));
    // back to the line's code cell once the dialog has returned focus
    setTimeout(() => o.onFocusCell(id, 'spbm'), 0);
  };

  const suggestIndex = suggestFor === null ? -1 : o.indexOf(suggestFor);
  const suggestLine = suggestIndex >= 0 ? linesRef.current[suggestIndex] : undefined;
  const takeSuggestion = (choice: { unit: string; preference: string }) => {
    const id = suggestFor;
    setSuggestFor(null);
    if (id === null || !suggestLine) return;
    const ids = new Set([id]);
    let next: EditLine[] = [...linesRef.current];
    if ((suggestLine.tsdwlist?.length ?? 0) > 0) next = changeUnit(next, ids, choice.unit).lines;
    if ((suggestLine.yhzcsmList?.length ?? 0) > 0) next = changePreference(next, ids, choice.preference).lines;
    o.onLinesChange(next);
    o.setNotice({ tone: 'success', text: t('issueGrid:suggest.done', { row: suggestIndex + 1 }) });
  };

  return {
    cellActions,
    openPicker: setPickerFor,
    pickerRow,
    pick,
    closePicker: () => setPickerFor(null),
    suggestLine,
    suggestRow: suggestIndex + 1,
    takeSuggestion,
    closeSuggestion: () => setSuggestFor(null),
  };
}
