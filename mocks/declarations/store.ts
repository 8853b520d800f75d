// The declarations of the embedded backend (platform/api/openapi/declarations.yaml): every enterprise's VAT return and
// financial statements for the last two periods, their filing states, and the certificates of the paid ones. Made on
// first use from the database's terminals, invoices and copy/report periods (so the rest of the seed stays as it was)
// and kept in it (`declarations`); a reset of the demo data makes them again.
import Decimal from 'decimal.js';
import type { Certificate, Declaration, StatementValues } from '../../features/declarations/api';
import { deadlineOf, monthOf, monthsBefore, reportingPeriod } from '../../features/declarations/rules/periods';
import { salesEntriesOf, vatFigures, type VatFigures } from '../../features/declarations/rules/vatReturn';
import type { DemoAccount } from '../accounts';
import { getDb, visibleTerminals } from '../db';
import { pad } from '../random';
import type { MockDb } from '../seed';
import { inputTaxOfPeriod } from './inputTax';

/** A declaration as stored: the row without its derived copy/report status, plus what was sent. */
export interface DeclarationRecord extends Omit<Declaration, 'cbzt'> {
  /** Enterprise ordinal (the id's number). */
  seq: number;
  /** The VAT return's figures as sent (frozen). */
  figures?: VatFigures;
  /** The statements as saved or sent. */
  values?: StatementValues;
}

export interface DeclarationStore {
  records: DeclarationRecord[];
  certificates: Certificate[];
}

type WithDeclarations = MockDb & { declarations?: DeclarationStore };

