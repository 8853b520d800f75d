// The input-VAT store of the embedded backend (platform/api/openapi/inputVat.yaml; docs/input-vat/deduction-collection.md):
// each enterprise's purchase invoices, the periods it confirmed, and the tax bureau's download tasks. Kept in the one
// database (mocks/db.ts) beside the seeded store, made per enterprise on first use (mocks/inputVat/seed.ts), so a
// database stored before it existed gets it too and a reset of the demo data resets it.
import Decimal from 'decimal.js';
import type { PeriodStatistics, PurchaseInvoice, PurchaseInvoiceLine, RateStatistics } from '../../features/input-vat/api';
import { getDb } from '../db';
import { downloadedInvoices, seedTaxpayer } from './seed';

/** A purchase invoice as the backend keeps it: what the list shows, the buyer it is for, and its lines once known. */
export interface StoredPurchase extends PurchaseInvoice {
  /** Lines read from an uploaded file; seeded and downloaded invoices make theirs from the amount (linesOf). */
  lines?: PurchaseInvoiceLine[];
}

export interface TaxpayerVat {
  taxNo: string;
  invoices: StoredPurchase[];
  /** period (YYYYMM) -> when its statistics were confirmed (ISO). */
  confirmed: Record<string, string>;
  /** Numbers the next new invoice ids. */
  seq: number;
}

export interface StoredTask {
  id: string;
  taxNo: string;
  period: string;
  startedAt: number;
  /** How long the tax bureau takes (ms). */
  runMs: number;
  /** The enterprise had no tax-bureau login when it started: the task fails with the server's words. */
  failure?: string;
  /** Set once the downloaded invoices were added. */
  result?: { added: number; duplicates: number };
}

export interface InputVatStore {
  taxpayers: Record<string, TaxpayerVat>;
  tasks: Record<string, StoredTask>;
  taskSeq: number;
}

declare module '../seed' {
  interface MockDb {
    /** Input VAT: purchase invoices, confirmed periods, download tasks (mocks/inputVat/store.ts; made on first use). */
    inputVat?: InputVatStore;
  }
}

const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;

