// Service packages (spec 01 §3 'Service status of the package': editionName, remain, stateName; spec 01 §4 remaining
// days: 30 or more shown plainly, under 30 in red with a renew prompt, 0 shows the state name; spec 01 §9 renewal
// reminder threshold 30 days). Dates are Asia/Shanghai calendar days (YYYY-MM-DD). Pure; the embedded backend uses
// the same arithmetic.
import Decimal from 'decimal.js';

/** spec 01 §9: renewal reminder threshold. */
export const RENEWAL_THRESHOLD_DAYS = 30;
/** Renewal by whole years, 1 to 3 (our choice: what peers' renewal dialogs offer). */
export const RENEWAL_YEARS = [1, 2, 3] as const;
export type RenewalYears = (typeof RENEWAL_YEARS)[number];

export type RemainTier = 'plain' | 'due' | 'ended';

/** How the remaining days are shown (spec 01 §4). */
export function remainTier(remain: number): RemainTier {
  if (remain <= 0) return 'ended';
  return remain < RENEWAL_THRESHOLD_DAYS ? 'due' : 'plain';
}

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** Today's Asia/Shanghai date (China keeps no daylight saving time). */
export function shanghaiToday(now: number = Date.now()): string {
  return new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Days of service left, today included, ending on `endDate` inclusive; 0 once ended. */
export function remainingDays(endDate: string, today: string): number {
  return Math.max(0, dayNumber(endDate) - dayNumber(today) + 1);
}

/** `day` moved by whole years; 29 February becomes 28 February in a year without one. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  return new Date((dayNumber(day) + 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The new last day after renewing `years`: the years follow the current end while the package runs; an ended package
 * starts again today.
 */
export function renewedEnd(endDate: string, years: number, today: string): string {
  const from = endDate >= today ? nextDay(endDate) : today;
  const end = addYears(from, years);
  return new Date((dayNumber(end) - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** What a renewal costs: the year's price times the years, to the fen. */
export function renewalPrice(yearPrice: string, years: number): string {
  return new Decimal(yearPrice || '0').times(years).toFixed(2);
}
