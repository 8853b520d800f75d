// The provider's operations as seeded (docs/organisation/provider-operations.md): five servers in three cities, each
// with chassis (psn) of four boards of eight ports; the sixty seeded terminals sit where their psn, board and port
// say (mocks/seed.ts), a few hundred more hosted disks fill most of the other ports in mixed states; one board does
// not answer (a restart there fails); the fifth server is a spare with an empty chassis (the one that may be
// removed); a few past restarts with their results. Deterministic: the same disks in the same ports on every start.
// Made on first use (mocks/handlers/providerOps.ts), so the seed's other parts stay as they were.
import type { Terminal } from '../../features/terminals/api';
import { providerCodes, type ProviderCode } from '../../features/lookups/index';
import { pad, seededRandom } from '../random';

export interface StoredBoard {
  board: string;
  ports: number;
  /** 1 normal, 0 fault (does not answer). */
  state: 0 | 1;
}

export interface StoredChassis {
  psn: string;
  boards: StoredBoard[];
}

export interface StoredServer {
  serverId: string;
  serverName: string;
  ip: string;
  room: string;
  state: 1 | 2 | 3;
  cpuLoad: number;
  memLoad: number;
  createTime: string;
  chassis: StoredChassis[];
}

/** A hosted disk beyond the seed's sixty terminals, by the terminal's field names (spec 01 §3). */
export interface StoredDisk {
  diskId: string;
  termId: string;
  taxerId: string;
  taxerName: string;
  aliasName: string;
  diskType: number;
  diskTypeDesc: string;
  tsp: string;
  qysj: string;
  online: number;
  onlineStatusDesc: string;
  termStatus: number;
  serviceStatus: number;
  serviceStatusDesc: string;
  remain: number;
  psn: string;
  board: string;
  port: string;
}

export interface StoredTask {
  taskId: string;
  serverId: string;
  kind: 'restartPort' | 'restartBoard';
  psn: string;
  board: string;
  port?: string;
  /** Epoch ms the task started; it runs RESTART_MS. */
  startedAt: number;
  /** How it ends (decided when it starts: a faulty board fails). */
  outcome: 'done' | 'failed';
  result: string;
  /** Its effect on the disks has been applied (once, when first seen ended). */
  applied: boolean;
}

export interface ProviderOpsStore {
  servers: StoredServer[];
  disks: StoredDisk[];
  tasks: StoredTask[];
  /** Numbers the next server and task ids. */
  nextServer: number;
  nextTask: number;
}

/** How long a restart runs on the server (ms): the page shows it restarting, then the result. */
export const RESTART_MS = 4000;
export const RESTART_DONE_PORT = '端口已重启，税盘已重新连接';
export const RESTART_DONE_BOARD = '板卡已重启，板卡上的税盘已重新连接';
export const RESTART_FAILED = '板卡无响应，请检查板卡供电后重试';

const BOARDS = 4;
const PORTS = 8;
const fourByEight = (faultBoard?: string): StoredBoard[] =>
  Array.from({ length: BOARDS }, (_, b) => ({ board: String(b + 1), ports: PORTS, state: String(b + 1) === faultBoard ? 0 : 1 }));
const psnOf = (n: number) => `JX${pad(1000 + n, 6)}`;
/** The chassis whose fourth board does not answer (a restart there fails). */
export const FAULTY_CHASSIS = psnOf(8);
export const FAULTY_BOARD = '4';
/** The spare server: an empty chassis, offline; it may be removed. */
export const SPARE_SERVER = 'SRV05';

