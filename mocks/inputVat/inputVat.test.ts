// @vitest-environment node
// The embedded backend's input VAT for real (docs/input-vat/deduction-collection.md): ticking by ids and by filter
// changes the period's statistics to the fen, a confirmed period refuses changes, uploaded XML is read in full and a
// duplicate is not added twice, the download adds the period once, and inputTaxOfPeriod agrees with the statistics.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../accounts';
import { issueToken, resetDb } from '../db';
import { server } from '../node';
import { inputTaxOfPeriod } from './index';
import { parseInvoiceXml } from './parse';
import { currentPeriod, previousPeriod } from './store';

const origin = 'http://portal.test';
type Reply<T = Record<string, unknown>> = { code: number; msg: string; data: T };
const call = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply<T>>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const TAX_NO = '91310000MA1G000001';
interface Inv {
  id: string;
  amount: string;
  taxAmount: string;
  taxRate: string;
  ticked: boolean;
  xfmc: string;
  fphm: string;
}
interface Stats {
  count: number;
  amount: string;
  taxAmount: string;
  confirmed: boolean;
  candidates: number;
  byRate: Array<{ taxRate: string; count: number; amount: string; taxAmount: string }>;
}
const member = () => issueToken(demoAccounts.member.uid).access_token;
const list = async (token: string, query = '') => (await call<{ list: Inv[] }>('GET', `/v2/vatpaid/invoices?taxNo=${TAX_NO}${query}`, token)).data.list;
const stats = async (token: string, period = '') => (await call<Stats>('GET', `/v2/vatpaid/statistics?taxNo=${TAX_NO}${period ? `&period=${period}` : ''}`, token)).data;
const sum = (rows: Inv[], f: 'amount' | 'taxAmount') => rows.reduce((s, r) => s.add(r[f]), new Decimal(0)).toFixed(2);

