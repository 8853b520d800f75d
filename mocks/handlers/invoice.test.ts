// @vitest-environment node
// The embedded backend's invoice inquiry: the seed's history, the filters, the Excel export with its
// one-year limit, and the push's receiver check.
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../features/invoices/api';
import { shanghaiDay } from '../../features/invoices/rules/inquiry';
import { demoAccounts } from '../accounts';
import { getDb, issueToken, resetDb } from '../db';
import { server } from '../node';
import { RECENT_INVOICE_COUNT } from '../seed';
import { exportTaskMs } from './invoice';

const origin = 'http://portal.test';
let token = '';
const call = (method: string, path: string) => fetch(`${origin}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
async function list(search: string): Promise<{ list: Order[]; items: number }> {
  const body = (await (await call('GET', `/v2/tax/invoice/order/list?pageSize=10000&${search}`)).json()) as { data: { list: Order[]; pages: { items: number } } };
  return { list: body.data.list, items: body.data.pages.items };
}
const dayOf = (o: Order) => shanghaiDay(new Date(o.issueTime ?? o.createTime));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  token = issueToken(demoAccounts.member.uid).access_token;
});
afterAll(() => server.close());

describe('the seeded history', () => {
  it('holds hundreds of invoices over every invoice status, kind and several types, up to yesterday', () => {
    const recent = getDb().orders.slice(0, RECENT_INVOICE_COUNT);
    expect(new Set(recent.map((o) => o.fpzt))).toEqual(new Set([2, 3, 11, 12, 101, 103, 111]));
    expect(new Set(recent.map((o) => o.kind))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(recent.map((o) => o.fplxdm)).size).toBeGreaterThanOrEqual(8);
    const today = shanghaiDay(new Date());
    expect(recent.every((o) => dayOf(o) < today)).toBe(true);
  });
  it('gives every issued invoice a unique code and number', () => {
    const issued = getDb().orders.filter((o) => o.ddzt === 0);
    expect(new Set(issued.map((o) => `${o.fpdm ?? ''}/${o.fphm ?? ''}`)).size).toBe(issued.length);
  });
});

describe('GET /v2/tax/invoice/order/list filters (the member sees the disks of its enterprise)', () => {
  it.each<[string, (o: Order) => boolean]>([
    ['fpzt=3', (o) => o.fpzt === 3],
    ['fpzt=103&kind=3', (o) => o.fpzt === 103 && o.kind === 3],
    ['kind=1', (o) => o.kind === 1 && o.totalAmount.startsWith('-')],
    ['fplxdm=004', (o) => o.fplxdm === '004'],
    ['qsrq=2026-01-01&zzrq=2026-01-31', (o) => dayOf(o) >= '2026-01-01' && dayOf(o) <= '2026-01-31'],
    ['minAmount=1000&maxAmount=5000', (o) => Number(o.totalAmount) >= 1000 && Number(o.totalAmount) <= 5000],
    ['diskId=661000000002', (o) => o.diskId === '661000000002'],
  ])('%s', async (search, holds) => {
    const { list: rows, items } = await list(search);
    expect(items).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(holds)).toBe(true);
  });

  it('finds one invoice by its code and number, and buyers by name or tax number', async () => {
    const { list: all } = await list('fpzt=3');
    const target = all.find((o) => o.fpdm) as Order;
    expect((await list(`fpdm=${target.fpdm ?? ''}&fphm=${target.fphm ?? ''}`)).list.map((o) => o.id)).toEqual([target.id]);
    expect((await list(`gf=${encodeURIComponent(target.gfsh ?? '')}`)).list.every((o) => o.gfsh === target.gfsh)).toBe(true);
    const part = target.gfmc.slice(2, 6);
    const byName = (await list(`gf=${encodeURIComponent(part)}`)).list;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((o) => o.gfmc.includes(part))).toBe(true);
  });

  it('lists newest first', async () => {
    const { list: rows } = await list('');
    const times = rows.map((o) => Date.parse(o.issueTime ?? o.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('GET /v2/tax/invoice/export/excel', () => {
  it('answers a workbook of the filtered invoices', async () => {
    const response = await call('GET', '/v2/tax/invoice/export/excel?qsrq=2026-01-01&zzrq=2026-01-31&fpzt=3');
    expect(response.headers.get('Content-Type')).toBe('application/vnd.ms-excel');
    const text = await response.text();
    const { list: rows } = await list('qsrq=2026-01-01&zzrq=2026-01-31&fpzt=3');
    expect(text.match(/<Row>/g)).toHaveLength(rows.length + 1);
    expect(text).toContain('<Data ss:Type="String">价税合计</Data>');
  });
  it.each([
    ['qsrq=2025-01-01&zzrq=2026-01-02', 202100010, '查询时间段不能超过1年'],
    ['qsrq=2025-01-01', 202100010, '请选择查询时间段'],
  ])('refuses %s', async (search, code, msg) => {
    const body = (await (await call('GET', `/v2/tax/invoice/export/excel?${search}`)).json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code, msg });
  });
});

describe('PUT /v2/tax/invoice/push/{a}/{b}', () => {
  it.each([
    ['buyer@example.com', 0, '发送成功'],
    ['13912345678', 0, '发送成功'],
    ['', 202100003, '请填写接收邮箱或手机号'],
    ['buyer@', 202100005, '接收邮箱或手机号格式有误'],
  ])('receiver %j -> %i %s', async (receiver, code, msg) => {
    const issued = (await list('fpzt=3')).list[0] as Order;
    const body = (await (await call('PUT', `/v2/tax/invoice/push/${issued.diskId}/${issued.id}?receiver=${encodeURIComponent(receiver)}`)).json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code, msg });
  });
});

const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /v2/tax/invoice/export/batch (the selection\'s batch download and export)', () => {
  it('zips the PDFs of the issued invoices among the selected, and leaves the others out', async () => {
    const all = (await list('qsrq=2026-01-01&zzrq=2026-03-31')).list;
    const picked = [...all.filter((o) => o.ddzt === 0).slice(0, 3), ...all.filter((o) => o.ddzt !== 0).slice(0, 1)];
    const response = await post('/v2/tax/invoice/export/batch', { ids: picked.map((o) => o.id), format: 'pdf' });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(picked.slice(0, 3).map((o) => `${o.id}.pdf`).sort());
    expect(new TextDecoder().decode(Object.values(files)[0]).startsWith('%PDF-')).toBe(true);
  });
  it('writes a workbook of exactly the selected rows', async () => {
    const picked = (await list('fpzt=3')).list.slice(0, 5);
    const text = await (await post('/v2/tax/invoice/export/batch', { ids: picked.map((o) => o.id), format: 'excel' })).text();
    expect(text.match(/<Row>/g)).toHaveLength(6);
    for (const o of picked) expect(text).toContain(`>${o.fphm ?? ''}<`);
  });
  it.each<[string, () => unknown, number]>([
    ['an invoice the user does not see', () => ({ ids: [getDb().orders.find((o) => o.diskId === '661000000060')?.id ?? 'none'], format: 'pdf' }), 202100404],
    ['an empty selection', () => ({ ids: [], format: 'excel' }), 202100008],
    ['more than 500', () => ({ ids: Array.from({ length: 501 }, (_, i) => `O${i}`), format: 'excel' }), 202100009],
  ])('refuses %s', async (_case, body, code) => {
    expect(((await (await post('/v2/tax/invoice/export/batch', body())).json()) as { code: number }).code).toBe(code);
  });
});

describe('the export task (task centre)', () => {
  afterEach(() => vi.useRealTimers());
  it('writes the filter\'s rows over time, then serves the whole workbook', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const filter = { qsrq: '2025-12-01', zzrq: '2026-11-30' };
    const { items } = await list(new URLSearchParams(filter).toString());
    const started = (await (await post('/v1/task/center/invoice/export', filter)).json()) as { data: { id: string; state: string; current: number; total: number } };
    expect(started.data).toMatchObject({ state: 'running', current: 0, total: items });
    vi.setSystemTime(Date.now() + exportTaskMs(items) / 2);
    const half = (await (await call('GET', `/v1/task/center/task/${started.data.id}`)).json()) as { data: { state: string; current: number } };
    expect(half.data.state).toBe('running');
    expect(half.data.current).toBeGreaterThan(0);
    expect(half.data.current).toBeLessThan(items);
    vi.setSystemTime(Date.now() + exportTaskMs(items));
    const done = (await (await call('GET', `/v1/task/center/task/${started.data.id}`)).json()) as { data: { state: string; current: number } };
    expect(done.data).toMatchObject({ state: 'success', current: items });
    const text = await (await call('GET', `/v1/task/center/task/${started.data.id}/file`)).text();
    expect(text.match(/<Row>/g)).toHaveLength(items + 1);
  });
  it('refuses a period over one year with the spec\'s message, and another user\'s task', async () => {
    const refused = (await (await post('/v1/task/center/invoice/export', { qsrq: '2025-01-01', zzrq: '2026-01-02' })).json()) as { code: number; msg: string };
    expect(refused).toMatchObject({ code: 202100010, msg: '查询时间段不能超过1年' });
    const started = (await (await post('/v1/task/center/invoice/export', { qsrq: '2026-01-01', zzrq: '2026-01-31' })).json()) as { data: { id: string } };
    token = issueToken(demoAccounts.agency.uid).access_token;
    expect(((await (await call('GET', `/v1/task/center/task/${started.data.id}`)).json()) as { code: number }).code).toBe(202100012);
  });
});
