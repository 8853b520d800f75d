// Which page buttons to show: the first, the last, the current with two on each side, and an ellipsis
// for every hidden run (as Ant Design does, which the portal's users know).

/** A numbered page, or an ellipsis that jumps back or forward by `jumpSize` pages. */
export type PageItem = number | 'jump-previous' | 'jump-next';

/** Pages jumped by an ellipsis button. */
export const jumpSize = 5;

/** Pages beside the current one before an ellipsis cuts in. */
const buffer = 2;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount);
}

export function pageItems(current: number, pageCount: number): PageItem[] {
  const page = clampPage(current, pageCount);
  if (pageCount <= 5 + buffer * 2) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let left = Math.max(1, page - buffer);
  let right = Math.min(pageCount, page + buffer);
  if (page - 1 <= buffer) right = 1 + buffer * 2;
  if (pageCount - page <= buffer) left = pageCount - buffer * 2;
  const items: PageItem[] = [];
  if (left > 1) items.push(1);
  if (left > 2) items.push(left === 3 ? 2 : 'jump-previous');
  for (let i = left; i <= right; i++) items.push(i);
  if (right < pageCount - 1) items.push(right === pageCount - 2 ? pageCount - 1 : 'jump-next');
  if (right < pageCount) items.push(pageCount);
  return items;
}

/** The page that keeps the first record of the current page in view after the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number, total: number): number {
  const firstIndex = (page - 1) * oldSize;
  return clampPage(Math.floor(firstIndex / newSize) + 1, pageCountOf(total, newSize));
}

/** Parses the quick-jump input: digits only; out-of-range numbers are brought into range, anything else is null. */
export function parseJump(input: string, pageCount: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  return clampPage(Number(text), pageCount);
}
