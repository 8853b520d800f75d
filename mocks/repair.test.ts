// @vitest-environment node
// The embedded backend's invoice repair (repair.yaml): seeded stuck invoices per role, tasks that move on with the
// clock (fake timers: the server's own scheduler pushes each step), a repaired invoice in the order list with its
// fixed state, quick repair, stop, the operation record, the demo failure, a waiting terminal and fpdmhm.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from './accounts';
import { MEMBER_TERMINAL_ONLY, repairDuration } from './data/repair';
import { getDb, issueToken, resetDb } from './db';
import { REPAIR_PUSH } from '../features/invoice-repair/rules/repair';
import { stopRepairTimers } from './handlers/repair';
import { server } from './node';
import { configurePush } from './ws';

const origin = 'http://portal.test';
type Row = Record<string, string | number | undefined>;
type Reply = { code: number; msg: string; data: (Row & { list?: Row[]; task?: Row; record?: Row[]; active?: number }) | null };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

/** The pushes the server sent (every push passes the relay), decoded. */
let pushes: Array<{ bizId: string; data: Row; userId: string | undefined }> = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  pushes = [];
  configurePush({
    relay: (frame, userId) => {
      const { bizId, data } = JSON.parse(frame) as { bizId: string; data: string };
      pushes.push({ bizId, data: JSON.parse(data) as Row, userId });
    },
  });
});
afterEach(() => {
  stopRepairTimers();
  configurePush({});
  vi.useRealTimers();
});
afterAll(() => server.close());

const token = (name: keyof typeof demoAccounts) => issueToken(demoAccounts[name].uid).access_token;
const list = async (t: string, query: string) => (await call('GET', `/v2/repair/auto/repair/list?${query}`, t)).data;
const order = (id: string | undefined) => getDb().orders.find((o) => o.id === id);

describe('seeded stuck invoices', () => {
  it('every role that has the page sees some, the member those of its current terminal, paper and digital apart', async () => {
    const member = token('member');
    const paper = await list(member, 'scope=paper&diskId=661000000001');
    const digital = await list(member, 'scope=digital&diskId=661000000001');
    expect(paper?.list?.length).toBe(4);
    expect(digital?.list?.length).toBe(2);
    expect(paper?.list?.every((r) => String(r.fplxdm).length === 3)).toBe(true);
    expect(paper?.list?.map((r) => r.state).sort()).toEqual(['0', '0', '0', '3']);
    for (const name of ['agency', 'group', 'branch', 'provider'] as const) {
      const rows = await list(token(name), 'scope=paper&pageSize=100');
      expect(rows?.list?.length, name).toBeGreaterThan(5);
    }
    expect((await list(token('provider'), 'scope=digital&pageSize=100'))?.list?.length).toBeGreaterThanOrEqual(4);
    // The member sees no other enterprise's invoices.
    expect((await list(member, 'scope=paper&pageSize=100'))?.list?.every((r) => ['661000000001', '661000000002', '661000000003'].includes(String(r.diskId)))).toBe(true);
  });

  it('shows the platform state of each: still issuing (1) or issued while voided on the terminal (2)', async () => {
    const rows = (await list(token('member'), 'scope=paper&diskId=661000000001'))?.list ?? [];
    const issuing = rows.find((r) => r.id === 'RP0001');
    expect([issuing?.problem, issuing?.platformFpzt, issuing?.terminalStatus]).toEqual(['1', 2, 'issued']);
    const voided = rows.find((r) => r.id === 'RP0003');
    expect([voided?.problem, voided?.platformFpzt, voided?.terminalStatus]).toEqual(['2', 3, 'voided']);
  });
});

