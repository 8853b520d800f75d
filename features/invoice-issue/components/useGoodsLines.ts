import { useCallback, type Dispatch } from 'react';
import { emptyLine, type IssueFormAction } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import type { EditLine } from '../rules/lineAmounts';
import type { GridColumn } from './fieldIssues';

// What the goods grid changes in the form's state: a cell, a line added (its name then focused) or deleted, every line
// at once (batch operations, paste, the tax-code picker, AI coding), the mineral-products flag. Each callback is stable,
// so the memoised grid renders for its own props only.

export function useGoodsLines(dispatch: Dispatch<IssueFormAction>, defaultRate: string, focusCell: (lineId: string, column: GridColumn) => void) {
  const setLines = useCallback((lines: EditLine[]) => dispatch({ type: 'lines', lines }), [dispatch]);
  const changeLine = useCallback((id: string, field: GridColumn, value: string) => dispatch({ type: 'line', id, field, value }), [dispatch]);
  const deleteLine = useCallback((id: string) => dispatch({ type: 'deleteLine', id }), [dispatch]);
  const changeMinerals = useCallback((value: boolean) => dispatch({ type: 'minerals', value }), [dispatch]);
  const newLine = useCallback(() => emptyLine(newKey('line'), defaultRate), [defaultRate]);

  const addLine = useCallback(
    (after?: string) => {
      const line = emptyLine(newKey('line'), defaultRate);
      dispatch({ type: 'addLine', after, line });
      // focus its name once rendered
      setTimeout(() => focusCell(line.id, 'showName'), 0);
    },
    [dispatch, defaultRate, focusCell],
  );

  return { setLines, changeLine, deleteLine, changeMinerals, newLine, addLine };
}