const xml = (number: string, buyer = TAX_NO) => `<?xml version="1.0" encoding="UTF-8"?>
<EInvoice><EInvoiceData>
<SellerInformation><SellerIdNum>91310000631696382C</SellerIdNum><SellerName>上海宝钢包装股份有限公司</SellerName></SellerInformation>
<BuyerInformation><BuyerIdNum>${buyer}</BuyerIdNum><BuyerName>买方</BuyerName></BuyerInformation>
<BasicInformation><TotalAmWithoutTax>1000.10</TotalAmWithoutTax><TotalTaxAm>130.01</TotalTaxAm><TotalTax-includedAmount>1130.11</TotalTax-includedAmount></BasicInformation>
<IssuItemInformation><ItemName>*金属制品*钢桶</ItemName><Quantity>10</Quantity><UnPrice>100.01</UnPrice><Amount>1000.10</Amount><TaxRate>13%</TaxRate><ComTaxAm>130.01</ComTaxAm></IssuItemInformation>
</EInvoiceData><TaxSupervisionInfo><InvoiceNumber>${number}</InvoiceNumber><IssueTime>2026-11-02 09:30:00</IssueTime></TaxSupervisionInfo></EInvoice>`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('ticking', () => {
  it('seeds a month of invoices at 13/9/6/3 %, a third ticked, the previous period confirmed', async () => {
    const token = member();
    const rows = await list(token);
    expect(rows.length).toBeGreaterThan(280);
    expect(new Set(rows.map((r) => r.taxRate))).toEqual(new Set(['0.13', '0.09', '0.06', '0.03']));
    const ticked = rows.filter((r) => r.ticked);
    expect(ticked.length).toBeGreaterThan(40);
    const s = await stats(token);
    expect(s).toMatchObject({ count: ticked.length, amount: sum(ticked, 'amount'), taxAmount: sum(ticked, 'taxAmount'), confirmed: false, candidates: rows.length - ticked.length });
    const past = await stats(token, previousPeriod(currentPeriod()));
    expect(past.confirmed).toBe(true);
    expect(past.count).toBeGreaterThanOrEqual(12);
  });

  it('ticks by ids and by filter; the statistics follow to the fen, by rate too', async () => {
    const token = member();
    const open = (await list(token, '&ticked=0')).slice(0, 3);
    const before = await stats(token);
    const reply = await call<{ changed: number; statistics: Stats }>('POST', '/v2/vatpaid/tick', token, { taxNo: TAX_NO, ticked: true, ids: open.map((r) => r.id) });
    expect(reply.data.changed).toBe(3);
    expect(reply.data.statistics.taxAmount).toBe(new Decimal(before.taxAmount).add(sum(open, 'taxAmount')).toFixed(2));
    expect(reply.data.statistics.amount).toBe(new Decimal(before.amount).add(sum(open, 'amount')).toFixed(2));
    const seller = `&seller=${encodeURIComponent('国网')}`;
    const untickedOfSeller = (await list(token, seller)).filter((r) => !r.ticked).length;
    expect(untickedOfSeller).toBeGreaterThan(0);
    const all = await call<{ changed: number; statistics: Stats }>('POST', '/v2/vatpaid/tick', token, { taxNo: TAX_NO, ticked: true, filter: { seller: '国网' } });
    expect(all.data.changed).toBe(untickedOfSeller);
    expect((await list(token, seller)).every((r) => r.ticked)).toBe(true);
    const ticked = (await list(token)).filter((r) => r.ticked);
    expect(all.data.statistics).toMatchObject({ count: ticked.length, amount: sum(ticked, 'amount'), taxAmount: sum(ticked, 'taxAmount') });
    const s = all.data.statistics;
    const rateSum = s.byRate.reduce((acc, r) => acc.add(r.taxAmount), new Decimal(0)).toFixed(2);
    expect(rateSum).toBe(s.taxAmount);
    expect(inputTaxOfPeriod(TAX_NO, currentPeriod())).toEqual({ taxNo: TAX_NO, period: currentPeriod(), confirmed: false, count: s.count, amount: s.amount, tax: s.taxAmount });
  });

  it('confirms the period: it is read-only afterwards', async () => {
    const token = member();
    const confirmed = await call<Stats>('POST', '/v2/vatpaid/confirm', token, { taxNo: TAX_NO });
    expect(confirmed.data.confirmed).toBe(true);
    const refused = await call('POST', '/v2/vatpaid/tick', token, { taxNo: TAX_NO, ticked: true, filter: {} });
    expect(refused).toMatchObject({ code: 409001, msg: '本期已统计确认，不能再勾选或撤销勾选' });
    expect(inputTaxOfPeriod(TAX_NO, currentPeriod()).confirmed).toBe(true);
    const dashed = `${currentPeriod().slice(0, 4)}-${currentPeriod().slice(4)}`;
    expect(inputTaxOfPeriod(TAX_NO, dashed)).toMatchObject({ period: dashed, confirmed: true, tax: confirmed.data.taxAmount });
    expect((await call('POST', '/v2/vatpaid/confirm', token, { taxNo: TAX_NO })).code).toBe(409001);
  });

  it('refuses an enterprise the account does not handle', async () => {
    const reply = await call('GET', '/v2/vatpaid/invoices?taxNo=91310000MA1G000009', member());
    expect(reply.code).toBe(403001);
  });
});

