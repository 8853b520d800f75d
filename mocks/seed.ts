// The seeded data of the embedded backend: deterministic (seeded PRNG, codes cycled so every state occurs).
// Codes come from features/lookups; shapes are the generated contract types (the mock cannot drift from them).
import Decimal from 'decimal.js';
import type { Terminal, ServicePackage } from '../features/terminals/api';
import type { Order, InvoiceLine, OrderEvent } from '../features/invoices/api';
import type { RobotTaskRow, DraftStatRow } from '../features/robot-tasks/api';
import type { GoodsLine } from '../features/goods/api';
import type { LoginProfile, SyncRecord } from '../features/tax-bureau/api';
import type { FaceScanConfig } from '../features/face-scan/api';
import type { Message, Notice } from '../features/messaging/api';
import { providerCodes, type ProviderCode } from '../features/lookups/index';
import type { Customer } from '../features/customers/api';
import { demoAccountList, demoAccounts, type DemoAccount } from './accounts';
import { seedCustomers } from './data/customers';
import { libraryGoods } from './data/goods';
import { pad, seededRandom } from './random';
import { seedDigitalInvoices, seedRedSheets, seedTaxReturns, shanghaiMidnight, type StoredRedSheet } from './data/redLetter';
import type { TaxReturnRow } from '../features/tax-returns/api';
import { seedFaceScanCases } from './data/faceScan';
import { seedMessages } from './data/messages';
import { seedNegativeCases } from './data/negative';
import type { PrintSetting } from '../features/printers/api';
import { seedVoidableInvoices } from './data/invoiceStock';
import type { StockSegment } from '../features/invoice-void/api';
import { seedRepairCases, type RepairStore } from './data/repair';
import type { OrgStore } from './data/organisation';
import { seedTaxOps, type TaxOpsStore } from './data/taxOps';
import type { ProviderOpsStore } from './data/providerOps';

/** An issued line of goods: quantity times price, its tax rounded to the fen (the seeds of orders and repairs). */
export function seededLine(item: Pick<InvoiceLine, 'spbm' | 'showName' | 'dw' | 'taxRate'>, quantity: Decimal, price: Decimal): InvoiceLine & { amount: string; taxAmount: string } {
  const amount = quantity.mul(price);
  const taxAmount = amount.mul(item.taxRate).toDecimalPlaces(2);
  return {
    spbm: item.spbm,
    showName: item.showName,
    dw: item.dw,
    quantity: quantity.toFixed(0),
    price: price.toFixed(2),
    amount: amount.toFixed(2),
    taxRate: item.taxRate,
    taxAmount: taxAmount.toFixed(2),
    lslbs: '',
  };
}

export const SEED = 20240601;
/** Bumped when the seed's shape changes: a stored session database of another version is reseeded. */
export const SEED_VERSION = 16;
export const TERMINAL_COUNT = 60;

export interface TokenRecord {
  uid: string;
  /** Epoch ms. */
  expiresAt: number;
  refreshToken: string;
}

export interface StoredRobotTask extends RobotTaskRow {
  /** 0 today, -1 yesterday (Asia/Shanghai); rows carry no date, so the seed stays deterministic. */
  dayOffset: number;
}

export interface LoginTrace {
  diskId: string;
  code: string;
  message: string;
  data?: string;
  /** The account the login is for. */
  dlzh?: string;
  /** A QR login: when the demo 'scans' it (epoch ms); the result turns S000 from then on. */
  scannedAt?: number;
}