const servers = (now: number): StoredServer[] => {
  const day = 86_400_000;
  const chassis = (from: number, count: number): StoredChassis[] =>
    Array.from({ length: count }, (_, k) => ({ psn: psnOf(from + k), boards: fourByEight(from + k === 8 ? FAULTY_BOARD : undefined) }));
  return [
    { serverId: 'SRV01', serverName: '上海一号机房-01', ip: '10.8.1.11', room: '上海浦东机房', state: 1, cpuLoad: 46, memLoad: 58, createTime: new Date(now - 700 * day).toISOString(), chassis: chassis(0, 3) },
    { serverId: 'SRV02', serverName: '上海一号机房-02', ip: '10.8.1.12', room: '上海浦东机房', state: 1, cpuLoad: 71, memLoad: 64, createTime: new Date(now - 640 * day).toISOString(), chassis: chassis(3, 3) },
    { serverId: 'SRV03', serverName: '杭州一号机房-01', ip: '10.8.3.11', room: '杭州滨江机房', state: 1, cpuLoad: 38, memLoad: 41, createTime: new Date(now - 420 * day).toISOString(), chassis: chassis(6, 3) },
    { serverId: 'SRV04', serverName: '北京一号机房-01', ip: '10.8.5.11', room: '北京亦庄机房', state: 3, cpuLoad: 12, memLoad: 30, createTime: new Date(now - 300 * day).toISOString(), chassis: chassis(9, 3) },
    { serverId: SPARE_SERVER, serverName: '上海二号机房-备用', ip: '10.8.2.15', room: '上海浦东机房', state: 2, cpuLoad: 0, memLoad: 0, createTime: new Date(now - 20 * day).toISOString(), chassis: chassis(12, 1) },
  ];
};

const providers = Object.keys(providerCodes) as ProviderCode[];
const diskTypes = [2, 4, 6, 7] as const;
const diskTypeDesc: Record<number, string> = { 2: '税控盘', 4: '金税盘', 6: '税务UKey', 7: '数字化终端' };
const onlineCycle = [1, 1, 1, 2, 1, 1, 1, 0, 1, 1, 1, -321, 1, 1] as const;
const onlineDesc: Record<number, string> = { 0: '未知', 1: '在线', 2: '离线', [-321]: '不可用' };
const serviceCycle = [1, 1, 1, 1, 4, 1, 1, 1, 6, 1, 1, 0, 1] as const;
const serviceDesc: Record<number, string> = { 0: '未激活', 1: '正常', 3: '激活失败', 4: '已到期', 6: '已停用' };
const remainCycle = [365, 200, 90, 28, 150, 12, 300] as const;
const cities = ['上海', '杭州', '北京', '苏州', '宁波', '南京', '合肥', '无锡'];
const words = ['安和', '晨光', '德信', '丰源', '广利', '海纳', '慧通', '佳禾', '金诚', '立达', '明远', '润泽', '盛达', '天成', '万隆', '欣荣'];
const trades = ['科技有限公司', '贸易有限公司', '餐饮管理有限公司', '物流有限公司', '建材有限公司', '文化传媒有限公司', '医疗器械有限公司'];

/** The hosted disks beyond the seed's terminals: most free ports of the eleven chassis in service get one. */
function extraDisks(terminals: readonly Terminal[], chassis: readonly StoredChassis[]): StoredDisk[] {
  const rand = seededRandom(20261127);
  const taken = new Set(terminals.map((t) => `${t.psn ?? ''}/${t.board ?? ''}/${t.port ?? ''}`));
  const out: StoredDisk[] = [];
  const names: string[] = [];
  let slot = 0;
  for (const c of chassis) {
    for (const b of c.boards) {
      for (let p = 1; p <= b.ports; p += 1) {
        slot += 1;
        const port = String(p);
        if (taken.has(`${c.psn}/${b.board}/${port}`)) continue;
        // About three ports in four hold a disk.
        if ((slot * 7 + Number(b.board)) % 4 === 0) continue;
        const k = out.length;
        const enterprise = Math.floor(k / 3);
        names[enterprise] ??= `${rand.pick(cities)}${rand.pick(words)}${rand.pick(trades)}`;
        const diskType = diskTypes[k % diskTypes.length] as number;
        const online = onlineCycle[k % onlineCycle.length] as number;
        const serviceStatus = serviceCycle[k % serviceCycle.length] as number;
        out.push({
          diskId: `6620${pad(k + 1, 8)}`,
          termId: `H${pad(k + 1, 5)}`,
          taxerId: `91330000MA2H${pad(enterprise + 1, 6)}`,
          taxerName: names[enterprise] as string,
          aliasName: k % 5 === 0 ? `${(names[enterprise] as string).slice(0, 4)}${(k % 3) + 1}号盘` : '',
          diskType,
          diskTypeDesc: diskTypeDesc[diskType] as string,
          tsp: providers[k % providers.length] as string,
          qysj: `20${22 + (k % 4)}-${pad(1 + (k % 12), 2)}-${pad(1 + ((k * 5) % 28), 2)}`,
          online,
          onlineStatusDesc: onlineDesc[online] as string,
          termStatus: k % 17 === 6 ? 0 : 1,
          serviceStatus,
          serviceStatusDesc: serviceDesc[serviceStatus] as string,
          remain: serviceStatus === 4 ? 0 : (remainCycle[k % remainCycle.length] as number),
          psn: c.psn,
          board: b.board,
          port,
        });
      }
    }
  }
  return out;
}

