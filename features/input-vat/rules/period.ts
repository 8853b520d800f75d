// Periods (所属期): a month, YYYYMM, Asia/Shanghai; the server says which is current.

/** Year and month of a period, for the catalogue's period text. */
export function periodParts(period: string): { year: string; month: string } {
  return { year: period.slice(0, 4), month: String(Number(period.slice(4, 6))) };
}

/** First and last day of a period (YYYY-MM-DD). */
export function periodDays(period: string): { first: string; last: string } {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { first: `${y}-${mm}-01`, last: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export const isPeriod = (value: string | null | undefined): value is string => !!value && /^\d{6}$/.test(value);

/** A rate as a decimal fraction (0.13) shown as a percentage (13%). */
export function rateText(rate: string): string {
  const n = Number(rate);
  return Number.isFinite(n) ? `${Math.round(n * 10000) / 100}%` : rate;
}