const DAY = 86_400_000;
const shanghaiMidnight = (now: number) => Math.floor((now + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;

/** The declarations of the database, made on first use. */
export function declarationStore(now: number = Date.now()): DeclarationStore {
  const db = getDb() as WithDeclarations;
  db.declarations ??= seedDeclarations(db, now);
  return db.declarations;
}

/** Declaration id: enterprise ordinal, months before the filing month (1 = the reporting period), report type. */
export const declarationId = (seq: number, monthsBack: number, type: '1' | '2') => `SB-${pad(seq, 4)}-${monthsBack}-${type}`;
export const certificateIdOf = (declaration: string) => `WSPZ-${declaration}`;

/** The enterprises of the database in terminal order: tax number, name, ordinal. */
function enterprisesOf(db: MockDb): Array<{ taxerId: string; taxerName: string; seq: number }> {
  const seen = new Map<string, { taxerId: string; taxerName: string; seq: number }>();
  for (const t of db.terminals) if (!seen.has(t.taxerId)) seen.set(t.taxerId, { taxerId: t.taxerId, taxerName: t.taxerName, seq: seen.size });
  return [...seen.values()];
}

/**
 * The period's VAT return figures now: the enterprise's issued blue and red invoices of the period (not voided: the
 * 发票汇总表's valid invoices, ddzt 0 and kind 0 or 1, dated by issue time in Shanghai) by line rate, and the input tax
 * of the seam (mocks/declarations/inputTax.ts).
 */
export function periodFigures(db: MockDb, taxerId: string, period: string): VatFigures {
  const invoices = db.orders.filter(
    (o) => o.taxerId === taxerId && o.ddzt === 0 && (o.kind === 0 || o.kind === 1) && monthOf(Date.parse(o.issueTime ?? o.createTime)) === period,
  );
  const entries = invoices.flatMap((o) =>
    salesEntriesOf({ amount: o.amount ?? '0', taxAmount: o.taxAmount ?? '0', lines: (db.orderLines[o.id] ?? []).map((l) => ({ taxRate: l.taxRate, lslbs: l.lslbs, amount: l.amount, taxAmount: l.taxAmount })) }),
  );
  return vatFigures(entries, invoices.length, inputTaxOfPeriod(taxerId, period));
}

const statusOrder = ['2', '3', '4'] as const;

/**
 * The declaration status of spec 02 §3.1 for an enterprise's period: the least advanced copy/report state of its
 * tax-control terminals' rows (1 not in period counts as none); no row: 1 for the reporting period (nothing to copy,
 * e.g. fully-digital terminals), 4 for an earlier period (long done).
 */
export function cbztOf(db: MockDb, taxerId: string, period: string, now: number): Declaration['cbzt'] {
  const rows = db.taxReturns.filter((r) => r.taxerId === taxerId && r.period === period && r.cbzt !== '1');
  if (rows.length === 0) return period < reportingPeriod(now) ? '4' : '1';
  return statusOrder.find((s) => rows.some((r) => r.cbzt === s)) ?? '4';
}

/** Marks the period declared at the tax bureau on its copied rows (their write-back, 反写, may then run). */
export function markDeclared(db: MockDb, taxerId: string, period: string): void {
  for (const r of db.taxReturns) if (r.taxerId === taxerId && r.period === period && r.cbzt === '3') r.declared = true;
}

const cities = ['上海', '北京', '杭州', '苏州', '南京', '深圳', '广州', '成都'];
const taxOfficeOf = (name: string) => `国家税务总局${cities.find((c) => name.startsWith(c)) ?? '上海'}市税务局`;

/** The certificate of a paid VAT return. */
export function certificateFor(record: DeclarationRecord, payTime: string, serial: number): Certificate {
  const f = record.figures;
  const items = (
    [
      ['10101', f?.vatPayable],
      ['10109', f?.urbanTax],
      ['30203', f?.educationSurcharge],
      ['30216', f?.localEducationSurcharge],
    ] as const
  )
    .filter(([, amount]) => amount !== undefined && new Decimal(amount).gt(0))
    .map(([zsxm, amount]) => ({ zsxm, amount: amount as string }));
  const day = payTime.slice(0, 10).replace(/-/g, '');
  return {
    id: certificateIdOf(record.id),
    number: `3${day.slice(2)}${pad(serial % 1_000_000_000, 11)}`,
    taxerId: record.taxerId,
    taxerName: record.taxerName,
    period: record.period,
    declarationId: record.id,
    payTime,
    taxOffice: taxOfficeOf(record.taxerName),
    bank: '中国工商银行上海分行',
    items,
    total: f?.totalDue ?? '0.00',
  };
}

// The reporting period's states by enterprise ordinal: the VAT return (a sent one only where the period is copied,
// else not filed) and the statements. Earlier periods are all filed and paid.
const vatCycle = ['0', '0', '3', '2', '0', '2', '3', '0', '2', '3'] as const;
const statementCycle = ['1', '0', '4', '0', '4'] as const;

/** Balanced demo statements for a filed period (revenue = the period's sales). */
function demoStatements(sales: string, seq: number): StatementValues {
  const revenue = Decimal.max(0, new Decimal(sales));
  const cost = revenue.mul('0.72').toDecimalPlaces(2);
  const admin = new Decimal(8000 + seq * 150);
  const profit = revenue.sub(cost).sub(admin);
  const retained = profit.add(20_000).toDecimalPlaces(2);
  const capital = new Decimal(500_000);
  const payables = new Decimal(60_000 + seq * 1000);
  const receivables = new Decimal(120_000);
  const cash = capital.add(retained).add(payables).sub(receivables);
  return {
    cash: cash.toFixed(2),
    receivables: receivables.toFixed(2),
    inventory: '',
    fixedAssets: '',
    otherAssets: '',
    shortLoans: '',
    payables: payables.toFixed(2),
    taxesPayable: '',
    otherLiabilities: '',
    paidInCapital: capital.toFixed(2),
    retainedEarnings: retained.toFixed(2),
    revenue: revenue.toFixed(2),
    cost: cost.toFixed(2),
    taxesAndSurcharges: '',
    sellingExpenses: '',
    adminExpenses: admin.toFixed(2),
    financeExpenses: '',
    incomeTax: '',
  };
}

function seedDeclarations(db: MockDb, now: number): DeclarationStore {
  const records: DeclarationRecord[] = [];
  const certificates: Certificate[] = [];
  const today = shanghaiMidnight(now);
  const firstOfMonth = Date.parse(`${monthOf(now)}-01T00:00:00+08:00`);
  const current = reportingPeriod(now);
  for (const e of enterprisesOf(db)) {
    for (const back of [1, 2] as const) {
      const period = monthsBefore(current, back - 1);
      const base = { taxerId: e.taxerId, taxerName: e.taxerName, period, deadline: deadlineOf(period), seq: e.seq };
      // Sent during the filing month: in the current month before today, or on the 10th of an earlier one.
      const sentAt = back === 1 ? Math.max(firstOfMonth + 2 * 3600_000, today - (1 + (e.seq % 4)) * DAY + 10 * 3600_000) : Date.parse(`${monthsBefore(period, -1)}-10T10:00:00+08:00`);
      const sentTime = new Date(sentAt).toISOString();
      const paidTime = new Date(sentAt + 3 * 3600_000).toISOString();

      const figures = periodFigures(db, e.taxerId, period);
      const cycled = back === 1 ? (vatCycle[e.seq % vatCycle.length] as string) : '3';
      const copied = cbztOf(db, e.taxerId, period, now) !== '2';
      const sent = cycled !== '0' && copied;
      const vat: DeclarationRecord = { ...base, id: declarationId(e.seq, back, '1'), reportType: '1', sbzt: '0' };
      if (sent) {
        vat.figures = figures;
        vat.totalDue = figures.totalDue;
        vat.declareTime = sentTime;
        vat.sbzt = new Decimal(figures.totalDue).isZero() ? '4' : (cycled as Declaration['sbzt']);
        markDeclared(db, e.taxerId, period);
        if (vat.sbzt === '3') {
          vat.payTime = paidTime;
          const certificate = certificateFor(vat, paidTime, e.seq * 10 + back);
          vat.certificateId = certificate.id;
          certificates.push(certificate);
        }
      }
      records.push(vat);

      const state = back === 1 ? (statementCycle[e.seq % statementCycle.length] as Declaration['sbzt']) : '4';
      const statements: DeclarationRecord = { ...base, id: declarationId(e.seq, back, '2'), reportType: '2', sbzt: state };
      if (state !== '0') statements.values = demoStatements(figures.salesTotal, e.seq);
      if (state === '1') statements.values = { ...statements.values, cash: '', retainedEarnings: '' };
      if (state === '4') statements.declareTime = sentTime;
      records.push(statements);
    }
  }
  return { records, certificates };
}

/** The enterprises an account serves (those of the terminals it sees). */
export function servedTaxerIds(account: DemoAccount): Set<string> {
  return new Set(visibleTerminals(account).map((t) => t.taxerId));
}

/** A stored declaration as the contract shows it (with its derived copy/report status). */
export function rowOf(db: MockDb, record: DeclarationRecord, now: number): Declaration {
  const { seq: _seq, figures: _figures, values: _values, ...row } = record;
  return { ...row, cbzt: cbztOf(db, record.taxerId, record.period, now) };
}
