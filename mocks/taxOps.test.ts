// @vitest-environment node
// The embedded backend's month of tax work (copyClear.yaml, taxBureauOverview.yaml, robot.yaml job/*): reporting and
// clearing with a result per terminal and the server's words, the retry of a passing failure, the logins that drop
// (pushed), the face scan that unblocks the robot's waiting jobs, and the robot's jobs in every state.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { CLEAR_DECLARED, CLEAR_UNDECLARED, COPY_FLAKY, COPY_NOT_IN_PERIOD, COPY_READY, FACE_DUE, LOGIN_DROPPED } from './data/taxOps';
import { COPY_WORDS, DROP_AFTER_MS, FACE_SCAN_DEMO_MS, JOB_RUN_MS, noteFaceCodeShown, stopTaxOpsTimers } from './handlers/taxOps';
import { server } from './node';
import { diskIdOf } from './seed';

const origin = 'http://portal.test';
type Reply = { code: number; msg: string; data: Record<string, unknown> & { list?: Array<Record<string, unknown>>; results?: Array<Record<string, unknown>>; counts?: Record<string, number> } };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => {
  stopTaxOpsTimers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const agency = () => issueToken(demoAccounts.agency.uid).access_token;

describe('copy and clear', () => {
  it('lists every tax-control terminal the agency serves with one status each, and counts them', async () => {
    const list = await call('GET', '/v2/terminal/operation/qd/copy/list?pageSize=99999', agency());
    const rows = list.data.list ?? [];
    // The agency sees 40 terminals; every fourth is a fully-digital one, which reports nothing.
    expect(rows).toHaveLength(30);
    const counts = list.data.counts ?? {};
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(30);
    for (const code of ['1', '2', '3', '4']) expect(counts[code]).toBeGreaterThan(0);
    const filtered = await call('GET', '/v2/terminal/operation/qd/copy/list?cbzt=3', agency());
    expect((filtered.data.list ?? []).every((r) => r.cbzt === '3')).toBe(true);
  });

  it('reports a selection with a result per terminal, the failures in the server\'s words; a retry reports the timed-out one', async () => {
    const token = agency();
    const ids = [COPY_FLAKY, COPY_READY, COPY_NOT_IN_PERIOD].map(diskIdOf);
    const first = await call('PUT', '/v2/terminal/operation/qd/copy/run', token, { action: 'copy', diskIds: ids });
    expect(first.data.results?.map((r) => [r.diskId, r.ok, r.msg])).toEqual([
      [ids[0], false, COPY_WORDS.timeout],
      [ids[1], true, COPY_WORDS.copied],
      [ids[2], false, COPY_WORDS.notInPeriod],
    ]);
    expect((first.data.results?.[1]?.terminal as { cbzt: string }).cbzt).toBe('3');
    const retry = await call('PUT', '/v2/terminal/operation/qd/copy/run', token, { action: 'copy', diskIds: [ids[0], ids[2]] });
    expect(retry.data.results?.map((r) => r.ok)).toEqual([true, false]);
    // The member's taxReturns page reads the same periods.
    expect(getDb().taxReturns.filter((r) => r.diskId === ids[0]).every((r) => r.cbzt === '3')).toBe(true);
  });

  it('clears a declared terminal, refuses an undeclared one, and keeps the record', async () => {
    const token = agency();
    const [declared, undeclared] = [diskIdOf(CLEAR_DECLARED), diskIdOf(CLEAR_UNDECLARED)];
    const run = await call('PUT', '/v2/terminal/operation/qd/copy/run', token, { action: 'clear', diskIds: [declared, undeclared] });
    expect(run.data.results?.map((r) => r.msg)).toEqual([COPY_WORDS.cleared, COPY_WORDS.notDeclared]);
    const detail = await call('GET', `/v2/terminal/operation/qd/copy/detail/${declared}`, token);
    expect((detail.data.terminal as { cbzt: string }).cbzt).toBe('4');
    expect((detail.data.log as Array<{ msg: string; operator: string }>)[0]).toMatchObject({ msg: COPY_WORDS.cleared, operator: demoAccounts.agency.userName });
  });

  it('refuses more than 50 terminals at once and an unknown one by itself', async () => {
    const token = agency();
    const many = await call('PUT', '/v2/terminal/operation/qd/copy/run', token, { action: 'copy', diskIds: Array.from({ length: 51 }, (_, k) => diskIdOf(k)) });
    expect(many.code).not.toBe(0);
    const unknown = await call('PUT', '/v2/terminal/operation/qd/copy/run', token, { action: 'copy', diskIds: ['661000000055'] });
    expect(unknown.data.results?.[0]).toMatchObject({ ok: false, msg: COPY_WORDS.wrongTerminal });
  });
});

describe('the tax-bureau logins', () => {
  it('shows each login state, and a login that drops while the page is open is pushed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    const token = issueToken(demoAccounts.member.uid).access_token;
    const before = await call('GET', '/v2/terminal/operation/qd/login/overview', token);
    const second = () => (before.data.list ?? []).find((r) => r.diskId === diskIdOf(1));
    expect(second()?.state).toBe('loggedIn');
    expect(before.data.counts?.loggedOut).toBe(1);
    vi.advanceTimersByTime(DROP_AFTER_MS + 1);
    const after = await call('GET', '/v2/terminal/operation/qd/login/overview', token);
    expect((after.data.list ?? []).find((r) => r.diskId === diskIdOf(1))).toMatchObject({ state: 'dropped', faceState: '0' });
  });
});

