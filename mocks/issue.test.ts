// @vitest-environment node
// The embedded backend issues for real: it checks the draft, answers one order per idempotency key, pushes the
// order's statuses over the socket (1 queued, 3 issuing, 0 issued / 4 failed), assigns code and number and writes
// the invoice into the order list the other pages read.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { DEMO_FAIL_MARKER, ISSUING_STEPS_MS } from './handlers/issue';
import { server } from './node';

const origin = 'http://portal.test';
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: Record<string, unknown> | null }>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const member = demoAccounts.member;
const diskId = '661000000001';
const draft = (buyer: string, type = '82') => ({
  curInvoiceType: type,
  purchaserInfo: { buyerTaxerName: buyer, buyerTaxerId: '91310000MA1FL0XX1A' },
  review: { drawer: '张会计', payee: '李收款', checker: '王复核' },
  goodsList: [
    { showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', quantity: '2', price: '100', amount: '200.00', taxRate: '0.06', taxAmount: '12.00' },
    { showName: '*农产品*蔬菜', spbm: '1010112010000000000', quantity: '1', price: '50', amount: '50.00', taxRate: '0', lslbs: '1', taxAmount: '0.00' },
  ],
});

function listen(uid: string): { frames: Array<{ ddzt: string; fplxdm: string }>; close(): void; opened: Promise<unknown> } {
  const socket = new WebSocket(`ws://portal.test/ews/ws?userId=${uid}&code=x`);
  const frames: Array<{ ddzt: string; fplxdm: string }> = [];
  socket.addEventListener('message', (e) => {
    const outer = JSON.parse(String(e.data)) as { data: string; bizId: string };
    if (outer.bizId === 'FPKJ') frames.push(JSON.parse(outer.data) as { ddzt: string; fplxdm: string });
  });
  return { frames, close: () => socket.close(), opened: new Promise((r) => socket.addEventListener('open', r)) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async (check: () => boolean, ms = 4000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('issuing orders', () => {
  it('queues, pushes issuing then issued, and lists the invoice with its number and date', async () => {
    const { access_token: token } = issueToken(member.uid);
    const push = listen(member.uid);
    await push.opened;
    const created = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'key-0001-abc', draft: draft('上海示例贸易有限公司') });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ ddzt: 1, fplxdm: '82', gfmc: '上海示例贸易有限公司', amount: '250.00', taxAmount: '12.00', totalAmount: '262.00' });
    const id = String(created.data?.id);
    await waitFor(() => push.frames.some((f) => f.ddzt === '0'));
    expect(push.frames.map((f) => f.ddzt)).toEqual(['1', '3', '0']);
    const order = await call('GET', `/v2/tax/issue/order/${id}`, token);
    expect(order.data).toMatchObject({ ddzt: 0, fpzt: 3, fpdm: '' });
    expect(String(order.data?.fphm)).toMatch(/^\d{20}$/);
    expect(order.data?.issueTime).toBeTruthy();
    const list = await call('GET', `/v2/tax/invoice/order/list?diskId=${diskId}&page=1&pageSize=5`, token);
    expect((list.data?.list as Array<{ id: string; fphm: string }>)[0]).toMatchObject({ id, fphm: order.data?.fphm });
    const details = await call('GET', `/v2/tax/invoice/details/${id}`, token);
    expect((details.data?.goodsList as unknown[]).length).toBe(2);
    push.close();
  });

  it('creates one order per idempotency key', async () => {
    const { access_token: token } = issueToken(member.uid);
    const body = { diskId, idempotencyKey: 'key-twice-0001', draft: draft('北京示例科技有限公司') };
    const [a, b] = await Promise.all([call('POST', '/v2/tax/issue/order', token, body), call('POST', '/v2/tax/issue/order', token, body)]);
    expect(a.data?.id).toBe(b.data?.id);
    expect(getDb().orders.filter((o) => o.gfmc === '北京示例科技有限公司')).toHaveLength(1);
  });

  it('refuses a draft the rules refuse, with the rule text', async () => {
    const { access_token: token } = issueToken(member.uid);
    const bad = { ...draft('上海示例贸易有限公司', '004'), review: { drawer: '张会计' } };
    const reply = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'key-bad-00001', draft: bad });
    expect(reply).toMatchObject({ code: 202500010, msg: '收款人不能为空' });
  });

  it('fails the demo buyer with a reason, and a retry issues it', async () => {
    const { access_token: token } = issueToken(member.uid);
    const created = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'key-fail-0001', draft: draft(`上海${DEMO_FAIL_MARKER}有限公司`) });
    const id = String(created.data?.id);
    await sleep(ISSUING_STEPS_MS.done + 100);
    let order = await call('GET', `/v2/tax/issue/order/${id}`, token);
    expect(order.data).toMatchObject({ ddzt: 4, fpzt: 101, failReason: '税局校验未通过：购买方信息与登记信息不一致（演示）' });
    const retried = await call('PUT', `/v2/tax/issue/order/${id}/retry`, token);
    expect(retried.data).toMatchObject({ ddzt: 1 });
    await sleep(ISSUING_STEPS_MS.done + 100);
    order = await call('GET', `/v2/tax/issue/order/${id}`, token);
    expect(order.data).toMatchObject({ ddzt: 0, fpzt: 3 });
  });
});
