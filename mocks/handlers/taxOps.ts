// Copy and clear across the terminals served (copyClear.yaml), the tax-bureau logins at a glance
// (taxBureauOverview.yaml) and the tax robot's jobs (robot.yaml, job/*): docs/input-vat/copy-robot-bureau.md.
import type { CopyAction, CopyLogEntry, CopyResult, CopyTerminal } from '../../features/copy-clear/api';
import { terminalStatus } from '../../features/copy-clear/rules/status';
import type { RobotJob, RobotJobRequest } from '../../features/robot-tasks/api';
import type { TaxLoginRow } from '../../features/tax-bureau-overview/api';
import type { Terminal } from '../../features/terminals/api';
import type { TaxReturnRow } from '../../features/tax-returns/api';
import type { DemoAccount } from '../accounts';
import { DROP_REASON, FRAGILE_LOGINS, JOB_WAIT_WORDS, robotStateStr, type StoredRobotJob, type TaxOpsStore } from '../data/taxOps';
import { findTerminal, getDb, save, visibleTerminals } from '../db';
import { authed, fail, jsonBody, matches, ok } from '../http';
import { pad } from '../random';
import { pushMessage } from '../ws';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** bizId of a dropped tax-bureau login on the user's channel (the spec names none; ours). */
export const TAX_LOGIN_DROP_BIZ = 'QDDX';
/** A login of FRAGILE_LOGINS drops this long after its user first opened the tax-bureau page (the demo's drop). */
export const DROP_AFTER_MS = 60_000;
/** A face code shown counts as scanned this long after (the demo's phone; as a QR login, mocks/handlers/taxBureau.ts). */
export const FACE_SCAN_DEMO_MS = 5_000;
/** How long a job the robot starts now runs. */
export const JOB_RUN_MS = 15_000;
/** The robot's name in the copy/clear record. */
const ROBOT = '税务机器人';

// The server's words (ours: the spec gives none for these refusals; the not-declared one is taxReturn.yaml's).
export const COPY_WORDS = {
  copied: '抄报成功',
  cleared: '清卡成功',
  copiedCleared: '抄报清卡成功',
  offline: '税盘未连接，请检查税盘后重试',
  timeout: '税盘通讯超时，请稍后重试',
  notInPeriod: '当前不在抄报期，无需抄报',
  alreadyCopied: '本期已抄报，无需重复抄报',
  notCopied: '本期尚未抄报，请先抄报再清卡',
  notDeclared: '本期尚未申报，请先申报再反写',
  alreadyCleared: '本期已清卡，无需重复清卡',
  notInPeriodClear: '当前不在抄报期，无需清卡',
  noPeriods: '数电终端无需抄报清卡',
  wrongTerminal: '该终端信息有误',
} as const;
// spec 01 §8: every service status but 1 blocks actions with its prompt.
const SERVICE_PROMPTS: Record<number, string> = {
  0: '当前税盘未激活，请联系服务商处理',
  3: '当前税盘激活失败，请联系服务商处理',
  4: '当前托管服务已到期，请续费',
  6: '当前托管服务已停用，请联系服务商处理',
};

function store(): TaxOpsStore {
  const db = getDb();
  db.taxOps ??= { flaky: [], faceValidUntil: {}, faceCodeAt: {}, loginAt: {}, dropped: {}, log: [], jobs: [], nextJob: 1 };
  return db.taxOps;
}

const periodsOf = (diskId: string): TaxReturnRow[] => getDb().taxReturns.filter((r) => r.diskId === diskId && r.fplxdm.length === 3);
const latest = (times: Array<string | undefined>): string | undefined => times.filter((x): x is string => !!x).sort().at(-1);

