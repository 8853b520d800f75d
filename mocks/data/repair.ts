// Invoice repair demo data (platform/api/openapi/repair.yaml): invoices whose state on the terminal and on the platform
// disagree, seeded on the member's, the agency's and the provider's terminals, with their platform orders (the
// inquiry shows them as the platform has them until repaired) and the invoices some terminals hold that the platform
// has never seen (found by code and number, repair/fpdmhm). Tasks run by the clock (mocks/handlers/repair.ts).
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { RepairItem, RepairRecordEntry, RepairTask } from '../../features/invoice-repair/api';
import { pad } from '../random';
import { seededLine, type MockDb } from '../seed';
import { shanghaiMidnight } from './redLetter';

/** A stuck invoice as the server keeps it: what the terminal holds, and the platform order it belongs to. */
export interface StoredRepairItem extends Omit<RepairItem, 'platformFpzt' | 'state' | 'progress' | 'taskId' | 'taskKind' | 'message'> {
  /** The goods line the terminal holds (an invoice the platform never saw is made from it). */
  lines: InvoiceLine[];
  amount: string;
  taxAmount: string;
  gfsh: string;
  /** Demo: the first task fails with these words at its reading step (the second attempt passes). */
  failOnce?: string;
}

/** A task as the server keeps it: the contract's task, its record, who started it and when it began to run. */
export interface StoredRepairTask extends RepairTask {
  record: RepairRecordEntry[];
  /** The user it is pushed to. */
  uid: string;
  /** Epoch ms it began to run (absent while it waits for the terminal). */
  startedAt?: number;
  /** The reason it fails with at its reading step (taken from the item's failOnce when it starts). */
  failWith?: string;
}

/** An invoice only the terminal holds (issued offline, never uploaded): repair/fpdmhm finds it by code and number. */
export interface TerminalInvoice {
  diskId: string;
  fpdm: string;
  fphm: string;
  fplxdm: Order['fplxdm'];
  gfmc: string;
  gfsh: string;
  amount: string;
  taxAmount: string;
  totalAmount: string;
  issueTime: string;
  lines: InvoiceLine[];
}

export interface RepairStore {
  items: StoredRepairItem[];
  tasks: StoredRepairTask[];
  terminalOnly: TerminalInvoice[];
}

/** The steps of a task and how long each takes on the server (ms): a full repair reads, compares and updates. */
export const REPAIR_STEPS = {
  full: [
    ['read', 10_000],
    ['compare', 10_000],
    ['update', 10_000],
  ],
  quick: [
    ['read', 3_000],
    ['update', 2_000],
  ],
} as const satisfies Record<RepairTask['kind'], ReadonlyArray<readonly [string, number]>>;

/** How long a task of a kind runs when nothing fails (ms). */
export const repairDuration = (kind: RepairTask['kind']): number => REPAIR_STEPS[kind].reduce((sum, [, ms]) => sum + ms, 0);

/** The code and number of the member's invoice that only the terminal holds (docs/workbench/repair.md; the contract's example). */
export const MEMBER_TERMINAL_ONLY = { diskId: '661000000001', fpdm: '031002600001', fphm: '26000001' } as const;

const DAY = 86_400_000;
const buyers = ['上海启明商务咨询有限公司', '杭州云帆科技有限公司', '苏州恒信物流有限公司', '南京瑞丰贸易有限公司', '深圳远航建筑工程有限公司', '成都嘉禾餐饮管理有限公司'];
const goods: ReadonlyArray<{ spbm: string; showName: string; dw: string; taxRate: string }> = [
  { spbm: '3040201030000000000', showName: '*信息技术服务*软件维护服务', dw: '次', taxRate: '0.06' },
  { spbm: '1060201070000000000', showName: '*纸制品*打印纸', dw: '箱', taxRate: '0.13' },
  { spbm: '3040802010000000000', showName: '*咨询服务*财税咨询', dw: '项', taxRate: '0.06' },
];

interface Case {
  /** Terminal index (mocks/seed.ts): 0-2 the member's, up to 39 the agency's, all the provider's. */
  t: number;
  problem: RepairItem['problem'];
  fplxdm: Order['fplxdm'];
  /** Issued on the terminal this many days before the seed's day. */
  days: number;
  /** Repaired already (a finished full repair yesterday). */
  fixed?: true;
  /** A full repair waits for the (disconnected) terminal. */
  queued?: true;
  failOnce?: string;
}

