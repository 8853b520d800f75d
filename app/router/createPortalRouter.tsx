import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import styled from 'styled-components';
import { Spinner, space } from '../../design-system';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../config';
import { decideNavigation, decideWithPublicRoutes, type GuardDecision, type GuardLocation, type GuardSession } from './decide';
import { NotBuiltPage } from './NotBuiltPage';
import { providerPartnerHosts } from './partner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { isUnbuilt } from './routes/define';
import { publicRoutes } from './routes/public';
import type { PageId, PortalRoute } from './types';

// The portal's router in react-router's declarative mode (BrowserRouter / Routes), which keeps the data router's
// ~17 KB gzipped off the sign-in route. The gate below does what the data router's loaders did: on every new
// location it asks the guard, tells the app (onNavigate, waited for when it returns a promise), then either
// redirects (replacing the entry) or shows the page. Until a location is decided, the page of the previous one
// stays on screen (on the first load, a spinner), as with the data router.

/** What every page receives: the route it is shown for (an entrance reads its path and role marker). */
export interface PageProps {
  route: PortalRoute;
}

/** A page's code, loaded on first visit. */
export type PageImporter = () => Promise<{ default: ComponentType<PageProps> }>;

/** The app's pages by id; a missing id shows the not-built page. */
export type PageRegistry = Partial<Record<Exclude<PageId, 'notBuilt'>, PageImporter>>;

/** The layout around every page. `route` is the current route (null while none matched); `header === false` hides the header. */
export interface ShellProps {
  route: PortalRoute | null;
  children: ReactNode;
}

export interface PortalRouterOptions {
  /** The layout the lead provides (header, terminal, tabs); it renders `children` where the page goes. */
  Shell: ComponentType<ShellProps>;
  /** Page importers by page id. */
  pages: PageRegistry;
  /** The session as the guard needs it, read at each navigation. */
  getSession: () => GuardSession;
  /**
   * Told of every guard decision before it takes effect: on allow, select the disk (`selectDisk`, `diskId`) and
   * load the terminal info (`loadTerminalInfo`); on a 'signIn' redirect, e.g. remember the page asked for.
   * Return nothing when there is nothing to wait for: the page shows at once. A returned promise delays the
   * navigation until it settles (a rejection shows the error page).
   */
  onNavigate?: (decision: GuardDecision, location: GuardLocation) => void | Promise<void>;
  /** @default VITE_PROVIDER_PARTNER_HOSTS (see partner.ts) */
  partnerHosts?: readonly string[];
  /** The page origin, for the partner check. @default location.origin */
  origin?: () => string;
  /**
   * The route tables. @default the public routes at once and every other area's table loaded (its own chunk) the
   * first time a path needs it, so that the sign-in route does not carry them.
   */
  routes?: readonly PortalRoute[];
  /** Loads every route table, when `routes` is not given. @default import('./routes') */
  loadRoutes?: () => Promise<readonly PortalRoute[]>;
  /** When given, a memory router starting at these entries (tests); else a browser router. */
  initialEntries?: string[];
  /** Passed to the error page's reload button. @default window.location.reload */
  reload?: () => void;
  /** A page chunk that has not loaded within this time fails with ChunkLoadError. @default 120000 */
  chunkTimeoutMs?: number;
}

/** The address the router shows. */
export interface PortalLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The portal's router: a component to render inside the app's providers, and navigation for code outside React. */
export interface PortalRouter {
  /** Renders the routed portal (Shell and pages). Render it once. */
  Router: ComponentType;
  /**
   * Navigates from outside React (e.g. the request layer on a 401), through the router so the app is not
   * reloaded. A call made before the Router has mounted runs when it mounts.
   */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current address as rendered (null before the Router has mounted). */
  readonly location: PortalLocation | null;
}

const CurrentRouteContext = createContext<PortalRoute | null>(null);