function copyRow(t: Terminal, periods: TaxReturnRow[]): CopyTerminal {
  const last = [...store().log].reverse().find((l) => l.diskId === t.diskId);
  const copyTime = latest(periods.map((p) => p.copyTime));
  const clearTime = latest(periods.map((p) => p.writeBackTime));
  return {
    diskId: t.diskId,
    taxerName: t.taxerName,
    taxerId: t.taxerId,
    ...(t.aliasName ? { aliasName: t.aliasName } : {}),
    ...(t.diskType !== undefined ? { diskType: t.diskType } : {}),
    ...(t.tsp ? { tsp: t.tsp } : {}),
    period: periods[0]?.period ?? '',
    cbzt: terminalStatus(periods.map((p) => p.cbzt)),
    declared: periods.filter((p) => p.cbzt === '3').every((p) => p.declared === true),
    online: t.online ?? 0,
    serviceStatus: t.serviceStatus ?? 0,
    typeCount: periods.length,
    ...(copyTime ? { copyTime } : {}),
    ...(clearTime ? { clearTime } : {}),
    ...(last ? { last: logEntry(last) } : {}),
  };
}

const logEntry = ({ diskId: _d, ...entry }: TaxOpsStore['log'][number]): CopyLogEntry => entry;

/** The tax-control terminals an account serves, with their periods. */
function copyTerminals(account: DemoAccount): Array<{ t: Terminal; periods: TaxReturnRow[] }> {
  return visibleTerminals(account)
    .map((t) => ({ t, periods: periodsOf(t.diskId) }))
    .filter((x) => x.periods.length > 0);
}

type Outcome = { ok: true; msg: string } | { ok: false; code: number; msg: string };

/** What blocks any action on the disk itself (service, connection), or null. */
function diskRefusal(t: Terminal): Outcome | null {
  const service = t.serviceStatus ?? 0;
  if (service !== 1) return { ok: false, code: 201500001, msg: SERVICE_PROMPTS[service] ?? SERVICE_PROMPTS[0]! };
  if (t.online === 2 || t.online === -321) return { ok: false, code: 201500002, msg: COPY_WORDS.offline };
  return null;
}

function copyPeriods(t: Terminal, now: number): Outcome {
  const periods = periodsOf(t.diskId);
  if (!periods.length) return { ok: false, code: 201500003, msg: COPY_WORDS.noPeriods };
  const refused = diskRefusal(t);
  if (refused) return refused;
  const s = store();
  if (s.flaky.includes(t.diskId)) {
    s.flaky = s.flaky.filter((d) => d !== t.diskId);
    return { ok: false, code: 201500004, msg: COPY_WORDS.timeout };
  }
  const pending = periods.filter((p) => p.cbzt === '2');
  if (!pending.length) {
    return periods.every((p) => p.cbzt === '1')
      ? { ok: false, code: 201500005, msg: COPY_WORDS.notInPeriod }
      : { ok: false, code: 201500006, msg: COPY_WORDS.alreadyCopied };
  }
  for (const p of pending) {
    p.cbzt = '3';
    p.copyTime = new Date(now).toISOString();
  }
  return { ok: true, msg: COPY_WORDS.copied };
}

function clearPeriods(t: Terminal, now: number): Outcome {
  const periods = periodsOf(t.diskId);
  if (!periods.length) return { ok: false, code: 201500003, msg: COPY_WORDS.noPeriods };
  const refused = diskRefusal(t);
  if (refused) return refused;
  if (periods.some((p) => p.cbzt === '2')) return { ok: false, code: 201500007, msg: COPY_WORDS.notCopied };
  const reported = periods.filter((p) => p.cbzt === '3');
  if (!reported.length) {
    return periods.every((p) => p.cbzt === '1')
      ? { ok: false, code: 201500008, msg: COPY_WORDS.notInPeriodClear }
      : { ok: false, code: 201500009, msg: COPY_WORDS.alreadyCleared };
  }
  // All or nothing: a disk's card is cleared once every reported period is declared.
  if (reported.some((p) => !p.declared)) return { ok: false, code: 201500010, msg: COPY_WORDS.notDeclared };
  for (const p of reported) {
    p.cbzt = '4';
    p.writeBackTime = new Date(now).toISOString();
  }
  return { ok: true, msg: COPY_WORDS.cleared };
}