export interface MockDb {
  version: number;
  /** Counter for tokens, trace numbers and ids made at run time. */
  counter: number;
  tokens: Record<string, TokenRecord>;
  refreshTokens: Record<string, string>;
  terminals: Terminal[];
  /** uid -> diskId of the current terminal (null: none set). */
  currentDisk: Record<string, string | null>;
  orders: Order[];
  orderLines: Record<string, InvoiceLine[]>;
  /** order id -> its status log, kept from the order's first change on (mocks/orderHistory.ts). */
  orderEvents?: Record<string, OrderEvent[]>;
  robotTasks: StoredRobotTask[];
  drafts: DraftStatRow[];
  /** taxerId -> its goods library (mocks/libraries.ts). */
  goods: Record<string, GoodsLine[]>;
  includingTax: Record<string, 0 | 1>;
  sellerBank: Record<string, { khh: string; yhzh: string }>;
  /** diskId -> the seller's address and phone as saved on the seller-info page (absent: the seed's default). */
  sellerContact: Record<string, { address: string; tel: string }>;
  /** taxerId -> its customer library (mocks/libraries.ts). */
  customers: Record<string, Customer[]>;
  faceScan: Record<string, FaceScanConfig>;
  profiles: Record<string, LoginProfile[]>;
  /** diskId -> tax-bureau login status (1 logged in). */
  taxLogin: Record<string, 0 | 1>;
  traces: Record<string, LoginTrace>;
  syncRecords: SyncRecord[];
  messages: Record<string, Message[]>;
  notices: Notice[];
  /** Issuing (mocks/handlers/issue.ts): idempotency key -> order id, and per order its run (attempt, start, outcome). */
  issuing: {
    keys: Record<string, string>;
    runs: Record<string, IssuingRun>;
    details?: Record<string, IssuedDetail>;
    redOf?: Record<string, string>;
    /** Red-letter sheet number -> the order of its red invoice (mocks/handlers/redLetter.ts). */
    sheetOrders?: Record<string, string>;
  };
  /** Red-letter sheets (mocks/data/redLetter.ts). */
  redSheets: StoredRedSheet[];
  /** Copy/report periods (mocks/data/redLetter.ts). */
  taxReturns: TaxReturnRow[];
  /** uid -> print settings per invoice type (mocks/handlers/printers.ts); absent until the first save. */
  printSettings?: Record<string, PrintSetting[]>;
  /** The desktop client of this browser's machine, as the embedded backend plays it (mocks/localClient.ts). */
  localClient?: { running: boolean };
  /** diskId -> its unused paper invoice numbers (mocks/data/invoiceStock.ts; made on first use). */
  invoiceStock?: Record<string, StockSegment[]>;
  /** Invoices whose demo void failure (buyer marked 演示失败) has happened: the next attempt voids (mocks/handlers/invoiceVoid.ts). */
  voidDemoFailed?: string[];
  /** Invoice repair: stuck invoices, their tasks, invoices only terminals hold (mocks/data/repair.ts). */
  repair?: RepairStore;
  /** Organisations by root outlet id: staff, roles, permissions, departments (mocks/data/organisation.ts; made on first use). */
  organisation?: Record<string, OrgStore>;
  /** Copy and clear record, logins dropped, face scans, the tax robot's jobs (mocks/data/taxOps.ts). */
  taxOps?: TaxOpsStore;
  /** The provider's servers, chassis, hosted disks and restart tasks (mocks/data/providerOps.ts; made on first use). */
  providerOps?: ProviderOpsStore;
}

/** What an order issued through the form printed besides its lines (remark, parties, review): its details show these. */
export interface IssuedDetail {
  remark: string;
  gfdzdh: string;
  gfyhzh: string;
  xfdzdh: string;
  xfyhzh: string;
  review: { payee: string; checker: string; drawer: string };
}

/** One issuing attempt of an order: queued at `startedAt`, issuing shortly after, then issued or failed. */
export interface IssuingRun {
  attempt: number;
  startedAt: number;
  /** The failure reason when this attempt fails (the demo path), else undefined. */
  failReason?: string;
  /** The user it is pushed to. */
  uid: string;
}

const providers = Object.keys(providerCodes) as ProviderCode[];
const diskTypes = [2, 4, 6, 7] as const;
const diskTypeDesc: Record<number, string> = { 2: '税控盘', 4: '金税盘', 6: '税务UKey', 7: '数字化终端' };
const serviceCycle = [1, 1, 1, 0, 1, 3, 1, 4, 1, 6] as const;
const serviceDesc: Record<number, string> = { 0: '未激活', 1: '正常', 3: '激活失败', 4: '已到期', 6: '已停用' };
const onlineCycle = [1, 1, 2, 1, 0, 1, -321] as const;
const onlineDesc: Record<number, string> = { 0: '未知', 1: '在线', 2: '离线', [-321]: '不可用' };
const qdCycle = [1, 1, 0, 3] as const;
const qdDesc: Record<number, string> = { 0: '未通过', 1: '已通过', 3: '验证异常' };
const remainCycle = [365, 180, 25, 0, 12, 90] as const;
const taxerTypes = ['01', '08', '01', '02', '05', '04'] as const;
const cities = ['上海', '北京', '杭州', '苏州', '南京', '深圳', '广州', '成都'];
const words = ['华泰', '锦程', '远航', '恒信', '瑞丰', '嘉禾', '启明', '宏达', '博远', '新源', '云帆', '东升'];
const trades = ['科技有限公司', '贸易有限公司', '商务咨询有限公司', '建筑工程有限公司', '餐饮管理有限公司', '物流有限公司'];
const identities = [
  { dlsf: '7', dlsfStr: '开票员' },
  { dlsf: '1', dlsfStr: '财务负责人' },
  { dlsf: '2', dlsfStr: '法定代表人' },
  { dlsf: '3', dlsfStr: '办税员' },
];

