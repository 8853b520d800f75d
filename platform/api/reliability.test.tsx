import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { createStore, type AppStore } from '../store';
import { AppProviders } from '../../tests/support/renderPortal';
import { beginSession, configureSessionService, endSession, initialSessionState, SESSION_STORAGE_KEY, type SessionState } from '../session';
import { attachApi } from './attachApi';
import { baseApi } from './baseApi';
import { requestOnce } from './requestOnce';
import { WAIT_MS } from '../../tests/support/ceilings';

// docs/security.md (time limits, tabs): no request waits for ever, and nothing that completes for an ended session is kept. Each test here
// failed before the change (a hanging call stayed loading for ever; a refresh answered after sign-out wrote its
// token back into memory and storage and let the waiting request fetch data for the signed-out user).

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reliabilityHang: build.query<unknown, void>({ query: () => '/v2/test/hang' }),
    reliabilityData: build.query<{ code: number; data: string }, number>({ query: (i) => `/v2/test/data?i=${i}` }),
  }),
  overrideExisting: true,
});

// What a user waits at most (platform/api/baseQuery.ts REQUEST_TIMEOUT_MS, REFRESH_TIMEOUT_MS).
const REQUEST_TIMEOUT_MS = 30_000;
const REFRESH_TIMEOUT_MS = 15_000;

let dataCalls = 0;
let releaseRefresh: (() => void) | undefined;
const never = () => new Promise<never>(() => undefined);
const server = setupServer(
  http.get('*/v2/test/hang', never),
  http.get('*/v2/test/data', ({ request }) => {
    dataCalls += 1;
    return HttpResponse.json({ code: 0, msg: '', data: `secret of ${request.headers.get('Authorization')}` });
  }),
  http.post('*/v1/account/refreshToken', never),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let restore: () => void;
beforeEach(() => {
  dataCalls = 0;
  localStorage.clear();
  restore = configureSessionService({ isDesktopClient: () => false, localLogout: () => Promise.resolve() });
});
afterEach(() => {
  restore();
  server.resetHandlers();
  vi.useRealTimers();
});

function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return { ...initialSessionState, token: 'old-token', refreshToken: 'refresh-1', tokenExpiresAt: Date.now() + 3_600_000, roleType: 3, trueRoleType: 3, uid: 'u1', ...overrides };
}

/** A page that shows what a user sees of one query: 加载中 while loading, 失败 when it failed. */
function Probe({ which }: { which: 'hang' | 'data' }) {
  const hang = api.useReliabilityHangQuery(undefined, { skip: which !== 'hang' });
  const data = api.useReliabilityDataQuery(1, { skip: which !== 'data' });
  const q = which === 'hang' ? hang : data;
  return <p>{q.isLoading ? '加载中' : q.isError ? '失败' : '完成'}</p>;
}

function renderProbe(store: AppStore, which: 'hang' | 'data') {
  return render(
    <AppProviders store={store} i18n={createI18n('zh-CN')}>
      <Probe which={which} />
    </AppProviders>,
  );
}

describe('timeouts', () => {
  it('a request the server never answers leaves its loading state after 30 s with the timeout message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = createStore({ session: signedInSession(), persist: false });
    attachApi(store);
    renderProbe(store, 'hang');
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('失败')).toBeInTheDocument();
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(alert).toHaveTextContent('请求超时，服务器未及时响应，请稍后重试');
  });

  it('a token refresh that never answers ends the session (登录失效) and every waiting request fails, none stays loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = createStore({ session: signedInSession({ tokenExpiresAt: Date.now() + 1000 }), persist: true });
    attachApi(store);
    renderProbe(store, 'data');
    const waiting = requestOnce(store, { url: '/v2/test/data' }, { endpoint: 'other', type: 'query' });
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS));
    expect(await screen.findByText('失败')).toBeInTheDocument();
    expect((await waiting).error).toMatchObject({ status: 401 });
    expect(dataCalls).toBe(0);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.ended).toEqual({ reason: 'expired', entrance: '/accountLogin' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBeNull();
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveTextContent('登录失效,请重新登录！（401）');
    // The tab is not stuck behind the dead refresh: the next call goes out at once (signed out, without a token).
    await requestOnce(store, { url: '/v2/test/data' }, { endpoint: 'after', type: 'query' });
    expect(dataCalls).toBe(1);
  });
});

describe('the session generation', () => {
  it('a sign-out while the refresh is in flight stays signed out, in memory and in storage; the waiting request fetches nothing', async () => {
    server.use(
      http.post('*/v1/account/refreshToken', async () => {
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return HttpResponse.json({ code: 0, msg: '', data: { access_token: 'resurrected', refresh_token: 'refresh-2', expires_in: 7200 } });
      }),
    );
    const store = createStore({ session: signedInSession({ tokenExpiresAt: Date.now() + 1000 }), persist: true });
    attachApi(store);
    const waiting = store.dispatch(api.endpoints.reliabilityData.initiate(1));
    await vi.waitFor(() => expect(releaseRefresh).toBeDefined(), { timeout: WAIT_MS });
    endSession(store, 'user');
    releaseRefresh!();
    const result = await waiting;
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(dataCalls).toBe(0);
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('resurrected');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBeNull();
  });

  it('an answer that arrives after the user signed out and another signed in is dropped: its 401 does not end the new session', async () => {
    let answer: ((r: Response) => void) | undefined;
    server.use(http.get('*/v2/test/data', () => new Promise<Response>((resolve) => (answer = resolve))));
    const store = createStore({ session: signedInSession(), persist: false });
    attachApi(store);
    const inFlight = store.dispatch(api.endpoints.reliabilityData.initiate(7));
    await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: WAIT_MS });
    endSession(store, 'user');
    beginSession(store, { access_token: 'next-user', refresh_token: 'r2', expires_in: 7200, uid: 'u2', roleType: 3, trueRoleType: 3 }, '/accountLogin');
    answer!(new HttpResponse(null, { status: 401 }));
    const result = await inFlight;
    expect(result.data).toBeUndefined();
    expect(store.getState().session).toMatchObject({ token: 'next-user', uid: 'u2' });
  });
});