/** Runs an action on one terminal and records it. */
function runOn(t: Terminal, action: CopyAction, operator: string, now: number): Outcome {
  let outcome: Outcome;
  if (action === 'copy') outcome = copyPeriods(t, now);
  else if (action === 'clear') outcome = clearPeriods(t, now);
  else {
    const copied = periodsOf(t.diskId).some((p) => p.cbzt === '2') ? copyPeriods(t, now) : null;
    outcome = copied && !copied.ok ? copied : clearPeriods(t, now);
    if (outcome.ok) outcome = { ok: true, msg: copied ? COPY_WORDS.copiedCleared : COPY_WORDS.cleared };
  }
  const s = store();
  s.log.push({ id: `CL${pad(s.log.length + 1, 5)}`, diskId: t.diskId, action, ok: outcome.ok, msg: outcome.msg, time: new Date(now).toISOString(), operator });
  return outcome;
}

// ── Tax-bureau logins ─────────────────────────────────────────────────────────────────────────────────────────

function faceIntervalMs(diskId: string): number {
  const config = getDb().faceScan[diskId];
  const value = Number(config?.phxxz ?? 24);
  return (config?.type === 2 ? DAY : HOUR) * (Number.isFinite(value) && value > 0 ? value : 24);
}

/** Catches up with what happened at the tax bureau: a new login (through the linking dialog), a face scanned. */
function catchUp(diskId: string, now: number): void {
  const s = store();
  const loggedIn = getDb().taxLogin[diskId] === 1;
  if (loggedIn && (s.dropped[diskId] || s.loginAt[diskId] === undefined)) {
    delete s.dropped[diskId];
    s.loginAt[diskId] = now;
    s.faceValidUntil[diskId] = now + faceIntervalMs(diskId);
  }
  const shown = s.faceCodeAt[diskId];
  if (loggedIn && shown !== undefined && now >= shown + FACE_SCAN_DEMO_MS) {
    s.faceValidUntil[diskId] = shown + FACE_SCAN_DEMO_MS + faceIntervalMs(diskId);
    delete s.faceCodeAt[diskId];
  }
}

/** The face-scan dialog showed a code for the disk (mocks/handlers/faceScan.ts): the demo scans it shortly after. */
export function noteFaceCodeShown(diskId: string): void {
  store().faceCodeAt[diskId] = Date.now();
  save();
}

const faceDue = (diskId: string, now: number) => (store().faceValidUntil[diskId] ?? 0) <= now;

function loginRow(t: Terminal, now: number): TaxLoginRow {
  catchUp(t.diskId, now);
  const s = store();
  const status = getDb().taxLogin[t.diskId] === 1 ? 1 : 0;
  const linked = (getDb().profiles[t.diskId] ?? []).length > 0;
  const drop = s.dropped[t.diskId];
  const state: TaxLoginRow['state'] = status === 1 ? 'loggedIn' : drop ? 'dropped' : linked ? 'loggedOut' : 'unlinked';
  const [invoicing, query] = t.qdInfo ?? [];
  const valid = s.faceValidUntil[t.diskId];
  return {
    diskId: t.diskId,
    termId: t.termId,
    taxerName: t.taxerName,
    taxerId: t.taxerId,
    ...(t.aliasName ? { aliasName: t.aliasName } : {}),
    ...(t.tsp ? { tsp: t.tsp } : {}),
    ...(t.termType !== undefined ? { termType: t.termType } : {}),
    ...(t.diskType !== undefined ? { diskType: t.diskType } : {}),
    status,
    state,
    ...(status === 1 && s.loginAt[t.diskId] !== undefined ? { loginTime: new Date(s.loginAt[t.diskId]!).toISOString() } : {}),
    ...(drop && status === 0 ? { dropTime: new Date(drop.at).toISOString(), dropReason: drop.reason } : {}),
    faceState: status !== 1 ? '0' : faceDue(t.diskId, now) ? '2' : '1',
    ...(status === 1 && valid !== undefined && valid > now ? { faceValidUntil: new Date(valid).toISOString() } : {}),
    ...(invoicing ? { invoicingAccount: { dlzh: invoicing.dlzh ?? '', dlsfStr: invoicing.dlsfStr ?? '' } } : {}),
    ...(query ? { queryAccount: { dlzh: query.dlzh ?? '', dlsfStr: query.dlsfStr ?? '' } } : {}),
  };
}