describe('collection', () => {
  it('reads an XML in full, a PDF by its tax-bureau name; refuses another buyer and other files; a duplicate is not added twice', async () => {
    const token = member();
    const parsed = await call<Array<{ name: string; ok: boolean; readFrom?: string; msg?: string; invoice?: Record<string, unknown> }>>('POST', '/v1/tax/parse/invoiceFiles', token, {
      taxNo: TAX_NO,
      files: [
        { name: 'a.xml', content: b64(xml('26312000000066660001')) },
        { name: 'b.xml', content: b64(xml('26312000000066660001')) },
        { name: 'dzfp_26312000000066660002_上海顺丰速运有限公司_20261105101500.pdf', content: b64('%PDF-1.4') },
        { name: 'c.xml', content: b64(xml('26312000000066660003', '91110000000000000X')) },
        { name: 'd.txt', content: b64('hello') },
      ],
    });
    expect(parsed.data.map((r) => [r.ok, r.readFrom ?? r.msg])).toEqual([
      [true, 'xml'],
      [true, 'xml'],
      [true, 'fileName'],
      [false, '购买方税号91110000000000000X与当前企业不符'],
      [false, '仅支持XML、PDF、OFD格式的发票文件'],
    ]);
    expect(parsed.data[0]!.invoice).toMatchObject({ fphm: '26312000000066660001', amount: '1000.10', taxAmount: '130.01', totalAmount: '1130.11', taxRate: '0.13', issueDate: '2026-11-02' });
    expect(parsed.data[2]!.invoice).toMatchObject({ fphm: '26312000000066660002', xfmc: '上海顺丰速运有限公司', issueDate: '2026-11-05' });
    const invoices = parsed.data.filter((r) => r.ok).map((r) => ({ ...r.invoice, fileName: r.name }));
    const collected = await call<Array<{ result: string; id: string }>>('POST', '/v2/vatpaid/collect/files', token, { taxNo: TAX_NO, invoices });
    expect(collected.data.map((r) => r.result)).toEqual(['added', 'duplicate', 'added']);
    expect(collected.data[0]!.id).toBe(collected.data[1]!.id);
    const again = await call<Array<{ result: string }>>('POST', '/v2/vatpaid/collect/files', token, { taxNo: TAX_NO, invoices: invoices.slice(0, 1) });
    expect(again.data[0]!.result).toBe('duplicate');
    const uploaded = (await call<{ list: Inv[] }>('GET', `/v2/vatpaid/collect/list?taxNo=${TAX_NO}&source=upload`, token)).data.list;
    expect(uploaded.map((r) => r.fphm).sort()).toEqual(['26312000000066660001', '26312000000066660002']);
    const detail = await call<{ lines: Array<{ name: string; amount: string }> }>('GET', `/v2/vatpaid/invoice/${collected.data[0]!.id}`, token);
    expect(detail.data.lines).toEqual([expect.objectContaining({ name: '*金属制品*钢桶', amount: '1000.10' })]);
  });

  it('downloads the period as a task: its invoices once, the ones held as duplicates', async () => {
    const token = member();
    const started = await call<{ id: string; state: string }>('POST', '/v2/vatpaid/collect/download', token, { taxNo: TAX_NO });
    expect(started.data.state).toBe('running');
    const before = (await list(token)).length;
    const realNow = Date.now;
    Date.now = () => realNow() + 5000;
    try {
      const done = await call<{ state: string; added: number; duplicates: number }>('GET', `/v2/vatpaid/collect/task/${started.data.id}`, token);
      expect(done.data).toMatchObject({ state: 'success', added: 18, duplicates: 6 });
      expect((await list(token)).length).toBe(before + 18);
      const second = await call<{ id: string }>('POST', '/v2/vatpaid/collect/download', token, { taxNo: TAX_NO });
      Date.now = () => realNow() + 10_000;
      const twice = await call<{ added: number; duplicates: number }>('GET', `/v2/vatpaid/collect/task/${second.data.id}`, token);
      expect(twice.data).toMatchObject({ added: 0, duplicates: 24 });
    } finally {
      Date.now = realNow;
    }
  });
});

describe('parseInvoiceXml', () => {
  it('reads namespaced elements and CDATA, and refuses what is not an invoice XML', () => {
    const text = xml('26312000000066660009').replace('<SellerName>上海宝钢包装股份有限公司</SellerName>', '<SellerName><![CDATA[A&B 公司]]></SellerName>');
    expect(parseInvoiceXml(text)).toMatchObject({ xfmc: 'A&B 公司', fphm: '26312000000066660009' });
    expect(() => parseInvoiceXml('<root/>')).toThrow('不是数电发票XML文件');
  });
});