// Terminal 0 is the member's default (paper and fully-digital), 1 its second disk, 2 its disconnected UKey (tasks wait
// for it); 3 a digital terminal and 5 a disk of the agency (and the provider); 12 the provider's current disk, 45 one
// only the provider sees.
const cases: readonly Case[] = [
  { t: 0, problem: '1', fplxdm: '026', days: 1 },
  { t: 0, problem: '1', fplxdm: '004', days: 2 },
  { t: 0, problem: '2', fplxdm: '007', days: 3 },
  { t: 0, problem: '1', fplxdm: '026', days: 5, fixed: true },
  { t: 0, problem: '1', fplxdm: '82', days: 1 },
  { t: 0, problem: '1', fplxdm: '81', days: 2 },
  { t: 1, problem: '1', fplxdm: '007', days: 2 },
  { t: 2, problem: '1', fplxdm: '026', days: 4, queued: true },
  { t: 2, problem: '2', fplxdm: '007', days: 6 },
  { t: 5, problem: '1', fplxdm: '026', days: 2, failOnce: '读取税盘发票超时，请检查税盘连接后重试' },
  { t: 5, problem: '2', fplxdm: '004', days: 3 },
  { t: 3, problem: '1', fplxdm: '82', days: 1 },
  { t: 3, problem: '1', fplxdm: '86', days: 3, failOnce: '数电平台繁忙，发票状态查询失败，请稍后重试' },
  { t: 12, problem: '1', fplxdm: '026', days: 1 },
  { t: 12, problem: '2', fplxdm: '007', days: 2 },
  { t: 12, problem: '1', fplxdm: '004', days: 4, failOnce: '读取税盘发票超时，请检查税盘连接后重试' },
  { t: 45, problem: '1', fplxdm: '026', days: 2 },
];

const terminalOnlyCases: ReadonlyArray<{ t: number; fplxdm: Order['fplxdm']; days: number }> = [
  { t: 0, fplxdm: '026', days: 2 },
  { t: 12, fplxdm: '007', days: 3 },
  { t: 5, fplxdm: '026', days: 1 },
  { t: 3, fplxdm: '82', days: 2 },
];

const digital = (fplxdm: string) => fplxdm.length === 2;

