// @vitest-environment node
// The embedded backend's seed covers every state the spec lists, is deterministic, and its auth flow works
// (login, refresh, 401 on an expired or unknown token); writes persist in one database per browser (localStorage, shared by its tabs) when switched on.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerCodes } from '../features/lookups/index';
import { hashPassword } from '../features/account/rules/passwordHash';
import { demoAccounts } from './accounts';
import { configureDb, getDb, issueToken, resetDb, resetDemoData, REVISION_KEY, STORAGE_KEY } from './db';
import { server } from './node';
import { createSeed, type MockDb } from './seed';

const origin = 'http://portal.test';
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (path: string, token?: string) => fetch(`${origin}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const distinct = <T extends string | number>(list: T[]) => [...new Set(list)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('seed', () => {
  const db = createSeed();
  it('is deterministic', () => {
    expect(createSeed()).toEqual(db);
  });
  it('has 60 terminals over every provider code, disk type, service status and online state', () => {
    expect(db.terminals).toHaveLength(60);
    expect(distinct(db.terminals.map((t) => t.tsp))).toEqual(Object.keys(providerCodes).sort());
    expect(distinct(db.terminals.map((t) => t.diskType))).toEqual([2, 4, 6, 7]);
    expect(distinct(db.terminals.map((t) => t.serviceStatus))).toEqual([0, 1, 3, 4, 6]);
    expect(distinct(db.terminals.map((t) => t.online))).toEqual([-321, 0, 1, 2]);
    expect(distinct(db.terminals.map((t) => t.qdStatus ?? -1))).toEqual([0, 1, 3]);
    const days = db.terminals.map((t) => t.servicePackage?.remain ?? -1);
    expect(days.some((d) => d === 0)).toBe(true);
    expect(days.some((d) => d > 0 && d < 30)).toBe(true);
    expect(days.some((d) => d >= 30)).toBe(true);
    expect(db.terminals.some((t) => (t.qdInfo?.length ?? 0) === 2)).toBe(true);
  });
  it('has orders in every order status, invoice status and invoice kind, over several invoice types', () => {
    expect(distinct(db.orders.map((o) => o.ddzt))).toEqual(Array.from({ length: 13 }, (_, k) => k));
    expect(distinct(db.orders.map((o) => o.fpzt))).toEqual([2, 3, 11, 12, 101, 103, 111]);
    expect(distinct(db.orders.map((o) => o.kind))).toEqual([0, 1, 2, 3, 4]);
    expect(distinct(db.orders.map((o) => o.fplxdm)).length).toBeGreaterThanOrEqual(5);
  });
  it('has robot tasks in every state', () => {
    expect(distinct(db.robotTasks.map((r) => r.state))).toEqual([-1, 0, 1, 2, 3, 4, 5]);
  });
  it('gives each demo account a current terminal in service and online, but the two that show what a new user meets', () => {
    for (const a of Object.values(demoAccounts)) {
      if (a.username === 'newmember' || a.username === 'noterminal') continue;
      const t = db.terminals.find((x) => x.diskId === db.currentDisk[a.uid]);
      expect(t?.serviceStatus, a.username).toBe(1);
      expect(t?.online, a.username).toBe(1);
    }
  });
});

describe('the accounts a new user meets (spec 01 §2, §8)', () => {
  const db = createSeed();
  it("newmember has terminals (its enterprise's) and no default one", () => {
    expect(db.currentDisk[demoAccounts.newmember.uid]).toBeNull();
    expect(db.terminals.filter((t) => t.taxerId === demoAccounts.newmember.enterpriseTaxerId).length).toBeGreaterThan(0);
  });
  it('noterminal has no terminal at all, so no default one', () => {
    expect(db.currentDisk[demoAccounts.noterminal.uid]).toBeNull();
    expect(db.terminals.filter((t) => t.taxerId === demoAccounts.noterminal.enterpriseTaxerId)).toEqual([]);
  });
});

describe('auth', () => {
  it('signs each role in with its session fields, and rejects a wrong password with a message', async () => {
    for (const a of [demoAccounts.member, demoAccounts.agency, demoAccounts.provider]) {
      // The client sends the SHA-256 of the password (docs/security.md).
      const body = await (await post('/v1/account/login', { username: a.username, password: await hashPassword(a.password) })).json();
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ roleType: a.roleType, uid: a.uid, expires_in: 7200 });
      const current = await (await get('/v2/terminal/current', body.data.access_token)).json();
      expect(current.data.diskId).toMatch(/^6610\d{8}$/);
    }
    const wrong = await (await post('/v1/account/login', { username: 'member', password: 'x' })).json();
    expect(wrong).toMatchObject({ code: 201000001, msg: '用户名或密码错误' });
  });

  it('refreshes a token once per refresh token; the new token works', async () => {
    const token = issueToken(demoAccounts.agency.uid);
    const refreshed = await (await post('/v1/account/refreshToken', token)).json();
    expect(refreshed.code).toBe(0);
    expect((await get('/v1/account/userinfo', refreshed.data.access_token)).status).toBe(200);
    expect((await post('/v1/account/refreshToken', token)).status).toBe(401);
  });

  it('answers 401 for an expired or unknown token, and after sign-out', async () => {
    const token = issueToken(demoAccounts.member.uid, Date.now(), 60);
    expect((await get('/v1/account/userinfo', token.access_token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get('/v1/account/userinfo', token.access_token)).status).toBe(401);
    vi.useRealTimers();
    expect((await get('/v1/account/userinfo', 'nope')).status).toBe(401);
    const live = issueToken(demoAccounts.member.uid);
    await post('/v1/account/logout', { token: live.access_token }, live.access_token);
    expect((await get('/v1/account/userinfo', live.access_token)).status).toBe(401);
  });

  it('scopes terminals by role: member its enterprise, agency 40, provider all 60', async () => {
    const count = async (uid: string) =>
      (await (await get('/v2/terminal/equipment/list?pageSize=100', issueToken(uid).access_token)).json()).data.pages.items;
    expect(await count(demoAccounts.member.uid)).toBe(4); // three in service and the expired 661000000058
    expect(await count(demoAccounts.agency.uid)).toBe(40);
    expect(await count(demoAccounts.provider.uid)).toBe(60);
  });
});

describe('persistence: one database per browser (localStorage, shared by its tabs)', () => {
  afterEach(() => configureDb({ persist: false }));
  /** A localStorage of one origin, shared by the 'tabs' of a test. */
  const sharedStorage = () => {
    const map = new Map<string, string>();
    return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } };
  };
  const switchTo = (token: string, deviceId: string) =>
    fetch(`${origin}/v2/terminal/current`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ deviceId }),
    });

  it('keeps writes across a reload', async () => {
    const { storage } = sharedStorage();
    configureDb({ persist: true, storage });
    const token = issueToken(demoAccounts.member.uid);
    expect((await (await switchTo(token.access_token, 'T0002')).json()).code).toBe(0);
    configureDb({ persist: true, storage }); // a page reload: the database is read back from storage
    expect(getDb().currentDisk[demoAccounts.member.uid]).toBe('661000000002');
    expect((await get('/v1/account/userinfo', token.access_token)).status).toBe(200);
  });

  it("answers from another tab's write: a token issued and a terminal switched elsewhere are known at once", async () => {
    const { map, storage } = sharedStorage();
    const changes: string[] = [];
    configureDb({ persist: true, storage, onChange: (what) => changes.push(what) });
    getDb(); // this tab has its copy
    // Another tab (its own copy, the same storage) signs in and switches the terminal.
    const other = JSON.parse(map.get(STORAGE_KEY) ?? '{}') as MockDb;
    other.tokens['at-other'] = { uid: demoAccounts.member.uid, expiresAt: Date.now() + 60_000, refreshToken: 'rt-other' };
    other.currentDisk[demoAccounts.member.uid] = '661000000002';
    map.set(STORAGE_KEY, JSON.stringify(other));
    map.set(REVISION_KEY, 'other-tab-revision');
    const current = await (await get('/v2/terminal/current', 'at-other')).json();
    expect(current.data.diskId).toBe('661000000002');
    // this tab's write tells the others and leaves a new revision
    expect((await (await switchTo('at-other', 'T0003')).json()).code).toBe(0);
    expect(changes).toEqual(['saved']);
    expect(map.get(REVISION_KEY)).not.toBe('other-tab-revision');
    expect((JSON.parse(map.get(STORAGE_KEY) ?? '{}') as MockDb).currentDisk[demoAccounts.member.uid]).toBe('661000000003');
  });

  it("a copy wiped from storage (the portal's sign-out clears local storage) is written back, not reseeded", async () => {
    const { map, storage } = sharedStorage();
    configureDb({ persist: true, storage });
    const token = issueToken(demoAccounts.member.uid);
    await switchTo(token.access_token, 'T0002');
    map.clear();
    expect(getDb().currentDisk[demoAccounts.member.uid]).toBe('661000000002');
    expect(map.has(STORAGE_KEY)).toBe(true);
    configureDb({ persist: true, storage });
    expect(getDb().currentDisk[demoAccounts.member.uid]).toBe('661000000002');
  });

  it('the demo reset reseeds the data for every tab and keeps the sign-ins', async () => {
    const { storage } = sharedStorage();
    const changes: string[] = [];
    configureDb({ persist: true, storage, onChange: (what) => changes.push(what) });
    const token = issueToken(demoAccounts.member.uid);
    await switchTo(token.access_token, 'T0002');
    resetDemoData();
    expect(changes.at(-1)).toBe('reset');
    configureDb({ persist: true, storage }); // another tab, or a reload
    expect(getDb().currentDisk[demoAccounts.member.uid]).toBe(createSeed().currentDisk[demoAccounts.member.uid]);
    expect((await get('/v1/account/userinfo', token.access_token)).status).toBe(200);
  });

  it('a stored copy of another seed version is reseeded', () => {
    const { map, storage } = sharedStorage();
    map.set(STORAGE_KEY, JSON.stringify({ version: -1 }));
    map.set(REVISION_KEY, 'old');
    configureDb({ persist: true, storage });
    expect(getDb().version).toBe(createSeed().version);
    expect(map.get(REVISION_KEY)).not.toBe('old');
  });
});
