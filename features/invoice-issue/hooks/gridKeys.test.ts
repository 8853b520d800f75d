import { describe, expect, it } from 'vitest';
import { gridKeyAction, type GridKey } from './gridKeys';

const press = (key: string, mods: Partial<GridKey> = {}): GridKey => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const middle = { atStart: false, atEnd: false };
const start = { atStart: true, atEnd: false };
const end = { atStart: false, atEnd: true };
const empty = { atStart: true, atEnd: true };

describe('the goods grid key map', () => {
  it.each([
    { name: 'Ctrl+Enter adds a line', e: press('Enter', { ctrlKey: true }), caret: middle, want: 'addLine' },
    { name: 'Cmd+Enter adds a line (macOS)', e: press('Enter', { metaKey: true }), caret: middle, want: 'addLine' },
    { name: 'Ctrl+Delete deletes the line', e: press('Delete', { ctrlKey: true }), caret: middle, want: 'deleteLine' },
    { name: 'F4 opens the tax-code picker', e: press('F4'), caret: middle, want: 'pickCode' },
    { name: 'F4 also from a select', e: press('F4'), caret: null, want: 'pickCode' },
    { name: 'Ctrl+/ opens the shortcut list', e: press('/', { ctrlKey: true }), caret: middle, want: 'help' },
    { name: 'Enter moves to the next cell', e: press('Enter'), caret: middle, want: 'next' },
    { name: 'Enter on a select moves on too', e: press('Enter'), caret: null, want: 'next' },
    { name: 'Shift+Enter stays', e: press('Enter', { shiftKey: true }), caret: middle, want: null },
    { name: 'ArrowUp moves up', e: press('ArrowUp'), caret: middle, want: 'up' },
    { name: 'ArrowDown moves down', e: press('ArrowDown'), caret: empty, want: 'down' },
    { name: 'ArrowDown on a select chooses its option', e: press('ArrowDown'), caret: null, want: null },
    { name: 'ArrowLeft inside the text moves the caret', e: press('ArrowLeft'), caret: middle, want: null },
    { name: 'ArrowLeft at the start moves left', e: press('ArrowLeft'), caret: start, want: 'left' },
    { name: 'ArrowRight at the end moves right', e: press('ArrowRight'), caret: end, want: 'right' },
    { name: 'ArrowRight at the start of a text stays', e: press('ArrowRight'), caret: start, want: null },
    { name: 'Shift+ArrowLeft selects text', e: press('ArrowLeft', { shiftKey: true }), caret: start, want: null },
    { name: 'an IME composing keeps Enter', e: press('Enter', { isComposing: true }), caret: middle, want: null },
    { name: 'Alt+ArrowDown stays with the cell', e: press('ArrowDown', { altKey: true }), caret: middle, want: null },
    { name: 'letters are typed', e: press('a'), caret: middle, want: null },
  ])('$name', ({ e, caret, want }) => {
    expect(gridKeyAction(e, caret)).toBe(want);
  });
});