/** The Shanghai calendar day of an instant (YYYY-MM-DD). */
export const shanghaiDate = (now: number): string => new Date(now + SHANGHAI).toISOString().slice(0, 10);
/** The period (YYYYMM) of a day. */
export const periodOfDate = (day: string): string => day.slice(0, 4) + day.slice(5, 7);
/** The current period: this month in Asia/Shanghai. */
export const currentPeriod = (now: number = Date.now()): string => periodOfDate(shanghaiDate(now));
/** The month before a period. */
export function previousPeriod(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, '0')}`;
}
export { DAY };

/** The store, with a finished download of the member's previous period (task CT0) on first use. */
export function inputVatStore(now: number = Date.now()): InputVatStore {
  const db = getDb();
  db.inputVat ??= {
    taxpayers: {},
    tasks: { CT0: { id: 'CT0', taxNo: '91310000MA1G000001', period: previousPeriod(currentPeriod(now)), startedAt: now - 40 * DAY, runMs: 3000, result: { added: 0, duplicates: 24 } } },
    taskSeq: 0,
  };
  return db.inputVat;
}

/** An enterprise's input VAT, seeded on first use; downloads that finished meanwhile are applied first. */
export function taxpayerOf(taxNo: string, now: number = Date.now()): TaxpayerVat {
  const store = inputVatStore(now);
  let payer = store.taxpayers[taxNo];
  if (!payer) store.taxpayers[taxNo] = payer = seedTaxpayer(taxNo, now);
  for (const task of Object.values(store.tasks)) if (task.taxNo === taxNo) settleTask(task, payer, now);
  return payer;
}

/** Whether an invoice is the same as another: the same code and number. */
export const sameInvoice = (a: Pick<PurchaseInvoice, 'fpdm' | 'fphm'>, b: Pick<PurchaseInvoice, 'fpdm' | 'fphm'>): boolean => a.fphm === b.fphm && a.fpdm === b.fpdm;

/** Adds invoices not held yet; answers, per invoice, the one now held and whether it was new. */
export function addInvoices(payer: TaxpayerVat, incoming: readonly Omit<StoredPurchase, 'id'>[]): Array<{ invoice: StoredPurchase; added: boolean }> {
  const byKey = new Map(payer.invoices.map((inv) => [`${inv.fpdm}|${inv.fphm}`, inv]));
  return incoming.map((inv) => {
    const key = `${inv.fpdm}|${inv.fphm}`;
    const held = byKey.get(key);
    if (held) return { invoice: held, added: false };
    payer.seq += 1;
    const stored: StoredPurchase = { ...inv, id: `PI${payer.taxNo.slice(-6)}-${String(payer.seq).padStart(4, '0')}` };
    payer.invoices.push(stored);
    byKey.set(key, stored);
    return { invoice: stored, added: true };
  });
}

/** Applies a finished download (once): its invoices are added, the ones held counted as duplicates. */
function settleTask(task: StoredTask, payer: TaxpayerVat, now: number): void {
  if (task.result || task.failure || now - task.startedAt < task.runMs) return;
  const results = addInvoices(payer, downloadedInvoices(task.taxNo, task.period, payer, task.startedAt + task.runMs));
  const added = results.filter((r) => r.added).length;
  task.result = { added, duplicates: results.length - added };
}

/** Whether the period may still be changed: the current one, not confirmed. */
export const isOpen = (payer: TaxpayerVat, period: string, now: number = Date.now()): boolean => period === currentPeriod(now) && !payer.confirmed[period];

/** The invoices of a period: the current open one lists every invoice not ticked in another period; others what they ticked. */
export function invoicesOfPeriod(payer: TaxpayerVat, period: string, now: number = Date.now()): StoredPurchase[] {
  const open = isOpen(payer, period, now);
  return payer.invoices.filter((inv) => (open ? !inv.ticked || inv.period === period : inv.ticked && inv.period === period));
}

const rateOrder = (a: string, b: string) => Number(b) - Number(a);

/** The statistics of a period, in exact decimals: ticked count, amount and tax, in total and by rate. */
export function statisticsOf(payer: TaxpayerVat, period: string, now: number = Date.now()): PeriodStatistics {
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  let count = 0;
  let candidates = 0;
  const rates = new Map<string, { count: number; amount: Decimal; tax: Decimal }>();
  const open = isOpen(payer, period, now);
  for (const inv of payer.invoices) {
    if (inv.ticked && inv.period === period) {
      count += 1;
      amount = amount.add(inv.amount);
      tax = tax.add(inv.taxAmount);
      let r = rates.get(inv.taxRate);
      if (!r) rates.set(inv.taxRate, (r = { count: 0, amount: new Decimal(0), tax: new Decimal(0) }));
      r.count += 1;
      r.amount = r.amount.add(inv.amount);
      r.tax = r.tax.add(inv.taxAmount);
    } else if (open && !inv.ticked) candidates += 1;
  }
  const byRate: RateStatistics[] = [...rates]
    .sort(([a], [b]) => rateOrder(a, b))
    .map(([taxRate, r]) => ({ taxRate, count: r.count, amount: r.amount.toFixed(2), taxAmount: r.tax.toFixed(2) }));
  const confirmedAt = payer.confirmed[period];
  return {
    taxNo: payer.taxNo,
    period,
    confirmed: Boolean(confirmedAt),
    ...(confirmedAt ? { confirmedAt } : {}),
    count,
    amount: amount.toFixed(2),
    taxAmount: tax.toFixed(2),
    byRate,
    candidates,
  };
}

/**
 * The input tax of an enterprise's period, for other parts of the backend (the VAT return's input tax,
 * mocks/declarations/inputTax.ts): the ticked invoices of the period, confirmed or not yet, as decimal strings exact
 * to the fen. The period is YYYYMM or YYYY-MM (the declarations write it so); the answer gives it as asked.
 */
export function inputTaxOfPeriod(taxNo: string, period: string): { taxNo: string; period: string; confirmed: boolean; count: number; amount: string; tax: string } {
  // Read, not stored: an enterprise nobody has opened on the ticking pages is counted from its seed (the same the
  // ticking pages would store on first use) without keeping it. The VAT returns of every enterprise served ask this,
  // and storing each one's few hundred purchase invoices would outgrow the embedded backend's localStorage.
  const now = Date.now();
  const payer = inputVatStore(now).taxpayers[taxNo] ? taxpayerOf(taxNo, now) : seedTaxpayer(taxNo, now);
  const s = statisticsOf(payer, period.replace('-', ''), now);
  return { taxNo, period, confirmed: s.confirmed, count: s.count, amount: s.amount, tax: s.taxAmount };
}