/** Taxpayer index of terminal i: the member's enterprise holds the first three disks. */
const taxerIndex = (i: number) => (i <= 2 ? 0 : i - 2);
export const taxerIdOf = (i: number) => `91310000MA1G${pad(taxerIndex(i) + 1, 6)}`;
export const diskIdOf = (i: number) => `6610${pad(i + 1, 8)}`;
export const termIdOf = (i: number) => `T${pad(i + 1, 4)}`;

function terminals(rand: ReturnType<typeof seededRandom>): Terminal[] {
  const names = new Map<number, string>();
  return Array.from({ length: TERMINAL_COUNT }, (_, i) => {
    const t = taxerIndex(i);
    if (!names.has(t)) names.set(t, `${rand.pick(cities)}${rand.pick(words)}${rand.pick(trades)}`);
    const tsp = providers[i % providers.length] as ProviderCode;
    const diskType = diskTypes[i % diskTypes.length] as (typeof diskTypes)[number];
    const serviceStatus = serviceCycle[i % serviceCycle.length] as Terminal['serviceStatus'];
    const online = onlineCycle[i % onlineCycle.length] as 0 | 1 | 2 | -321;
    const qdStatus = qdCycle[i % qdCycle.length] as number;
    const remain = serviceStatus === 4 ? 0 : (remainCycle[i % remainCycle.length] as number);
    const cloud = providerCodes[tsp] === 'cloud';
    const phone = `139${pad(10000000 + i * 7, 8)}`;
    const accounts = i % 8 === 7 ? 0 : i % 3 === 0 ? 2 : 1;
    const servicePackage: ServicePackage = {
      // the package names are the editions' names (lookups providerEdition), so a page can show them in the user's language
      editionName: cloud ? '云开票' : '共享版',
      remain,
      stateName: remain === 0 ? '已到期' : serviceStatus === 6 ? '已停用' : '服务中',
    };
    const termStatus = i % 11 === 5 ? 0 : 1;
    return {
      termId: termIdOf(i),
      deviceId: termIdOf(i),
      taxerId: taxerIdOf(i),
      taxerName: names.get(t) as string,
      diskId: diskIdOf(i),
      diskType,
      diskTypeDesc: diskTypeDesc[diskType],
      qysj: `20${21 + (i % 4)}-${pad(1 + (i % 12), 2)}-${pad(1 + ((i * 7) % 28), 2)}`,
      taxerType: taxerTypes[i % taxerTypes.length],
      taxerProp: i % 2 === 0 ? '企业' : '个体工商户',
      tsp,
      termStatus,
      termStatusDesc: termStatus === 0 ? '异常' : '正常',
      qdStatus,
      qdStatusDesc: qdDesc[qdStatus],
      aliasName: i % 4 === 0 ? `${names.get(t)?.slice(0, 4)}${i + 1}号盘` : '',
      online,
      onlineStatusDesc: onlineDesc[online],
      diskStatus: online === 1 ? 101 : 102,
      diskStatusDesc: online === 1 ? '正常' : '未插盘',
      termType: cloud ? 1 : 2,
      termTypeDesc: cloud ? '云开票' : '共享版',
      serviceStatus,
      serviceStatusDesc: serviceDesc[serviceStatus],
      psn: `JX${pad(1000 + Math.floor(i / 8), 6)}`,
      board: String(1 + (Math.floor(i / 8) % 4)),
      port: String(1 + (i % 8)),
      invoiceTypes: diskType === 7 ? ['81', '82', '85', '86'] : ['004', '007', '025', '026', '028'],
      issueType: diskType === 7 ? 2 : 1,
      channel: '1',
      swjgdm: `1${pad(3101000000 + (i % 16) * 100, 10)}`,
      qdInfo: identities.slice(0, accounts).map((id, k) => ({ dlzh: k === 0 ? phone : `138${pad(20000000 + i, 8)}`, dlsfStr: id.dlsfStr })),
      servicePackage,
    } satisfies Terminal;
  });
}

