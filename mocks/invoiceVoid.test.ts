// @vitest-environment node
// The embedded backend voids for real: blank numbers leave the terminal's stock and show in the order list as blank
// voided (kind 2); a batch void answers one result per invoice with the server's reason, and a retry can succeed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { server } from './node';

const origin = 'http://portal.test';
type Reply = { code: number; msg: string; data: Record<string, unknown> | null };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const diskId = '661000000001';
type Segment = { fplxdm: string; fpdm: string; qshm: string; zzhm: string; count: number };

describe('blank void', () => {
  it('takes the run out of the stock and lists each number as a blank-voided invoice', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const stock = await call('GET', `/v2/tax/invoice/stock/${diskId}`, token);
    const segments = (stock.data as { segments: Segment[] }).segments;
    expect(segments.map((s) => s.fplxdm)).toEqual(['004', '007', '025']);
    const normal = segments.find((s) => s.fplxdm === '007') as Segment;
    // The seed issued the roll's first six numbers this month.
    expect(normal).toMatchObject({ fpdm: '031002700000', qshm: '20000007', zzhm: '20000100', count: 94 });

    const voided = await call('POST', '/v2/tax/invoice/void/blank', token, { diskId, fplxdm: '007', fpdm: normal.fpdm, qshm: '20000010', zzhm: '20000012' });
    expect(voided.code).toBe(0);
    expect(voided.data).toMatchObject({ count: 3, qshm: '20000010', zzhm: '20000012' });
    const after = (await call('GET', `/v2/tax/invoice/stock/${diskId}`, token)).data as { segments: Segment[] };
    expect(after.segments.filter((s) => s.fpdm === normal.fpdm).map((s) => [s.qshm, s.zzhm, s.count])).toEqual([
      ['20000007', '20000009', 3],
      ['20000013', '20000100', 88],
    ]);
    const list = await call('GET', `/v2/tax/invoice/order/list?diskId=${diskId}&kind=2&fpdm=${normal.fpdm}&pageSize=50`, token);
    const rows = (list.data as { list: Array<{ fphm: string; kind: number; fpzt: number }> }).list;
    expect(rows.map((r) => r.fphm).sort()).toEqual(['20000010', '20000011', '20000012']);
    expect(rows.every((r) => r.kind === 2 && r.fpzt === 103)).toBe(true);

    // The same numbers again: no longer in the stock.
    const again = await call('POST', '/v2/tax/invoice/void/blank', token, { diskId, fplxdm: '007', fpdm: normal.fpdm, qshm: '20000011', zzhm: '20000011' });
    expect(again).toMatchObject({ code: 202100012, msg: '发票号码不在库存中，请刷新库存后重试' });
  });

  it('refuses a run over the limit and a terminal the user does not see', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const tooMany = await call('POST', '/v2/tax/invoice/void/blank', token, { diskId, fplxdm: '025', fpdm: '031002800000', qshm: '30000003', zzhm: '30000250' });
    expect(tooMany).toMatchObject({ code: 202100013, msg: '一次最多作废100张空白发票' });
    const foreign = await call('GET', '/v2/tax/invoice/stock/661000000030', token);
    expect(foreign.code).toBe(202100404);
  });
});

describe('batch void', () => {
  it('voids this month’s paper invoices, refuses the others with the reason, and a retry voids the demo failure', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const seeded = getDb().orders.filter((o) => o.id.startsWith('OV'));
    const demo = seeded.find((o) => o.gfmc.includes('演示失败'));
    const plain = seeded.find((o) => !o.gfmc.includes('演示失败'));
    const electronic = getDb().orders.find((o) => o.diskId === diskId && o.fplxdm === '026' && o.fpzt === 3);
    const ids = [plain?.id, demo?.id, electronic?.id] as string[];
    const first = await call('POST', '/v2/tax/invoice/void/batch', token, { ids });
    expect(first.code).toBe(0);
    expect((first.data as { results: unknown[] }).results).toEqual([
      { id: plain?.id, fpdm: plain?.fpdm, fphm: plain?.fphm, voided: true },
      { id: demo?.id, fpdm: demo?.fpdm, fphm: demo?.fphm, voided: false, msg: '税盘连接异常，请稍后重试' },
      { id: electronic?.id, fpdm: electronic?.fpdm, fphm: electronic?.fphm, voided: false, msg: '电子发票和数电发票不能作废，如需冲销请开具红字发票' },
    ]);
    expect(getDb().orders.find((o) => o.id === plain?.id)).toMatchObject({ fpzt: 103, kind: 3 });
    const retry = await call('POST', '/v2/tax/invoice/void/batch', token, { ids: [demo?.id] });
    expect((retry.data as { results: unknown[] }).results).toEqual([{ id: demo?.id, fpdm: demo?.fpdm, fphm: demo?.fphm, voided: true }]);
  });

  it('the agency, group and branch see the member’s default terminal and its invoices to void', async () => {
    for (const name of ['agency', 'group', 'branch'] as const) {
      const { access_token: token } = issueToken(demoAccounts[name].uid);
      const stock = await call('GET', `/v2/tax/invoice/stock/${diskId}`, token);
      expect((stock.data as { segments: Segment[] }).segments.length).toBe(3);
      const list = await call('GET', `/v2/tax/invoice/order/list?fpzt=3&fplxdm=007&pageSize=500`, token);
      expect((list.data as { list: Array<{ id: string }> }).list.some((o) => o.id.startsWith('OV'))).toBe(true);
    }
  });
});
