// Dates and times are shown in the user's time zone, Asia/Shanghai unless told otherwise, in the
// 2026-11-22 10:00:00 form that Chinese tax portals use in both languages.

/** The portal's default time zone. */
export const defaultTimeZone = 'Asia/Shanghai';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `2026-11-22 10:00:00` in the time zone; '' for a missing or invalid value. */
export function formatDateTime(value: DateInput, timeZone: string = defaultTimeZone): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `2026-11-22` in the time zone; '' for a missing or invalid value. */
export function formatDate(value: DateInput, timeZone: string = defaultTimeZone): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