// The demo's drops, one per user and run of the backend (timers: the page's clock in the browser).
const dropTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Forgets the pending drops (a fresh backend: tests, mocks/serverWork.ts). */
export function stopTaxOpsTimers(): void {
  for (const timer of dropTimers.values()) clearTimeout(timer);
  dropTimers.clear();
}

function scheduleDrop(account: DemoAccount): void {
  if (dropTimers.has(account.uid)) return;
  const visible = visibleTerminals(account);
  const diskIds = FRAGILE_LOGINS.map((i) => getDb().terminals[i]?.diskId);
  const target = visible.find((t) => diskIds.includes(t.diskId) && getDb().taxLogin[t.diskId] === 1);
  if (!target) return;
  dropTimers.set(
    account.uid,
    setTimeout(() => {
      const db = getDb();
      if (db.taxLogin[target.diskId] !== 1) return;
      const at = Date.now();
      db.taxLogin[target.diskId] = 0;
      const s = store();
      s.dropped[target.diskId] = { at, reason: DROP_REASON };
      delete s.loginAt[target.diskId];
      delete s.faceValidUntil[target.diskId];
      save();
      pushMessage(TAX_LOGIN_DROP_BIZ, { diskId: target.diskId, taxerName: target.taxerName, status: 0, msg: DROP_REASON, dropTime: new Date(at).toISOString() }, account.uid);
    }, DROP_AFTER_MS),
  );
}

// ── The tax robot's jobs ──────────────────────────────────────────────────────────────────────────────────────

const BLOCK_WORDS = JOB_WAIT_WORDS;

function setState(job: StoredRobotJob, state: RobotJob['state']): void {
  job.state = state;
  job.stateStr = robotStateStr(state);
  job.finishEstimate = state === 1 ? '1' : state === 3 ? '3' : '0';
}

/** What keeps a job from running now (a waiting state and its words), or null. */
function blockerOf(job: StoredRobotJob, now: number): 2 | 3 | 4 | null {
  catchUp(job.diskId, now);
  if (getDb().taxLogin[job.diskId] !== 1) return 3;
  if (job.kind !== 'copyClear' && faceDue(job.diskId, now)) return 2;
  if (job.noStock) return 4;
  return null;
}

function start(job: StoredRobotJob, now: number): void {
  const blocker = blockerOf(job, now);
  if (blocker) {
    setState(job, blocker);
    job.message = BLOCK_WORDS[blocker];
    return;
  }
  setState(job, 1);
  delete job.message;
  job.startedAt = new Date(now).toISOString();
  job.finishAt = now + JOB_RUN_MS;
}

function finish(job: StoredRobotJob, at: number): void {
  const t = getDb().terminals.find((x) => x.diskId === job.diskId);
  delete job.finishAt;
  job.finishedAt = new Date(at).toISOString();
  if (job.kind === 'copyClear' && t) {
    const outcome = runOn(t, 'copyClear', ROBOT, at);
    job.count = Math.max(1, periodsOf(t.diskId).length);
    job.success = outcome.ok ? job.count : 0;
    job.fail = outcome.ok ? 0 : job.count;
    job.message = outcome.msg;
  } else if (job.kind === 'declare' && t) {
    const reported = periodsOf(t.diskId).filter((p) => p.cbzt === '3');
    for (const p of reported) p.declared = true;
    job.count = 1;
    job.success = 1;
    job.fail = 0;
    job.message = reported.length ? '申报成功' : '本期无需申报';
  } else {
    job.count = Math.max(job.count, job.success);
    job.success = job.count - job.fail;
  }
  job.wait = 0;
  setState(job, 0);
}

