import { describe, expect, it } from 'vitest';
import { gridKeyEffect, type ActiveCell, type GridKeyEffect, type GridKeyState } from './useGridKeyboard';

// The Table's key map (stories Sorting, Selection, RowAction, TenThousandRows and KeyboardNavigation play it in a
// browser): 10 rows, a checkbox column and 4 columns, 5 rows a page.
const state = (active: ActiveCell | null, more: Partial<GridKeyState> = {}): GridKeyState => ({
  active,
  rowCount: 10,
  headerCount: 5,
  pageRows: 5,
  selectable: true,
  ...more,
});
const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, metaKey: false });

describe('gridKeyEffect', () => {
  it.each<[string, string, ActiveCell | null, GridKeyEffect | null]>([
    ['the first ArrowDown shows the first row', 'ArrowDown', null, { type: 'move', row: 0, col: 0 }],
    ['ArrowDown', 'ArrowDown', { row: 3, col: 0 }, { type: 'move', row: 4, col: 0 }],
    ['ArrowDown on the last row stays', 'ArrowDown', { row: 9, col: 0 }, { type: 'move', row: 9, col: 0 }],
    ['ArrowUp from the first row goes to the header', 'ArrowUp', { row: 0, col: 2 }, { type: 'move', row: -1, col: 2 }],
    ['ArrowUp in the header stays there', 'ArrowUp', { row: -1, col: 2 }, { type: 'move', row: -1, col: 2 }],
    ['ArrowLeft in the body scrolls natively', 'ArrowLeft', { row: 3, col: 0 }, null],
    ['ArrowRight in the header', 'ArrowRight', { row: -1, col: 2 }, { type: 'move', row: -1, col: 3 }],
    ['ArrowRight on the last header cell stays', 'ArrowRight', { row: -1, col: 4 }, { type: 'move', row: -1, col: 4 }],
    ['ArrowLeft on the first header cell stays', 'ArrowLeft', { row: -1, col: 0 }, { type: 'move', row: -1, col: 0 }],
    ['Home in the header', 'Home', { row: -1, col: 3 }, { type: 'move', row: -1, col: 0 }],
    ['End in the header', 'End', { row: -1, col: 1 }, { type: 'move', row: -1, col: 4 }],
    ['Home in the body', 'Home', { row: 6, col: 0 }, { type: 'move', row: 0, col: 0 }],
    ['End in the body', 'End', { row: 2, col: 0 }, { type: 'move', row: 9, col: 0 }],
    ['PageDown', 'PageDown', { row: 2, col: 0 }, { type: 'move', row: 7, col: 0 }],
    ['PageDown near the end', 'PageDown', { row: 7, col: 0 }, { type: 'move', row: 9, col: 0 }],
    ['PageUp', 'PageUp', { row: 7, col: 0 }, { type: 'move', row: 2, col: 0 }],
    ['PageUp near the start stops at the first row', 'PageUp', { row: 2, col: 0 }, { type: 'move', row: 0, col: 0 }],
    ['PageUp from the header goes to the first row', 'PageUp', { row: -1, col: 0 }, { type: 'move', row: 0, col: 0 }],
    ['the first Enter only shows the first row', 'Enter', null, { type: 'move', row: 0, col: 0 }],
    ['Enter on a row is its action', 'Enter', { row: 4, col: 0 }, { type: 'rowAction', row: 4 }],
    ['Space on a row selects it', ' ', { row: 4, col: 0 }, { type: 'toggleRow', row: 4 }],
    ['Enter on a header cell', 'Enter', { row: -1, col: 2 }, { type: 'activateHeader', col: 2 }],
    ['Space on a header cell', ' ', { row: -1, col: 0 }, { type: 'activateHeader', col: 0 }],
    ['a without Ctrl stays with the page', 'a', { row: 4, col: 0 }, null],
    ['Tab leaves the grid', 'Tab', { row: 4, col: 0 }, null],
  ])('%s', (_name, k, active, expected) => {
    expect(gridKeyEffect(key(k), state(active))).toEqual(expected);
  });

  it('Ctrl+Home and Ctrl+End move to the first and last rows from the header', () => {
    expect(gridKeyEffect(key('Home', true), state({ row: -1, col: 3 }))).toEqual({ type: 'move', row: 0, col: 3 });
    expect(gridKeyEffect(key('End', true), state({ row: -1, col: 3 }))).toEqual({ type: 'move', row: 9, col: 3 });
  });

  it('Ctrl+A or Cmd+A selects all in a selectable table only', () => {
    expect(gridKeyEffect(key('a', true), state({ row: 1, col: 0 }))).toEqual({ type: 'toggleAll' });
    expect(gridKeyEffect({ key: 'A', ctrlKey: false, metaKey: true }, state(null))).toEqual({ type: 'toggleAll' });
    expect(gridKeyEffect(key('a', true), state({ row: 1, col: 0 }, { selectable: false }))).toBeNull();
  });

  it('takes Space on a row of a table without selection, doing nothing', () => {
    expect(gridKeyEffect(key(' '), state({ row: 1, col: 0 }, { selectable: false }))).toEqual({ type: 'none' });
  });

  it('an empty table keeps the keyboard in its header', () => {
    const empty = (active: ActiveCell | null) => state(active, { rowCount: 0 });
    expect(gridKeyEffect(key('ArrowDown'), empty(null))).toEqual({ type: 'move', row: -1, col: 0 });
    expect(gridKeyEffect(key('End', true), empty({ row: -1, col: 0 }))).toEqual({ type: 'move', row: -1, col: 0 });
    expect(gridKeyEffect(key('ArrowRight'), empty(null))).toEqual({ type: 'move', row: -1, col: 1 });
    expect(gridKeyEffect(key('Enter'), empty({ row: -1, col: 0 }))).toEqual({ type: 'activateHeader', col: 0 });
  });
});
