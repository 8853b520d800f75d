import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  redirect,
  useMatches,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type UIMatch,
} from 'react-router';
import styled from 'styled-components';
import { Spinner, space } from '../../design-system';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../config';
import { guard, type GuardDecision, type GuardLocation, type GuardSession } from './guard';
import { NotBuiltPage } from './NotBuiltPage';
import { providerPartnerHosts } from './partner';
import { RouteErrorPage } from './RouteErrorPage';
import { isUnbuilt, portalRoutes } from './routes';
import type { PageId, PortalRoute } from './types';

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
   * A returned promise delays the navigation until it settles (a rejection shows the error page).
   */
  onNavigate?: (decision: GuardDecision, location: GuardLocation) => void | Promise<void>;
  /** @default VITE_PROVIDER_PARTNER_HOSTS (see partner.ts) */
  partnerHosts?: readonly string[];
  /** The page origin, for the partner check. @default location.origin */
  origin?: () => string;
  /** @default portalRoutes */
  routes?: readonly PortalRoute[];
  /** When given, a memory router starting at these entries (tests); else a browser router. */
  initialEntries?: string[];
  /** Passed to the error page's reload button. @default window.location.reload */
  reload?: () => void;
  /** A page chunk that has not loaded within this time fails with ChunkLoadError. @default 120000 */
  chunkTimeoutMs?: number;
}

/** The data carried on each route object, read by the Shell and by `useCurrentPortalRoute`. */
export interface PortalRouteHandle {
  portalRoute: PortalRoute;
}

function portalRouteOf(matches: readonly UIMatch[]): PortalRoute | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<PortalRouteHandle> | undefined;
    if (handle?.portalRoute) return handle.portalRoute;
  }
  return null;
}

/** The route the current page is shown for (null on the root redirects). */
export function useCurrentPortalRoute(): PortalRoute | null {
  return portalRouteOf(useMatches());
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

function ShellFrame({ Shell }: { Shell: ComponentType<ShellProps> }) {
  const route = useCurrentPortalRoute();
  return (
    <Shell route={route}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Shell>
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

/** The route objects of the portal: the guard as every route's loader, pages lazily inside the Shell. */
export function portalRouteObjects(options: PortalRouterOptions): RouteObject[] {
  const {
    Shell,
    pages,
    getSession,
    onNavigate,
    partnerHosts = providerPartnerHosts(),
    origin = () => (typeof location === 'undefined' ? '' : location.origin),
    routes = portalRoutes,
    reload,
    chunkTimeoutMs = CHUNK_TIMEOUT_MS,
  } = options;

  // The guard runs as the loader of every leaf, so it decides each navigation before any page code loads.
  const loader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const where: GuardLocation = { pathname: url.pathname, search: url.search, origin: origin() };
    const decision = guard(where, getSession(), { partnerHosts, routes });
    await onNavigate?.(decision, where);
    if ('redirect' in decision) throw redirect(decision.redirect);
    return null;
  };

  const leaves: RouteObject[] = routes.map((route) => {
    const importer = route.page === 'notBuilt' ? undefined : pages[route.page];
    const Page = importer && !isUnbuilt(route, pages) ? lazyPage(importer, chunkTimeoutMs) : NotBuiltPage;
    return {
      id: route.id,
      path: route.path,
      caseSensitive: true,
      loader,
      handle: { portalRoute: route } satisfies PortalRouteHandle,
      element: <Page route={route} />,
    };
  });

  const errorElement = <RouteErrorPage reload={reload} />;
  return [
    {
      id: 'portal',
      element: <ShellFrame Shell={Shell} />,
      // Errors of the Shell itself; page errors render inside the Shell (below).
      errorElement,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          id: 'portal.pages',
          errorElement,
          children: [
            // spec 01 §2: / -> /login; unknown -> /error (both decided by the guard)
            { id: 'portal.root', index: true, loader, element: <PageLoading /> },
            ...leaves,
            { id: 'portal.unknown', path: '*', loader, element: <PageLoading /> },
          ],
        },
      ],
    },
  ];
}

/** The portal's data router: a browser router, or a memory router when `initialEntries` is given (tests). */
export function createPortalRouter(options: PortalRouterOptions): DataRouter {
  const routeObjects = portalRouteObjects(options);
  return options.initialEntries ? createMemoryRouter(routeObjects, { initialEntries: options.initialEntries }) : createBrowserRouter(routeObjects);
}