const orderStatuses = Array.from({ length: 13 }, (_, k) => k);
const issuedInvoiceStatus = [3, 103, 12] as const;
const lineCatalogue: ReadonlyArray<{ spbm: string; showName: string; dw: string; taxRate: string }> = [
  { spbm: '3040201030000000000', showName: '*信息技术服务*软件维护服务', dw: '次', taxRate: '0.06' },
  { spbm: '1060201070000000000', showName: '*纸制品*打印纸', dw: '箱', taxRate: '0.13' },
  { spbm: '3070401000000000000', showName: '*餐饮服务*餐费', dw: '次', taxRate: '0.06' },
  { spbm: '1090511010000000000', showName: '*计算机配套产品*显示器', dw: '台', taxRate: '0.13' },
  { spbm: '3010101020000000000', showName: '*运输服务*国内货物运输', dw: '次', taxRate: '0.09' },
  { spbm: '3040802010000000000', showName: '*咨询服务*财税咨询', dw: '项', taxRate: '0.06' },
];

function money(cents: Decimal): string {
  return cents.div(100).toFixed(2);
}

function orders(rand: ReturnType<typeof seededRandom>, terms: Terminal[]): { orders: Order[]; lines: Record<string, InvoiceLine[]> } {
  const out: Order[] = [];
  const lines: Record<string, InvoiceLine[]> = {};
  const start = Date.UTC(2025, 5, 30, 2, 0, 0); // 2025-06-30 10:00 Asia/Shanghai
  for (let k = 0; k < 156; k += 1) {
    const term = terms[k % 12] as Terminal;
    const ddzt = orderStatuses[k % orderStatuses.length] as number;
    const fpzt = (ddzt === 0 ? issuedInvoiceStatus[k % 3] : ddzt === 3 ? 2 : ddzt === 4 ? 101 : ddzt === 11 || ddzt === 12 ? (k % 2 ? 11 : 111) : 2) as Order['fpzt'];
    const kind = (ddzt === 0 ? ((k / 13) | 0) % 5 : 0) as Order['kind'];
    const fplxdm = (term.invoiceTypes ?? ['026'])[k % (term.invoiceTypes?.length ?? 1)] as Order['fplxdm'];
    const orderLines: InvoiceLine[] = Array.from({ length: 1 + (k % 3) }, () => {
      const item = rand.pick(lineCatalogue);
      const quantity = new Decimal(rand.int(1, 20));
      const price = new Decimal(rand.int(1000, 500000)).div(100);
      return seededLine(item, quantity, price);
    });
    const amountCents = orderLines.reduce((sum, l) => sum.add(new Decimal(l.amount).mul(100)), new Decimal(0));
    const taxCents = orderLines.reduce((sum, l) => sum.add(new Decimal(l.taxAmount ?? '0').mul(100)), new Decimal(0));
    const sign = kind === 1 ? -1 : 1;
    const created = new Date(start - k * 3.5 * 3600_000);
    const id = `O${pad(k + 1, 5)}`;
    const buyer = `${rand.pick(cities)}${rand.pick(words)}${rand.pick(trades)}`;
    out.push({
      id,
      diskId: term.diskId,
      taxerId: term.taxerId,
      xfmc: term.taxerName,
      gfmc: buyer,
      gfsh: `91320000MA2${pad(rand.int(0, 9999999), 7)}`,
      fplxdm,
      ddzt,
      fpzt,
      kind,
      ywcj: String(1 + (k % 18)),
      ...(ddzt === 0 ? { fpdm: fplxdm.length === 3 ? `0310${pad(2200 + (k % 50), 8)}` : '', fphm: `${pad(24000000 + k * 37, 8)}` } : {}),
      amount: money(amountCents.mul(sign)),
      taxAmount: money(taxCents.mul(sign)),
      totalAmount: money(amountCents.add(taxCents).mul(sign)),
      createTime: created.toISOString(),
      ...(ddzt === 0 ? { issueTime: new Date(created.getTime() + 90_000).toISOString() } : {}),
      ...(ddzt === 4 ? { failReason: '税盘连接异常，请稍后重试' } : {}),
    });
    lines[id] = orderLines;
  }
  return { orders: out, lines };
}

