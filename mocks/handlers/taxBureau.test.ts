// @vitest-environment node
// The embedded backend's digital-account calls (spec 02 §7.1): qdLoginOperate reads the login, and skipTaxBureau
// answers only a logged-in IT160 or IT600 (a login address, or the local client's data for type 4).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../accounts';
import { getDb, issueToken, resetDb } from '../db';
import { server } from '../node';
import { diskIdOf, taxerIdOf } from '../seed';

const origin = 'http://portal.test';
let token = '';
const call = async (method: string, path: string, body?: unknown) => {
  const reply = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await reply.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  token = issueToken(demoAccounts.provider.uid).access_token;
});
afterAll(() => server.close());

describe('the digital account on the embedded backend', () => {
  it('skipTaxBureau refuses a terminal not logged in, then answers once it is', async () => {
    // seeded terminal 42: IT600, not logged in
    const diskId = diskIdOf(42);
    expect(getDb().terminals[42]!.tsp).toBe('IT600');
    const before = await call('GET', `/v2/terminal/operation/qd/skip/${diskId}?type=2`);
    expect(before).toMatchObject({ code: 201300042, msg: '数电账号未登录，请先登录' });
    expect((await call('POST', '/v2/terminal/operation/qd/loginOperate', { diskId, dlzh: 'x' })).data).toMatchObject({ isLogin: 0 });

    getDb().taxLogin[diskId] = 1;
    expect((await call('POST', '/v2/terminal/operation/qd/loginOperate', { diskId, dlzh: 'x' })).data).toMatchObject({ isLogin: 1 });
    expect((await call('GET', `/v2/terminal/operation/qd/skip/${diskId}?type=2`)).data).toEqual({ loginURL: `https://etax.example.gov.cn/login?nsrsbh=${taxerIdOf(42)}` });
    expect((await call('GET', `/v2/terminal/operation/qd/skip/${diskId}?type=4`)).data).toEqual({ data: { diskId, taxerId: taxerIdOf(42) } });
  });

  it('skipTaxBureau refuses other terminal types even when logged in', async () => {
    // seeded terminal 0: IT100, logged in
    expect(getDb().taxLogin[diskIdOf(0)]).toBe(1);
    expect(await call('GET', `/v2/terminal/operation/qd/skip/${diskIdOf(0)}?type=2`)).toMatchObject({ code: 201300041, msg: '该终端型号不支持跳转电子税局' });
  });
});
