// @vitest-environment node
// The embedded backend behind the invoice details and the libraries: the order's status log, voiding
// an issued paper invoice of this month (and the refusals), a special invoice's red invoice only with its sheet, and
// the goods and customer libraries kept per taxpayer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '../features/customers/api';
import type { GoodsLine } from '../features/goods/api';
import type { InvoiceDetail, Order } from '../features/invoices/api';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { SPECIAL_RED_NEEDS_SHEET } from './handlers/issue';
import { server } from './node';

const origin = 'http://portal.test';
let token = '';
async function call<T>(method: string, path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}
const memberDisks = ['661000000001', '661000000002', '661000000003'];
/** An issued blue invoice of the member of this type, made this month for the test. */
function issuedThisMonth(fplxdm: string): Order {
  const order = getDb().orders.find((o) => memberDisks.includes(o.diskId) && o.fplxdm === fplxdm && o.ddzt === 0 && o.fpzt === 3 && o.kind === 0) as Order;
  order.issueTime = new Date().toISOString();
  return order;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  token = issueToken(demoAccounts.member.uid).access_token;
});
afterAll(() => server.close());

describe('the order history in the details', () => {
  it('reads a seeded issued invoice as queued, issuing, issued at its issue time', async () => {
    const order = getDb().orders.find((o) => memberDisks.includes(o.diskId) && o.ddzt === 0 && o.fpzt === 3) as Order;
    const details = await call<InvoiceDetail>('GET', `/v2/tax/invoice/details/${order.id}`);
    expect(details.data.history?.map((e) => e.status)).toEqual([1, 3, 0]);
    expect(details.data.history?.[2]?.time).toBe(order.issueTime);
  });

  it('shows a failed order with its reason, and logs a cancel', async () => {
    const failed = getDb().orders.find((o) => memberDisks.includes(o.diskId) && o.ddzt === 4) as Order;
    const log = (await call<InvoiceDetail>('GET', `/v2/tax/invoice/details/${failed.id}`)).data.history ?? [];
    expect(log.at(-1)).toMatchObject({ status: 4, reason: failed.failReason });

    const queued = getDb().orders.find((o) => memberDisks.includes(o.diskId) && o.ddzt === 1) as Order;
    expect((await call('PUT', `/v2/tax/invoice/order/cancel/${queued.id}`)).code).toBe(0);
    const after = (await call<InvoiceDetail>('GET', `/v2/tax/invoice/details/${queued.id}`)).data.history ?? [];
    expect(after.map((e) => e.status)).toEqual([1, 2]);
  });
});

describe('PUT /v2/tax/invoice/void/{id}', () => {
  it('voids an issued blue paper invoice of this month: voided (103), blue-voided, logged, listed so', async () => {
    const order = issuedThisMonth('007');
    const voided = await call<Order>('PUT', `/v2/tax/invoice/void/${order.id}`);
    expect(voided).toMatchObject({ code: 0, msg: '作废成功', data: { fpzt: 103, kind: 3 } });
    const log = (await call<InvoiceDetail>('GET', `/v2/tax/invoice/details/${order.id}`)).data.history ?? [];
    expect(log.at(-1)?.status).toBe(103);
    const listed = await call<{ list: Order[] }>('GET', `/v2/tax/invoice/order/list?fphm=${order.fphm ?? ''}&fpdm=${order.fpdm ?? ''}`);
    expect(listed.data.list[0]).toMatchObject({ id: order.id, fpzt: 103, kind: 3 });
    // Not twice.
    expect(await call('PUT', `/v2/tax/invoice/void/${order.id}`)).toMatchObject({ code: 202100008, msg: '该发票已作废' });
  });

  it('refuses an electronic invoice, last month\'s paper invoice and another enterprise\'s invoice', async () => {
    const electronic = issuedThisMonth('026');
    expect(await call('PUT', `/v2/tax/invoice/void/${electronic.id}`)).toMatchObject({ code: 202100008, msg: '电子发票和数电发票不能作废，如需冲销请开具红字发票' });
    const paper = issuedThisMonth('004');
    const now = new Date();
    paper.issueTime = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10)).toISOString();
    expect(await call('PUT', `/v2/tax/invoice/void/${paper.id}`)).toMatchObject({ code: 202100008, msg: '仅可作废当月开具的发票，跨月发票请开具红字发票' });
    const other = getDb().orders.find((o) => !memberDisks.includes(o.diskId) && o.ddzt === 0) as Order;
    expect((await call('PUT', `/v2/tax/invoice/void/${other.id}`)).code).toBe(202100404);
    expect(getDb().orders.find((o) => o.id === electronic.id)?.fpzt).toBe(3);
  });
});