/** How many invoices the seed issues over the last 400 days (the inquiry's realistic history). */
export const RECENT_INVOICE_COUNT = 1500;
const RECENT_DAYS = 400;
/** 2025-07-01 00:00 Asia/Shanghai: the recent history starts after the older seeded orders. */
const RECENT_FLOOR = Date.UTC(2025, 5, 30, 16, 0, 0);
const otherOrderCycle = [1, 3, 4, 7, 8, 10, 11, 12, 2, 6, 9] as const;
/** The order states of the first invoices, all made yesterday. */
const YESTERDAY_ORDERS = [1, 3, 0, 4, 1, 6, 8, 0, 9, 11, 7, 1] as const;

/** The invoice status an order state implies (the seed's reading: issuing until issued, failed, in review). */
function invoiceStatusOf(ddzt: number, k: number): Order['fpzt'] {
  if (ddzt === 4) return 101;
  if (ddzt === 11) return k % 2 ? 11 : 111;
  return 2;
}

/**
 * Invoices issued over the 400 days before the day of `now` (Asia/Shanghai days), on the first 12 terminals in
 * runs of ten, two runs in five on the member's three disks: most issued blue, some red, voided or in review, a tenth still
 * orders in other states. Its own PRNG, so the rest of the seed stays as it was; dates follow the clock, so
 * the default inquiry period (the previous month to today) always has invoices.
 */
function recentInvoices(terms: Terminal[], now: number): { orders: Order[]; lines: Record<string, InvoiceLine[]> } {
  const rand = seededRandom(SEED + 1);
  const out: Order[] = [];
  const lines: Record<string, InvoiceLine[]> = {};
  const dayMs = 86_400_000;
  // Midnight in Shanghai of today (UTC+8, no daylight saving).
  const todayStart = Math.floor((now + 8 * 3600_000) / dayMs) * dayMs - 8 * 3600_000;
  for (let k = 0; k < RECENT_INVOICE_COUNT; k += 1) {
    const block = Math.floor(k / 10);
    const term = terms[block % 5 < 2 ? block % 3 : 3 + (block % 9)] as Terminal;
    const slot = k % 10;
    let ddzt = 0;
    let fpzt: Order['fpzt'] = 3;
    let kind: Order['kind'] = 0;
    if (slot === 7) {
      fpzt = 103;
      kind = ([3, 3, 4, 2] as const)[block % 4] as Order['kind'];
    } else if (slot === 8 && k % 20 === 8) {
      fpzt = 12;
    } else if (slot === 9) {
      ddzt = otherOrderCycle[block % otherOrderCycle.length] as number;
      fpzt = invoiceStatusOf(ddzt, block);
    } else if (k % 50 === 3) {
      kind = 1;
    }
    // Yesterday's orders are still in progress in every way (within 48 hours: not expired), for the orders page.
    if (k < YESTERDAY_ORDERS.length) {
      ddzt = YESTERDAY_ORDERS[k] as number;
      fpzt = ddzt === 0 ? 3 : invoiceStatusOf(ddzt, k);
      kind = 0;
    }
    const types = term.invoiceTypes ?? ['026'];
    const fplxdm = types[(k * 7) % types.length] as Order['fplxdm'];
    const orderLines: InvoiceLine[] = Array.from({ length: 1 + (k % 4) }, () => {
      const item = rand.pick(lineCatalogue);
      const quantity = new Decimal(rand.int(1, 30));
      const price = new Decimal(rand.int(500, 800000)).div(100);
      return seededLine(item, quantity, price);
    });
    const sign = kind === 1 || kind === 4 ? -1 : 1;
    const amountCents = orderLines.reduce((sum, l) => sum.add(new Decimal(l.amount).mul(100)), new Decimal(0));
    const taxCents = orderLines.reduce((sum, l) => sum.add(new Decimal(l.taxAmount ?? '0').mul(100)), new Decimal(0));
    // Spread evenly over the days before today, newest first, between 08:30 and 18:30 Shanghai time (the same
    // data all day long: two seeds made on one day are equal).
    const day = k < YESTERDAY_ORDERS.length ? 1 : 1 + Math.floor((k * RECENT_DAYS) / RECENT_INVOICE_COUNT);
    const createdAt = todayStart - day * dayMs + (8.5 * 3600_000 + ((k * 7919) % 36_000) * 1000);
    // Never among the older seeded orders (June 2025), which stories show on a fixed clock.
    if (createdAt < RECENT_FLOOR) break;
    const id = `O${pad(157 + k, 5)}`;
    const digital = fplxdm.length === 2;
    const issued = ddzt === 0;
    out.push({
      id,
      diskId: term.diskId,
      taxerId: term.taxerId,
      xfmc: term.taxerName,
      gfmc: `${rand.pick(cities)}${rand.pick(words)}${rand.pick(trades)}`,
      gfsh: `91320000MA2${pad(rand.int(0, 9999999), 7)}`,
      fplxdm,
      ddzt,
      fpzt,
      kind,
      ywcj: String(1 + (k % 18)),
      ...(issued
        ? digital
          ? { fpdm: '', fphm: `2631${pad(20000000 + k, 16)}` }
          : { fpdm: `0310${pad(2500 + (k % 40), 8)}`, fphm: pad(25000000 + k, 8) }
        : {}),
      amount: money(amountCents.mul(sign)),
      taxAmount: money(taxCents.mul(sign)),
      totalAmount: money(amountCents.add(taxCents).mul(sign)),
      createTime: new Date(createdAt).toISOString(),
      ...(issued ? { issueTime: new Date(createdAt + 45_000).toISOString() } : {}),
      ...(ddzt === 4 ? { failReason: '税盘连接异常，请稍后重试' } : {}),
    });
    lines[id] = orderLines;
  }
  return { orders: out, lines };
}

