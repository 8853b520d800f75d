// @vitest-environment node
// The provider's operations on the embedded backend (providerOps.yaml): the seeded servers, chassis and disks in
// mixed states, restarts as server tasks that end with a result (a faulty board fails), a server holding disks that
// cannot be removed, the disk list's filters agreeing with the slots, and a year of user statistics.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { slotStateOf } from '../features/provider-ops/rules/slots';
import { demoAccounts } from './accounts';
import { FAULTY_BOARD, FAULTY_CHASSIS, RESTART_FAILED, RESTART_MS, SPARE_SERVER } from './data/providerOps';
import { issueToken, resetDb } from './db';
import { server } from './node';

const origin = 'http://portal.test';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { code: number; msg: string; data: any };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const provider = () => issueToken(demoAccounts.provider.uid).access_token;

describe('servers and slots', () => {
  it('seeds five servers, a few hundred disks in every state, and refuses other roles', async () => {
    const servers = await call('GET', '/v2/terminal/server/list', provider());
    expect(servers.data.list).toHaveLength(5);
    const disks = await call('GET', '/v2/terminal/disk/hosted/list', provider());
    expect(disks.data.total).toBeGreaterThan(250);
    expect(disks.data.total).toBeLessThan(400);
    const states = new Set(disks.data.list.map((d: never) => slotStateOf({ disk: d, restarting: (d as { restarting: boolean }).restarting, boardState: (d as { boardState: number }).boardState })));
    expect([...states].sort()).toEqual(['abnormal', 'fault', 'normal', 'offline', 'service']);
    const member = await call('GET', '/v2/terminal/server/list', issueToken(demoAccounts.member.uid).access_token);
    expect(member.code).not.toBe(0);
  });

  it('places the seed terminals by their psn, board and port', async () => {
    const slots = await call('GET', '/v2/terminal/server/slots?serverId=SRV01', provider());
    const first = slots.data.list[0];
    expect(first.psn).toBe('JX001000');
    expect(first.boards[0].slots[0].disk.diskId).toBe('661000000001');
  });

  it('restarts a port as a task that ends done and reconnects the disk', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = provider();
    const disks = await call('GET', '/v2/terminal/disk/hosted/list?state=offline&serverId=SRV01', token);
    const offline = disks.data.list[0];
    const started = await call('POST', '/v2/terminal/server/SRV01/restart', token, { psn: offline.psn, board: offline.board, port: offline.port });
    expect(started.data.state).toBe('running');
    const during = await call('GET', `/v2/terminal/disk/hosted/list?key=${offline.diskId}`, token);
    expect(during.data.list[0].restarting).toBe(true);
    const again = await call('POST', '/v2/terminal/server/SRV01/restart', token, { psn: offline.psn, board: offline.board, port: offline.port });
    expect(again.code).toBe(202400005);
    vi.setSystemTime(Date.now() + RESTART_MS + 1);
    const ended = await call('GET', `/v2/terminal/server/task/${started.data.taskId}`, token);
    expect(ended.data.state).toBe('done');
    const after = await call('GET', `/v2/terminal/disk/hosted/list?key=${offline.diskId}`, token);
    expect(after.data.list[0]).toMatchObject({ online: 1, restarting: false });
  });

  it('fails a restart on the faulty board with the reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = provider();
    const started = await call('POST', '/v2/terminal/server/SRV03/restart', token, { psn: FAULTY_CHASSIS, board: FAULTY_BOARD });
    expect(started.data.kind).toBe('restartBoard');
    vi.setSystemTime(Date.now() + RESTART_MS + 1);
    const list = await call('GET', '/v2/terminal/server/task/list?serverId=SRV03', token);
    expect(list.data.list[0]).toMatchObject({ taskId: started.data.taskId, state: 'failed', result: RESTART_FAILED });
  });

  it('adds, edits and removes a server; refuses to remove one holding disks or to take a chassis in use', async () => {
    const token = provider();
    const added = await call('POST', '/v2/terminal/server', token, { serverName: '测试服务器', ip: '10.9.0.1', room: '', state: 1, psnList: ['JX777001'], boards: 2, ports: 4 });
    expect(added.data).toMatchObject({ serverId: 'SRV06', slotCount: 8, diskCount: 0 });
    const taken = await call('POST', '/v2/terminal/server', token, { serverName: '重复', ip: '10.9.0.2', room: '', state: 1, psnList: ['JX001000'], boards: 2, ports: 4 });
    expect(taken.msg).toContain('JX001000');
    const edited = await call('PUT', '/v2/terminal/server/SRV06', token, { serverName: '测试服务器-改', ip: '10.9.0.1', room: '杭州', state: 3, psnList: ['JX777001', 'JX777002'], boards: 1, ports: 2 });
    expect(edited.data.chassis.map((c: { psn: string }) => c.psn)).toEqual(['JX777001', 'JX777002']);
    expect(edited.data.slotCount).toBe(10);
    const held = await call('DELETE', '/v2/terminal/server/SRV01', token);
    expect(held.code).toBe(202400001);
    const removed = await call('DELETE', `/v2/terminal/server/${SPARE_SERVER}`, token);
    expect(removed.data).toBe(true);
    const servers = await call('GET', '/v2/terminal/server/list', token);
    expect(servers.data.list.map((s: { serverId: string }) => s.serverId)).toEqual(['SRV01', 'SRV02', 'SRV03', 'SRV04', 'SRV06']);
  });

  it('filters the hosted disks by enterprise, type, state and server', async () => {
    const token = provider();
    const all = (await call('GET', '/v2/terminal/disk/hosted/list', token)).data.list;
    const name = all[100].taxerName as string;
    const byName = await call('GET', `/v2/terminal/disk/hosted/list?key=${encodeURIComponent(name)}`, token);
    expect(byName.data.list.every((d: { taxerName: string }) => d.taxerName === name)).toBe(true);
    const ukeys = await call('GET', '/v2/terminal/disk/hosted/list?diskType=6&serverId=SRV02', token);
    expect(ukeys.data.list.length).toBeGreaterThan(0);
    expect(ukeys.data.list.every((d: { diskType: number; serverId: string }) => d.diskType === 6 && d.serverId === 'SRV02')).toBe(true);
  });
});

describe('user statistics', () => {
  it('gives the months asked for, oldest first, the current month counting the hosted disks', async () => {
    const token = provider();
    const stats = await call('GET', '/v2/terminal/stats/users?months=12', token);
    expect(stats.data.list).toHaveLength(12);
    const last = stats.data.list[11];
    const disks = await call('GET', '/v2/terminal/disk/hosted/list', token);
    const sum = last.terminals.reduce((n: number, t: { count: number }) => n + t.count, 0);
    expect(sum).toBe(disks.data.total);
    expect(stats.data.list[0].month < last.month).toBe(true);
  });
});
