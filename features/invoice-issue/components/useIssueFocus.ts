import { useCallback, useRef, type RefObject } from 'react';
import type { TableHandle } from '../../../design-system';
import type { IssueFormState } from '../hooks/issueFormState';
import { cellId, fieldId, type GridColumn, type LocatedIssue } from './fieldIssues';

// Where focus goes on the issuing form, by the ids of fieldIssues.ts: a goods cell (the grid scrolls its row into view
// first, and the cell is focused once rendered), or a field; submit sends it to the first issue.

export function useIssueFocus(stateRef: RefObject<IssueFormState>) {
  const gridRef = useRef<TableHandle>(null);

  const focusCell = useCallback(
    (lineId: string, column: GridColumn) => {
      const index = stateRef.current.lines.findIndex((l) => l.id === lineId);
      if (index >= 0) gridRef.current?.scrollToRow(index);
      // The row renders on the next frame when it was scrolled into view.
      const tryFocus = (attempt: number) => {
        const el = document.getElementById(cellId(lineId, column));
        if (el) {
          el.focus();
          el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        } else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
      };
      requestAnimationFrame(() => tryFocus(0));
    },
    [stateRef],
  );

  const focusIssue = useCallback(
    (l: LocatedIssue) => {
      if (l.cell) {
        focusCell(l.cell.lineId, l.cell.column);
        return;
      }
      requestAnimationFrame(() => {
        const el = l.field ? document.getElementById(fieldId(l.field)) : null;
        if (el) {
          el.focus();
          el.scrollIntoView({ block: 'center', inline: 'nearest' });
        }
      });
    },
    [focusCell],
  );

  return { gridRef, focusCell, focusIssue };
}