const robotStates = [0, 1, 2, 3, 4, 5, -1] as const;
const robotStateStr: Record<number, string> = { 0: '已完成', 1: '处理中', 2: '待刷脸', 3: '待登录税局', 4: '发票已用完', 5: '排队中', [-1]: '未知' };

function robotTasks(rand: ReturnType<typeof seededRandom>, terms: Terminal[]): StoredRobotTask[] {
  return Array.from({ length: 21 }, (_, k) => {
    const term = terms[(k * 3) % 40] as Terminal;
    const state = robotStates[k % robotStates.length] as RobotTaskRow['state'];
    const count = rand.int(5, 60);
    const fail = state === 0 ? rand.int(0, 2) : state === 4 ? rand.int(1, 5) : 0;
    const success = state === 0 ? count - fail : state === 1 ? rand.int(0, count - 1) : 0;
    const wait = count - success - fail;
    return {
      taxerName: term.taxerName,
      diskId: term.diskId,
      taxerId: term.taxerId,
      success,
      count,
      wait,
      fail,
      stateStr: robotStateStr[state] as string,
      state,
      finishEstimate: state === 1 ? '1' : state === 3 ? '3' : '0',
      dayOffset: k < 14 ? 0 : -1,
    } satisfies StoredRobotTask;
  });
}

/** The goods of the issuing catalogue (every taxpayer's library starts with some of them, mocks/libraries.ts). */
export const goodsCatalogue: GoodsLine[] = [
  ...lineCatalogue.map((l, k) => ({
    id: `G${pad(k + 1, 4)}`,
    spbm: l.spbm,
    zxbm: `ZX${pad(k + 1, 6)}`,
    name: l.showName.split('*')[2] ?? l.showName,
    spmc: l.showName.split('*')[1] ?? '',
    showName: l.showName,
    dw: l.dw,
    price: ['300.00', '25.50', '120.00', '899.00', '1500.00', '2000.00'][k] ?? '1.00',
    taxRate: l.taxRate,
    lslbs: '',
    yhzcbs: '0',
    hsbz: '0',
    ssflbmSource: '2',
  })),
  {
    id: 'G0007',
    spbm: '1010115010100000000',
    zxbm: 'ZX000007',
    name: '蔬菜',
    spmc: '蔬菜',
    showName: '*蔬菜*蔬菜',
    dw: '千克',
    price: '6.00',
    taxRate: '0',
    lslbs: '1',
    yhzcbs: '1',
    yhzcsm: '免税',
    hsbz: '0',
    ssflbmSource: '9',
  },
];