describe('the tax robot', () => {
  it('has jobs in every state, and a face scan lets the waiting ones go on by themselves', async () => {
    const token = agency();
    const list = await call('GET', '/v2/tax/robot/job/list', token);
    expect(Object.keys(list.data.counts ?? {}).sort()).toEqual(['-1', '0', '1', '2', '3', '4', '5']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    noteFaceCodeShown(diskIdOf(FACE_DUE));
    vi.setSystemTime(Date.now() + FACE_SCAN_DEMO_MS + 1);
    const faced = await call('GET', `/v2/tax/robot/job/list?kw=${diskIdOf(FACE_DUE)}`, token);
    expect((faced.data.list ?? []).map((j) => j.state)).toEqual([1, 1]);
    vi.setSystemTime(Date.now() + JOB_RUN_MS + 1);
    const done = await call('GET', `/v2/tax/robot/job/list?kw=${diskIdOf(FACE_DUE)}`, token);
    expect((done.data.list ?? []).map((j) => j.state)).toEqual([0, 0]);
    // A job waiting for a login still waits when looked at again, with the words why.
    const waiting = (list.data.list ?? []).find((j) => j.diskId === diskIdOf(LOGIN_DROPPED) && j.state === 3);
    const again = await call('PUT', `/v2/tax/robot/job/${String(waiting?.id)}/resume`, token);
    expect(again.data).toMatchObject({ state: 3, message: expect.stringContaining('登录') });
  });

  it('schedules jobs, runs a report-and-clear job to its end and cancels a queued one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = agency();
    const made = await call('POST', '/v2/tax/robot/job', token, { kind: 'copyClear', diskIds: [diskIdOf(CLEAR_DECLARED)] });
    const job = made.data.list?.[0];
    expect(job?.state).toBe(1);
    vi.setSystemTime(Date.now() + JOB_RUN_MS + 1);
    const list = await call('GET', `/v2/tax/robot/job/list?kw=${diskIdOf(CLEAR_DECLARED)}`, token);
    expect((list.data.list ?? []).find((j) => j.id === job?.id)).toMatchObject({ state: 0, message: COPY_WORDS.cleared });
    const later = await call('POST', '/v2/tax/robot/job', token, { kind: 'declare', diskIds: [diskIdOf(COPY_READY)], runAt: new Date(Date.now() + 3_600_000).toISOString() });
    const queued = later.data.list?.[0];
    expect(queued?.state).toBe(5);
    expect((await call('DELETE', `/v2/tax/robot/job/${String(queued?.id)}`, token)).code).toBe(0);
  });
});
