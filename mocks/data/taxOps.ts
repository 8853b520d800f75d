// The month's tax work of the terminals served (docs/input-vat/copy-robot-bureau.md): the copy/report periods made
// per terminal (one status across its invoice types), the tax-bureau logins that dropped, the face scans that are
// due, and the tax robot's jobs in every state. Applied to the seed by seedTaxOps (mocks/seed.ts, one line).
import type { RobotJob } from '../../features/robot-tasks/api';
import type { TaxReturnRow } from '../../features/tax-returns/api';
import type { MockDb } from '../seed';
import { pad } from '../random';
import { reportingPeriod, shanghaiMidnight } from './redLetter';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Seeded terminal indexes of the demo cases (agency-visible, in service, not used by other pages' demos). */
export const COPY_FLAKY = 24; // not reported; its first report times out, a retry reports it
export const COPY_READY = 26; // not reported; reports
export const COPY_NOT_IN_PERIOD = 28; // not in the period: a report is refused
export const CLEAR_DECLARED = 32; // reported and declared: clears
export const CLEAR_UNDECLARED = 36; // reported, not declared: a clear is refused
export const FACE_DUE = 38; // logged in, face scan due: the robot's job waits for it
export const FACE_DUE_OTHER = 14;
export const LOGIN_DROPPED = 10; // its login dropped last night: the robot's job waits for a login
export const LOGIN_DROPPED_OTHER = 18;
/** Logins that drop while the tax-bureau page is open (one per demo account that sees it; see the handler). */
export const FRAGILE_LOGINS = [1, 8, 45] as const;

/** Why a robot job waits (spec 01 §4 states 2, 3, 4), in the server's words (ours). */
export const JOB_WAIT_WORDS = {
  2: '电子税局要求刷脸认证，请扫码刷脸后任务将继续',
  3: '电子税局登录已失效，请重新登录后任务将继续',
  4: '发票已用完，请领购发票后重试',
} as const;

/** The server's words for a dropped login (ours; the tax bureau says something like it). */
export const DROP_REASON = '电子税局会话已超时，请重新登录';

export interface TaxOpsStore {
  /** Disks whose next report fails once with a timeout (the demo's retry). */
  flaky: string[];
  /** diskId -> when the last face scan stops counting (epoch ms). */
  faceValidUntil: Record<string, number>;
  /** diskId -> when a face code was last shown (the demo counts it scanned 5 s later). */
  faceCodeAt: Record<string, number>;
  /** diskId -> when its login began (epoch ms). */
  loginAt: Record<string, number>;
  /** diskId -> the drop of its login (epoch ms and the tax bureau's words). */
  dropped: Record<string, { at: number; reason: string }>;
  /** The copy/clear record, newest last. */
  log: CopyLogRecord[];
  /** The tax robot's jobs. */
  jobs: StoredRobotJob[];
  /** Job numbering. */
  nextJob: number;
}

export interface CopyLogRecord {
  id: string;
  diskId: string;
  action: 'copy' | 'clear' | 'copyClear';
  ok: boolean;
  msg: string;
  time: string;
  operator: string;
}

/** A job as stored: the contract's row plus when it ends while running. */
export interface StoredRobotJob extends RobotJob {
  /** Epoch ms: the end of the current run (state 1). */
  finishAt?: number;
  /** Whether the job's run must be blocked by a stock shortage (issue jobs, state 4). */
  noStock?: boolean;
}

const stateStr: Record<number, string> = { 0: '已完成', 1: '处理中', 2: '待刷脸', 3: '待登录税局', 4: '发票已用完', 5: '排队中', [-1]: '未知' };
export const robotStateStr = (state: number): string => stateStr[state] ?? '未知';

const taxControl = (fplxdm: string) => fplxdm.length === 3;

/** Per-terminal statuses of the terminals beyond the member's, in turn (every other reported one declared). */
const statusCycle: TaxReturnRow['cbzt'][] = ['2', '2', '3', '4', '2', '1', '3', '2', '4', '3'];
const cases: Record<number, { cbzt: TaxReturnRow['cbzt']; declared: boolean }> = {
  [COPY_FLAKY]: { cbzt: '2', declared: false },
  [COPY_READY]: { cbzt: '2', declared: false },
  [COPY_NOT_IN_PERIOD]: { cbzt: '1', declared: false },
  [CLEAR_DECLARED]: { cbzt: '3', declared: true },
  [CLEAR_UNDECLARED]: { cbzt: '3', declared: false },
};

/** The member's own terminals keep the periods the member's pages show (one status per invoice type). */
const MEMBER_TERMINALS = new Set([0, 1, 2, 57]);

function setPeriods(rows: TaxReturnRow[], cbzt: TaxReturnRow['cbzt'], declared: boolean, today: number): void {
  for (const row of rows) {
    row.cbzt = cbzt;
    row.declared = cbzt === '4' || (cbzt === '3' && declared);
    delete row.copyTime;
    delete row.writeBackTime;
    if (cbzt === '3' || cbzt === '4') row.copyTime = new Date(today - 4 * DAY + 10 * HOUR).toISOString();
    if (cbzt === '4') row.writeBackTime = new Date(today - 1 * DAY + 15 * HOUR).toISOString();
  }
}

export function seedTaxOps(db: MockDb, now: number): MockDb {
  const today = shanghaiMidnight(now);
  const period = reportingPeriod(now);
  // One status per terminal across its invoice types, as a tax-control disk reports and clears them all at once.
  db.terminals.forEach((t, i) => {
    if (MEMBER_TERMINALS.has(i)) return;
    const rows = db.taxReturns.filter((r) => r.diskId === t.diskId);
    const c = cases[i] ?? { cbzt: statusCycle[i % statusCycle.length] as TaxReturnRow['cbzt'], declared: i % 2 === 0 };
    setPeriods(rows, c.cbzt, c.declared, today);
  });
  const store: TaxOpsStore = { flaky: [], faceValidUntil: {}, faceCodeAt: {}, loginAt: {}, dropped: {}, log: [], jobs: [], nextJob: 1 };
  const disk = (i: number) => db.terminals[i]?.diskId ?? '';
  store.flaky.push(disk(COPY_FLAKY));
  // Logged in this morning, face scans good for three days, but for the due ones.
  const loggedIn = (i: number) => {
    const t = db.terminals[i];
    if (!t) return;
    db.taxLogin[t.diskId] = 1;
    t.qdStatus = 1;
    t.qdStatusDesc = '已通过';
  };
  for (const i of [FACE_DUE, FACE_DUE_OTHER]) loggedIn(i);
  for (const [diskId, status] of Object.entries(db.taxLogin)) {
    if (status !== 1) continue;
    store.loginAt[diskId] = today + 8 * HOUR;
    store.faceValidUntil[diskId] = today + 3 * DAY;
  }
  for (const i of [FACE_DUE, FACE_DUE_OTHER]) store.faceValidUntil[disk(i)] = today - 2 * HOUR;
  // Logins that dropped last night.
  for (const i of [LOGIN_DROPPED, LOGIN_DROPPED_OTHER]) {
    const t = db.terminals[i];
    if (!t) continue;
    db.taxLogin[t.diskId] = 0;
    t.qdStatus = 1;
    t.qdStatusDesc = '已通过';
    store.dropped[t.diskId] = { at: today - 50 * 60_000, reason: DROP_REASON };
    delete store.faceValidUntil[t.diskId];
    delete store.loginAt[t.diskId];
  }
  // A record of last month's work on the cleared terminals.
  db.terminals.forEach((t) => {
    const rows = db.taxReturns.filter((r) => r.diskId === t.diskId && taxControl(r.fplxdm));
    if (!rows.length || !rows.every((r) => r.cbzt === '4')) return;
    store.log.push(
      { id: `CL${pad(store.log.length + 1, 5)}`, diskId: t.diskId, action: 'copy', ok: true, msg: '抄报成功', time: rows[0]?.copyTime ?? '', operator: '税务机器人' },
      { id: `CL${pad(store.log.length + 2, 5)}`, diskId: t.diskId, action: 'clear', ok: true, msg: '清卡成功', time: rows[0]?.writeBackTime ?? '', operator: '税务机器人' },
    );
  });
  store.jobs = seedJobs(db, today, period);
  store.nextJob = store.jobs.length + 1;
  db.taxOps = store;
  return db;
}

type Seeded = Pick<StoredRobotJob, 'kind' | 'state'> & { i: number; count: number; success?: number; fail?: number; message?: string; noStock?: boolean };

/** The robot's jobs of the month on the agency's terminals, in every state of spec 01 §4. */
function seedJobs(db: MockDb, today: number, period: string): StoredRobotJob[] {
  const rows: Seeded[] = [
    { i: 3, kind: 'copyClear', state: 0, count: 5, success: 5 },
    { i: 5, kind: 'declare', state: 0, count: 1, success: 1 },
    { i: 6, kind: 'download', state: 0, count: 86, success: 86 },
    { i: 9, kind: 'copyClear', state: 0, count: 5, success: 4, fail: 1, message: '本期尚未申报，请先申报再反写' },
    { i: 11, kind: 'download', state: 0, count: 143, success: 140, fail: 3, message: '3 张发票的版式文件暂未生成，稍后将自动补下载' },
    { i: 13, kind: 'issue', state: 0, count: 24, success: 24 },
    { i: 16, kind: 'copyClear', state: 1, count: 5, success: 2 },
    { i: 17, kind: 'download', state: 1, count: 212, success: 97 },
    { i: 19, kind: 'issue', state: 1, count: 36, success: 12 },
    { i: FACE_DUE, kind: 'download', state: 2, count: 64 },
    { i: FACE_DUE, kind: 'declare', state: 2, count: 1 },
    { i: LOGIN_DROPPED, kind: 'copyClear', state: 3, count: 5 },
    { i: LOGIN_DROPPED_OTHER, kind: 'declare', state: 3, count: 1 },
    { i: 25, kind: 'issue', state: 4, count: 40, success: 18, noStock: true },
    { i: 27, kind: 'issue', state: 4, count: 12, success: 0, noStock: true },
    { i: 23, kind: 'copyClear', state: 5, count: 5 },
    { i: 30, kind: 'declare', state: 5, count: 1 },
    { i: 31, kind: 'download', state: 5, count: 0 },
    { i: 34, kind: 'copyClear', state: 5, count: 5 },
    { i: 35, kind: 'declare', state: -1, count: 1, message: '机器人未回传任务状态' },
    { i: 37, kind: 'download', state: -1, count: 0, message: '机器人未回传任务状态' },
  ];
  return rows.map((r, k): StoredRobotJob => {
    const t = db.terminals[r.i];
    const success = r.success ?? 0;
    const fail = r.fail ?? 0;
    // Finished ones ran last night; the others began this morning (running ones run till the day ends); queued ones
    // run at 02:00 tomorrow, whatever the time of today (the seed is made once a day).
    const runAt = r.state === 5 ? today + 26 * HOUR + k * 60_000 : r.state === 0 ? today - 2 * HOUR + k * 60_000 : today + 6 * HOUR + k * 60_000;
    return {
      id: `RJ${pad(k + 1, 4)}`,
      kind: r.kind,
      taxerName: t?.taxerName ?? '',
      taxerId: t?.taxerId ?? '',
      diskId: t?.diskId ?? '',
      period,
      runAt: new Date(runAt).toISOString(),
      ...(r.state !== 5 ? { startedAt: new Date(runAt).toISOString() } : {}),
      ...(r.state === 0 ? { finishedAt: new Date(runAt + 20 * 60_000).toISOString() } : {}),
      count: r.count,
      success,
      fail,
      wait: Math.max(0, r.count - success - fail),
      state: r.state,
      stateStr: robotStateStr(r.state),
      finishEstimate: r.state === 1 ? '1' : r.state === 3 ? '3' : '0',
      ...(r.message ? { message: r.message } : r.state === 2 || r.state === 3 || r.state === 4 ? { message: JOB_WAIT_WORDS[r.state] } : {}),
      ...(r.state === 1 ? { finishAt: today + DAY - 60_000 } : {}),
      ...(r.noStock ? { noStock: true } : {}),
    };
  });
}
