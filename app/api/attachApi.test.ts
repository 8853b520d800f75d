import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { resetDb, server } from '../../mocks/node';
import { signedIn, signedOut } from '../../features/session';
import type { terminalApi as TerminalApi } from '../../features/terminals/api';

/** The store's state as the api's selectors read it (the store types the lazily attached api as optional). */
type ApiState = Parameters<ReturnType<typeof TerminalApi.endpoints.getCurrentTerminal.select>>[0];
const apiState = (store: { getState: () => unknown }) => store.getState() as ApiState;

// The api is not on the sign-in route: the store starts without it and the api attaches itself when its code
// loads (app/api/apiHost.ts). Nothing here imports the api statically, so each test controls when it loads.

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  resetDb();
  vi.resetModules();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('attaching the api to the store', () => {
  it('a store made before the api loads gets it when it loads; a store made after gets it at once', async () => {
    const { createStore } = await import('../store');
    const { isApiAttached } = await import('./index');
    const early = createStore({ persist: false });
    expect(isApiAttached(early)).toBe(false);
    expect(early.getState()).not.toHaveProperty('api');

    const { terminalApi } = await import('../../features/terminals/api');
    expect(isApiAttached(early)).toBe(true);
    expect(early.getState().api?.config).toMatchObject({ reducerPath: 'api', middlewareRegistered: true });

    const late = createStore({ persist: false });
    expect(isApiAttached(late)).toBe(true);
    // the generated endpoints work on both: the request goes out and its result is cached in the store
    for (const store of [early, late]) {
      const result = await store.dispatch(terminalApi.endpoints.getCurrentTerminal.initiate());
      expect(result.status).toBe('rejected');
      expect(terminalApi.endpoints.getCurrentTerminal.select()(apiState(store)).status).toBe('rejected');
    }
  });

  it('signing in as another user in the same tab drops the first user’s cached data', async () => {
    const { createStore } = await import('../store');
    const { requestSignIn, splitLoginReply } = await import('../pages/login/signInApi');
    const { terminalApi } = await import('../../features/terminals/api');
    const store = createStore({ persist: false });
    const signIn = async (name: DemoAccountName) => {
      const account = demoAccounts[name];
      const reply = await requestSignIn(store, { username: account.username, password: account.password, entrance: account.entrance });
      if (!reply.data) throw new Error(`${name} could not sign in`);
      const { token, profile } = splitLoginReply(reply.data.data);
      store.dispatch(signedIn({ token, receivedAt: Date.now(), profile, entrance: account.entrance }));
    };
    const current = terminalApi.endpoints.getCurrentTerminal;

    await signIn('member');
    const first = await store.dispatch(current.initiate());
    expect(first.isSuccess).toBe(true);
    expect(current.select()(apiState(store)).data).toEqual(first.data);

    store.dispatch(signedOut({ reason: 'user' }));
    await signIn('provider');
    expect(current.select()(apiState(store)).status).toBe('uninitialized');
    const second = await store.dispatch(current.initiate());
    expect(second.isSuccess).toBe(true);
    // what the provider gets is the provider's own answer, not a cached one
    const fresh = createStore({ persist: false, session: store.getState().session });
    expect((await fresh.dispatch(current.initiate())).data).toEqual(second.data);
  });
});
