import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { resetDb, server } from '../../mocks/node';
import { beginSession, endSession } from '../session';
import { createStore, isApiAttached } from '../store';
import { attachApi } from './attachApi';
import { baseApi } from './baseApi';
import { requestOnce } from './requestOnce';

// The api is not on the sign-in route: the store starts without it, and the app attaches it by one explicit
// call when the signed-in frame loads (app/shell/signedInFrame.ts). Endpoints here are the test's own, injected
// into the base api as every generated domain is.

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentTerminal: build.query<{ code: number; data: unknown }, void>({ query: () => '/v2/terminal/current' }),
  }),
  overrideExisting: true,
});
type ApiState = Parameters<ReturnType<typeof api.endpoints.currentTerminal.select>>[0];
const apiState = (store: { getState: () => unknown }) => store.getState() as ApiState;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('attaching the api to the store', () => {
  it('a store starts without the api; attachApi adds it once, and the endpoints then work', async () => {
    const store = createStore({ persist: false });
    expect(isApiAttached(store)).toBe(false);
    expect(store.getState()).not.toHaveProperty('api');

    attachApi(store);
    attachApi(store);
    expect(isApiAttached(store)).toBe(true);
    expect(store.getState().api?.config).toMatchObject({ reducerPath: 'api', middlewareRegistered: true });
    // the request goes out (signed out: refused) and its result is cached in the store
    const result = await store.dispatch(api.endpoints.currentTerminal.initiate());
    expect(result.status).toBe('rejected');
    expect(api.endpoints.currentTerminal.select()(apiState(store)).status).toBe('rejected');
  });

  it('signing in as another user in the same tab drops the first user’s cached data', async () => {
    const store = createStore({ persist: false });
    attachApi(store);
    // The login body carries the SHA-256 of the password, as the sign-in page sends it (docs/security.md).
    const sha256 = async (text: string) =>
      Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');
    const signIn = async (name: DemoAccountName) => {
      const account = demoAccounts[name];
      const reply = await requestOnce<{ data: Parameters<typeof beginSession>[1] }>(
        store,
        { url: '/v1/account/login', method: 'POST', body: { username: account.username, password: await sha256(account.password), entrance: account.entrance } },
        { endpoint: 'login' },
      );
      if (!reply.data) throw new Error(`${name} could not sign in`);
      beginSession(store, reply.data.data, account.entrance);
    };
    const current = api.endpoints.currentTerminal;

    await signIn('member');
    const first = await store.dispatch(current.initiate());
    expect(first.isSuccess).toBe(true);
    expect(current.select()(apiState(store)).data).toEqual(first.data);

    endSession(store, 'user');
    await signIn('provider');
    expect(current.select()(apiState(store)).status).toBe('uninitialized');
    const second = await store.dispatch(current.initiate());
    expect(second.isSuccess).toBe(true);
    // what the provider gets is the provider's own answer, not a cached one
    const fresh = createStore({ persist: false, session: store.getState().session });
    attachApi(fresh);
    expect((await fresh.dispatch(current.initiate())).data).toEqual(second.data);
    expect(second.data).not.toEqual(first.data);
  });
});
