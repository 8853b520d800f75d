import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staticRowLimit, useRowWindow, type RowWindowOptions } from './rowWindow';

const options = (count: number): RowWindowOptions => ({
  count,
  getScrollElement: () => null,
  rowHeight: 40,
  maxHeight: 440,
  overscan: 5,
  getItemKey: (index) => `row-${index}`,
});

describe('useRowWindow: the rows a Table renders', () => {
  it('renders every row of a table they all fit in (no virtualiser), each under the header', () => {
    expect(staticRowLimit(options(0))).toBe(16);
    const { result } = renderHook(() => useRowWindow(options(10)));
    expect(result.current.rows.map((r) => r.key)).toEqual(Array.from({ length: 10 }, (_, i) => `row-${i}`));
    expect(result.current.rows[0]?.start).toBe(40);
    expect(result.current.rows[9]?.start).toBe(400);
    expect(result.current.totalSize).toBe(400);
  });

  it('a longer table shows its first rows at once, then the virtualiser keeps the body the size of every row', async () => {
    // A fresh copy of the module, as a page that has shown no long table yet has it (the unit tests share modules
    // between files: an earlier file may have loaded the virtualiser into the shared one).
    vi.resetModules();
    const { useRowWindow: freshRowWindow } = await import('./rowWindow');
    const { result, rerender } = renderHook((count: number) => freshRowWindow(options(count)), { initialProps: 10 });
    rerender(10_000);
    expect(result.current.rows.length).toBeLessThanOrEqual(16);
    expect(result.current.rows[0]?.key).toBe('row-0');
    expect(result.current.totalSize).toBe(400_000);
    expect(result.current.rows[0]).not.toHaveProperty('end');
    // the virtualiser's own items (they carry their end and size) once its code has arrived
    await waitFor(() => expect(result.current.rows[0]).toHaveProperty('end', 80));
    expect(result.current.rows[0]?.key).toBe('row-0');
    expect(result.current.rows.length).toBeLessThan(60);
    expect(result.current.totalSize).toBe(400_000);
  });
});
