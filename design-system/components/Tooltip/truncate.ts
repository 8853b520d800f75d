/** The ellipsis appended to cut text. */
export const ELLIPSIS = '…';

/**
 * Cuts `text` after `max` characters and appends an ellipsis (…); text not longer than `max` is returned
 * as it is. Characters are counted as code points, so a character outside the BMP is never split.
 * The terminal picker cuts account info at 21 characters (spec 01 §2).
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, Math.floor(max))).join('') + ELLIPSIS;
}

/** True when `truncateText(text, max)` would cut. */
export function isTruncated(text: string, max: number): boolean {
  return Array.from(text).length > max;
}
