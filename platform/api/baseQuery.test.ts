import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { createStore, type CreateStoreOptions } from '../store';
import { attachApi } from './attachApi';
import { configureSessionService, initialSessionState, SESSION_STORAGE_KEY, ENTRANCE_STORAGE_KEY, type SessionState } from '../session';
import { baseApi } from './baseApi';
import { REFRESH_WINDOW_MS } from '../session/token';
import { needsBearer } from './baseQuery';
import { requestOnce } from './requestOnce';
import { ADOPT_WITHIN_MS, EARLY_CALLS_STORAGE_KEY, recordEarlyCalls, takeEarlyCall } from './earlyCalls';
import { errorEvents, isBusinessError, type ApiErrorEvent } from './errors';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testEcho: build.query<{ code: number; msg: string; data: { i: number; auth: string | null } }, number>({
      query: (i) => `/v2/test/echo?i=${i}`,
    }),
    testStatus: build.query<unknown, number>({ query: (status) => `/v2/test/status/${status}` }),
    testCode: build.query<unknown, number>({ query: (code) => `/v2/test/code/${code}` }),
    testUrlInfo: build.query<unknown, void>({ query: () => '/v2/tax/invoice/urlInfo' }),
    testCloud: build.query<unknown, void>({ query: () => 'https://bucket.oss.example-cloud.com/file.pdf' }),
  }),
  overrideExisting: true,
});

let refreshCalls = 0;
let validToken = 'new-token';
const seenAuth: (string | null)[] = [];

