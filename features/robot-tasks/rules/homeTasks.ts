import { formatDate } from '../../../design-system';

// The agency home's tasks: how many, and the query that asks for them (the component's, and the signed-in wave's
// prefetch: one cache entry).

/** How many task rows a home shows. */
export const HOME_TASKS = 5;

/** Today's date (YYYY-MM-DD) in Asia/Shanghai, whatever the machine's time zone. */
export function shanghaiToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** Today's tasks as the home asks for them. */
export const homeTasksArgs = (today: string = shanghaiToday()) => ({ page: 1, pageSize: HOME_TASKS, qsrq: today, zzrq: today });
