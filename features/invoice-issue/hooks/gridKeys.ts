// The goods grid's keyboard: which action a key press in a cell asks for. Pure, so the whole key map is
// tested as a table (gridKeys.test.ts); GoodsGrid carries the actions out. The shortcut list (GridShortcuts) shows it.

export type GridKeyAction = 'up' | 'down' | 'left' | 'right' | 'next' | 'addLine' | 'deleteLine' | 'pickCode' | 'help';

export interface GridKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** An IME is composing (Chinese input): Enter and arrows belong to it. */
  isComposing?: boolean;
}

/** Where the caret stands in a text cell (null for a select, whose arrows change its value). */
export interface Caret {
  atStart: boolean;
  atEnd: boolean;
}

/** The action of a key press in a cell, or null when the key stays with the cell. */
export function gridKeyAction(e: GridKey, caret: Caret | null): GridKeyAction | null {
  if (e.isComposing) return null;
  const ctrl = e.ctrlKey || e.metaKey;
  if (ctrl && !e.altKey && !e.shiftKey && e.key === 'Enter') return 'addLine';
  if (ctrl && !e.altKey && e.key === 'Delete') return 'deleteLine';
  if (ctrl && (e.key === '/' || e.key === '?')) return 'help';
  if (e.key === 'F4' && !ctrl && !e.altKey) return 'pickCode';
  if (ctrl || e.altKey) return null;
  if (e.key === 'Enter' && !e.shiftKey) return 'next';
  if (caret === null) return null; // a select's arrows choose its options
  if (e.shiftKey) return null; // Shift+arrows select text
  if (e.key === 'ArrowUp') return 'up';
  if (e.key === 'ArrowDown') return 'down';
  if (e.key === 'ArrowLeft' && caret.atStart) return 'left';
  if (e.key === 'ArrowRight' && caret.atEnd) return 'right';
  return null;
}

/** The caret of an input, or null for other editors. A selection spanning text is neither at start nor at end. */
export function caretOf(target: EventTarget | null): Caret | null {
  if (!(target instanceof HTMLInputElement)) return null;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart === null || selectionEnd === null) return { atStart: true, atEnd: true };
  return { atStart: selectionStart === 0 && selectionEnd === 0, atEnd: selectionStart === value.length && selectionEnd === value.length };
}
