// Print offsets (打印机管理, spec 01 §2 printers and printerSetting): how far the desktop client moves the print on the
// invoice form, top and left, in millimetres. The spec gives no limits: -50 to 50 mm with at most one decimal is our
// choice (a tax-control client's margin adjustment moves within a few centimetres, to a tenth of a millimetre).
import Decimal from 'decimal.js';

export const OFFSET_MIN = -50;
export const OFFSET_MAX = 50;

export type OffsetIssue = 'required' | 'notNumber' | 'tooManyDecimals' | 'outOfRange';

/** The problem with a typed offset, or null when it reads (an empty offset is required: 0 means none). */
export function offsetIssue(text: string): OffsetIssue | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!/^[-+]?\d+(\.\d+)?$/.test(value)) return 'notNumber';
  if (!/^[-+]?\d+(\.\d)?$/.test(value)) return 'tooManyDecimals';
  const n = new Decimal(value);
  if (n.lt(OFFSET_MIN) || n.gt(OFFSET_MAX)) return 'outOfRange';
  return null;
}

/** The offset as saved: one decimal ('2.5', '-1.0'); the typed text when it does not read. */
export function normalOffset(text: string): string {
  return offsetIssue(text) ? text.trim() : new Decimal(text.trim()).toFixed(1);
}

/** A version string's numeric parts compared: negative when a is older than b (missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.trim().split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let k = 0; k < Math.max(pa.length, pb.length); k += 1) {
    const d = (pa[k] ?? 0) - (pb[k] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
