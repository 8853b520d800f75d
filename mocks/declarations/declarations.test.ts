// @vitest-environment node
// Declarations on the embedded backend (declarations.yaml): each role sees the reports of the enterprises it serves;
// the VAT return's sales equal the period's issued blue and red invoices (the 发票汇总表's valid ones) to the fen, by
// rate; sending freezes them and marks the period declared for its write-back; paying issues the certificate; the
// statements are sent only balanced.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Certificate, Declaration, FinancialStatements, VatReturn } from '../../features/declarations/api';
import { monthOf, periodDays, reportingPeriod } from '../../features/declarations/rules/periods';
import type { Order } from '../../features/invoices/api';
import { inquiryTotals } from '../../features/invoices/rules/inquiry';
import { demoAccounts, type DemoAccountName } from '../accounts';
import { getDb, issueToken, resetDb } from '../db';
import { server } from '../node';
import { DECLARATION_TEXTS } from './handlers';
import { inputTaxOfPeriod } from './inputTax';

const origin = 'http://portal.test';
let token = '';
const signIn = (name: DemoAccountName) => (token = issueToken(demoAccounts[name].uid).access_token);
async function call<T>(method: string, path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}
const list = async (query: Record<string, string>) => (await call<{ list: Declaration[]; pages: { items: number } }>('GET', `/v2/declare/list?${new URLSearchParams({ pageSize: '1000', ...query }).toString()}`)).data;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const period = reportingPeriod(Date.now());

describe('the declaration list', () => {
  it('gives each role the reports of the enterprises it serves, in mixed states', async () => {
    signIn('member');
    const own = await list({});
    expect(new Set(own.list.map((d) => d.taxerId))).toEqual(new Set([demoAccounts.member.enterpriseTaxerId]));
    expect(own.list).toHaveLength(4);
    for (const name of ['agency', 'group', 'branch', 'provider'] as const) {
      signIn(name);
      const { list: rows } = await list({ period });
      expect(new Set(rows.map((d) => d.sbzt)), name).toEqual(new Set(['0', '1', '2', '3', '4']));
    }
    signIn('agency');
    const due = await list({ period, due: 'true' });
    expect(due.list.every((d) => d.sbzt === '0' || d.sbzt === '1')).toBe(true);
    expect((await list({ kw: '91310000MA1G000002', reportType: '1' })).list.map((d) => d.period)).toHaveLength(2);
  });
});

