// Seeded red-letter sheets and tax-return periods: made from the seeded invoices and terminals.
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { RedSheet } from '../../features/red-letter/api';
import type { TaxReturnRow } from '../../features/tax-returns/api';
import type { Terminal } from '../../features/terminals/api';
import { pad } from '../random';

/** A stored sheet: a demo sheet may move on by itself at `settle.at` (review approved, buyer confirmed). */
export interface StoredRedSheet extends RedSheet {
  settle?: { at: number; to: RedSheet['status'] };
}

/** How long the demo's review or buyer takes to answer a sheet (docs/demo.md says it). */
export const DEMO_RED_SHEET_ANSWER_MS = 5_000;

const paperTypes = new Set(['004', '028']);
const DAY = 86_400_000;

/** Midnight in Shanghai (UTC+8, no daylight saving) of the day of `now`: seeds made on one day are equal. */
export function shanghaiMidnight(now: number): number {
  return Math.floor((now + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
}

/** How many fully-digital blue invoices the member's default terminal has issued (the digital sheets' blue invoices). */
export const DIGITAL_INVOICE_COUNT = 12;

/**
 * Fully-digital invoices (82 normal, 81 special, in turn) issued by the member's default terminal over the last 24 days,
 * so the fully-digital inquiry and confirmation sheets have history; ids OD0001..., numbers 20 digits.
 */
export function seedDigitalInvoices(term: Terminal, catalogue: ReadonlyArray<{ spbm: string; showName: string; dw: string; taxRate: string }>, now: number): { orders: Order[]; lines: Record<string, InvoiceLine[]> } {
  const today = shanghaiMidnight(now);
  const orders: Order[] = [];
  const lines: Record<string, InvoiceLine[]> = {};
  // Ordinary goods and services only: transport codes (301...) belong to the special business of freight and passengers.
  const goods = catalogue.filter((c) => !c.spbm.startsWith('301'));
  const buyers = ['杭州云帆贸易有限公司', '南京恒信建材有限公司', '苏州启明电子科技有限公司', '宁波海润物流有限公司'];
  for (let k = 0; k < DIGITAL_INVOICE_COUNT; k += 1) {
    const id = `OD${pad(k + 1, 4)}`;
    const picked = [0, 1].map((j) => goods[(k * 3 + j) % goods.length] as (typeof catalogue)[number]).slice(0, 1 + (k % 2));
    const orderLines = picked.map((item, j) => {
      const quantity = new Decimal(1 + ((k + j) % 9));
      const price = new Decimal(120 + k * 37 + j * 11).add('0.50');
      const amount = quantity.mul(price);
      return { ...item, lslbs: '', quantity: quantity.toFixed(0), price: price.toFixed(2), amount: amount.toFixed(2), taxAmount: amount.mul(item.taxRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) };
    });
    const amount = orderLines.reduce((sum, l) => sum.add(l.amount), new Decimal(0));
    const tax = orderLines.reduce((sum, l) => sum.add(l.taxAmount), new Decimal(0));
    const at = new Date(today - (1 + 2 * k) * DAY + 9.5 * 3600_000).toISOString();
    lines[id] = orderLines;
    orders.push({
      id,
      diskId: term.diskId,
      taxerId: term.taxerId,
      xfmc: term.taxerName,
      gfmc: buyers[k % buyers.length] as string,
      gfsh: `91330100MA2${pad(7_000_000 + k * 13, 7)}`,
      fplxdm: k % 2 ? '81' : '82',
      ddzt: 0,
      fpzt: 3,
      kind: 0,
      ywcj: '1',
      fpdm: '',
      fphm: `2631${pad(90_000_000 + k, 16)}`,
      amount: amount.toFixed(2),
      taxAmount: tax.toFixed(2),
      totalAmount: amount.add(tax).toFixed(2),
      createTime: at,
      issueTime: at,
    });
  }
  return { orders, lines };
}

/** The seeded confirmation sheets against the first digital invoices: one per state a user meets. */
const digitalCycle: Array<{ status: RedSheet['status']; direction: RedSheet['direction'] }> = [
  { status: '03', direction: 'received' },
  { status: '02', direction: 'sent' },
  { status: '04', direction: 'sent' },
  { status: '01', direction: 'sent' },
  { status: '06', direction: 'received' },
  { status: '07', direction: 'sent' },
];

function digitalSheets(orders: readonly Order[], lines: Record<string, InvoiceLine[]>): StoredRedSheet[] {
  return orders
    .filter((o) => o.id.startsWith('OD'))
    .slice(0, digitalCycle.length)
    .map((o, k) => {
      const state = digitalCycle[k] as (typeof digitalCycle)[number];
      const blueLines = lines[o.id] ?? [];
      const created = Date.parse(o.issueTime ?? o.createTime) + DAY / 2;
      return {
        id: `HZD${pad(k + 1, 7)}`,
        sheetNo: digitalSheetNo(o.diskId, created, 1 + k),
        sheetKind: 'digital' as const,
        direction: state.direction,
        diskId: o.diskId,
        status: state.status,
        xfmc: o.xfmc,
        xfsh: o.taxerId,
        gfmc: o.gfmc,
        ...(o.gfsh ? { gfsh: o.gfsh } : {}),
        blueInvoiceCode: '',
        blueInvoiceNumber: o.fphm ?? '',
        fplxdm: o.fplxdm,
        reason: (['02', '01', '04', '03'] as const)[k % 4] as RedSheet['reason'],
        createTime: new Date(created).toISOString(),
        ...(['04', '06'].includes(state.status) ? { confirmTime: new Date(created + 3600_000).toISOString() } : {}),
        ...sheetLines(blueLines, blueLines.map((l, index) => ({ index, amount: l.amount }))),
      };
    });
}

/** The paper sheet number: 16 digits (the disk's last 6, the year and month, a sequence). */
export function paperSheetNo(diskId: string, at: number, seq: number): string {
  const d = new Date(at + 8 * 3600_000);
  return `${diskId.slice(-6)}${String(d.getUTCFullYear()).slice(2)}${pad(d.getUTCMonth() + 1, 2)}${pad(seq % 1_000_000, 6)}`;
}

/** The digital sheet number: 20 digits. */
export function digitalSheetNo(diskId: string, at: number, seq: number): string {
  return `${paperSheetNo(diskId, at, seq)}${pad(seq % 10_000, 4)}`;
}

/** The sheet's lines and totals for redeeming `amounts` (by line index) of a blue invoice's lines. */
export function sheetLines(lines: readonly InvoiceLine[], amounts: ReadonlyArray<{ index: number; amount: string }>): Pick<RedSheet, 'lines' | 'amount' | 'taxAmount' | 'totalAmount'> {
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  const out = amounts.map(({ index, amount: a }) => {
    const line = lines[index] as InvoiceLine;
    const value = new Decimal(a);
    const lineTax = value.mul(line.taxRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    amount = amount.add(value);
    tax = tax.add(lineTax);
    const whole = new Decimal(line.amount).eq(value);
    return {
      index,
      showName: line.showName,
      ...(line.spbm ? { spbm: line.spbm } : {}),
      ...(line.ggxh ? { ggxh: line.ggxh } : {}),
      ...(line.dw ? { dw: line.dw } : {}),
      ...(whole && line.quantity ? { quantity: new Decimal(line.quantity).neg().toString() } : {}),
      ...(whole && line.price ? { price: line.price } : {}),
      amount: value.neg().toFixed(2),
      taxRate: line.taxRate,
      taxAmount: lineTax.neg().toFixed(2),
    };
  });
  return { lines: out, amount: amount.neg().toFixed(2), taxAmount: tax.neg().toFixed(2), totalAmount: amount.add(tax).neg().toFixed(2) };
}

/** The seeded sheets' states in turn: approved, under review, refused, approved and redeemed, revoked. */
const cycle: Array<{ status: RedSheet['status']; direction: RedSheet['direction']; redeemed?: boolean }> = [
  { status: '11', direction: 'sent' },
  { status: '10', direction: 'sent' },
  { status: '12', direction: 'sent' },
  { status: '11', direction: 'received' },
  { status: '11', direction: 'sent', redeemed: true },
  { status: '08', direction: 'sent' },
];

/**
 * Paper sheets against every fourth issued blue special invoice (004, 028) of the last 90 days, in the states above;
 * a sheet under review is seeded settled (it stays under review: only sheets applied for at run time move on).
 */
export function seedRedSheets(orders: readonly Order[], lines: Record<string, InvoiceLine[]>, now: number): StoredRedSheet[] {
  const today = shanghaiMidnight(now);
  const blue = orders.filter(
    (o) => o.ddzt === 0 && o.fpzt === 3 && o.kind === 0 && paperTypes.has(o.fplxdm) && o.fphm && Date.parse(o.issueTime ?? o.createTime) > today - 90 * DAY,
  );
  const out: StoredRedSheet[] = [];
  blue
    .filter((_, k) => k % 4 === 0)
    .forEach((o, k) => {
      const state = cycle[k % cycle.length] as (typeof cycle)[number];
      const blueLines = lines[o.id] ?? [];
      if (blueLines.length === 0) return;
      // Every other sheet redeems the first line only, at half its amount (a partial sheet).
      const amounts = k % 2 ? [{ index: 0, amount: new Decimal((blueLines[0] as InvoiceLine).amount).div(2).toFixed(2) }] : blueLines.map((l, index) => ({ index, amount: l.amount }));
      const created = Math.min(today - DAY + 10 * 3600_000, Date.parse(o.issueTime ?? o.createTime) + (1 + (k % 5)) * DAY);
      out.push({
        id: `HZ${pad(100001 + k, 7)}`,
        sheetNo: paperSheetNo(o.diskId, created, 1 + k),
        sheetKind: 'paper',
        direction: state.direction,
        diskId: o.diskId,
        status: state.status,
        xfmc: o.xfmc,
        xfsh: o.taxerId,
        gfmc: o.gfmc,
        ...(o.gfsh ? { gfsh: o.gfsh } : {}),
        blueInvoiceCode: o.fpdm ?? '',
        blueInvoiceNumber: o.fphm ?? '',
        fplxdm: o.fplxdm,
        reason: (['01', '02', '04', '03'] as const)[k % 4] as RedSheet['reason'],
        createTime: new Date(created).toISOString(),
        ...(state.status === '11' || state.status === '12' ? { confirmTime: new Date(created + 3600_000).toISOString() } : {}),
        ...(state.redeemed ? { redInvoiceCode: o.fpdm ?? '', redInvoiceNumber: pad(Number(o.fphm) + 500_000, 8) } : {}),
        ...sheetLines(blueLines, amounts),
      });
    });
  return [...out, ...digitalSheets(orders, lines)].sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime));
}

/** The Shanghai month (yyyy-MM) of an ISO time. */
const shanghaiMonth = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 7);