/** Brings a job up to `now`: queued ones start, running ones finish, waiting ones go on once unblocked. */
function advance(job: StoredRobotJob, now: number): void {
  if (job.state === 5 && Date.parse(job.runAt) <= now) start(job, Date.parse(job.runAt));
  if ((job.state === 2 || job.state === 3) && blockerOf(job, now) === null) start(job, now);
  if (job.state === 1 && job.finishAt !== undefined && job.finishAt <= now) finish(job, job.finishAt);
}

const shownJob = ({ finishAt: _f, noStock: _n, ...job }: StoredRobotJob): RobotJob => job;

function jobsOf(account: DemoAccount, now: number): StoredRobotJob[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  const jobs = store().jobs.filter((j) => disks.has(j.diskId));
  for (const job of jobs) advance(job, now);
  return jobs;
}

const jobKinds = ['copyClear', 'declare', 'download', 'issue'] as const;

export const copyClearHandlers = [
  authed('get', '/v2/terminal/operation/qd/copy/list', ({ account, query }) => {
    const all = copyTerminals(account).map(({ t, periods }) => copyRow(t, periods));
    const counts = { '1': 0, '2': 0, '3': 0, '4': 0 };
    for (const row of all) counts[row.cbzt] += 1;
    const cbzt = query.get('cbzt') ?? '';
    const kw = query.get('kw');
    const list = all.filter((r) => (!cbzt || r.cbzt === cbzt) && matches(kw, r.taxerName, r.taxerId, r.diskId, r.aliasName));
    return ok({ list, pages: { items: list.length }, counts });
  }),

  authed('put', '/v2/terminal/operation/qd/copy/run', async ({ account, request }) => {
    const body = await jsonBody<{ action: CopyAction; diskIds: string[] }>(request);
    if (!body.action || !['copy', 'clear', 'copyClear'].includes(body.action) || !Array.isArray(body.diskIds) || !body.diskIds.length) return fail(201500011, '参数有误');
    if (body.diskIds.length > 50) return fail(201500012, '每次最多处理50个终端');
    const now = Date.now();
    const results: CopyResult[] = body.diskIds.map((diskId) => {
      const t = findTerminal(account, String(diskId));
      if (!t) return { diskId: String(diskId), ok: false, code: 201100001, msg: COPY_WORDS.wrongTerminal };
      const outcome = runOn(t, body.action!, account.userName, now);
      const periods = periodsOf(t.diskId);
      return { diskId: t.diskId, ok: outcome.ok, code: outcome.ok ? 0 : outcome.code, msg: outcome.msg, ...(periods.length ? { terminal: copyRow(t, periods) } : {}) };
    });
    save();
    return ok({ results });
  }),

  authed('get', '/v2/terminal/operation/qd/copy/detail/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    const periods = t ? periodsOf(t.diskId) : [];
    if (!t || !periods.length) return fail(201100001, COPY_WORDS.wrongTerminal);
    const log = store()
      .log.filter((l) => l.diskId === t.diskId)
      .reverse()
      .map(logEntry);
    return ok({
      terminal: copyRow(t, periods),
      periods: periods.map(({ id: _i, diskId: _d, taxerName: _n, taxerId: _t, ...p }) => p),
      log,
    });
  }),
];

export const taxBureauOverviewHandlers = [
  authed('get', '/v2/terminal/operation/qd/login/overview', ({ account, query }) => {
    const now = Date.now();
    const all = visibleTerminals(account).map((t) => loginRow(t, now));
    save();
    scheduleDrop(account);
    const counts = { loggedIn: 0, dropped: 0, loggedOut: 0, unlinked: 0 };
    for (const row of all) counts[row.state] += 1;
    const state = query.get('state') ?? '';
    const kw = query.get('kw');
    return ok({ list: all.filter((r) => (!state || r.state === state) && matches(kw, r.taxerName, r.taxerId, r.diskId, r.aliasName)), counts });
  }),
];

