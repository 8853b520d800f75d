// @vitest-environment node
// Batch issuing on the embedded backend (mocks/handlers/batchIssue.ts): a batch is answered at once and issued one
// invoice every BATCH_STEP_MS on the clock the tests control (fake timers: no test waits real seconds); each invoice
// becomes a real order or fails with the server's reason; nothing is issued twice (same key, same document number).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { BATCH_STEP_MS, BIZ_BATCH_ISSUE } from './handlers/batchIssue';
import { DEMO_FAIL_MARKER } from './handlers/issue';
import { server } from './node';
import { WAIT_MS } from '../tests/support/ceilings';

const origin = 'http://portal.test';
type Reply = { code: number; msg: string; data: Record<string, unknown> & { items?: Array<Record<string, unknown>>; list?: Array<Record<string, unknown>> } };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-20T02:00:00.000Z'));
  resetDb();
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const member = demoAccounts.member;
const diskId = '661000000001';
const invoice = (documentNo: string, buyer = '上海示例贸易有限公司') => ({
  documentNo,
  draft: {
    curInvoiceType: '026',
    purchaserInfo: { buyerTaxerName: buyer, buyerTaxerId: '91310000MA1FL0XX1A' },
    review: { drawer: '张会计' },
    goodsList: [{ showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', quantity: '2', price: '100', amount: '200.00', taxRate: '0.06', taxAmount: '12.00', hsbz: '0' }],
  },
});

describe('batch issuing', () => {
  it('issues one invoice per step on the controlled clock, fails the demo buyer with its reason, retries it', async () => {
    const { access_token: token } = issueToken(member.uid);
    const ordersBefore = getDb().orders.length;
    const created = await call('POST', '/v2/tax/invoice/batch/issue', token, {
      diskId,
      idempotencyKey: 'batch-key-0001',
      fileName: '批量.xlsx',
      invoices: [invoice('000123'), invoice('000124', `杭州${DEMO_FAIL_MARKER}公司`), invoice('000125')],
    });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ status: 'running', total: 3, issued: 0, failed: 0 });
    const id = String(created.data.id);

    await vi.advanceTimersByTimeAsync(BATCH_STEP_MS);
    let batch = (await call('GET', `/v2/tax/invoice/batch/${id}`, token)).data;
    expect(batch).toMatchObject({ issued: 1, failed: 0, status: 'running' });

    await vi.advanceTimersByTimeAsync(2 * BATCH_STEP_MS);
    batch = (await call('GET', `/v2/tax/invoice/batch/${id}`, token)).data;
    expect(batch).toMatchObject({ issued: 2, failed: 1, status: 'done' });
    const [first, second] = batch.items!;
    expect(first).toMatchObject({ documentNo: '000123', status: 'issued', fpdm: expect.stringMatching(/^\d{12}$/), fphm: expect.stringMatching(/^\d{8}$/) });
    expect(second).toMatchObject({ documentNo: '000124', status: 'failed', failReason: expect.stringContaining('税局校验未通过') });
    expect(getDb().orders.length).toBe(ordersBefore + 2);
    expect(getDb().orders.find((o) => o.id === first!.orderId)).toMatchObject({ ddzt: 0, fpzt: 3, ywcj: '8', totalAmount: '212.00' });

    const retried = await call('PUT', `/v2/tax/invoice/batch/${id}/retry`, token, {});
    expect(retried.data).toMatchObject({ status: 'running', failed: 0 });
    await vi.advanceTimersByTimeAsync(BATCH_STEP_MS);
    batch = (await call('GET', `/v2/tax/invoice/batch/${id}`, token)).data;
    expect(batch).toMatchObject({ status: 'done', issued: 3, failed: 0 });
    // A second retry has nothing to do: nothing is issued again.
    await call('PUT', `/v2/tax/invoice/batch/${id}/retry`, token, {});
    await vi.advanceTimersByTimeAsync(5 * BATCH_STEP_MS);
    expect(getDb().orders.length).toBe(ordersBefore + 3);
  });

  it('answers the same batch for the same key, and refuses a document number already issued', async () => {
    const { access_token: token } = issueToken(member.uid);
    const ordersBefore = getDb().orders.length;
    const body = { diskId, idempotencyKey: 'batch-key-0002', invoices: [invoice('DJ9001')] };
    const [a, b] = await Promise.all([call('POST', '/v2/tax/invoice/batch/issue', token, body), call('POST', '/v2/tax/invoice/batch/issue', token, body)]);
    expect(a.data.id).toBe(b.data.id);
    await vi.advanceTimersByTimeAsync(BATCH_STEP_MS);
    const again = await call('POST', '/v2/tax/invoice/batch/issue', token, { ...body, idempotencyKey: 'batch-key-0003' });
    expect(again.data.id).not.toBe(a.data.id);
    expect(again.data.items![0]).toMatchObject({ status: 'failed', failReason: expect.stringContaining('已开具') });
    await vi.advanceTimersByTimeAsync(3 * BATCH_STEP_MS);
    expect(getDb().orders.length).toBe(ordersBefore + 1);
  });

  it('lists the batches of the terminal (a reload finds the running one) with the seeded one, and pushes progress', async () => {
    const { access_token: token } = issueToken(member.uid);
    const frames: unknown[] = [];
    const socket = new WebSocket(`ws://portal.test/ews/ws?userId=${member.uid}&code=x`);
    socket.addEventListener('message', (e) => {
      const outer = JSON.parse(String(e.data)) as { data: string; bizId: string };
      if (outer.bizId === BIZ_BATCH_ISSUE) frames.push(JSON.parse(outer.data));
    });
    await vi.waitFor(() => expect(socket.readyState).toBe(WebSocket.OPEN), { timeout: WAIT_MS });
    const seeded = (await call('GET', `/v2/tax/invoice/batch/list?diskId=${diskId}`, token)).data.list!;
    expect(seeded).toEqual([expect.objectContaining({ status: 'done', failed: 2 })]);
    const created = await call('POST', '/v2/tax/invoice/batch/issue', token, { diskId, idempotencyKey: 'batch-key-0004', invoices: [invoice('DJ9101'), invoice('DJ9102')] });
    const list = (await call('GET', `/v2/tax/invoice/batch/list?diskId=${diskId}`, token)).data.list!;
    expect(list[0]).toMatchObject({ id: created.data.id, status: 'running' });
    await vi.advanceTimersByTimeAsync(2 * BATCH_STEP_MS);
    await vi.waitFor(() => expect(frames).toContainEqual({ batchId: created.data.id, status: 'done', total: 2, issued: 2, failed: 0 }), { timeout: WAIT_MS });
    socket.close();
  });
});