function profilesOf(term: Terminal, index: number): LoginProfile[] {
  return (term.qdInfo ?? []).map((q, k) => {
    const id = identities.find((x) => x.dlsfStr === q.dlsfStr) ?? identities[0];
    return {
      diskId: term.diskId,
      termType: term.termType,
      tsp: term.tsp,
      taxerId: term.taxerId,
      taxerName: term.taxerName,
      dqbm: 'shanghai',
      dqbmName: '上海',
      dlsf: id?.dlsf,
      dlfs: k === 0 ? '1' : '12',
      defaultDlfs: '1',
      dlmm: 'encrypted:********',
      dlzh: q.dlzh,
      bsrysjhm: q.dlzh,
      bsryxm: k === 0 ? '陈开票' : '周财务',
      isKp: k === 0 ? 1 : 0,
      isEnable: 1,
      isAvailable: term.qdStatus === 1 ? 1 : 0,
      isPwdErr: index % 13 === 6 && k === 0 ? '1' : '0',
      isAutoChange: 0,
      qrCodeType: 0,
      agencyLogin: 0,
      isFastLogin: 0,
      ...(k === 0 ? { dlfsList: ['1', '12', '13'], appName: '电子税务局' } : {}),
    };
  });
}

/** Accounts that start without a default terminal: the ones marked so, and those whose enterprise has none. */
function noDefaultTerminal(account: DemoAccount, terms: readonly Terminal[]): boolean {
  return !!account.noDefaultTerminal || (account.scope === 'enterprise' && !terms.some((t) => t.taxerId === account.enterpriseTaxerId));
}

/** The seeded terminal (already expired, serviceStatus 4, seen only by the provider) that the member's enterprise also holds. */
export const MEMBER_EXPIRED_TERMINAL = 57;

/**
 * The member's enterprise holds a fourth disk whose service has expired (for tests/e2e/gate.e2e.ts: switching to a terminal
 * with serviceStatus 4), appended after its three in service so its default and first rows stay as they were.
 */
function giveMemberExpiredTerminal(terms: Terminal[]): void {
  const first = terms[0];
  const expired = terms[MEMBER_EXPIRED_TERMINAL];
  if (!first || !expired) return;
  expired.taxerId = first.taxerId;
  expired.taxerName = first.taxerName;
}

// Seeding takes a few hundred milliseconds (the 400 days of invoices, in decimal arithmetic), and every test reseeds the
// backend before it starts. A seed depends only on the Shanghai day of `now`, so each day's seed is made once and
// each caller gets its own deep copy of it (see copyOnUse).
let seedOfDay: { day: number; seed: MockDb } | null = null;

export function createSeed(now: number = Date.now()): MockDb {
  const day = shanghaiMidnight(now);
  if (seedOfDay?.day !== day) seedOfDay = { day, seed: seedFor(day) };
  return copyOnUse(seedOfDay.seed);
}

/**
 * A deep copy of the seed whose collections are each copied when first read or replaced: most tests and stories
 * touch a few of them, and the orders with their lines (1.3 of the seed's 1.6 MB) were most of the time of a
 * whole copy, made before every test. The copy behaves as a plain object (spread, JSON, `in`, assignment, delete);
 * collections share no objects, as in the browser's copy, which is kept as JSON (mocks/db.ts).
 */
function copyOnUse(seed: MockDb): MockDb {
  const copy = {} as MockDb;
  const own = (key: string, value: unknown) =>
    Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
  for (const [key, value] of Object.entries(seed)) {
    if (value === null || typeof value !== 'object') {
      own(key, value);
      continue;
    }
    Object.defineProperty(copy, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const copied: unknown = structuredClone(value);
        own(key, copied);
        return copied;
      },
      set: (next: unknown) => own(key, next),
    });
  }
  return copy;
}

