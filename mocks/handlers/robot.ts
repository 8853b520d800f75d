// Robot tasks (platform/api/openapi/robot.yaml).
import type { RobotExport, RobotExportRequest } from '../../features/robot-tasks/api';
import type { DemoAccount } from '../accounts';
import { getDb, visibleTerminals } from '../db';
import { HttpResponse } from 'msw';
import { authed, fail, intParam, matches, ok, paged } from '../http';
import type { StoredRobotTask } from '../seed';

const DAY_MS = 86_400_000;
const shanghaiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Day offset of a YYYY-MM-DD date from today in Asia/Shanghai (0 today, -1 yesterday); undefined if absent. */
function dayOffset(date: string | null | undefined, now: number): number | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return Math.round((Date.parse(date) - Date.parse(shanghaiDate.format(now))) / DAY_MS);
}

function tasksOf(account: DemoAccount, qsrq: string | null | undefined, zzrq: string | null | undefined): StoredRobotTask[] {
  const now = Date.now();
  const from = dayOffset(qsrq, now) ?? -Infinity;
  const to = dayOffset(zzrq, now) ?? Infinity;
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().robotTasks.filter((r) => disks.has(r.diskId) && r.dayOffset >= from && r.dayOffset <= to);
}

function draftsOf(account: DemoAccount, kw: string | null | undefined) {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().drafts.filter((d) => disks.has(d.diskId) && matches(kw ?? null, d.taxerName, d.diskId));
}

/** An export writes its rows over EXPORT_MS (at least a few seconds, so the progress dialog has something to show). */
export const EXPORT_MS = 4000;
/**
 * The demo's failure path: the storage statistics export (radio 6) stops at 60 % with this message, so the
 * dialog's 导出失败 can be seen on the embedded backend (docs/demo.md).
 */
export const STORAGE_EXPORT_FAILURE = '存储统计服务暂不可用，文件生成失败';

interface ExportJob {
  id: string;
  uid: string;
  radio: 3 | 6;
  startedAt: number;
  header: string[];
  rows: string[][];
  fileName: string;
  interrupted?: { at: number; current: number };
}

// Export tasks are transient server work, not demo data: they live with the handlers, not in the seeded db.
const jobs = new Map<string, ExportJob>();
let nextJob = 1;

/** Forgets every export task and numbers them from E00001 again (tests: each file starts a fresh backend). */
export function resetRobotExports(): void {
  jobs.clear();
  nextJob = 1;
}

function stateOf(job: ExportJob, now: number): RobotExport {
  const total = job.rows.length;
  if (job.interrupted)
    return {
      id: job.id,
      state: 'interrupted',
      current: job.interrupted.current,
      total,
    };
  const share = Math.min(1, (now - job.startedAt) / EXPORT_MS);
  if (job.radio === 6 && share >= 0.6)
    return {
      id: job.id,
      state: 'failure',
      current: Math.floor(total * 0.6),
      total,
      message: STORAGE_EXPORT_FAILURE,
    };
  if (share >= 1)
    return {
      id: job.id,
      state: 'success',
      current: total,
      total,
      fileName: job.fileName,
    };
  return {
    id: job.id,
    state: 'running',
    current: Math.floor(total * share),
    total,
  };
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const robotHandlers = [
  authed('get', '/v2/tax/robot/task/status', ({ account, query }) => {
    const rows = tasksOf(account, query.get('qsrq'), query.get('zzrq'));
    const sum = (k: 'count' | 'success' | 'wait' | 'fail') => rows.reduce((n, r) => n + r[k], 0);
    const list = paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 99999)).map(({ dayOffset: _d, ...row }: StoredRobotTask) => row);
    return ok({
      count: sum('count'),
      success: sum('success'),
      wait: sum('wait'),
      fail: sum('fail'),
      list,
      pages: { items: rows.length },
    });
  }),

  authed('get', '/v2/tax/robot/storage/stat', ({ account, query }) => {
    const rows = draftsOf(account, query.get('kw'));
    return ok({
      list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)),
      total: rows.length,
    });
  }),

  authed('post', '/v2/tax/robot/export', async ({ account, request }) => {
    const body = (await request.json().catch(() => null)) as RobotExportRequest | null;
    if (!body || (body.radio !== 3 && body.radio !== 6)) return fail(201400001, '导出参数有误');
    const rows =
      body.radio === 3
        ? [
            ['企业名称', '税盘编号', '任务数', '成功', '等待', '失败', '状态'],
            ...tasksOf(account, body.qsrq, body.zzrq).map((r) => [
              r.taxerName,
              r.diskId,
              String(r.count),
              String(r.success),
              String(r.wait),
              String(r.fail),
              r.stateStr,
            ]),
          ]
        : [['企业名称', '税盘编号', '暂存数'], ...draftsOf(account, body.kw).map((d) => [d.taxerName, d.diskId, String(d.count)])];
    if (rows.length === 1) return fail(201400002, '没有可导出的数据');
    const id = `E${String(nextJob++).padStart(5, '0')}`;
    const day = body.qsrq ?? shanghaiDate.format(Date.now());
    const job: ExportJob = {
      id,
      uid: account.uid,
      radio: body.radio,
      startedAt: Date.now(),
      header: rows[0]!,
      rows: rows.slice(1),
      fileName: body.radio === 3 ? `机器人任务_${day}.csv` : '暂存统计.csv',
    };
    jobs.set(id, job);
    return ok(stateOf(job, job.startedAt));
  }),

  authed('get', '/v2/tax/robot/export/{id}', ({ account, params }) => {
    const job = jobs.get(params.id ?? '');
    if (!job || job.uid !== account.uid) return fail(201400003, '导出任务不存在');
    return ok(stateOf(job, Date.now()));
  }),

  authed('delete', '/v2/tax/robot/export/{id}', ({ account, params }) => {
    const job = jobs.get(params.id ?? '');
    if (!job || job.uid !== account.uid) return fail(201400003, '导出任务不存在');
    const now = stateOf(job, Date.now());
    if (now.state !== 'running') return fail(201400004, '导出任务已结束，无法中断');
    job.interrupted = { at: Date.now(), current: now.current };
    return ok(stateOf(job, Date.now()));
  }),

  authed('get', '/v2/tax/robot/export/{id}/file', ({ account, params }) => {
    const job = jobs.get(params.id ?? '');
    if (!job || job.uid !== account.uid) return fail(201400003, '导出任务不存在');
    const state = stateOf(job, Date.now());
    if (state.state !== 'success' && state.state !== 'interrupted') return fail(201400005, '导出文件尚未生成');
    // An interrupted export keeps the rows written before the interruption.
    const csv = `\uFEFF${[job.header, ...job.rows.slice(0, state.current)].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return new HttpResponse(new TextEncoder().encode(csv), {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(job.fileName)}`,
      },
    });
  }),
];
