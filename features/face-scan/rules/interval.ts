// Face-scan interval rules (spec 02 §2.1 item 5, §3 'Face-scan config', §5, §9). Pure: values and message keys only.
// The change check itself (identity, empty or 0, over the maximum, unit format) is validateFaceScanInterval of the
// tax-bureau rules; this module holds what the interval dialog decides around it.
import Decimal from 'decimal.js';

/** spec 02 §3: type 1 hours, 2 days. */
export const FACE_SCAN_HOURS = 1;
export const FACE_SCAN_DAYS = 2;
export type FaceScanUnit = typeof FACE_SCAN_HOURS | typeof FACE_SCAN_DAYS;

/** spec 02 §2.1 item 5, §9: the hours slider goes from 0 to 48 in steps of 0.5. */
export const HOURS_SLIDER_MAX = 48;
export const HOURS_SLIDER_STEP = 0.5;
/** spec 02 §9: the days quick picks. */
export const DAYS_QUICK_PICKS: readonly number[] = [30, 60];
/**
 * The days maximum when the config gives none for days (it gives `max` for its own unit only). The spec is silent;
 * 60 is the largest quick pick, so 'max' is never below a quick pick.
 */
export const DAYS_DEFAULT_MAX = 60;

/** The unit of a config's type; anything but 2 reads as hours. */
export function unitOf(type: unknown): FaceScanUnit {
  return Number(type) === FACE_SCAN_DAYS ? FACE_SCAN_DAYS : FACE_SCAN_HOURS;
}

function decimalOf(value: unknown): Decimal | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return new Decimal(s);
}

/**
 * The hours the slider shows for a value: rounded down to the half hour and kept within 0..48 (spec 02 §5: the
 * slider rounds down to the half hour). Not a number: 0.
 */
export function floorToHalfHour(value: unknown): number {
  const d = decimalOf(value);
  if (d === null || d.isNegative()) return 0;
  const floored = d.mul(2).floor().div(2);
  return Decimal.min(floored, HOURS_SLIDER_MAX).toNumber();
}

/** Whole days shown for a value (rounded down); not a number or negative: null (the field starts empty). */
export function wholeDays(value: unknown): number | null {
  const d = decimalOf(value);
  if (d === null || d.isNegative()) return null;
  return d.floor().toNumber();
}

/**
 * The maximum of a unit: the config's `max` when the config is in that unit and gives a positive one, else the
 * unit's default (48 hours; 60 days).
 */
export function maxOf(unit: FaceScanUnit, config: { type?: unknown; max?: unknown } | null | undefined): number {
  const fallback = unit === FACE_SCAN_HOURS ? HOURS_SLIDER_MAX : DAYS_DEFAULT_MAX;
  if (!config || unitOf(config.type) !== unit) return fallback;
  const max = decimalOf(config.max);
  return max !== null && max.greaterThan(0) ? max.toNumber() : fallback;
}

/** The days quick picks offered for a maximum: 30 and 60 days while within it, then 'max' (spec 02 §2.1 item 5). */
export function daysQuickPicks(max: number): { value: number; kind: 'days' | 'max' }[] {
  const picks: { value: number; kind: 'days' | 'max' }[] = DAYS_QUICK_PICKS.filter((d) => d <= max).map((value) => ({ value, kind: 'days' }));
  return [...picks, { value: Math.floor(max), kind: 'max' }];
}

/** Never synced: the config has no last sync time, so the dialog prompts to sync first (spec 02 §2.1 item 5). */
export function neverSynced(config: { tsSync?: unknown } | null | undefined): boolean {
  return typeof config?.tsSync !== 'string' || config.tsSync.trim() === '';
}

/** The value sent as phxxz: a plain decimal string ('24.5', '30'). */
export function intervalText(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : new Decimal(value).toString();
}