function seedFor(now: number): MockDb {
  const rand = seededRandom(SEED);
  const terms = terminals(rand);
  giveMemberExpiredTerminal(terms);
  const older = orders(rand, terms);
  const recent = recentInvoices(terms, now);
  const digital = terms[0] ? seedDigitalInvoices(terms[0], lineCatalogue, now) : { orders: [], lines: {} };
  // Blue invoices to reverse on 负数发票开具, some partly reversed already (mocks/data/negative.ts).
  const negative = terms[0] ? seedNegativeCases(terms[0], now) : { orders: [], lines: {}, redOf: {} };
  const voidable = terms[0] ? seedVoidableInvoices(terms[0], now) : { orders: [], lines: {} };
  const orderRows = [...digital.orders, ...recent.orders, ...older.orders, ...voidable.orders];
  const lines = { ...older.lines, ...recent.lines, ...digital.lines, ...voidable.lines };
  // The member's default terminal also issues fully-digital invoices through its tax-bureau account (issueType 3:
  // our reading, the spec names issueType without values); set after the orders so the seeded orders stay as they were.
  const first = terms[0];
  if (first) {
    first.invoiceTypes = [...(first.invoiceTypes ?? []), '81', '82', '85', '86'];
    first.issueType = 3;
  }
  const currentDisk: Record<string, string | null> = {};
  for (const a of demoAccountList) currentDisk[a.uid] = noDefaultTerminal(a, terms) ? null : (terms[0]?.diskId ?? null);
  // The provider sees every terminal; its default is a cloud-edition one (IT200, normal, online, verified).
  currentDisk[demoAccounts.provider.uid] = terms[12]?.diskId ?? null;
  const messages: Record<string, Message[]> = Object.fromEntries(demoAccountList.map((a) => [a.uid, seedMessages(a)]));
  return seedTaxOps(seedRepairCases(seedFaceScanCases({
    version: SEED_VERSION,
    counter: 0,
    tokens: {},
    refreshTokens: {},
    terminals: terms,
    currentDisk,
    // The negative cases after the sheets and periods are made from the other orders, so that those stay as they were.
    orders: [...negative.orders, ...orderRows],
    orderLines: { ...lines, ...negative.lines },
    robotTasks: robotTasks(rand, terms),
    drafts: terms.slice(0, 25).map((t, k) => ({ taxerName: t.taxerName, diskId: t.diskId, count: 1 + ((k * 7) % 40) })),
    // The member's enterprise holds the seeded libraries; other taxpayers' are made on first use (mocks/libraries.ts).
    goods: { [taxerIdOf(0)]: structuredClone([...goodsCatalogue, ...libraryGoods()]) },
    includingTax: Object.fromEntries(terms.map((t, k) => [t.diskId, (k % 2) as 0 | 1])),
    sellerBank: Object.fromEntries(
      terms.filter((_, k) => k % 5 !== 4).map((t, k) => [t.diskId, { khh: '中国工商银行上海分行', yhzh: `1001${pad(k * 97, 15)}` }]),
    ),
    sellerContact: {},
    customers: { [taxerIdOf(0)]: seedCustomers() },
    faceScan: Object.fromEntries(
      terms.map((t, k) => [t.diskId, { type: k % 2 === 0 ? 1 : 2, phxxz: k % 2 === 0 ? '24' : '30', max: k % 2 === 0 ? 48 : 60, tsSync: '2025-06-29T08:00:00.000Z', phxxlb: k % 2 === 0 ? 1 : 2 } satisfies FaceScanConfig]),
    ),
    profiles: Object.fromEntries(terms.map((t, k) => [t.diskId, profilesOf(t, k)])),
    taxLogin: Object.fromEntries(terms.map((t) => [t.diskId, t.qdStatus === 1 ? 1 : 0])),
    traces: {},
    syncRecords: ([0, 1, 2] as const).map((status, k) => ({
      tsCreate: new Date(Date.UTC(2025, 5, 28 - k, 2, 0, 0)).toISOString(),
      taxerId: terms[0]?.taxerId ?? '',
      diskId: terms[0]?.diskId ?? '',
      status,
      ...(status === 2 ? { message: '电子税局繁忙或在维护中，请稍后重试' } : {}),
    })),
    messages,
    notices: [
      { id: 'N001', title: '关于全面数字化电子发票推广的通知', content: '自7月1日起，平台全面支持数电发票开具。', createTime: '2025-06-25T02:00:00.000Z' },
      { id: 'N002', title: '端午节客服时间调整', content: '端午节期间客服热线服务时间为9:00-17:00。', createTime: '2025-05-28T02:00:00.000Z' },
      { id: 'N003', title: '新版开票界面上线', content: '新版开票界面支持键盘快捷操作。', createTime: '2025-05-10T02:00:00.000Z' },
    ],
    issuing: { keys: {}, runs: {}, redOf: negative.redOf },
    redSheets: seedRedSheets(orderRows, lines, now),
    taxReturns: seedTaxReturns(terms, orderRows, now),
  }), now), now);
}
