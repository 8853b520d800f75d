// Robot tasks (platform/api/openapi/robot.yaml).
import { getDb, visibleTerminals } from '../db';
import { authed, intParam, matches, ok, paged } from '../http';
import type { StoredRobotTask } from '../seed';

const DAY_MS = 86_400_000;
const shanghaiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Day offset of a YYYY-MM-DD date from today in Asia/Shanghai (0 today, -1 yesterday); undefined if absent. */
function dayOffset(date: string | null, now: number): number | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return Math.round((Date.parse(date) - Date.parse(shanghaiDate.format(now))) / DAY_MS);
}

export const robotHandlers = [
  authed('get', '/v2/tax/robot/task/status', ({ account, query }) => {
    const now = Date.now();
    const from = dayOffset(query.get('qsrq'), now) ?? -Infinity;
    const to = dayOffset(query.get('zzrq'), now) ?? Infinity;
    const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
    const rows = getDb().robotTasks.filter((r) => disks.has(r.diskId) && r.dayOffset >= from && r.dayOffset <= to);
    const sum = (k: 'count' | 'success' | 'wait' | 'fail') => rows.reduce((n, r) => n + r[k], 0);
    const list = paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 99999)).map(({ dayOffset: _d, ...row }: StoredRobotTask) => row);
    return ok({ count: sum('count'), success: sum('success'), wait: sum('wait'), fail: sum('fail'), list, pages: { items: rows.length } });
  }),

  authed('get', '/v2/tax/robot/storage/stat', ({ account, query }) => {
    const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
    const kw = query.get('kw');
    const rows = getDb().drafts.filter((d) => disks.has(d.diskId) && matches(kw, d.taxerName, d.diskId));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),
];
