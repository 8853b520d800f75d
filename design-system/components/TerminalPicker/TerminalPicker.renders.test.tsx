import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { TerminalPicker } from './TerminalPicker';
import { SEARCH_DEBOUNCE_MS, type PickerRow } from './rows';

// The picker with 10,000 terminals keeps the rows it shows while the user types; each keystroke re-renders
// only what changed. Counted, not timed: every row reads its alias once per render (the alias column), so the reads
// per row key are its renders. The search filters by name, tax and disk number, never by alias.
// Below, the search's debounce on the test's clock: when the key goes out to the caller (onSearch).

const renders = new Map<string, number>();
function terminal(i: number): PickerRow {
  // The first 200 terminals are in 上海 and keep their places when the search narrows to 上海.
  const city = i < 200 || i % 7 === 0 ? '上海' : '北京';
  const key = `T${i}`;
  return {
    key,
    name: `${city}测试企业${i}有限公司`,
    taxerId: `9131${String(i).padStart(14, '0')}`,
    diskId: `66${String(i).padStart(10, '0')}`,
    get alias() {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return `别名${i}`;
    },
  };
}
const rows = Array.from({ length: 10_000 }, (_, i) => terminal(i));
const total = () => [...renders.values()].reduce((a, b) => a + b, 0);

describe('TerminalPicker with 10,000 terminals: renders per keystroke', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the table's scroller a height, so the virtualiser shows a window of rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(54);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a keystroke re-renders no row; the debounced search re-renders only the rows whose content changed', async () => {
    renderWithProviders(<TerminalPicker isOpen columns={['index', 'name', 'alias']} rows={rows} onSwitch={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(6));
    const shown = within(dialog).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(60); // virtualised: a window of the 10,000
    renders.clear();

    // From here the clock is ours: the debounce fires only when the test says so, however busy the machine.
    vi.useFakeTimers();
    const box = within(dialog).getByRole('textbox');
    const type = (value: string) => act(() => void fireEvent.change(box, { target: { value } }));

    // Typing: the rows on screen do not re-render, before the debounce fires.
    type('上');
    expect(total()).toBe(0);
    type('上海');
    expect(total()).toBe(0);

    // The debounced search: the shown rows are all 上海 terminals at the same places, so none re-renders.
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    // 200 in 上海 first, then every seventh: 1,600
    expect(within(dialog).getByText(/共 1600/)).toBeInTheDocument();
    expect(total()).toBe(0);

    // A search that changes what is shown renders only the rows now shown (none of the 10,000 others), each at most
    // twice (its first render, then once more when the virtualiser settles the new window).
    renders.clear();
    type('上海测试企业7');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    const now = within(dialog).getAllByRole('row').length - 1;
    expect(now).toBeGreaterThan(0);
    expect(Math.max(...renders.values())).toBeLessThanOrEqual(2);
    expect(renders.size).toBeLessThanOrEqual(now);
  });
});

describe('TerminalPicker search', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the trimmed key once typing has paused for SEARCH_DEBOUNCE_MS, once per distinct key', async () => {
    const onSearch = vi.fn();
    const few: PickerRow[] = ['上海甲有限公司', '北京乙有限公司'].map((name, i) => ({ key: `F${i}`, name, taxerId: `91310000000000000${i}`, diskId: `66000000000${i}` }));
    renderWithProviders(<TerminalPicker isOpen columns={['index', 'name']} rows={few} onSearch={onSearch} onSwitch={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('textbox');
    // The clock is ours: a keystroke's distance from the next is what the test says, however busy the machine.
    vi.useFakeTimers();
    const type = (value: string) => act(() => void fireEvent.change(box, { target: { value } }));
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

    type('  上');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    // The next keystroke within the pause starts the wait again.
    type('  上海  ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('上海');
    // Spaces around the same key are the same search: nothing more is sent.
    type('上海 ');
    wait(SEARCH_DEBOUNCE_MS * 5);
    expect(onSearch).toHaveBeenCalledTimes(1);
    type('北京');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('北京');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
