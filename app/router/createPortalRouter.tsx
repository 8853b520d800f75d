import type { ComponentType } from 'react';
import { MemoryRouter, type NavigateFunction } from 'react-router';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../platform/config';
import type { PageId, PageProps, PortalRoute } from '../../platform/routing';
import { decideNavigation, decideWithPublicRoutes, type GuardDecision, type GuardLocation, type GuardSession } from './decide';
import { HistoryRouter } from './HistoryRouter';
import { NavigationBridge, type Bridge } from './NavigationBridge';
import { NotBuiltPage } from './NotBuiltPage';
import { lazyPage, preloadPage, type PageImporter } from './lazyPages';
import { providerPartnerHosts } from './partner';
import { PortalGate, SessionEndRedirect, type GateConfig, type SessionEndSource, type ShellProps } from './PortalGate';
import { isUnbuilt } from './routes/define';
import { publicRoutes } from './routes/public';

// The portal's router assembled: the gate (PortalGate.tsx), the lazy page loader (lazyPages.tsx) and the bridge
// for code outside React (NavigationBridge.tsx), in react-router's declarative mode (HistoryRouter / Routes),
// which keeps the data router's ~17 KB gzipped off the sign-in route.

export type { PageImporter } from './lazyPages';
export { useCurrentPortalRoute, type SessionEndSource, type ShellProps } from './PortalGate';

/** The app's pages by id; a missing id shows the not-built page. */
export type PageRegistry = Partial<Record<Exclude<PageId, 'notBuilt'>, PageImporter>>;

export interface PortalRouterOptions {
  /** The layout the lead provides (header, terminal, tabs); it renders `children` where the page goes. */
  Shell: ComponentType<ShellProps>;
  /** Page importers by page id: those of the public routes (and, in tests, every page). */
  pages: PageRegistry;
  /**
   * The importers of the signed-in areas' pages, loaded together with the route tables (their own chunk), so that
   * the sign-in route does not grow with every page the features add.
   */
  loadPages?: () => Promise<PageRegistry>;
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
  /** Where the gate learns that the session ended, to take the user to its entrance. */
  sessionEnd?: SessionEndSource;
  /** When given, a memory router starting at these entries (tests); else a browser router. */
  initialEntries?: string[];
  /** Passed to the error page's reload button. @default window.location.reload */
  reload?: () => void;
  /** A page chunk that has not loaded within this time fails with ChunkLoadError. @default 120000 */
  chunkTimeoutMs?: number;
  /**
   * The first render shows a sign-in entrance at once (signed out, decided by the public routes alone) rather than
   * the spinner: the first render of a page whose HTML was prerendered (app/prerender.tsx) must be that HTML.
   * @default false
   */
  entranceAtOnce?: boolean;
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
  /**
   * Loads the code of the page the first render shows at once (a sign-in entrance, signed out), so that the first
   * render, or the hydration of its prerendered HTML, does not suspend; resolves at once for any other address.
   */
  preloadFirstPage(where: { pathname: string; search: string }): Promise<void>;
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
    loadPages,
    sessionEnd,
    entranceAtOnce = false,
  } = options;

  // The pages known so far: the public ones, then the signed-in areas' when the tables load.
  let registry: PageRegistry = pages;
  const pageOf = (route: PortalRoute): ComponentType<PageProps> => {
    const importer = route.page === 'notBuilt' ? undefined : registry[route.page];
    return importer && !isUnbuilt(route, registry) ? lazyPage(importer, chunkTimeoutMs) : NotBuiltPage;
  };
  // Every table, once known; until then the public routes decide what they can (decideWithPublicRoutes).
  let allRoutes: readonly PortalRoute[] | null = routes ?? null;
  let tablesLoading: Promise<readonly PortalRoute[]> | null = null;
  const tables = () =>
    (tablesLoading ??= Promise.all([loadRoutes(), loadPages ? loadChunk(loadPages, chunkTimeoutMs) : undefined]).then(
      ([loaded, signedInPages]) => {
        if (signedInPages) registry = { ...signedInPages, ...pages };
        return (allRoutes = loaded);
      },
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
  if (entranceAtOnce) {
    config.firstDecision = (where) => {
      const session = getSession();
      if (session.token) return null;
      const decision = decideWithPublicRoutes(where, session, { partnerHosts, publicRoutes });
      return decision && 'allow' in decision && decision.route.entrance ? decision : null;
    };
  }

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
        {sessionEnd && <SessionEndRedirect source={sessionEnd} />}
        <PortalGate config={config} />
      </>
    );
    return initialEntries ? <MemoryRouter initialEntries={initialEntries}>{inner}</MemoryRouter> : <HistoryRouter>{inner}</HistoryRouter>;
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
    async preloadFirstPage(where) {
      const decision = config.firstDecision?.({ ...where, origin: origin() });
      if (!decision || !('allow' in decision)) return;
      const importer = decision.route.page === 'notBuilt' ? undefined : registry[decision.route.page];
      if (importer && !isUnbuilt(decision.route, registry)) await preloadPage(importer, chunkTimeoutMs);
    },
  };
}
