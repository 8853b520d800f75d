// The provider's operations (platform/api/openapi/providerOps.yaml): servers, their chassis as boards of ports,
// restarts as server tasks with a result, the hosted disks and the user statistics. Provider accounts only (roleType
// 2): the pages are the provider area's. The store is made on first use (mocks/data/providerOps.ts).
import type { HostedDisk, RestartTarget, Server, ServerInput, ServerTask, Slot, SlotDisk } from '../../features/provider-ops/api';
import { slotStateOf, type SlotState } from '../../features/provider-ops/rules/slots';
import { psnListOf } from '../../features/provider-ops/rules/serverForm';
import type { Terminal } from '../../features/terminals/api';
import type { DemoAccount } from '../accounts';
import { getDb, save } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok } from '../http';
import {
  RESTART_DONE_BOARD,
  RESTART_DONE_PORT,
  RESTART_FAILED,
  RESTART_MS,
  seedProviderOps,
  userStatistics,
  type ProviderOpsStore,
  type StoredDisk,
  type StoredServer,
  type StoredTask,
} from '../data/providerOps';
import { pad } from '../random';

/** Codes of the refusals (our choice; the spec gives none for these calls). */
export const OPS_CODES = { refused: 202400001, notProvider: 202400003, unknown: 202400004, busy: 202400005 } as const;

/** The provider's operations store (made on first use). */
export function opsStore(now: number = Date.now()): ProviderOpsStore {
  const db = getDb();
  db.providerOps ??= seedProviderOps(db.terminals, now);
  return db.providerOps;
}

const notProvider = () => fail(OPS_CODES.notProvider, '暂无访问权限！（403）');
const isProvider = (account: DemoAccount) => account.roleType === 2;

/** A hosted disk as stored: the seed's terminals (by their psn, board and port) and the other hosted disks. */
type AnyDisk = Terminal | StoredDisk;
function allDisks(store: ProviderOpsStore): AnyDisk[] {
  return [...getDb().terminals.filter((t) => t.psn && t.board && t.port), ...store.disks];
}
const placeOf = (psn: string, board: string, port: string) => `${psn}/${board}/${port}`;
function disksByPlace(store: ProviderOpsStore): Map<string, AnyDisk> {
  return new Map(allDisks(store).map((d) => [placeOf(d.psn ?? '', d.board ?? '', d.port ?? ''), d]));
}

// ── Tasks ─────────────────────────────────────────────────────────────────────────────────────────────────────

const isRunning = (task: StoredTask, now: number) => now < task.startedAt + RESTART_MS;
const covers = (task: StoredTask, psn: string, board: string, port?: string) =>
  task.psn === psn && task.board === board && (task.port === undefined || port === undefined || task.port === port);

/** Applies the effect of every task that has ended since last seen: a done restart reconnects the disks it covers. */
function settle(store: ProviderOpsStore, now: number): void {
  let changed = false;
  for (const task of store.tasks) {
    if (task.applied || isRunning(task, now)) continue;
    task.applied = true;
    changed = true;
    if (task.outcome !== 'done') continue;
    for (const disk of allDisks(store)) {
      if (disk.psn !== task.psn || disk.board !== task.board || (task.port !== undefined && disk.port !== task.port)) continue;
      disk.online = 1;
      disk.onlineStatusDesc = '在线';
      if ('diskStatus' in disk || 'termType' in disk) {
        const term = disk as Terminal;
        term.diskStatus = 101;
        term.diskStatusDesc = '正常';
      }
    }
  }
  if (changed) save();
}

function taskOut(task: StoredTask, now: number): ServerTask {
  const running = isRunning(task, now);
  return {
    taskId: task.taskId,
    serverId: task.serverId,
    kind: task.kind,
    psn: task.psn,
    board: task.board,
    ...(task.port !== undefined ? { port: task.port } : {}),
    state: running ? 'running' : task.outcome,
    ...(running ? {} : { result: task.result, endTime: new Date(task.startedAt + RESTART_MS).toISOString() }),
    createTime: new Date(task.startedAt).toISOString(),
  };
}

const restartingAt = (store: ProviderOpsStore, now: number, psn: string, board: string, port?: string) =>
  store.tasks.some((t) => isRunning(t, now) && covers(t, psn, board, port));