/** The route the current page is shown for (null before the first page, and outside the router). */
export function useCurrentPortalRoute(): PortalRoute | null {
  return useContext(CurrentRouteContext);
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[10]} ${space[4]};
`;

/** Shown while a page's chunk loads. */
function PageLoading() {
  const { t } = useTranslation('routes');
  return (
    <Loading>
      <Spinner size={24} label={t('loading')} />
    </Loading>
  );
}

// One lazy component per importer, so that every route sharing a page shares its chunk and its state.
const lazyPages = new WeakMap<PageImporter, LazyExoticComponent<ComponentType<PageProps>>>();

function lazyPage(importer: PageImporter, timeoutMs: number): LazyExoticComponent<ComponentType<PageProps>> {
  let page = lazyPages.get(importer);
  if (!page) {
    page = lazy(() => loadChunk(importer, timeoutMs));
    lazyPages.set(importer, page);
  }
  return page;
}

/** What the gate shows: the last location whose navigation was decided and allowed (or failed). */
interface Shown {
  location: Location;
  /** The allowed route; null when the navigation failed before a route was decided. */
  route: PortalRoute | null;
  /** Set when onNavigate (or the guard) failed: the error page shows instead of the page. */
  failure?: { error: unknown };
}

interface GateConfig {
  Shell: ComponentType<ShellProps>;
  pageOf: (route: PortalRoute) => ComponentType<PageProps>;
  /** The guard's decision; a promise while the route tables it needs load. */
  decide: (where: GuardLocation) => GuardDecision | Promise<GuardDecision>;
  onNavigate?: PortalRouterOptions['onNavigate'];
  origin: () => string;
  reload?: () => void;
}

function isThenable<T>(value: unknown): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Decides every new location (guard, onNavigate, redirect) and renders the Shell with the allowed page. */
function PortalGate({ config }: { config: GateConfig }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  // A redirect decided for a location; <Navigate> performs it from a passive effect, by when the router listens.
  const [redirect, setRedirect] = useState<{ key: string; to: string } | null>(null);
  // The location being decided, and the last one handed to the guard (effects run twice under StrictMode).
  const latest = useRef(location.key);
  const decided = useRef<string | null>(null);

  // A layout effect, so that a decision that needs no waiting shows its page before the browser paints.
  useLayoutEffect(() => {
    latest.current = location.key;
    if (decided.current === location.key) return;
    decided.current = location.key;

    const where: GuardLocation = { pathname: location.pathname, search: location.search, origin: config.origin() };
    const finish = (decision: GuardDecision | null, failure?: { error: unknown }) => {
      if (latest.current !== location.key) return; // the user went elsewhere meanwhile
      if (!failure && decision && 'redirect' in decision) {
        setRedirect({ key: location.key, to: decision.redirect });
        return;
      }
      setShown({ location, route: decision && 'allow' in decision ? decision.route : null, failure });
    };

    const proceed = (decision: GuardDecision) => {
      if (latest.current !== location.key) return; // the user went elsewhere while the tables loaded
      let pending: unknown;
      try {
        pending = config.onNavigate?.(decision, where);
      } catch (error) {
        finish(decision, { error });
        return;
      }
      if (isThenable(pending)) {
        pending.then(
          () => finish(decision),
          (error: unknown) => finish(decision, { error }),
        );
      } else finish(decision);
    };

    let outcome: GuardDecision | Promise<GuardDecision>;
    try {
      outcome = config.decide(where);
    } catch (error) {
      finish(null, { error });
      return;
    }
    if (isThenable(outcome)) outcome.then(proceed, (error: unknown) => finish(null, { error }));
    else proceed(outcome);
  }, [location, config]);

  const redirecting = redirect?.key === location.key ? <Navigate to={redirect.to} replace /> : null;
  // First load, not decided yet: the data router's hydrate fallback.
  if (!shown) {
    return (
      <>
        <PageLoading />
        {redirecting}
      </>
    );
  }

  const { Shell, reload } = config;
  const { route, failure } = shown;
  const errorPage = (error: unknown) => <RouteErrorPage error={error} reload={reload} />;
  let content: ReactNode = null;
  if (failure) content = errorPage(failure.error);
  else if (route) {
    const Page = config.pageOf(route);
    // <Routes> gives the page its params (useParams); the location is the decided one, not the pending one.
    content = (
      <Routes location={shown.location}>
        <Route path={route.path} caseSensitive element={<Page route={route} />} />
      </Routes>
    );
  }
  return (
    <CurrentRouteContext.Provider value={route}>
      {redirecting}
      {/* Errors of the Shell itself; page errors render inside the Shell (below). */}
      <RouteErrorBoundary resetKey={shown.location.key} fallback={errorPage}>
        <Shell route={route}>
          <RouteErrorBoundary resetKey={shown.location.key} fallback={errorPage}>
            <Suspense fallback={<PageLoading />}>{content}</Suspense>
          </RouteErrorBoundary>
        </Shell>
      </RouteErrorBoundary>
    </CurrentRouteContext.Provider>
  );
}

interface Bridge {
  /** The router's navigate, once it listens (a passive effect: the router subscribes in its layout effect). */
  attach(navigate: NavigateFunction | null): void;
  /** The location as rendered. */
  saw(location: Location): void;
}

/** Hands the router's navigate and location to code outside React. */
function NavigationBridge({ bridge }: { bridge: Bridge }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => bridge.saw(location), [bridge, location]);
  useEffect(() => {
    bridge.attach(navigate);
    return () => bridge.attach(null);
  }, [bridge, navigate]);
  return null;
}

/**
 * The portal's router: a browser router, or a memory router when `initialEntries` is given (tests). Every route
 * of the table passes the guard first; pages load lazily inside the Shell; a failed page (or its chunk) shows the
 * reload prompt inside the Shell.
 */
export function createPortalRouter(options: PortalRouterOptions): PortalRouter {
  const {
    Shell,
    pages,
    getSession,
    onNavigate,
    partnerHosts = providerPartnerHosts(),
    origin = () => (typeof window === 'undefined' ? '' : window.location.origin),
    routes,
    initialEntries,
    reload,
    chunkTimeoutMs = CHUNK_TIMEOUT_MS,
    loadRoutes = () => loadChunk(() => import('./routes'), chunkTimeoutMs).then((m) => m.portalRoutes),
  } = options;

  const pageOf = (route: PortalRoute): ComponentType<PageProps> => {
    const importer = route.page === 'notBuilt' ? undefined : pages[route.page];
    return importer && !isUnbuilt(route, pages) ? lazyPage(importer, chunkTimeoutMs) : NotBuiltPage;
  };
  // Every table, once known; until then the public routes decide what they can (decideWithPublicRoutes).
  let allRoutes: readonly PortalRoute[] | null = routes ?? null;
  let tablesLoading: Promise<readonly PortalRoute[]> | null = null;
  const tables = () =>
    (tablesLoading ??= loadRoutes().then(
      (loaded) => (allRoutes = loaded),
      (error: unknown) => {
        tablesLoading = null; // a later navigation tries again
        throw error;
      },
    ));
  // Signed in at start (a reload, a new tab): the first page needs the tables, so they load at once.
  if (!allRoutes && getSession().token) tables().catch(() => undefined);
  const config: GateConfig = {
    Shell,
    pageOf,
    decide: (where) => {
      if (allRoutes) return decideNavigation(where, getSession(), { partnerHosts, routes: allRoutes });
      const early = decideWithPublicRoutes(where, getSession(), { partnerHosts, publicRoutes });
      if (early) return early;
      return tables().then((loaded) => decideNavigation(where, getSession(), { partnerHosts, routes: loaded }));
    },
    onNavigate,
    origin,
    reload,
  };

  let navigateNow: NavigateFunction | null = null;
  let queued: { to: string; options?: { replace?: boolean } } | null = null;
  let current: PortalLocation | null = null;
  const bridge: Bridge = {
    attach(navigate) {
      navigateNow = navigate;
      if (navigate && queued) {
        const { to, options: queuedOptions } = queued;
        queued = null;
        void navigate(to, queuedOptions);
      }
    },
    saw(location) {
      current = { pathname: location.pathname, search: location.search, hash: location.hash };
    },
  };

  function Router() {
    const inner = (
      <>
        <NavigationBridge bridge={bridge} />
        <PortalGate config={config} />
      </>
    );
    return initialEntries ? <MemoryRouter initialEntries={initialEntries}>{inner}</MemoryRouter> : <BrowserRouter>{inner}</BrowserRouter>;
  }

  return {
    Router,
    navigate(to, navigateOptions) {
      if (navigateNow) void navigateNow(to, navigateOptions);
      else queued = { to, options: navigateOptions };
    },
    get location() {
      return current;
    },
  };
}