const server = setupServer(
  http.post('*/v1/account/refreshToken', async ({ request }) => {
    refreshCalls += 1;
    const body = (await request.json()) as { access_token: string; refresh_token: string };
    expect(request.headers.get('Authorization')).toBeNull();
    expect(body).toEqual({ access_token: 'old-token', refresh_token: 'refresh-1' });
    // A slow refresh, so that all the waiting requests pile up behind it.
    await new Promise((r) => setTimeout(r, 30));
    return HttpResponse.json({ code: 0, msg: '', data: { access_token: validToken, refresh_token: 'refresh-2', expires_in: 7200 } });
  }),
  http.get('*/v2/test/echo', ({ request }) => {
    const auth = request.headers.get('Authorization');
    seenAuth.push(auth);
    if (auth !== `Bearer ${validToken}` && auth !== 'Bearer fresh-token') return new HttpResponse(null, { status: 401 });
    return HttpResponse.json({ code: 0, msg: 'ok', data: { i: Number(new URL(request.url).searchParams.get('i')), auth } });
  }),
  http.get('*/v2/test/status/:status', ({ params }) => HttpResponse.json({ code: 1, msg: 'x' }, { status: Number(params.status) })),
  http.get('*/v2/test/code/:code', ({ params }) => HttpResponse.json({ code: Number(params.code), msg: '<b>购方税号校验未通过</b>', data: null })),
  http.get('*/v2/tax/invoice/urlInfo', ({ request }) => HttpResponse.json({ code: 0, msg: '', data: request.headers.get('Authorization') })),
  http.get('https://bucket.oss.example-cloud.com/file.pdf', ({ request }) => HttpResponse.json({ code: 0, msg: '', data: request.headers.get('Authorization') })),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const now = () => Date.now();
function session(overrides: Partial<SessionState>): SessionState {
  return {
    ...initialSessionState,
    token: 'fresh-token',
    refreshToken: 'refresh-1',
    tokenExpiresAt: now() + 3_600_000,
    roleType: 2,
    trueRoleType: 2,
    uid: 'u1',
    diskId: '661234567890',
    ...overrides,
  };
}

let events: ApiErrorEvent[];
/** The entrances ended sessions recorded for the router gate to take the user to, in order. */
let ends: string[];

/** A store with the api attached; records every end of its session. */
function testStore(options: CreateStoreOptions) {
  const store = createStore(options);
  attachApi(store);
  let last = store.getState().session.ended;
  store.subscribe(() => {
    const ended = store.getState().session.ended;
    if (ended && ended !== last) ends.push(ended.entrance);
    last = ended;
  });
  return store;
}
let localLogout: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
let restore: () => void;
let unsubscribe: () => void;

beforeEach(() => {
  refreshCalls = 0;
  validToken = 'new-token';
  seenAuth.length = 0;
  events = [];
  ends = [];
  localLogout = vi.fn<() => Promise<unknown>>(() => Promise.resolve({ code: 0 }));
  restore = configureSessionService({ localLogout, isDesktopClient: () => false });
  unsubscribe = errorEvents.subscribe((e) => events.push(e));
  localStorage.clear();
});
afterEach(() => {
  restore();
  unsubscribe();
  vi.unstubAllEnvs();
  server.resetHandlers();
});

describe('token refresh (spec 01 §4, §9)', () => {
  it('50 concurrent requests with an expiring token make exactly one refresh call and all 50 succeed', async () => {
    const store = testStore({ session: session({ token: 'old-token', tokenExpiresAt: now() + 599_000 }), persist: false });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.dispatch(api.endpoints.testEcho.initiate(i))));
    expect(refreshCalls).toBe(1);
    expect(results.every((r) => r.isSuccess)).toBe(true);
    expect(results.map((r) => r.data?.data.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // Every request waited and went out with the new token; none with the old one.
    expect(seenAuth).toHaveLength(50);
    expect(new Set(seenAuth)).toEqual(new Set(['Bearer new-token']));
    expect(store.getState().session).toMatchObject({ token: 'new-token', refreshToken: 'refresh-2' });
    expect(store.getState().session.tokenExpiresAt).toBeGreaterThan(now() + 7_000_000);
    expect(events).toEqual([]);
  });

  it('refreshes a token expired less than 24 h ago', async () => {
    const store = testStore({ session: session({ token: 'old-token', tokenExpiresAt: now() - 86_000_000 }), persist: false });
    const result = await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(refreshCalls).toBe(1);
    expect(result.isSuccess).toBe(true);
  });

  it('does not refresh a token with 10 minutes or more left', async () => {
    // The clock stands still: exactly 10 minutes are left when the request goes, however long the machine takes to
    // get there (with 0.5 s to spare on the real clock, a loaded machine crossed into the refresh window).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = testStore({ session: session({ tokenExpiresAt: now() + REFRESH_WINDOW_MS }), persist: false });
      const result = await store.dispatch(api.endpoints.testEcho.initiate(1));
      expect(refreshCalls).toBe(0);
      expect(result.data?.data.auth).toBe('Bearer fresh-token');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never refreshes a token stale by over 24 h: the session ends and the user goes to their entrance', async () => {
    const store = testStore({ session: session({ token: 'old-token', tokenExpiresAt: now() - 86_400_001, trueRoleType: 3, roleType: 3 }), persist: false });
    const result = await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(refreshCalls).toBe(0);
    expect(seenAuth).toEqual([]);
    expect(result.isError).toBe(true);
    expect(store.getState().session.token).toBeNull();
    expect(ends).toEqual(['/accountLogin']);
  });

  it('a refused refresh ends the session once, however many requests waited', async () => {
    server.use(http.post('*/v1/account/refreshToken', () => {
      refreshCalls += 1;
      return HttpResponse.json({ code: 0 }, { status: 401 });
    }));
    const store = testStore({ session: session({ token: 'old-token', tokenExpiresAt: now() + 1000 }), persist: false });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => store.dispatch(api.endpoints.testEcho.initiate(i))));
    expect(refreshCalls).toBe(1);
    expect(results.every((r) => r.isError)).toBe(true);
    expect(seenAuth).toEqual([]);
    expect(ends).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'http' && e.status === 401)).toHaveLength(1);
  });
});

describe('bearer token (spec 01 §7)', () => {
  it('goes on ordinary calls but not on the invoice urlInfo call, the refresh call or the cloud-storage host', async () => {
    vi.stubEnv('VITE_CLOUD_STORAGE_HOSTS', 'example-cloud.com');
    const store = testStore({ session: session({}), persist: false });
    expect((await store.dispatch(api.endpoints.testEcho.initiate(1))).data?.data.auth).toBe('Bearer fresh-token');
    expect((await store.dispatch(api.endpoints.testUrlInfo.initiate())).data).toMatchObject({ data: null });
    expect((await store.dispatch(api.endpoints.testCloud.initiate())).data).toMatchObject({ data: null });
    expect(needsBearer('/v1/account/refreshToken')).toBe(false);
    expect(needsBearer('/v2/tax/invoice/url/info?x=1')).toBe(false);
    expect(needsBearer('/v2/tax/invoice/url/pdf/1/2')).toBe(true);
    expect(needsBearer('https://cdn.example.org/a.png')).toBe(true);
  });
});