function invoiceOf(k: number, fplxdm: Order['fplxdm'], issued: number) {
  const item = goods[k % goods.length] as (typeof goods)[number];
  const quantity = new Decimal(1 + (k % 5));
  const price = new Decimal(1280 + k * 173).div(10).toDecimalPlaces(2);
  const line = seededLine(item, quantity, price);
  const amount = new Decimal(line.amount);
  const taxAmount = new Decimal(line.taxAmount);
  return {
    fpdm: digital(fplxdm) ? '' : `0310${pad(2600 + (k % 90) + 10, 8)}`,
    fphm: digital(fplxdm) ? `2631${pad(9_100_000_000_000 + k, 16)}` : pad(26_100_000 + k, 8),
    gfmc: buyers[k % buyers.length] as string,
    gfsh: `91310000MA7${pad(1_000_000 + k * 7919, 7)}`,
    amount: amount.toFixed(2),
    taxAmount: taxAmount.toFixed(2),
    totalAmount: amount.add(taxAmount).toFixed(2),
    issueTime: new Date(issued).toISOString(),
    lines: [line],
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Adds the repair cases to a fresh seed: the stuck invoices' platform orders (problem 1: still issuing on the platform;
 * problem 2: issued there, voided on the terminal), the items, a finished task and a waiting one, and the invoices only
 * terminals hold. Deterministic for a day (`db` is made for the Shanghai day of its orders).
 */
export function seedRepairCases(db: MockDb, now: number): MockDb {
  const day = shanghaiMidnight(now);
  const store: RepairStore = { items: [], tasks: [], terminalOnly: [] };
  cases.forEach((c, k) => {
    const term = db.terminals[c.t];
    if (!term) return;
    const issued = day - c.days * DAY + 10 * 3600_000 + k * 7 * 60_000;
    const inv = invoiceOf(k, c.fplxdm, issued);
    const orderId = `OR${pad(k + 1, 4)}`;
    const order: Order = {
      id: orderId,
      diskId: term.diskId,
      taxerId: term.taxerId,
      xfmc: term.taxerName,
      gfmc: inv.gfmc,
      gfsh: inv.gfsh,
      fplxdm: c.fplxdm,
      // Problem 1: the platform never heard back from the terminal (issuing); problem 2: issued, voided on the terminal.
      ddzt: c.problem === '1' ? 3 : 0,
      fpzt: c.problem === '1' ? 2 : 3,
      kind: 0,
      ywcj: '1',
      ...(c.problem === '2' ? { fpdm: inv.fpdm, fphm: inv.fphm, issueTime: inv.issueTime } : {}),
      amount: inv.amount,
      taxAmount: inv.taxAmount,
      totalAmount: inv.totalAmount,
      createTime: iso(issued - 20_000),
    };
    if (c.fixed) Object.assign(order, { ddzt: 0, fpzt: 3, fpdm: inv.fpdm, fphm: inv.fphm, issueTime: inv.issueTime });
    db.orders.push(order);
    db.orderLines[orderId] = inv.lines;
    const repId = `RP${pad(k + 1, 4)}`;
    const detected = issued + (c.problem === '1' ? 30 * 60_000 : 2 * 3600_000);
    store.items.push({
      id: repId,
      diskId: term.diskId,
      taxerId: term.taxerId,
      taxerName: term.taxerName,
      orderId,
      fplxdm: c.fplxdm,
      fpdm: inv.fpdm,
      fphm: inv.fphm,
      gfmc: inv.gfmc,
      gfsh: inv.gfsh,
      amount: inv.amount,
      taxAmount: inv.taxAmount,
      totalAmount: inv.totalAmount,
      issueTime: inv.issueTime,
      problem: c.problem,
      terminalStatus: c.problem === '2' ? 'voided' : 'issued',
      detectTime: iso(detected),
      lines: inv.lines,
      ...(c.failOnce ? { failOnce: c.failOnce } : {}),
    });
  });
  // RT0001: a full repair waiting for the member's disconnected UKey; RT0002: yesterday's finished repair.
  const waiting = store.items.find((_, k) => cases[k]?.queued);
  const fixed = store.items.find((_, k) => cases[k]?.fixed);
  if (waiting) {
    const at = day - 2 * 3600_000;
    store.tasks.push({
      id: 'RT0001',
      repId: waiting.id,
      kind: 'full',
      state: '1',
      progress: 0,
      step: 'waiting',
      createTime: iso(at),
      operator: '陈开票',
      uid: 'U1001',
      record: [
        { time: iso(at), event: 'created' },
        { time: iso(at + 1000), event: 'waiting', message: '税盘未连接，任务将在税盘连接后开始' },
      ],
    });
  }
  if (fixed) {
    const at = day - DAY + 15 * 3600_000;
    const steps = REPAIR_STEPS.full;
    let t = at;
    const record: RepairRecordEntry[] = [{ time: iso(at), event: 'created' }];
    for (const [event, ms] of steps) {
      record.push({ time: iso(t), event });
      t += ms;
    }
    record.push({ time: iso(t), event: 'succeeded', message: `平台发票已更新为已开具（号码 ${fixed.fphm}）` });
    fixed.fixTime = iso(t);
    store.tasks.push({
      id: 'RT0002',
      repId: fixed.id,
      kind: 'full',
      state: '3',
      progress: 100,
      step: 'succeeded',
      createTime: iso(at),
      startTime: iso(at),
      endTime: iso(t),
      operator: '陈开票',
      uid: 'U1001',
      startedAt: at,
      record,
    });
  }
  terminalOnlyCases.forEach((c, k) => {
    const term = db.terminals[c.t];
    if (!term) return;
    const inv = invoiceOf(100 + k, c.fplxdm, day - c.days * DAY + 9 * 3600_000 + k * 11 * 60_000);
    // The member's is the one docs/workbench/repair.md and the contract name.
    const named = k === 0 ? { fpdm: MEMBER_TERMINAL_ONLY.fpdm, fphm: MEMBER_TERMINAL_ONLY.fphm } : digital(c.fplxdm) ? { fpdm: '', fphm: `2631${pad(9_200_000_000_000 + k, 16)}` } : { fpdm: `0310026${pad(k + 1, 5)}`, fphm: pad(26_000_001 + k, 8) };
    store.terminalOnly.push({ diskId: term.diskId, fplxdm: c.fplxdm, ...inv, ...named });
  });
  db.repair = store;
  return db;
}
