// The keyboard model of a chassis drawn as a grid (WAI-ARIA APG grid pattern, ../shared/research/peers.md §3.1):
// arrows move one slot, Home/End to the row's (board's) ends, Ctrl+Home/Ctrl+End to the grid's first and last slot.
// Rows may differ in length (a board of fewer ports): moving down or up keeps the column, clamped to the row.

export interface GridPosition {
  row: number;
  col: number;
}

/** Where a key moves the focus in a grid whose rows hold `rowLengths[row]` cells; null when the key does not move it. */
export function moveInGrid(at: GridPosition, key: string, rowLengths: readonly number[], ctrlKey = false): GridPosition | null {
  const rows = rowLengths.length;
  if (rows === 0) return null;
  const lengthOf = (row: number) => rowLengths[row] ?? 0;
  const clampCol = (row: number, col: number) => Math.max(0, Math.min(col, lengthOf(row) - 1));
  const row = Math.max(0, Math.min(at.row, rows - 1));
  const col = clampCol(row, at.col);
  let next: GridPosition;
  switch (key) {
    case 'ArrowRight':
      next = col < lengthOf(row) - 1 ? { row, col: col + 1 } : { row, col };
      break;
    case 'ArrowLeft':
      next = { row, col: Math.max(0, col - 1) };
      break;
    case 'ArrowDown':
      next = row < rows - 1 ? { row: row + 1, col: clampCol(row + 1, col) } : { row, col };
      break;
    case 'ArrowUp':
      next = row > 0 ? { row: row - 1, col: clampCol(row - 1, col) } : { row, col };
      break;
    case 'Home':
      next = ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
      break;
    case 'End':
      next = ctrlKey ? { row: rows - 1, col: Math.max(0, lengthOf(rows - 1) - 1) } : { row, col: Math.max(0, lengthOf(row) - 1) };
      break;
    default:
      return null;
  }
  return next;
}
