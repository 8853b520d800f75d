// Tax periods (所属期) as yyyy-MM in Asia/Shanghai: the month a return is filed for is the one before the filing
// month, due by the 15th of the filing month (the tax bureau moves the deadline past holidays; the portal shows the
// server's date). Pure.

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The Shanghai month of a time, yyyy-MM. */
export function monthOf(time: Date | number): string {
  const d = new Date((typeof time === 'number' ? time : time.getTime()) + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The month `count` months before `period` (yyyy-MM). */
export function monthsBefore(period: string, count: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The period filed for in the month of `now`: the previous month. */
export function reportingPeriod(now: Date | number): string {
  return monthsBefore(monthOf(now), 1);
}

/** The last `count` periods, newest first, starting with the reporting period of `now`. */
export function recentPeriods(now: Date | number, count: number): string[] {
  const first = reportingPeriod(now);
  return Array.from({ length: count }, (_, k) => monthsBefore(first, k));
}

/** The period's first and last day, yyyy-MM-dd. */
export function periodDays(period: string): { start: string; end: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${pad(last)}` };
}

/** The filing deadline of a period: the 15th of the next month. */
export function deadlineOf(period: string): string {
  return `${monthsBefore(period, -1)}-15`;
}

export const isPeriod = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
