import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type * as ReactVirtual from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { TableKey } from './Table';

// The rows a Table renders. A table whose rows all fit in its height (plus the overscan) renders them all, as the
// virtualiser would: it never loads the virtualiser (@tanstack/react-virtual, about 10 KB gzipped), so a page with
// a short list (the homes' latest invoices or tasks) does not carry it. The first table with more rows loads it;
// until it has arrived, that table renders its first rows, which is what the virtualiser shows before any scroll.
// The hooks are the same whatever the mode, so a table switches to the virtualiser in place when its rows grow.

type VirtualCore = typeof ReactVirtual;
let core: VirtualCore | null = null;
let loading: Promise<VirtualCore> | null = null;
const loadCore = () => (loading ??= import('@tanstack/react-virtual').then((m) => (core = m)));

export interface RowWindowOptions {
  count: number;
  getScrollElement: () => HTMLDivElement | null;
  /** Fixed row height in px; the sticky header is one row high, above the body in the same scroller. */
  rowHeight: number;
  /** The scroller's height in px (the rows it shows before it has been measured). */
  maxHeight: number;
  overscan: number;
  getItemKey: (index: number) => TableKey;
}

export interface RowWindowItem {
  index: number;
  key: TableKey;
  /** The row's top in the scroller, the header's height included. */
  start: number;
}

export interface RowWindow {
  rows: RowWindowItem[];
  /** The body's height: every row's. */
  totalSize: number;
}

/** How many rows a table renders without the virtualiser: those its height shows, and the overscan. */
export const staticRowLimit = ({ rowHeight, maxHeight, overscan }: Pick<RowWindowOptions, 'rowHeight' | 'maxHeight' | 'overscan'>) =>
  Math.ceil(maxHeight / rowHeight) + overscan;

function staticWindow(o: RowWindowOptions): RowWindow {
  const shown = Math.min(o.count, staticRowLimit(o));
  const rows = Array.from({ length: shown }, (_, index) => ({ index, key: o.getItemKey(index), start: (index + 1) * o.rowHeight }));
  return { rows, totalSize: o.count * o.rowHeight };
}

/** The rows to render: all of them, or the virtualiser's window once the rows outgrow the table's height. */
export function useRowWindow(o: RowWindowOptions): RowWindow {
  const needed = o.count > staticRowLimit(o);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const instance = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const options = (c: VirtualCore) => ({
    count: o.count,
    getScrollElement: o.getScrollElement,
    estimateSize: () => o.rowHeight,
    overscan: o.overscan,
    // The sticky header sits above the body inside the same scroller.
    scrollMargin: o.rowHeight,
    // Rows on the very first paint, before the scroller has been measured.
    initialRect: { width: 0, height: o.maxHeight },
    // Where the scroller already is: a table that switches to the virtualiser in place (its code arrived after the
    // user had scrolled or pressed Ctrl+End) keeps its position instead of jumping back to the top.
    initialOffset: () => o.getScrollElement()?.scrollTop ?? 0,
    getItemKey: o.getItemKey,
    scrollToFn: c.elementScroll,
    observeElementRect: c.observeElementRect,
    observeElementOffset: c.observeElementOffset,
    onChange: (_: unknown, sync: boolean) => (sync ? flushSync(rerender) : rerender()),
  });
  // Once created (the rows outgrew the table), the virtualiser stays for the table's life.
  if (!instance.current && needed && core) instance.current = new core.Virtualizer<HTMLDivElement, Element>(options(core));
  const virtualizer = instance.current;
  if (virtualizer && core) virtualizer.setOptions(options(core));

  useEffect(() => {
    if (needed && !core) void loadCore().then(() => rerender());
  }, [needed]);
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });

  if (!virtualizer) return staticWindow(o);
  return { rows: virtualizer.getVirtualItems() as RowWindowItem[], totalSize: virtualizer.getTotalSize() };
}