describe('401 (spec 01 §4 Session)', () => {
  it('clears the stored session (local storage too) and sends the user to the login path of their role', async () => {
    const store = testStore({ session: session({ token: 'revoked', tokenExpiresAt: now() + 3_600_000, trueRoleType: 2, roleType: 2 }), persist: true });
    store.dispatch({ type: 'session/tabsChanged', payload: [{ path: '/service/home' }] });
    localStorage.setItem('someFeature.draft', 'x');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('revoked');
    const result = await store.dispatch(api.endpoints.testEcho.initiate(7));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toEqual({ ...initialSessionState, ended: { reason: 'unauthorized', entrance: '/serviceLogin' } });
    expect(localStorage.getItem('someFeature.draft')).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('revoked');
    expect(ends).toEqual(['/serviceLogin']);
    expect(localLogout).not.toHaveBeenCalled();
  });

  it.each([
    [1, null, '/accountLogin'],
    [3, 3, '/accountLogin'],
    [3, 4, '/branchLogin'],
    [3, 5, '/groupLogin'],
    [2, 6, '/shortcutsLogin'],
  ])('role %s (true role %s) goes to %s', async (roleType, trueRoleType, path) => {
    const store = testStore({ session: session({ token: 'revoked', roleType, trueRoleType }), persist: false });
    await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(ends).toEqual([path]);
  });

  it('keeps the remembered entrance when it fits the role', async () => {
    const store = testStore({ session: session({ token: 'revoked', rememberedEntrance: '/7/serviceLogin' }), persist: true });
    await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(ends).toEqual(['/7/serviceLogin']);
    expect(store.getState().session.rememberedEntrance).toBe('/7/serviceLogin');
    expect(localStorage.getItem(ENTRANCE_STORAGE_KEY)).toBe('/7/serviceLogin');
  });

  it('also logs the desktop client out for the desktop-client cookie type', async () => {
    restore();
    restore = configureSessionService({ localLogout, isDesktopClient: () => true });
    const store = testStore({ session: session({ token: 'revoked' }), persist: false });
    await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(localLogout).toHaveBeenCalledTimes(1);
  });
});

