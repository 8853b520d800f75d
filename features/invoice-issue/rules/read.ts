// Defensive readers and decimal helpers: the rules run on whatever a form or an import holds, so they read
// through these and never throw on a missing field, a wrong type or an unparsable number.
import Decimal from 'decimal.js';

/** Decimal arithmetic for money: half-up rounding, enough precision for any amount a terminal accepts. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = InstanceType<typeof Money>;

export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Text of a field: strings as they are, finite numbers as their decimal text, anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text with surrounding white space removed: what 'required' looks at. */
export function filled(value: unknown): string {
  return text(value).trim();
}

const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A decimal from a string or number ('13%' reads as 0.13), or null when it is not a plain decimal. */
export function decimal(value: unknown): MoneyValue | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Money(value) : null;
  let s = text(value).trim();
  if (s === '' || s.length > 64) return null;
  let percent = false;
  if (s.endsWith('%')) {
    percent = true;
    s = s.slice(0, -1).trim();
  }
  if (!decimalPattern.test(s)) return null;
  const d = new Money(s);
  return percent ? d.div(100) : d;
}

/** Rounded half-up to 2 decimals, as amounts and tax amounts are. */
export function round2(d: MoneyValue): MoneyValue {
  return d.decimalPlaces() <= 2 ? d : d.toDecimalPlaces(2, Money.ROUND_HALF_UP);
}

/** A parsed rate: its decimal and its canonical text ('0.130' -> '0.13'). */
export interface Rate {
  value: MoneyValue;
  text: string;
  zero: boolean;
}

// Rates repeat across thousands of lines; parse each distinct spelling once. Bounded, so arbitrary input
// cannot grow it without end.
const rateCache = new Map<string, Rate | null>();
const RATE_CACHE_MAX = 512;

/** The rate of a field ('0.13', 0.13, '13%'), parsed once per distinct spelling; null when unreadable. */
export function rateOf(value: unknown): Rate | null {
  const key = typeof value === 'number' ? `n${value}` : typeof value === 'string' ? value : null;
  if (key === null) return null;
  const hit = rateCache.get(key);
  if (hit !== undefined) return hit;
  const d = decimal(value);
  const rate = d === null ? null : { value: d, text: d.toString(), zero: d.isZero() };
  if (rateCache.size < RATE_CACHE_MAX) rateCache.set(key, rate);
  return rate;
}

/** A rate as its canonical decimal text ('0.130' -> '0.13', 0.015 -> '0.015'), or null. */
export function rateText(value: unknown): string | null {
  return rateOf(value)?.text ?? null;
}