const taxControlTypes = ['004', '007', '025', '026', '028'];

/** The previous month of `now` in Shanghai, yyyy-MM: the reporting period of the month's copy/report. */
export function reportingPeriod(now: number): string {
  const d = new Date(now + 8 * 3600_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth(); // 0-based: the previous month's 1-based number
  return m === 0 ? `${y - 1}-12` : `${y}-${pad(m, 2)}`;
}

/**
 * One period row per terminal and tax-control invoice type it issues (fully-digital invoices are not copied), its
 * copy/report status cycling through 1-4; every other period in 3 is already declared at the tax bureau.
 */
export function seedTaxReturns(terms: readonly Terminal[], orders: readonly Order[], now: number): TaxReturnRow[] {
  const today = shanghaiMidnight(now);
  const period = reportingPeriod(now);
  const rows: TaxReturnRow[] = [];
  terms.forEach((t, k) => {
    for (const fplxdm of (t.invoiceTypes ?? []).filter((type) => taxControlTypes.includes(type))) {
      const n = rows.length;
      const cbzt = String(1 + ((k + n) % 4)) as TaxReturnRow['cbzt'];
      const issued = orders.filter((o) => o.diskId === t.diskId && o.fplxdm === fplxdm && o.ddzt === 0 && shanghaiMonth(o.issueTime ?? o.createTime) === period);
      const total = issued.reduce((sum, o) => sum.add(o.totalAmount), new Decimal(0));
      rows.push({
        id: `TR-${t.diskId}-${fplxdm}`,
        diskId: t.diskId,
        taxerName: t.taxerName,
        taxerId: t.taxerId,
        fplxdm,
        period,
        cbzt,
        declared: cbzt === '4' || (cbzt === '3' && n % 2 === 0),
        invoiceCount: issued.length,
        totalAmount: total.toFixed(2),
        ...(cbzt === '3' || cbzt === '4' ? { copyTime: new Date(today - 5 * DAY + 9 * 3600_000).toISOString() } : {}),
        ...(cbzt === '4' ? { writeBackTime: new Date(today - 2 * DAY + 9 * 3600_000).toISOString() } : {}),
      });
    }
  });
  return rows;
}