// ── Shapes ────────────────────────────────────────────────────────────────────────────────────────────────────

function slotDiskOf(d: AnyDisk): SlotDisk {
  return {
    diskId: d.diskId,
    termId: d.termId,
    taxerId: d.taxerId,
    taxerName: d.taxerName,
    ...(d.aliasName ? { aliasName: d.aliasName } : {}),
    diskType: Number(d.diskType),
    diskTypeDesc: d.diskTypeDesc ?? '',
    ...(d.tsp ? { tsp: d.tsp } : {}),
    online: Number(d.online),
    ...(d.onlineStatusDesc ? { onlineStatusDesc: d.onlineStatusDesc } : {}),
    termStatus: Number(d.termStatus),
    serviceStatus: Number(d.serviceStatus),
    ...(d.serviceStatusDesc ? { serviceStatusDesc: d.serviceStatusDesc } : {}),
  };
}

function serverOut(store: ProviderOpsStore, s: StoredServer, now: number, byPlace: Map<string, AnyDisk>): Server {
  let slotCount = 0;
  let diskCount = 0;
  const chassis = s.chassis.map((c) => ({
    psn: c.psn,
    boards: c.boards.map((b) => {
      let disks = 0;
      for (let p = 1; p <= b.ports; p += 1) if (byPlace.has(placeOf(c.psn, b.board, String(p)))) disks += 1;
      slotCount += b.ports;
      diskCount += disks;
      return { board: b.board, ports: b.ports, diskCount: disks, state: b.state, restarting: store.tasks.some((t) => isRunning(t, now) && t.psn === c.psn && t.board === b.board && t.port === undefined) };
    }),
  }));
  return { serverId: s.serverId, serverName: s.serverName, ip: s.ip, room: s.room, state: s.state, cpuLoad: s.cpuLoad, memLoad: s.memLoad, chassis, slotCount, diskCount, createTime: s.createTime };
}

function hostedOf(store: ProviderOpsStore, now: number): Array<HostedDisk & { slotState: SlotState }> {
  const out: Array<HostedDisk & { slotState: SlotState }> = [];
  const byPlace = disksByPlace(store);
  for (const s of store.servers) {
    for (const c of s.chassis) {
      for (const b of c.boards) {
        for (let p = 1; p <= b.ports; p += 1) {
          const port = String(p);
          const d = byPlace.get(placeOf(c.psn, b.board, port));
          if (!d) continue;
          const restarting = restartingAt(store, now, c.psn, b.board, port);
          const disk = slotDiskOf(d);
          const remain = 'remain' in d ? d.remain : (d as Terminal).servicePackage?.remain;
          out.push({
            ...disk,
            ...(d.qysj ? { qysj: d.qysj } : {}),
            ...(remain !== undefined ? { remain } : {}),
            psn: c.psn,
            board: b.board,
            port,
            serverId: s.serverId,
            serverName: s.serverName,
            restarting,
            boardState: b.state,
            slotState: slotStateOf({ disk, restarting, boardState: b.state }),
          });
        }
      }
    }
  }
  return out;
}

// ── Server input ──────────────────────────────────────────────────────────────────────────────────────────────

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The server's own checks (the form checks the same first): the reason, or null when acceptable. */
function refusalOf(store: ProviderOpsStore, input: Partial<ServerInput>, self?: StoredServer): string | null {
  const name = (input.serverName ?? '').trim();
  if (!name || name.length > 50) return '请输入服务器名称（不超过50个字符）';
  if (!IPV4.test((input.ip ?? '').trim())) return 'IP地址格式有误';
  if (store.servers.some((s) => s !== self && s.ip === (input.ip ?? '').trim())) return `IP地址 ${(input.ip ?? '').trim()} 已被其他服务器使用`;
  const psns = psnListOf((input.psnList ?? []).join(','));
  if (psns.length === 0) return '请至少填写一个机箱号';
  for (const psn of psns) {
    if (!/^[A-Z0-9]{4,20}$/.test(psn)) return `机箱号 ${psn} 格式有误`;
    const owner = store.servers.find((s) => s !== self && s.chassis.some((c) => c.psn === psn));
    if (owner) return `机箱号 ${psn} 已在服务器「${owner.serverName}」中`;
  }
  const boards = Number(input.boards);
  const ports = Number(input.ports);
  if (!Number.isInteger(boards) || boards < 1 || boards > 16 || !Number.isInteger(ports) || ports < 1 || ports > 16) return '板卡数和每板端口数应为1到16的整数';
  if (![1, 2, 3].includes(Number(input.state))) return '请选择服务器状态';
  if (self) {
    const byPlace = disksByPlace(store);
    for (const c of self.chassis) {
      if (psns.includes(c.psn)) continue;
      const holds = c.boards.some((b) => Array.from({ length: b.ports }, (_, p) => placeOf(c.psn, b.board, String(p + 1))).some((k) => byPlace.has(k)));
      if (holds) return `机箱 ${c.psn} 中仍有税盘，不能移除`;
    }
  }
  return null;
}