export function seedProviderOps(terminals: readonly Terminal[], now: number): ProviderOpsStore {
  const list = servers(now);
  // The spare server's chassis stays empty.
  const inService = list.filter((s) => s.serverId !== SPARE_SERVER).flatMap((s) => s.chassis);
  const hour = 3_600_000;
  // Past tasks on whole hours: the same times on screen however long after the clock's start the store is made.
  const anchor = Math.floor(now / hour) * hour;
  const task = (n: number, t: Omit<StoredTask, 'taskId' | 'applied'>): StoredTask => ({ taskId: `TASK${pad(n, 6)}`, applied: true, ...t });
  return {
    servers: list,
    disks: extraDisks(terminals, inService),
    tasks: [
      task(3, { serverId: 'SRV02', kind: 'restartPort', psn: psnOf(4), board: '2', port: '5', startedAt: anchor - 3 * hour, outcome: 'done', result: RESTART_DONE_PORT }),
      task(2, { serverId: 'SRV03', kind: 'restartBoard', psn: FAULTY_CHASSIS, board: FAULTY_BOARD, startedAt: anchor - 20 * hour, outcome: 'failed', result: RESTART_FAILED }),
      task(1, { serverId: 'SRV01', kind: 'restartPort', psn: psnOf(0), board: '1', port: '3', startedAt: anchor - 26 * hour, outcome: 'done', result: RESTART_DONE_PORT }),
    ],
    nextServer: 6,
    nextTask: 4,
  };
}

// ── User statistics ───────────────────────────────────────────────────────────────────────────────────────────

/** Months of history the statistics hold (the page asks for 6, 12 or 24). */
export const STATS_MONTHS = 24;
/** Members and agencies at the current month (the provider's registered users; our seed). */
const MEMBERS_NOW = 1286;
const AGENCIES_NOW = 64;

/** yyyy-MM of the month `back` months before the current one in Asia/Shanghai. */
export function monthBefore(now: number, back: number): string {
  const shanghai = new Date(now + 8 * 3_600_000);
  const total = shanghai.getUTCFullYear() * 12 + shanghai.getUTCMonth() - back;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1, 2)}`;
}

/**
 * The statistics of the last `months` months, oldest first: users grew steadily (with a dip each February, the
 * Spring Festival) to today's; the current month's terminals by type are the hosted disks' own counts, so the
 * statistics agree with the disk list.
 */
export function userStatistics(now: number, months: number, terminalsNow: Readonly<Record<number, number>>) {
  const rand = seededRandom(8675309);
  const wobble = Array.from({ length: STATS_MONTHS }, () => rand.int(0, 40));
  const rows = Array.from({ length: STATS_MONTHS }, (_, i) => {
    const back = STATS_MONTHS - 1 - i;
    const month = monthBefore(now, back);
    const share = 1 - back * 0.028;
    const members = Math.round(MEMBERS_NOW * share);
    const agencies = Math.round(AGENCIES_NOW * (1 - back * 0.02));
    const february = month.endsWith('-02');
    const activeUsers = Math.round((members + agencies) * (february ? 0.52 : 0.68)) + (wobble[i] as number);
    const terminals = diskTypes.map((diskType) => ({ diskType, count: Math.round((terminalsNow[diskType] ?? 0) * (1 - back * 0.025)) }));
    return { month, members, agencies, activeUsers, terminals };
  });
  const withNew = rows.map((r, i) => {
    const before = rows[i - 1];
    const newUsers = before ? Math.max(0, r.members + r.agencies - before.members - before.agencies) : 0;
    return { ...r, newUsers };
  });
  return withNew.slice(STATS_MONTHS - Math.max(1, Math.min(STATS_MONTHS, months)));
}