describe('the VAT return', () => {
  it('fills its sales from the period issued invoices to the fen, by line rate, with the seam input tax', async () => {
    signIn('agency');
    for (const taxerId of ['91310000MA1G000001', '91310000MA1G000002', '91310000MA1G000005']) {
      const [row] = (await list({ period, taxerId, reportType: '1' })).list;
      const { data } = await call<VatReturn>('GET', `/v2/tax/return/vat/${row?.id ?? ''}`);
      const db = getDb();
      const invoices = db.orders.filter((o) => o.taxerId === taxerId && o.ddzt === 0 && (o.kind === 0 || o.kind === 1) && monthOf(Date.parse(o.issueTime ?? o.createTime)) === period);
      const sum = (field: 'amount' | 'taxAmount') => invoices.reduce((s, o) => s.add(o[field] ?? 0), new Decimal(0)).toFixed(2);
      expect(data.figures.invoiceCount).toBe(invoices.length);
      expect(data.figures.salesTotal).toBe(sum('amount'));
      expect(data.figures.taxTotal).toBe(sum('taxAmount'));
      expect(data.figures.inputTax).toBe(inputTaxOfPeriod(taxerId, period).tax);
      // By rate: the 13 % row is the lines at 13 %, signed like their invoice.
      const at13 = invoices.flatMap((o) => (db.orderLines[o.id] ?? []).filter((l) => l.taxRate === '0.13').map((l) => new Decimal(l.amount).mul(new Decimal(o.amount ?? 0).isNeg() ? -1 : 1)));
      expect(data.figures.rows.find((r) => r.rate === '13')?.amount).toBe(at13.reduce((s, a) => s.add(a), new Decimal(0)).toFixed(2));
    }
  });

  it("equals the inquiry's and the invoice summary table's sums of the period's valid invoices", async () => {
    signIn('agency');
    const { start, end } = periodDays(period);
    for (const taxerId of ['91310000MA1G000002', '91310000MA1G000006']) {
      const [row] = (await list({ period, taxerId, reportType: '1' })).list;
      const { figures } = (await call<VatReturn>('GET', `/v2/tax/return/vat/${row?.id ?? ''}`)).data;
      const summary = await call<{ total: { netAmount: string; netTax: string } }>('GET', `/v3/tax/stats/summary?qsrq=${start}&zzrq=${end}&taxerId=${taxerId}`);
      expect([figures.salesTotal, figures.taxTotal]).toEqual([summary.data.total.netAmount, summary.data.total.netTax]);
      const inquiry = await call<{ list: Order[] }>('GET', `/v2/tax/invoice/order/list?qsrq=${start}&zzrq=${end}&ddzt=0&pageSize=100000`);
      const valid = inquiry.data.list.filter((o) => o.taxerId === taxerId && (o.kind === 0 || o.kind === 1));
      const totals = inquiryTotals(valid);
      expect([figures.salesTotal, figures.taxTotal]).toEqual([totals.amount, totals.taxAmount]);
    }
  });

  it('sends the reviewed return, freezes it, marks the period declared, then pays it for a certificate', async () => {
    signIn('agency');
    const [row] = (await list({ period, kw: '91310000MA1G000002', reportType: '1' })).list;
    expect(row?.sbzt).toBe('0');
    const id = row?.id ?? '';
    const before = (await call<VatReturn>('GET', `/v2/tax/return/vat/${id}`)).data;
    expect(before.frozen).toBe(false);
    const changed = await call<VatReturn>('POST', `/v2/tax/return/vat/${id}/submit`, { salesTotal: '0.01', totalDue: before.figures.totalDue });
    expect(changed.msg).toBe(DECLARATION_TEXTS.changed);
    const sent = await call<VatReturn>('POST', `/v2/tax/return/vat/${id}/submit`, { salesTotal: before.figures.salesTotal, totalDue: before.figures.totalDue });
    expect(sent.code).toBe(0);
    expect(sent.data.frozen).toBe(true);
    expect(sent.data.declaration.sbzt).toBe(new Decimal(before.figures.totalDue).isZero() ? '4' : '2');
    expect((await call<VatReturn>('POST', `/v2/tax/return/vat/${id}/submit`, {})).msg).toBe(DECLARATION_TEXTS.alreadySent);
    if (sent.data.declaration.sbzt === '2') {
      const paid = await call<{ declaration: Declaration; certificate: Certificate }>('PUT', `/v2/declare/pay/${id}`);
      expect(paid.data.declaration.sbzt).toBe('3');
      expect(paid.data.certificate.total).toBe(before.figures.totalDue);
      const found = await call<{ list: Certificate[] }>('GET', `/v2/declare/certificate/list?period=${period}&kw=91310000MA1G000002`);
      expect(found.data.list.map((c) => c.id)).toContain(paid.data.certificate.id);
      expect((await call<Certificate>('GET', `/v2/declare/certificate/${paid.data.certificate.id}`)).data.number).toBe(paid.data.certificate.number);
    }
  });

  it('refuses a period whose tax-control invoices are not copied, and lets the copy page write back once declared', async () => {
    signIn('agency');
    const rows = (await list({ period, reportType: '1', sbzt: '0' })).list;
    // Not the member's enterprise: its expired fourth disk is the provider's to see.
    const blocked = rows.find((d) => d.cbzt === '2' && d.taxerId !== demoAccounts.member.enterpriseTaxerId);
    expect(blocked).toBeDefined();
    expect((await call('POST', `/v2/tax/return/vat/${blocked?.id ?? ''}/submit`, {})).msg).toBe(DECLARATION_TEXTS.notCopied);
    // Copy every not-reported row of the period, then send: the copied rows become declared.
    const db = getDb();
    for (const r of db.taxReturns.filter((x) => x.taxerId === blocked?.taxerId && x.period === period && x.cbzt === '2')) {
      expect((await call('PUT', `/v2/tax/return/copy/${r.id}`)).msg).toBe('success');
    }
    expect((await call('POST', `/v2/tax/return/vat/${blocked?.id ?? ''}/submit`, {})).msg).toBe('success');
    const copied = getDb().taxReturns.filter((x) => x.taxerId === blocked?.taxerId && x.period === period && x.cbzt === '3');
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.every((x) => x.declared)).toBe(true);
    expect((await call('PUT', `/v2/tax/return/writeBack/${copied[0]?.id ?? ''}`)).code).toBe(0);
  });

  it('hides other enterprises: the member cannot open the agency clients return', async () => {
    signIn('member');
    expect((await call('GET', '/v2/tax/return/vat/SB-0002-1-1')).msg).toBe(DECLARATION_TEXTS.noDeclaration);
  });
});

describe('the financial statements', () => {
  it('saves a draft, refuses an unbalanced sheet and sends a balanced one', async () => {
    signIn('member');
    const [row] = (await list({ period, reportType: '2' })).list;
    const id = row?.id ?? '';
    const { data } = await call<FinancialStatements>('GET', `/v2/declare/fs/${id}`);
    expect(data.values.revenue).toBeDefined();
    const draft = { cash: '100.00', paidInCapital: '50.00' };
    expect((await call<FinancialStatements>('PUT', `/v2/declare/fs/${id}`, draft)).data.declaration.sbzt).toBe('1');
    expect((await call('POST', `/v2/declare/fs/${id}/submit`, draft)).msg).toBe(DECLARATION_TEXTS.unbalanced);
    const sent = await call<FinancialStatements>('POST', `/v2/declare/fs/${id}/submit`, { ...draft, retainedEarnings: '50.00' });
    expect(sent.data.declaration.sbzt).toBe('4');
    expect(sent.data.values.retainedEarnings).toBe('50.00');
  });
});
