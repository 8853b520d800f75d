// Paper invoice stock (spec 02 §7.3 'stock') and the issued paper invoices of this month that the void pages work on
// (docs/workbench/void.md). Deterministic: the same terminals hold the same rolls on every start.
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { StockSegment } from '../../features/invoice-void/api';
import type { Terminal } from '../../features/terminals/api';
import { pad } from '../random';
import { shanghaiMidnight } from './redLetter';

type PaperType = StockSegment['fplxdm'];
export const PAPER_TYPES: readonly PaperType[] = ['004', '007', '025'];

const DAY = 86_400_000;
/** When the seeded rolls were received (领购): 2025-06-10 10:00 in Shanghai. */
const RECEIVED_AT = '2025-06-10T02:00:00.000Z';
/** Sheets per roll: a box of special invoices, a box of normal ones, a roll of roll invoices (our choice). */
const ROLL_SIZE: Record<PaperType, number> = { '004': 50, '007': 100, '025': 250 };
const CODE_PART: Record<PaperType, string> = { '004': '26', '007': '27', '025': '28' };
const NUMBER_BASE: Record<PaperType, number> = { '004': 10_000_000, '007': 20_000_000, '025': 30_000_000 };

/** The roll a terminal (by its index in the seed) received of a paper type: its code and first number. */
export function rollOf(termIndex: number, type: PaperType): { fpdm: string; first: number; size: number } {
  return { fpdm: `03100${CODE_PART[type]}${pad(termIndex, 5)}`, first: NUMBER_BASE[type] + termIndex * 1000 + 1, size: ROLL_SIZE[type] };
}

/** The paper invoices of this month seeded on the member's (and the agency's) default terminal, by type. */
const VOIDABLE: ReadonlyArray<{ type: PaperType; buyer: string; amount: string; rate: string }> = [
  { type: '004', buyer: '杭州明远五金贸易有限公司', amount: '12800.00', rate: '0.13' },
  { type: '004', buyer: '南京嘉禾建材有限公司', amount: '5600.00', rate: '0.13' },
  { type: '007', buyer: '苏州瑞科电子有限公司', amount: '860.00', rate: '0.13' },
  { type: '007', buyer: '宁波远航物流有限公司', amount: '1500.00', rate: '0.09' },
  { type: '007', buyer: '上海演示失败商贸有限公司', amount: '320.00', rate: '0.06' },
  { type: '007', buyer: '无锡锦程餐饮管理有限公司', amount: '458.00', rate: '0.06' },
  { type: '007', buyer: '合肥长安办公用品有限公司', amount: '2260.00', rate: '0.13' },
  { type: '007', buyer: '常州新华印务有限公司', amount: '980.00', rate: '0.13' },
  { type: '025', buyer: '上海静安便利店', amount: '56.00', rate: '0.13' },
  { type: '025', buyer: '上海徐汇文具店', amount: '128.00', rate: '0.13' },
];

/** How many numbers of each roll the seeded invoices of terminal 0 used. */
function usedOf(termIndex: number, type: PaperType): number {
  return termIndex === 0 ? VOIDABLE.filter((v) => v.type === type).length : 0;
}

const paperTypesOf = (term: Terminal): PaperType[] => PAPER_TYPES.filter((type) => (term.invoiceTypes ?? []).includes(type));

/** A terminal's stock as seeded: one segment per paper type it issues, from the first unused number to the roll's end. */
export function seedStock(term: Terminal, termIndex: number): StockSegment[] {
  // Received once, on a fixed day (the same stock and screenshots whatever the day).
  const receivedAt = RECEIVED_AT;
  return paperTypesOf(term).map((type) => {
    const roll = rollOf(termIndex, type);
    const used = usedOf(termIndex, type);
    return {
      fplxdm: type,
      fpdm: roll.fpdm,
      qshm: pad(roll.first + used, 8),
      zzhm: pad(roll.first + roll.size - 1, 8),
      count: roll.size - used,
      receivedAt,
    };
  });
}

/**
 * Issued paper invoices of the current month (Asia/Shanghai) on a terminal, numbered from the start of its rolls: what
 * the batch void finds on the member's and the agency's default terminal whatever the day. Issued yesterday, or in
 * the first minutes of today on the first of a month.
 */
export function seedVoidableInvoices(term: Terminal, now: number): { orders: Order[]; lines: Record<string, InvoiceLine[]> } {
  const today = shanghaiMidnight(now);
  const firstOfMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: '2-digit' }).format(new Date(today)) === '01';
  const orders: Order[] = [];
  const lines: Record<string, InvoiceLine[]> = {};
  const next: Partial<Record<PaperType, number>> = {};
  VOIDABLE.forEach((v, k) => {
    const roll = rollOf(0, v.type);
    const n = next[v.type] ?? 0;
    next[v.type] = n + 1;
    const at = firstOfMonth ? today + (1 + k) * 60_000 : today - DAY + (9 * 3600 + k * 1800) * 1000;
    const amount = new Decimal(v.amount);
    const tax = amount.mul(v.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const id = `OV${pad(k + 1, 4)}`;
    lines[id] = [
      { spbm: '1060201070000000000', showName: '*纸制品*办公用纸', dw: '箱', quantity: '1', price: amount.toFixed(2), amount: amount.toFixed(2), taxRate: v.rate, taxAmount: tax.toFixed(2), lslbs: '' },
    ];
    orders.push({
      id,
      diskId: term.diskId,
      taxerId: term.taxerId,
      xfmc: term.taxerName,
      gfmc: v.buyer,
      gfsh: `91320500MA1${pad(3_100_000 + k * 17, 7)}`,
      fplxdm: v.type,
      ddzt: 0,
      fpzt: 3,
      kind: 0,
      ywcj: '1',
      fpdm: roll.fpdm,
      fphm: pad(roll.first + n, 8),
      amount: amount.toFixed(2),
      taxAmount: tax.toFixed(2),
      totalAmount: amount.add(tax).toFixed(2),
      createTime: new Date(at - 45_000).toISOString(),
      issueTime: new Date(at).toISOString(),
    });
  });
  return { orders, lines };
}