export const robotJobHandlers = [
  authed('get', '/v2/tax/robot/job/list', ({ account, query }) => {
    const now = Date.now();
    const jobs = jobsOf(account, now);
    save();
    const counts: Record<string, number> = {};
    for (const job of jobs) counts[String(job.state)] = (counts[String(job.state)] ?? 0) + 1;
    const kind = query.get('kind') ?? '';
    const state = query.get('state') ?? '';
    const kw = query.get('kw');
    const list = jobs
      .filter((j) => (!kind || j.kind === kind) && (!state || String(j.state) === state) && matches(kw, j.taxerName, j.taxerId, j.diskId))
      .sort((a, b) => Date.parse(b.runAt) - Date.parse(a.runAt))
      .map(shownJob);
    return ok({ list, counts });
  }),

  authed('post', '/v2/tax/robot/job', async ({ account, request }) => {
    const body = await jsonBody<RobotJobRequest>(request);
    if (!body.kind || !jobKinds.includes(body.kind) || !Array.isArray(body.diskIds) || !body.diskIds.length) return fail(201400010, '参数有误');
    const now = Date.now();
    const runAt = body.runAt ? Date.parse(body.runAt) : now;
    if (!Number.isFinite(runAt)) return fail(201400011, '执行时间有误');
    const terms = body.diskIds.map((d) => findTerminal(account, String(d)));
    if (terms.some((t) => !t)) return fail(201100001, COPY_WORDS.wrongTerminal);
    if (body.kind === 'copyClear' && terms.some((t) => !periodsOf(t!.diskId).length)) return fail(201400012, COPY_WORDS.noPeriods);
    const s = store();
    const made = terms.map((t) => {
      const job: StoredRobotJob = {
        id: `RJ${pad(s.nextJob++, 4)}`,
        kind: body.kind!,
        taxerName: t!.taxerName,
        taxerId: t!.taxerId,
        diskId: t!.diskId,
        period: periodsOf(t!.diskId)[0]?.period ?? new Date(now + 8 * HOUR - 28 * DAY).toISOString().slice(0, 7),
        runAt: new Date(Math.max(runAt, now)).toISOString(),
        count: body.kind === 'copyClear' ? periodsOf(t!.diskId).length : body.kind === 'download' ? 30 + (Number(t!.diskId.slice(-2)) % 50) : 1,
        success: 0,
        wait: 0,
        fail: 0,
        state: 5,
        stateStr: robotStateStr(5),
        finishEstimate: '0',
      };
      job.wait = job.count;
      s.jobs.push(job);
      advance(job, now);
      return shownJob(job);
    });
    save();
    return ok({ list: made });
  }),

  authed('delete', '/v2/tax/robot/job/{id}', ({ account, params }) => {
    const now = Date.now();
    const job = jobsOf(account, now).find((j) => j.id === params.id);
    if (!job) return fail(201400013, '任务不存在');
    if (job.state !== 5) return fail(201400014, '任务已开始执行，无法取消');
    const s = store();
    s.jobs = s.jobs.filter((j) => j !== job);
    save();
    return ok(null, '任务已取消');
  }),

  authed('get', '/v2/tax/robot/terminals', ({ account }) => {
    const now = Date.now();
    const list = visibleTerminals(account).map((t) => {
      catchUp(t.diskId, now);
      return { diskId: t.diskId, taxerName: t.taxerName, taxerId: t.taxerId, reports: periodsOf(t.diskId).length > 0, loggedIn: getDb().taxLogin[t.diskId] === 1, faceDue: faceDue(t.diskId, now) };
    });
    save();
    return ok({ list });
  }),

  authed('put', '/v2/tax/robot/job/{id}/resume', ({ account, params }) => {
    const now = Date.now();
    const job = jobsOf(account, now).find((j) => j.id === params.id);
    if (!job) return fail(201400013, '任务不存在');
    // A waiting job is looked at again (it may still wait, with the words why); an unknown one is run again.
    if (job.state === -1 || job.state === 2 || job.state === 3 || job.state === 4) start(job, now);
    save();
    return ok(shownJob(job));
  }),
];