describe('a special invoice\'s red invoice', () => {
  it('is refused without a red-letter information sheet', async () => {
    const blue = issuedThisMonth('004');
    const draft = { curInvoiceType: '004', invoiceKind: 1, blueInvoiceCode: blue.fpdm, blueInvoiceNumber: blue.fphm, goodsList: [] };
    const refused = await call('POST', '/v2/tax/issue/order', { diskId: blue.diskId, idempotencyKey: 'red-004-no-sheet', draft });
    expect(refused).toMatchObject({ code: 202500016, msg: SPECIAL_RED_NEEDS_SHEET });
  });
});

describe('the libraries are the taxpayer\'s', () => {
  it('lists the current terminal\'s taxpayer\'s goods and customers, another terminal\'s taxpayer\'s by diskId', async () => {
    const own = await call<{ list: GoodsLine[]; total: number }>('GET', '/v3/tax/goods/list?pageSize=100');
    expect(own.data.total).toBe(47);
    token = issueToken(demoAccounts.agency.uid).access_token;
    const other = await call<{ list: GoodsLine[]; total: number }>('GET', '/v3/tax/goods/list?pageSize=100&diskId=661000000005');
    expect(other.data.total).toBeGreaterThan(0);
    expect(other.data.total).toBeLessThan(47);
    const sameEnterprise = await call<{ total: number }>('GET', '/v3/tax/goods/list?pageSize=100&diskId=661000000002');
    expect(sameEnterprise.data.total).toBe(47);
  });

  it('adds, imports and deletes in one taxpayer\'s library only', async () => {
    token = issueToken(demoAccounts.agency.uid).access_token;
    const added = await call<Customer>('POST', '/v2/issueinfo/customer/manage?diskId=661000000005', { name: '宁波新客户贸易有限公司' });
    expect(added.code).toBe(0);
    const there = await call<{ list: Customer[] }>('GET', `/v2/issueinfo/customer/manage?diskId=661000000005&kw=${encodeURIComponent('宁波新客户')}`);
    const here = await call<{ list: Customer[] }>('GET', `/v2/issueinfo/customer/manage?diskId=661000000001&kw=${encodeURIComponent('宁波新客户')}`);
    expect([there.data.list.length, here.data.list.length]).toEqual([1, 0]);

    const imported = await call<{ count: number; refused: Array<{ index: number; msg: string }> }>('POST', '/v3/tax/goods/import?diskId=661000000005', {
      list: [{ name: '导入商品甲', dw: '个', price: '10', taxRate: '0.13', hsbz: '0' }, { name: '导入商品甲', dw: '个' }, { name: '', dw: '个' }, { name: '导入商品乙', spbm: '123' }],
    });
    expect(imported.data).toEqual({ count: 1, refused: [{ index: 1, msg: '商品已存在' }, { index: 2, msg: '商品名称不能为空' }, { index: 3, msg: '税收分类编码有误' }] });
    const found = await call<{ list: GoodsLine[] }>('GET', `/v3/tax/goods/list?diskId=661000000005&kw=${encodeURIComponent('导入商品')}`);
    expect(found.data.list.map((g) => g.name)).toEqual(['导入商品甲']);
    const elsewhere = await call<{ total: number }>('GET', `/v3/tax/goods/list?diskId=661000000001&kw=${encodeURIComponent('导入商品')}`);
    expect(elsewhere.data.total).toBe(0);
    // A good of one library is not deleted through another.
    const id = found.data.list[0]?.id ?? '';
    expect((await call('DELETE', `/v3/tax/goods/${id}?diskId=661000000001`)).code).toBe(202300404);
    expect((await call('DELETE', `/v3/tax/goods/${id}?diskId=661000000005`)).code).toBe(0);
  });
});
