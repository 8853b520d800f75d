// Invoice repair (platform/api/openapi/repair.yaml). A task's state is a function of the clock: whoever reads it
// (a call, or the scheduler below) moves it on to where it stands now, step by step at the times the steps end
// (REPAIR_STEPS), and a finished task writes the terminal's state to the platform order. The scheduler only pushes
// each step to the user (bizId FPXF); with fake timers (Vitest) or Playwright's page.clock the tests move the clock.
import type { Order } from '../../features/invoices/api';
import type { RepairItem, RepairRecordEntry, RepairTask } from '../../features/invoice-repair/api';
import { REPAIR_PUSH } from '../../features/invoice-repair/rules/repair';
import { voidedKind } from '../../features/invoices/rules/void';
import type { DemoAccount } from '../accounts';
import { REPAIR_STEPS, type RepairStore, type StoredRepairItem, type StoredRepairTask } from '../data/repair';
import { getDb, nextId, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { changeStatus } from '../orderHistory';
import { pad } from '../random';
import { pushMessage } from '../ws';

// The server's own words (shown by the portal as text).
const NO_ITEM = '修复记录不存在';
const NO_TASK = '修复任务不存在';
const ALREADY_FIXED = '该发票已修复，无需再次修复';
const BUSY = '该发票正在修复中，请勿重复提交';
const NONE_STARTED = '所选发票均已修复或正在修复中';
const NEEDS_FULL = '平台尚无该发票的代码号码，请使用修复（读取税盘发票）';
const NOT_RUNNING = '该任务已结束，无法停止';
const NOT_ON_TERMINAL = '税盘中未找到该发票，请核对发票代码和号码';
const IN_SYNC = '该发票平台与税盘状态一致，无需修复';
const NO_TERMINAL = '该终端信息有误';
const ORDER_CHANGED = '平台订单状态已变化，请刷新后重试';
const WAITING = '税盘未连接，任务将在税盘连接后开始';

const active = (state: string) => state === '1' || state === '2';
const iso = (ms: number) => new Date(ms).toISOString();

function store(): RepairStore {
  return (getDb().repair ??= { items: [], tasks: [], terminalOnly: [] });
}

const tasksOf = (repId: string) => store().tasks.filter((t) => t.repId === repId);
/** The latest task of an item (tasks are kept oldest first). */
const latestTask = (repId: string) => tasksOf(repId).at(-1);
const orderOf = (item: StoredRepairItem): Order | undefined => (item.orderId ? getDb().orders.find((o) => o.id === item.orderId) : undefined);

/** Writes the terminal's state to the platform; undefined when done, else the reason it cannot. */
function applyFix(item: StoredRepairItem, at: number): string | undefined {
  const order = orderOf(item);
  if (item.problem === '3' && !order) {
    const id = `OX${pad(nextId(), 5)}`;
    const term = getDb().terminals.find((t) => t.diskId === item.diskId);
    getDb().orders.push({
      id,
      diskId: item.diskId,
      taxerId: item.taxerId,
      xfmc: term?.taxerName ?? item.taxerName,
      gfmc: item.gfmc,
      gfsh: item.gfsh,
      fplxdm: item.fplxdm as Order['fplxdm'],
      ddzt: 0,
      fpzt: 3,
      kind: 0,
      ywcj: '5',
      fpdm: item.fpdm,
      fphm: item.fphm,
      amount: item.amount,
      taxAmount: item.taxAmount,
      totalAmount: item.totalAmount,
      createTime: item.issueTime,
      issueTime: item.issueTime,
    });
    getDb().orderLines[id] = item.lines;
    item.orderId = id;
    return undefined;
  }
  if (!order) return ORDER_CHANGED;
  if (item.problem === '2') {
    if (order.fpzt !== 3) return order.fpzt === 103 ? undefined : ORDER_CHANGED;
    changeStatus(order, () => {
      order.fpzt = 103;
      order.kind = voidedKind(order.kind);
    }, at);
    return undefined;
  }
  if (order.ddzt === 0 && order.fphm === item.fphm) return undefined;
  if (order.ddzt !== 3 && order.ddzt !== 1) return ORDER_CHANGED;
  changeStatus(order, () => {
    order.ddzt = 0;
    order.fpzt = 3;
    order.fpdm = item.fpdm;
    order.fphm = item.fphm;
    order.issueTime = item.issueTime;
  }, at);
  return undefined;
}

/** What a finished repair says it did (the record's last line). */
function doneText(item: StoredRepairItem): string {
  return item.problem === '2' ? `平台发票已更新为已作废（号码 ${item.fphm}）` : `平台发票已更新为已开具（号码 ${item.fphm}）`;
}

/**
 * Moves a task on to `now`: a task of a disconnected terminal waits; a running one logs each step it has reached at
 * the time the step began, fails at its reading step when told to, and once every step has ended updates the
 * platform and succeeds. Returns whether anything changed.
 */
export function settleTask(task: StoredRepairTask, now: number): boolean {
  if (!active(task.state)) return false;
  const item = store().items.find((i) => i.id === task.repId);
  if (!item) return false;
  let changed = false;
  if (task.startedAt === undefined) {
    const term = getDb().terminals.find((t) => t.diskId === item.diskId);
    if (term?.online !== 1) {
      if (task.step !== 'waiting') {
        task.step = 'waiting';
        task.record.push({ time: task.createTime, event: 'waiting', message: WAITING });
        return true;
      }
      return false;
    }
    // Connected: it starts from when it was made (or, after waiting, from now).
    task.startedAt = task.step === 'waiting' ? now : Date.parse(task.createTime);
    task.startTime = iso(task.startedAt);
    task.state = '2';
    changed = true;
  }
  const steps = REPAIR_STEPS[task.kind];
  const total = steps.reduce((sum, [, ms]) => sum + ms, 0);
  let begin = task.startedAt;
  for (const [event, ms] of steps) {
    if (now < begin) break;
    if (!task.record.some((r) => r.event === event)) {
      task.record.push({ time: iso(begin), event });
      task.step = event;
      changed = true;
    }
    if (event === 'read' && task.failWith && now >= begin + ms) {
      finish(task, '4', begin + ms, { event: 'failed', message: task.failWith });
      delete task.failWith;
      return true;
    }
    begin += ms;
  }
  if (now >= task.startedAt + total) {
    const end = task.startedAt + total;
    const refusal = applyFix(item, end);
    if (refusal) finish(task, '4', end, { event: 'failed', message: refusal });
    else {
      item.fixTime = iso(end);
      finish(task, '3', end, { event: 'succeeded', message: doneText(item) });
    }
    return true;
  }
  const progress = Math.min(99, Math.floor(((now - task.startedAt) / total) * 100));
  if (progress !== task.progress) {
    task.progress = progress;
    changed = true;
  }
  return changed;
}

function finish(task: StoredRepairTask, state: RepairTask['state'], at: number, entry: Omit<RepairRecordEntry, 'time'>): void {
  task.state = state;
  task.endTime = iso(at);
  task.step = entry.event;
  if (state === '3') task.progress = 100;
  if (entry.message && state === '4') task.message = entry.message;
  task.record.push({ time: iso(at), ...entry });
}

/** Settles every task still queued or running (each read does, so the answer is as of now). */
function settleAll(now: number = Date.now()): void {
  let changed = false;
  for (const task of store().tasks) if (settleTask(task, now)) changed = true;
  if (changed) save();
}

/** The task as the contract shows it (without the server's bookkeeping). */
function shownTask(task: StoredRepairTask): RepairTask {
  const { record: _record, uid: _uid, startedAt: _startedAt, failWith: _failWith, ...rest } = task;
  return rest;
}

/** The item as the contract shows it: with the platform's state and its latest task. */
function shownItem(item: StoredRepairItem): RepairItem {
  const { lines: _lines, amount: _amount, taxAmount: _taxAmount, gfsh: _gfsh, failOnce: _failOnce, ...rest } = item;
  const task = latestTask(item.id);
  const order = orderOf(item);
  return {
    ...rest,
    ...(order ? { platformFpzt: order.fpzt } : {}),
    state: task?.state ?? '0',
    progress: task?.progress ?? 0,
    ...(task ? { taskId: task.id, taskKind: task.kind } : {}),
    ...(task?.state === '4' && task.message ? { message: task.message } : {}),
  };
}

function visibleItems(account: DemoAccount): StoredRepairItem[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return store().items.filter((i) => disks.has(i.diskId));
}

function visibleItem(account: DemoAccount, repId: string): StoredRepairItem | undefined {
  return visibleItems(account).find((i) => i.id === repId);
}

function visibleTask(account: DemoAccount, taskId: string): StoredRepairTask | undefined {
  const task = store().tasks.find((t) => t.id === taskId);
  return task && visibleItem(account, task.repId) ? task : undefined;
}

/** Pushes a task's state to a user (repair.yaml RepairPush). */
function announce(task: StoredRepairTask, uid: string): void {
  pushMessage(REPAIR_PUSH, { repId: task.repId, taskId: task.id, state: task.state, progress: task.progress }, uid);
}

const pending = new Set<ReturnType<typeof setTimeout>>();

/** Tests: forget the timers of tasks a reset database no longer has. */
export function stopRepairTimers(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}

/** Pushes the task's state to its user at every step's end while it runs (the state itself follows the clock). */
function schedule(task: StoredRepairTask): void {
  if (task.startedAt === undefined) return;
  let at = task.startedAt;
  for (const [, ms] of REPAIR_STEPS[task.kind]) {
    at += ms;
    const timer = setTimeout(() => {
      pending.delete(timer);
      const current = store().tasks.find((t) => t.id === task.id && t.createTime === task.createTime);
      if (!current) return;
      settleAll();
      announce(current, current.uid);
    }, Math.max(0, at - Date.now()));
    pending.add(timer);
  }
}

/** Starts a task for an item (the caller has checked it may start). */
function startTask(account: DemoAccount, item: StoredRepairItem, kind: RepairTask['kind'], now: number): StoredRepairTask {
  const task: StoredRepairTask = {
    id: `RT${pad(1000 + nextId(), 4)}`,
    repId: item.id,
    kind,
    state: '1',
    progress: 0,
    createTime: iso(now),
    operator: account.userName,
    uid: account.uid,
    record: [{ time: iso(now), event: 'created' }],
  };
  // The demo failure: the first task of such an item fails at its reading step.
  if (item.failOnce) {
    task.failWith = item.failOnce;
    delete item.failOnce;
  }
  store().tasks.push(task);
  settleTask(task, now);
  save();
  schedule(task);
  announce(task, account.uid);
  return task;
}

/** Why an item may not start a task now, or undefined. */
function startRefusal(item: StoredRepairItem): string | undefined {
  const task = latestTask(item.id);
  if (task?.state === '3') return ALREADY_FIXED;
  if (task && active(task.state)) return BUSY;
  return undefined;
}

const digitalType = (fplxdm: string) => fplxdm.length === 2;

export const repairHandlers = [
  authed('get', '/v2/repair/auto/repair/list', ({ account, query }) => {
    settleAll();
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [scope, diskId, state, kw] = [text('scope'), text('diskId'), text('state'), text('kw')];
    const rows = visibleItems(account)
      .filter((i) => (!scope || (scope === 'digital') === digitalType(i.fplxdm)) && (!diskId || i.diskId === diskId) && matches(kw, i.fphm, i.fpdm, i.gfmc, i.taxerName, i.diskId))
      .map(shownItem)
      .filter((i) => !state || i.state === state)
      .sort((a, b) => Date.parse(b.issueTime) - Date.parse(a.issueTime));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(rows, page, pageSize), pages: { items: rows.length, page, pageSize }, active: rows.filter((r) => active(r.state)).length });
  }),

  authed('get', '/v2/repair/auto/repair/item/{repId}', ({ account, params }) => {
    settleAll();
    const item = visibleItem(account, params.repId ?? '');
    return item ? ok(shownItem(item)) : fail(202300001, NO_ITEM);
  }),

  authed('post', '/v2/repair/auto/repair/start', async ({ account, request }) => {
    settleAll();
    const body = await jsonBody<{ ids: string[] }>(request);
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
    const items = ids.map((id) => visibleItem(account, id));
    if (items.length === 0 || items.some((i) => !i)) return fail(202300001, NO_ITEM);
    const now = Date.now();
    const startable = (items as StoredRepairItem[]).filter((i) => !startRefusal(i));
    if (startable.length === 0) return fail(202300002, items.length === 1 ? (startRefusal(items[0] as StoredRepairItem) ?? NONE_STARTED) : NONE_STARTED);
    const tasks = startable.map((item) => shownTask(startTask(account, item, 'full', now)));
    return ok({ list: tasks }, '修复任务已提交');
  }),

  authed('post', '/v2/tax/invoice/repair/quick', async ({ account, request }) => {
    settleAll();
    const body = await jsonBody<{ repId: string }>(request);
    const item = visibleItem(account, String(body.repId ?? ''));
    if (!item) return fail(202300001, NO_ITEM);
    const refusal = startRefusal(item) ?? (item.problem === '1' ? NEEDS_FULL : undefined);
    if (refusal) return fail(202300002, refusal);
    return ok(shownTask(startTask(account, item, 'quick', Date.now())), '快速修复已提交');
  }),

  authed('put', '/v2/tax/invoice/repair/kill/{taskId}', ({ account, params }) => {
    settleAll();
    const task = visibleTask(account, params.taskId ?? '');
    if (!task) return fail(202300003, NO_TASK);
    if (!active(task.state)) return fail(202300004, NOT_RUNNING);
    finish(task, '5', Date.now(), { event: 'stopped', message: `由 ${account.userName} 停止` });
    save();
    announce(task, account.uid);
    return ok(shownTask(task), '任务已停止');
  }),

  authed('get', '/v2/tax/invoice/repair/queryTask', ({ account, query }) => {
    settleAll();
    const item = visibleItem(account, (query.get('repId') ?? '').trim());
    if (!item) return fail(202300001, NO_ITEM);
    return ok({ list: tasksOf(item.id).map(shownTask).reverse() });
  }),

  authed('get', '/v2/tax/invoice/repair/result/{taskId}', ({ account, params }) => {
    settleAll();
    const task = visibleTask(account, params.taskId ?? '');
    if (!task) return fail(202300003, NO_TASK);
    return ok({ task: shownTask(task), record: task.record });
  }),

  authed('post', '/v2/tax/invoice/repair/fpdmhm', async ({ account, request }) => {
    settleAll();
    const body = await jsonBody<{ diskId: string; fpdm: string; fphm: string }>(request);
    const [diskId, fpdm, fphm] = [String(body.diskId ?? '').trim(), String(body.fpdm ?? '').trim(), String(body.fphm ?? '').trim()];
    const term = visibleTerminals(account).find((t) => t.diskId === diskId);
    if (!term) return fail(201100001, NO_TERMINAL);
    const now = Date.now();
    const known = store().items.find((i) => i.diskId === diskId && i.fphm === fphm && i.fpdm === fpdm);
    if (known) {
      const refusal = startRefusal(known);
      if (refusal) return fail(202300002, refusal);
      startTask(account, known, 'quick', now);
      return ok(shownItem(known), '快速修复已提交');
    }
    const held = store().terminalOnly.find((i) => i.diskId === diskId && i.fphm === fphm && i.fpdm === fpdm);
    if (!held) {
      const onPlatform = getDb().orders.some((o) => o.diskId === diskId && o.fphm === fphm && (o.fpdm ?? '') === fpdm);
      return fail(202300005, onPlatform ? IN_SYNC : NOT_ON_TERMINAL);
    }
    const item: StoredRepairItem = {
      id: `RP${pad(1000 + nextId(), 4)}`,
      diskId,
      taxerId: term.taxerId,
      taxerName: term.taxerName,
      fplxdm: held.fplxdm,
      fpdm: held.fpdm,
      fphm: held.fphm,
      gfmc: held.gfmc,
      gfsh: held.gfsh,
      amount: held.amount,
      taxAmount: held.taxAmount,
      totalAmount: held.totalAmount,
      issueTime: held.issueTime,
      problem: '3',
      terminalStatus: 'issued',
      detectTime: iso(now),
      lines: held.lines,
    };
    store().items.push(item);
    store().terminalOnly = store().terminalOnly.filter((i) => i !== held);
    startTask(account, item, 'quick', now);
    return ok(shownItem(item), '快速修复已提交');
  }),
];
