/** Item spans clamped to the column count and stretched so every row is full (as Ant Descriptions does). */
export function fillRows(spans: readonly (number | undefined)[], columns: number): number[] {
  const out: number[] = [];
  let used = 0;
  for (const wanted of spans) {
    const span = Math.min(columns, Math.max(1, Math.floor(wanted ?? 1)));
    if (used + span > columns && out.length > 0) {
      out[out.length - 1]! += columns - used;
      used = 0;
    }
    out.push(span);
    used = (used + span) % columns;
  }
  if (used > 0 && out.length > 0) out[out.length - 1]! += columns - used;
  return out;
}