describe('error catalogue (spec 01 §8)', () => {
  const i18n = createI18n('zh-CN');
  const shown = (e: ApiErrorEvent | undefined) => (e && e.kind === 'http' ? i18n.t(e.key, e.params) : undefined);

  it.each([
    [401, '登录失效,请重新登录！（401）'],
    [403, '暂无访问权限！（403）'],
    [404, '服务正在准备中！（404）'],
    [500, '系统繁忙，请稍后访问！（500）'],
    [502, '系统繁忙，请稍后访问！（502）'],
    [503, '系统繁忙，请稍后访问！（503）'],
    [400, '未知错误，请稍后访问！（400）'],
    [405, '未知错误，请稍后访问！（405）'],
    [429, '未知错误，请稍后访问！（429）'],
  ])('HTTP %s shows %s', async (status, message) => {
    const store = testStore({ session: session({}), persist: false });
    const result = await store.dispatch(api.endpoints.testStatus.initiate(status));
    expect(result.error).toMatchObject({ status });
    expect(events).toHaveLength(1);
    expect(shown(events[0])).toBe(message);
  });

  it('the English catalogue carries the status too', () => {
    const en = createI18n('en-US');
    expect(en.t('errors:http.5xx', { status: 504 })).toContain('(504)');
    expect(en.t('errors:http.4xx', { status: 418 })).toContain('(418)');
  });

  it('code 0 is silent', async () => {
    const store = testStore({ session: session({}), persist: false });
    const result = await store.dispatch(api.endpoints.testCode.initiate(0));
    expect(result.isSuccess).toBe(true);
    expect(events).toEqual([]);
  });

  it('another code publishes the server message for the alert titled 提示, as text', async () => {
    const store = testStore({ session: session({}), persist: false });
    const result = await store.dispatch(api.endpoints.testCode.initiate(500123));
    expect(isBusinessError(result.error)).toBe(true);
    expect(result.error).toMatchObject({ code: 500123, msg: '<b>购方税号校验未通过</b>' });
    expect(events).toEqual([
      { kind: 'business', code: 500123, message: '<b>购方税号校验未通过</b>', titleKey: 'errors:alertTitle', endpoint: 'testCode' },
    ]);
    expect(i18n.t('errors:alertTitle')).toBe('提示');
  });

  it.each([202500034, 202500035])('code %s goes to the caller for its confirm flow, without an alert', async (code) => {
    const store = testStore({ session: session({}), persist: false });
    const result = await store.dispatch(api.endpoints.testCode.initiate(code));
    expect(result.error).toMatchObject({ status: 'BUSINESS_ERROR', code });
    expect(events).toEqual([]);
  });

  it('a call its caller aborted alerts nobody', async () => {
    server.use(http.get('*/v2/test/echo', async () => new Promise<Response>(() => undefined)));
    const store = testStore({ session: session({}), persist: false });
    const controller = new AbortController();
    const pending = requestOnce(store, { url: '/v2/test/echo', params: { i: 1 } }, { endpoint: 'testEcho', type: 'query', signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(events).toEqual([]);
  });

  it('a network failure says so', async () => {
    server.use(http.get('*/v2/test/echo', () => HttpResponse.error()));
    const store = testStore({ session: session({}), persist: false });
    const result = await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(events).toEqual([{ kind: 'network', key: 'errors:network' }]);
  });
});

describe("a reload signed in: the home's calls index.html started (earlyCalls.ts)", () => {
  afterEach(() => {
    delete window.__portalEarly;
  });

  /** The address the request layer asks for testEcho(i) at, as it remembered it for the next load. */
  async function rememberedUrl(i: number): Promise<string> {
    const store = testStore({ session: session({}), persist: false });
    recordEarlyCalls('/member/v3Home', ['testEcho']);
    await store.dispatch(api.endpoints.testEcho.initiate(i));
    await store.dispatch(api.endpoints.testEcho.initiate(i + 1));
    const record = JSON.parse(localStorage.getItem(EARLY_CALLS_STORAGE_KEY) ?? 'null') as { path: string; urls: string[] };
    expect(record).toEqual({ path: '/member/v3Home', urls: [expect.stringMatching(new RegExp(`/v2/test/echo\\?i=${i}$`))] });
    seenAuth.length = 0;
    return record.urls[0]!;
  }

  const earlyAnswer = () => Promise.resolve(Response.json({ code: 0, msg: 'early', data: { i: 7, auth: 'early' } }));

  it('remembers the first request of each endpoint of the home, and takes the early answer once instead of asking again', async () => {
    const url = await rememberedUrl(1);
    window.__portalEarly = { auth: 'Bearer fresh-token', calls: { [url]: earlyAnswer() }, at: performance.now() };
    const store = testStore({ session: session({}), persist: false });
    const first = await store.dispatch(api.endpoints.testEcho.initiate(1));
    expect(first.data).toEqual({ code: 0, msg: 'early', data: { i: 7, auth: 'early' } });
    expect(seenAuth).toEqual([]); // the server was not asked
    const again = await store.dispatch(api.endpoints.testEcho.initiate(1, { forceRefetch: true }));
    expect(again.data?.data).toEqual({ i: 1, auth: 'Bearer fresh-token' });
    expect(seenAuth).toEqual(['Bearer fresh-token']);
  });

  it('asks the server when the early call carried another token, or failed', async () => {
    const url = await rememberedUrl(3);
    window.__portalEarly = { auth: 'Bearer someone-else', calls: { [url]: earlyAnswer() }, at: performance.now() };
    const store = testStore({ session: session({}), persist: false });
    expect((await store.dispatch(api.endpoints.testEcho.initiate(3))).data?.data.auth).toBe('Bearer fresh-token');
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined); // as index.html does: a call nobody takes is no unhandled rejection
    window.__portalEarly = { auth: 'Bearer fresh-token', calls: { [url]: failed }, at: performance.now() };
    expect((await store.dispatch(api.endpoints.testEcho.initiate(3, { forceRefetch: true }))).data?.data.auth).toBe('Bearer fresh-token');
    expect(seenAuth).toEqual(['Bearer fresh-token', 'Bearer fresh-token']);
  });

  it('takes no early answer more than 10 s after its start', () => {
    window.__portalEarly = { auth: 'Bearer t', calls: { 'http://x.test/a': earlyAnswer() }, at: 5_000 };
    const request = new Request('http://x.test/a', { headers: { Authorization: 'Bearer t' } });
    expect(takeEarlyCall(request, 5_000 + ADOPT_WITHIN_MS + 1)).toBeUndefined();
    expect(window.__portalEarly).toBeUndefined();
  });
});
