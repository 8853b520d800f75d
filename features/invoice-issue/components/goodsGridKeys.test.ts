import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EditLine } from '../rules/lineAmounts';
import { cellId, type GridColumn } from './fieldIssues';
import { goodsLineFrom, handleGridKey, type GridKeyTarget } from './goodsGridKeys';

// What a key in a goods-grid cell does to the lines and the focus (the key map itself: hooks/gridKeys.test.ts; the
// Keyboard story plays it in a browser). Lines a, b (with its discount line b-d) and c.
const line = (id: string, more: Partial<EditLine> = {}): EditLine => ({ id, showName: id, spbm: '', ggxh: '', dw: '', quantity: '', price: '', amount: '', rate: '0.13', ...more });
const lines = [line('a'), line('b'), line('b-d', { fphxz: '1' }), line('c')];

describe('goodsLineFrom: the next goods line, passing over discount lines', () => {
  it.each<[number, 1 | -1, string | undefined]>([
    [0, 1, 'b'],
    [1, 1, 'c'],
    [3, -1, 'b'],
    [3, 1, undefined],
    [0, -1, undefined],
    [-1, 1, 'a'],
  ])('from line %i in direction %i', (index, step, expected) => {
    expect(goodsLineFrom(lines, index, step)?.id).toBe(expected);
  });
});

function grid(over: Partial<GridKeyTarget> = {}) {
  const target: GridKeyTarget = {
    lines,
    indexOf: (id) => lines.findIndex((l) => l.id === id),
    newLine: () => line('new'),
    onLinesChange: vi.fn(),
    onAddLine: vi.fn(),
    onFocusCell: vi.fn(),
    openPicker: vi.fn(),
    openHelp: vi.fn(),
    ...over,
  };
  return target;
}

/** A key pressed in the cell editor of a line and column (an input with its caret at the end of its text). */
function press(lineId: string, column: GridColumn, key: string, mods: { ctrlKey?: boolean } = {}) {
  const input = document.createElement('input');
  input.id = cellId(lineId, column);
  input.value = 'text';
  input.setSelectionRange(4, 4);
  const e = { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods, target: input, nativeEvent: { isComposing: false }, preventDefault: vi.fn() };
  return e as unknown as KeyboardEvent<HTMLElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

describe('handleGridKey', () => {
  it('moves down and up between goods lines in the same column', () => {
    const g = grid();
    handleGridKey(press('b', 'price', 'ArrowDown'), g);
    handleGridKey(press('c', 'dw', 'ArrowUp'), g);
    expect(g.onFocusCell).toHaveBeenNthCalledWith(1, 'c', 'price');
    expect(g.onFocusCell).toHaveBeenNthCalledWith(2, 'b', 'dw');
  });

  it('moves right from the end of a text, and Enter on to the next line or a new one from the last column', () => {
    const g = grid();
    handleGridKey(press('a', 'showName', 'ArrowRight'), g);
    expect(g.onFocusCell).toHaveBeenLastCalledWith('a', 'spbm');
    handleGridKey(press('a', 'rate', 'Enter'), g);
    expect(g.onFocusCell).toHaveBeenLastCalledWith('b', 'showName');
    handleGridKey(press('c', 'rate', 'Enter'), g);
    expect(g.onAddLine).toHaveBeenLastCalledWith('c');
  });

  it('deletes the line with its discount line and focuses the next goods line', () => {
    const g = grid();
    const e = press('b', 'quantity', 'Delete', { ctrlKey: true });
    handleGridKey(e, g);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(vi.mocked(g.onLinesChange).mock.calls[0]![0].map((l) => l.id)).toEqual(['a', 'c']);
    expect(g.onFocusCell).toHaveBeenLastCalledWith('c', 'quantity');
  });

  it('keeps the only goods line', () => {
    const only = [line('a'), line('a-d', { fphxz: '1' })];
    const g = grid({ lines: only, indexOf: (id) => only.findIndex((l) => l.id === id) });
    handleGridKey(press('a', 'showName', 'Delete', { ctrlKey: true }), g);
    expect(g.onLinesChange).not.toHaveBeenCalled();
  });

  it('opens the picker for the line and the shortcut list', () => {
    const g = grid();
    handleGridKey(press('c', 'spbm', 'F4'), g);
    handleGridKey(press('c', 'spbm', '/', { ctrlKey: true }), g);
    expect(g.openPicker).toHaveBeenCalledWith('c');
    expect(g.openHelp).toHaveBeenCalled();
  });

  it('leaves the keys a cell keeps, and keys from elements other than cell editors', () => {
    const g = grid();
    const typed = press('a', 'showName', 'x');
    handleGridKey(typed, g);
    const elsewhere = press('a', 'showName', 'Enter');
    (elsewhere.target as HTMLElement).id = 'somewhere-else';
    handleGridKey(elsewhere, g);
    expect(typed.preventDefault).not.toHaveBeenCalled();
    expect(elsewhere.preventDefault).not.toHaveBeenCalled();
    expect(g.onFocusCell).not.toHaveBeenCalled();
  });
});