describe('a repair task', () => {
  it('runs its steps on the clock, pushes each, and leaves the platform order issued with the terminal\'s number', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const member = token('member');
    const started = await call('POST', '/v2/repair/auto/repair/start', member, { ids: ['RP0001'] });
    expect(started.code).toBe(0);
    const taskId = String(started.data?.list?.[0]?.id);
    expect(started.data?.list?.[0]?.state).toBe('2');
    const item = () => call('GET', '/v2/repair/auto/repair/item/RP0001', member).then((r) => r.data);
    expect((await item())?.state).toBe('2');
    expect((await list(member, 'scope=paper&diskId=661000000001'))?.active).toBe(1);

    await vi.advanceTimersByTimeAsync(repairDuration('full') / 2);
    const halfway = await item();
    expect([halfway?.state, halfway?.progress]).toEqual(['2', 50]);
    // The scheduler pushed the first step's end to the member.
    expect(pushes.filter((p) => p.bizId === REPAIR_PUSH && p.data.taskId === taskId).map((p) => p.userId)).toContain(demoAccounts.member.uid);

    await vi.advanceTimersByTimeAsync(repairDuration('full') / 2);
    const done = await item();
    expect([done?.state, done?.progress]).toEqual(['3', 100]);
    const last = pushes.filter((p) => p.data.taskId === taskId).at(-1);
    expect(last?.data.state).toBe('3');
    const fixed = order(String(done?.orderId));
    expect([fixed?.ddzt, fixed?.fpzt, fixed?.fphm]).toEqual([0, 3, done?.fphm]);
    // The order list (the inquiry's call) has it issued, with its number.
    const inquiry = await call('GET', `/v2/tax/invoice/order/list?fphm=${String(done?.fphm)}`, member);
    expect(inquiry.data?.list?.[0]?.fpzt).toBe(3);

    const result = await call('GET', `/v2/tax/invoice/repair/result/${taskId}`, member);
    expect(result.data?.record?.map((r) => r.event)).toEqual(['created', 'read', 'compare', 'update', 'succeeded']);
    // A repaired item is not repaired twice.
    expect((await call('POST', '/v2/repair/auto/repair/start', member, { ids: ['RP0001'] })).msg).toBe('该发票已修复，无需再次修复');
  });

  it('is stopped while it runs: the item stays stuck and may be repaired again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const member = token('member');
    const started = await call('POST', '/v2/repair/auto/repair/start', member, { ids: ['RP0002'] });
    const taskId = String(started.data?.list?.[0]?.id);
    expect((await call('POST', '/v2/repair/auto/repair/start', member, { ids: ['RP0002'] })).msg).toBe('该发票正在修复中，请勿重复提交');
    await vi.advanceTimersByTimeAsync(12_000);
    const killed = await call('PUT', `/v2/tax/invoice/repair/kill/${taskId}`, member);
    expect(killed.data?.state).toBe('5');
    await vi.advanceTimersByTimeAsync(repairDuration('full'));
    const item = (await call('GET', '/v2/repair/auto/repair/item/RP0002', member)).data;
    expect(item?.state).toBe('5');
    expect(order(String(item?.orderId))?.ddzt).toBe(3);
    expect((await call('GET', `/v2/tax/invoice/repair/result/${taskId}`, member)).data?.record?.map((r) => r.event)).toEqual(['created', 'read', 'compare', 'stopped']);
    expect((await call('PUT', `/v2/tax/invoice/repair/kill/${taskId}`, member)).msg).toBe('该任务已结束，无法停止');
    expect((await call('POST', '/v2/repair/auto/repair/start', member, { ids: ['RP0002'] })).code).toBe(0);
    const tasks = await call('GET', '/v2/tax/invoice/repair/queryTask?repId=RP0002', member);
    expect(tasks.data?.list?.map((t) => t.state)).toEqual(['2', '5']);
  });

  it('quick-repairs an invoice voided on the terminal in 5 s; refuses a quick repair without the platform knowing the number', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const member = token('member');
    expect((await call('POST', '/v2/tax/invoice/repair/quick', member, { repId: 'RP0001' })).msg).toBe('平台尚无该发票的代码号码，请使用修复（读取税盘发票）');
    const quick = await call('POST', '/v2/tax/invoice/repair/quick', member, { repId: 'RP0003' });
    expect([quick.code, quick.data?.kind]).toEqual([0, 'quick']);
    await vi.advanceTimersByTimeAsync(repairDuration('quick'));
    const item = (await call('GET', '/v2/repair/auto/repair/item/RP0003', member)).data;
    expect(item?.state).toBe('3');
    expect([order(String(item?.orderId))?.fpzt, order(String(item?.orderId))?.kind]).toEqual([103, 3]);
  });

  it('fails once where the demo says so, with the server\'s reason, and passes the second time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const agency = token('agency');
    const first = await call('POST', '/v2/repair/auto/repair/start', agency, { ids: ['RP0010'] });
    expect(first.code).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    const failed = (await call('GET', '/v2/repair/auto/repair/item/RP0010', agency)).data;
    expect([failed?.state, failed?.message]).toEqual(['4', '读取税盘发票超时，请检查税盘连接后重试']);
    await call('POST', '/v2/repair/auto/repair/start', agency, { ids: ['RP0010'] });
    await vi.advanceTimersByTimeAsync(repairDuration('full'));
    expect((await call('GET', '/v2/repair/auto/repair/item/RP0010', agency)).data?.state).toBe('3');
  });

  it('waits for a disconnected terminal, and may be stopped while waiting', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const member = token('member');
    await vi.advanceTimersByTimeAsync(3_600_000);
    const waiting = await call('GET', '/v2/tax/invoice/repair/result/RT0001', member);
    expect([waiting.data?.task?.state, waiting.data?.task?.step]).toEqual(['1', 'waiting']);
    expect((await call('PUT', '/v2/tax/invoice/repair/kill/RT0001', member)).data?.state).toBe('5');
  });
});

describe('repair by code and number (fpdmhm)', () => {
  it('finds an invoice only the terminal holds, quick-repairs it into the platform, and refuses unknown and agreeing ones', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const member = token('member');
    const found = await call('POST', '/v2/tax/invoice/repair/fpdmhm', member, MEMBER_TERMINAL_ONLY);
    expect([found.code, found.data?.problem, found.data?.state]).toEqual([0, '3', '2']);
    await vi.advanceTimersByTimeAsync(repairDuration('quick'));
    const orders = await call('GET', `/v2/tax/invoice/order/list?fphm=${MEMBER_TERMINAL_ONLY.fphm}&fpdm=${MEMBER_TERMINAL_ONLY.fpdm}`, member);
    expect(orders.data?.list?.map((o) => [o.ddzt, o.fpzt])).toEqual([[0, 3]]);
    expect((await call('POST', '/v2/tax/invoice/repair/fpdmhm', member, MEMBER_TERMINAL_ONLY)).msg).toBe('该发票已修复，无需再次修复');
    // An invoice on which the platform and the terminal agree.
    const agreeing = getDb().orders.find((o) => o.diskId === '661000000001' && o.ddzt === 0 && o.fphm && o.fpdm);
    expect((await call('POST', '/v2/tax/invoice/repair/fpdmhm', member, { diskId: '661000000001', fpdm: agreeing?.fpdm, fphm: agreeing?.fphm })).msg).toBe('该发票平台与税盘状态一致，无需修复');
    expect((await call('POST', '/v2/tax/invoice/repair/fpdmhm', member, { ...MEMBER_TERMINAL_ONLY, fphm: '99999999' })).msg).toBe('税盘中未找到该发票，请核对发票代码和号码');
    expect((await call('POST', '/v2/tax/invoice/repair/fpdmhm', member, { ...MEMBER_TERMINAL_ONLY, diskId: '661000000013' })).msg).toBe('该终端信息有误');
  });
});
