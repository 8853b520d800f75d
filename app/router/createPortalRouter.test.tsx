import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { createPortalRouter, useCurrentPortalRoute, type PageRegistry, type PortalRouter, type PortalRouterOptions, type ShellProps } from './createPortalRouter';
import type { PageProps } from '../../platform/routing';
import type { GuardDecision, GuardSession } from './guard';

function Shell({ route, children }: ShellProps) {
  const current = useCurrentPortalRoute();
  return (
    <div data-testid="shell" data-route={route?.id ?? ''} data-current={current?.id ?? ''} data-header={route?.header === false ? 'off' : 'on'}>
      {children}
    </div>
  );
}

function Stub({ route }: PageProps) {
  return <p data-testid="page">{`${route.id} ${route.roleSign}`}</p>;
}
const stub = async () => ({ default: Stub });

const member: GuardSession = { token: 't', roleType: 1, diskId: 'D1', hasTerminalInfo: true };

function start(initial: string, session: GuardSession, options: Partial<PortalRouterOptions> = {}, lng: 'zh-CN' | 'en-US' = 'zh-CN') {
  const router = createPortalRouter({
    Shell,
    pages: { login: stub, error: stub, memberHome: stub, serviceHome: stub, accountHome: stub },
    getSession: () => session,
    initialEntries: [initial],
    partnerHosts: [],
    ...options,
  });
  const view = renderWithProviders(<router.Router />, { lng });
  return { router, ...view };
}

const where = (router: PortalRouter) => (router.location ? `${router.location.pathname}${router.location.search}` : null);