function chassisOf(psns: readonly string[], boards: number, ports: number, keep: StoredServer['chassis'] = []) {
  return psns.map(
    (psn) => keep.find((c) => c.psn === psn) ?? { psn, boards: Array.from({ length: boards }, (_, b) => ({ board: String(b + 1), ports, state: 1 as const })) },
  );
}

export const providerOpsHandlers = [
  authed('get', '/v2/terminal/server/list', ({ account }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const byPlace = disksByPlace(store);
    return ok({ list: store.servers.map((s) => serverOut(store, s, now, byPlace)) });
  }),

  authed('post', '/v2/terminal/server', async ({ account, request }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    const input = await jsonBody<ServerInput>(request);
    const refusal = refusalOf(store, input);
    if (refusal) return fail(OPS_CODES.refused, refusal);
    const server: StoredServer = {
      serverId: `SRV${pad(store.nextServer, 2)}`,
      serverName: (input.serverName ?? '').trim(),
      ip: (input.ip ?? '').trim(),
      room: (input.room ?? '').trim(),
      state: Number(input.state) as 1 | 2 | 3,
      cpuLoad: 0,
      memLoad: 0,
      createTime: new Date(now).toISOString(),
      chassis: chassisOf(psnListOf((input.psnList ?? []).join(',')), Number(input.boards), Number(input.ports)),
    };
    store.nextServer += 1;
    store.servers.push(server);
    save();
    return ok(serverOut(store, server, now, disksByPlace(store)), '服务器已添加');
  }),

  authed('put', '/v2/terminal/server/{serverId}', async ({ account, request, params }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    const server = store.servers.find((s) => s.serverId === params.serverId);
    if (!server) return fail(OPS_CODES.unknown, '服务器不存在或已删除');
    const input = await jsonBody<ServerInput>(request);
    const refusal = refusalOf(store, input, server);
    if (refusal) return fail(OPS_CODES.refused, refusal);
    server.serverName = (input.serverName ?? '').trim();
    server.ip = (input.ip ?? '').trim();
    server.room = (input.room ?? '').trim();
    server.state = Number(input.state) as 1 | 2 | 3;
    server.chassis = chassisOf(psnListOf((input.psnList ?? []).join(',')), Number(input.boards), Number(input.ports), server.chassis);
    save();
    return ok(serverOut(store, server, now, disksByPlace(store)), '服务器已保存');
  }),

  authed('delete', '/v2/terminal/server/{serverId}', ({ account, params }) => {
    if (!isProvider(account)) return notProvider();
    const store = opsStore();
    const index = store.servers.findIndex((s) => s.serverId === params.serverId);
    const server = store.servers[index];
    if (!server) return fail(OPS_CODES.unknown, '服务器不存在或已删除');
    const byPlace = disksByPlace(store);
    const held = server.chassis.reduce((n, c) => n + c.boards.reduce((m, b) => m + Array.from({ length: b.ports }, (_, p) => byPlace.has(placeOf(c.psn, b.board, String(p + 1)))).filter(Boolean).length, 0), 0);
    if (held > 0) return fail(OPS_CODES.refused, `服务器「${server.serverName}」中仍有 ${held} 个税盘，请先迁出税盘再删除`);
    store.servers.splice(index, 1);
    save();
    return ok(true, '服务器已删除');
  }),

  authed('get', '/v2/terminal/server/slots', ({ account, query }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const byPlace = disksByPlace(store);
    const serverId = query.get('serverId');
    const list = store.servers
      .filter((s) => !serverId || s.serverId === serverId)
      .flatMap((s) =>
        s.chassis.map((c) => ({
          serverId: s.serverId,
          serverName: s.serverName,
          psn: c.psn,
          boards: c.boards.map((b) => ({
            board: b.board,
            state: b.state,
            slots: Array.from({ length: b.ports }, (_, p): Slot => {
              const port = String(p + 1);
              const d = byPlace.get(placeOf(c.psn, b.board, port));
              return { port, restarting: restartingAt(store, now, c.psn, b.board, port), ...(d ? { disk: slotDiskOf(d) } : {}) };
            }),
          })),
        })),
      );
    return ok({ list });
  }),

  authed('post', '/v2/terminal/server/{serverId}/restart', async ({ account, request, params }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const server = store.servers.find((s) => s.serverId === params.serverId);
    if (!server) return fail(OPS_CODES.unknown, '服务器不存在或已删除');
    const target = await jsonBody<RestartTarget>(request);
    const chassis = server.chassis.find((c) => c.psn === target.psn);
    const board = chassis?.boards.find((b) => b.board === target.board);
    const port = target.port === undefined || target.port === '' ? undefined : String(target.port);
    if (!chassis || !board || (port !== undefined && !(Number(port) >= 1 && Number(port) <= board.ports && /^\d+$/.test(port)))) {
      return fail(OPS_CODES.unknown, '该服务器上没有这个卡槽');
    }
    if (server.state === 2) return fail(OPS_CODES.refused, `服务器「${server.serverName}」已离线，无法重启`);
    if (store.tasks.some((t) => isRunning(t, now) && covers(t, chassis.psn, board.board, port))) return fail(OPS_CODES.busy, '该卡槽正在重启，请稍后查看结果');
    const task: StoredTask = {
      taskId: `TASK${pad(store.nextTask, 6)}`,
      serverId: server.serverId,
      kind: port === undefined ? 'restartBoard' : 'restartPort',
      psn: chassis.psn,
      board: board.board,
      ...(port !== undefined ? { port } : {}),
      startedAt: now,
      outcome: board.state === 0 ? 'failed' : 'done',
      result: board.state === 0 ? RESTART_FAILED : port === undefined ? RESTART_DONE_BOARD : RESTART_DONE_PORT,
      applied: false,
    };
    store.nextTask += 1;
    store.tasks.unshift(task);
    save();
    return ok(taskOut(task, now), '重启任务已提交');
  }),

  authed('get', '/v2/terminal/server/task/list', ({ account, query }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const serverId = query.get('serverId');
    const list = store.tasks.filter((t) => !serverId || t.serverId === serverId).slice(0, 50);
    return ok({ list: list.map((t) => taskOut(t, now)) });
  }),

  authed('get', '/v2/terminal/server/task/{taskId}', ({ account, params }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const task = store.tasks.find((t) => t.taskId === params.taskId);
    if (!task) return fail(OPS_CODES.unknown, '任务不存在');
    return ok(taskOut(task, now));
  }),

  authed('get', '/v2/terminal/disk/hosted/list', ({ account, query }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    settle(store, now);
    const all = hostedOf(store, now);
    const diskType = query.get('diskType');
    const state = query.get('state');
    const serverId = query.get('serverId');
    const key = query.get('key');
    const list = all
      .filter((d) => matches(key, d.taxerName, d.taxerId, d.diskId))
      .filter((d) => !diskType || String(d.diskType) === diskType)
      .filter((d) => !state || d.slotState === state)
      .filter((d) => !serverId || d.serverId === serverId)
      .map(({ slotState: _state, ...d }) => d);
    return ok({ list, total: all.length });
  }),

  authed('get', '/v2/terminal/stats/users', ({ account, query }) => {
    if (!isProvider(account)) return notProvider();
    const now = Date.now();
    const store = opsStore(now);
    const byType: Record<number, number> = {};
    for (const d of allDisks(store)) byType[Number(d.diskType)] = (byType[Number(d.diskType)] ?? 0) + 1;
    return ok({ list: userStatistics(now, intParam(query, 'months', 12), byType) });
  }),
];