/** A promise and its resolve/reject, to hold a navigation open. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createPortalRouter', () => {
  it('knows the signed-in pages once their registry has loaded with the route tables', async () => {
    const loadPages = vi.fn(async (): Promise<PageRegistry> => ({ memberHome: stub }));
    const { router } = start('/member/v3Home', member, { pages: { login: stub, error: stub }, loadPages });
    expect((await screen.findByTestId('page')).textContent).toBe('member.v3Home 1');
    expect(where(router)).toBe('/member/v3Home?diskId=D1');
    expect(loadPages).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown path to the error page', async () => {
    const { router } = start('/no/such/page', member);
    expect((await screen.findByTestId('page')).textContent).toBe('public.error 1');
    expect(where(router)).toBe('/error');
  });

  it('shows a not-built page with its translated title and the notice', async () => {
    const { router } = start('/member/positive', member);
    expect(await screen.findByRole('heading', { name: '正数发票开具' })).toBeInTheDocument();
    expect(screen.getByText('该页面暂未开放，敬请期待。')).toBeInTheDocument();
    // the diskId is carried into the address
    expect(where(router)).toBe('/member/positive?diskId=D1');
    expect(screen.getByTestId('shell').dataset.route).toBe('member.positive');
    // useCurrentPortalRoute agrees with the Shell's route
    expect(screen.getByTestId('shell').dataset.current).toBe('member.positive');
  });

  it('shows the not-built page in English too, and for a page id the registry lacks', async () => {
    // /subscribe's page id is not in the registry given above
    start('/subscribe', {}, {}, 'en-US');
    expect(await screen.findByRole('heading', { name: 'WeChat subscription' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
  });

  it('redirects a guarded path without a token to the remembered entrance, carrying the page asked for', async () => {
    const onNavigate = vi.fn();
    const { router } = start('/member/positive?page=2', { loginEntrance: '/serviceLogin' }, { onNavigate });
    expect((await screen.findByTestId('page')).textContent).toBe('public.serviceLogin 2');
    expect(where(router)).toBe('/serviceLogin?redirect=%2Fmember%2Fpositive%3Fpage%3D2');
    expect(onNavigate.mock.calls[0]![0]).toMatchObject({ reason: 'signIn' });
    expect(screen.getByTestId('shell').dataset.header).toBe('off');
  });

  it('redirects / to /login and another role to its own home', async () => {
    const first = start('/', {});
    await screen.findByTestId('page');
    expect(where(first.router)).toBe('/login');
    first.unmount();

    const second = start('/member/positive', { token: 't', roleType: 2, diskId: 'D2', hasTerminalInfo: true });
    expect((await screen.findByTestId('page')).textContent).toBe('service.home 2');
    expect(where(second.router)).toBe('/service/home?diskId=D2');
  });

  it('tells the app which disk to select and when to load terminal info', async () => {
    const onNavigate = vi.fn();
    start('/account/inventory/D8/3', { token: 't', roleType: 3, diskId: 'D3', hasTerminalInfo: true }, { onNavigate });
    await screen.findByRole('heading', { name: '发票库存' });
    const allowed = onNavigate.mock.calls.map((c) => c[0]).find((d) => 'allow' in d);
    expect(allowed).toMatchObject({ diskId: 'D8', selectDisk: true, loadTerminalInfo: true, route: { id: 'account.inventory' } });
  });

  it('waits for a promise from onNavigate before showing the page, and keeps the previous page meanwhile', async () => {
    const held = deferred();
    const onNavigate = vi.fn((decision: GuardDecision) => ('allow' in decision && decision.route.id === 'member.v3Home' ? held.promise : undefined));
    const { router } = start('/login', member, { onNavigate });
    expect((await screen.findByTestId('page')).textContent).toBe('public.login 1');

    act(() => router.navigate('/member/v3Home?diskId=D1'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ route: expect.objectContaining({ id: 'member.v3Home' }) }), expect.anything()));
    // still the sign-in page while the app loads what the navigation needs
    expect(screen.getByTestId('page').textContent).toBe('public.login 1');

    await act(async () => held.resolve());
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('member.v3Home 1'));
    expect(where(router)).toBe('/member/v3Home?diskId=D1');
  });

  it('shows a spinner on the first load until onNavigate settles, and the error page when it rejects', async () => {
    const held = deferred();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/member/v3Home?diskId=D1', member, { onNavigate: () => held.promise });
    expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).toBeNull();
    await act(async () => held.reject(new Error('terminal info failed')));
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toContainElement(screen.getByRole('alert'));
    vi.restoreAllMocks();
  });

  it('keeps the state of a page shared by two routes when navigating between them', async () => {
    function Counter({ route }: PageProps) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" data-testid="page" onClick={() => setCount((n) => n + 1)}>
          {`${route.id} ${count}`}
        </button>
      );
    }
    const counter = async () => ({ default: Counter });
    const { router } = start('/login', {}, { pages: { login: counter } });
    await userEvent.click(await screen.findByTestId('page'));
    expect(screen.getByTestId('page').textContent).toBe('public.login 1');

    act(() => router.navigate('/accountLogin'));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('public.accountLogin 1'));
    expect(where(router)).toBe('/accountLogin');
  });

  it('navigates from outside React, also when asked before the router mounted', async () => {
    const router = createPortalRouter({ Shell, pages: { login: stub, error: stub }, getSession: () => ({}), initialEntries: ['/login'], partnerHosts: [] });
    expect(router.location).toBeNull();
    router.navigate('/no/such/page');
    renderWithProviders(<router.Router />);
    await waitFor(() => expect(where(router)).toBe('/error'));
    expect((await screen.findByTestId('page')).textContent).toBe('public.error 1');

    act(() => router.navigate('/accountLogin'));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('public.accountLogin 3'));
  });

  it('decides each location once under StrictMode (one onNavigate per navigation, one redirect)', async () => {
    const onNavigate = vi.fn();
    const router = createPortalRouter({ Shell, pages: { login: stub }, getSession: () => member, onNavigate, initialEntries: ['/member/positive'], partnerHosts: [] });
    renderWithProviders(
      <StrictMode>
        <router.Router />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: '正数发票开具' })).toBeInTheDocument();
    expect(where(router)).toBe('/member/positive?diskId=D1');
    expect(onNavigate.mock.calls.map(([decision]) => ('allow' in decision ? decision.route.id : decision.reason))).toEqual(['diskId', 'member.positive']);
  });

  it('shows a reload prompt when a page chunk fails to load', async () => {
    const reload = vi.fn();
    const pages: PageRegistry = { memberHome: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home.js')) };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/member/v3Home?diskId=D1', member, { pages, reload });
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // the prompt renders inside the shell
    expect(screen.getByTestId('shell')).toContainElement(screen.getByRole('alert'));
    vi.restoreAllMocks();
  });

  it('shows the reload prompt when a page chunk has not loaded within the timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages: PageRegistry = { accountHome: () => new Promise(() => {}) };
    start('/account/home?diskId=D3', { token: 't', roleType: 3, diskId: 'D3', hasTerminalInfo: true }, { pages, chunkTimeoutMs: 120_000 });
    await screen.findByRole('progressbar', { name: '页面加载中' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    await waitFor(() => expect(screen.getByText('页面加载失败')).toBeInTheDocument());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
});

describe('createPortalRouter: the other areas\' route tables load when a path needs them', () => {
  it('shows a sign-in entrance without loading them, and loads them once for the first path of another area', async () => {
    const loadRoutes = vi.fn(async () => (await import('./routes')).portalRoutes);
    const { router } = start('/serviceLogin', {}, { loadRoutes });
    expect((await screen.findByTestId('page')).textContent).toBe('public.serviceLogin 2');
    expect(loadRoutes).not.toHaveBeenCalled();

    act(() => router.navigate('/member/positive'));
    // signed out: the tables decide that the page needs a sign-in
    await waitFor(() => expect(where(router)).toBe('/accountLogin?redirect=%2Fmember%2Fpositive'));
    act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(where(router)).toBe('/error'));
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('shows the reload prompt when the tables fail to load, and tries again on the next navigation', async () => {
    const loadRoutes = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/index.js'));
    loadRoutes.mockImplementation(async () => (await import('./routes')).portalRoutes);
    const { router } = start('/member/positive', member, { loadRoutes });
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    act(() => router.navigate('/member/positive?diskId=D1'));
    expect(await screen.findByRole('heading', { name: '正数发票开具' })).toBeInTheDocument();
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });
});

describe('createPortalRouter: the first page of a sign-in entrance, loaded before the first render', () => {
  it('renders the entrance page at once, without suspending, once preloadFirstPage has loaded its code', async () => {
    const login = vi.fn(stub);
    const router = createPortalRouter({ Shell, pages: { login, error: stub }, getSession: () => ({}), initialEntries: ['/login'], partnerHosts: [], entranceAtOnce: true });
    await router.preloadFirstPage({ pathname: '/login', search: '' });
    expect(login).toHaveBeenCalledTimes(1);
    renderWithProviders(<router.Router />);
    // In the first render itself: no loading state, which hydrating a prerendered page must not go through.
    expect(screen.getByTestId('page').textContent).toBe('public.login 1');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address that is not an entrance shown at once (signed in, or a signed-in area)', async () => {
    const login = vi.fn(stub);
    const memberHome = vi.fn(stub);
    const signedIn = createPortalRouter({ Shell, pages: { login, error: stub, memberHome }, getSession: () => member, initialEntries: ['/login'], partnerHosts: [], entranceAtOnce: true });
    await signedIn.preloadFirstPage({ pathname: '/login', search: '' });
    await signedIn.preloadFirstPage({ pathname: '/member/v3Home', search: '' });
    expect(login).not.toHaveBeenCalled();
    expect(memberHome).not.toHaveBeenCalled();
  });
});
