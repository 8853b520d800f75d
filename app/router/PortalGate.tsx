import { createContext, startTransition, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { PageParamsContext, type PageParams, type PageProps, type PortalRoute } from '../../platform/routing';
import type { GuardDecision, GuardLocation } from './decide';
import { PageLoading } from './lazyPages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';

// The gate of the portal's router (react-router's declarative mode): on every new location it asks the guard,
// tells the app (onNavigate, waited for when it returns a promise), then either redirects (replacing the entry)
// or shows the page inside the Shell. Until a location is decided, the page of the previous one stays on screen
// (on the first load, a spinner). When the session ends (a sign-out, a 401), it takes the user to the entrance
// the session recorded.

/** The layout around every page. `route` is the current route (null while none matched). */
export interface ShellProps {
  route: PortalRoute | null;
  children: ReactNode;
}

/** Where the gate learns that the session ended and where the user goes (the app passes its store's session). */
export interface SessionEndSource {
  subscribe: (listener: () => void) => () => void;
  /** The entrance to go to, while an ended session waits to be handled; else null. */
  current: () => string | null;
  /** The user has been taken there. */
  handled: () => void;
}

const CurrentRouteContext = createContext<PortalRoute | null>(null);

/** The route the current page is shown for (null before the first page, and outside the router). */
export function useCurrentPortalRoute(): PortalRoute | null {
  return useContext(CurrentRouteContext);
}

/** What the gate shows: the last location whose navigation was decided and allowed (or failed). */
interface Shown {
  location: Location;
  /** The allowed route; null when the navigation failed before a route was decided. */
  route: PortalRoute | null;
  /** The route's path parameters. */
  params: PageParams;
  /** Set when onNavigate (or the guard) failed: the error page shows instead of the page. */
  failure?: { error: unknown };
}

export interface GateConfig {
  Shell: ComponentType<ShellProps>;
  pageOf: (route: PortalRoute) => ComponentType<PageProps>;
  /** The guard's decision; a promise while the route tables it needs load. */
  decide: (where: GuardLocation) => GuardDecision | Promise<GuardDecision>;
  onNavigate?: (decision: GuardDecision, location: GuardLocation) => void | Promise<void>;
  origin: () => string;
  reload?: () => void;
  /**
   * The decision for the first location when it can be made at once and needs nothing loaded (a sign-in entrance
   * while signed out): the first render shows that page instead of the spinner, as its prerendered HTML does
   * (app/prerender.tsx), so that hydration matches. The guard and onNavigate still run for it as for any location.
   */
  firstDecision?: (where: GuardLocation) => GuardDecision | null;
}

function isThenable<T>(value: unknown): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Decides every new location (guard, onNavigate, redirect) and renders the Shell with the allowed page. */
export function PortalGate({ config }: { config: GateConfig }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown | null>(() => {
    const first = config.firstDecision?.({ pathname: location.pathname, search: location.search, origin: config.origin() });
    return first && 'allow' in first ? { location, route: first.route, params: first.params } : null;
  });
  // Whether a page has been shown or asked for (not only the first load's spinner).
  const pageShown = useRef(shown !== null);
  // A redirect decided for a location; <Navigate> performs it from a passive effect, by when the router listens.
  const [redirect, setRedirect] = useState<{ key: string; to: string } | null>(null);
  // The location being decided, and the last one handed to the guard (effects run twice under StrictMode).
  const latest = useRef(location.key);
  const decided = useRef<string | null>(null);
  // A decision that arrives after the gate has gone (signed out, the test ended) changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A layout effect, so that a decision that needs no waiting shows its page before the browser paints.
  useLayoutEffect(() => {
    latest.current = location.key;
    if (decided.current === location.key) return;
    decided.current = location.key;

    const where: GuardLocation = { pathname: location.pathname, search: location.search, origin: config.origin() };
    const finish = (decision: GuardDecision | null, failure?: { error: unknown }) => {
      if (!mounted.current || latest.current !== location.key) return; // gone, or the user went elsewhere meanwhile
      if (!failure && decision && 'redirect' in decision) {
        setRedirect({ key: location.key, to: decision.redirect });
        return;
      }
      const allowed = decision && 'allow' in decision ? decision : null;
      const next: Shown = { location, route: allowed?.route ?? null, params: allowed?.params ?? {}, failure };
      // The first page replaces the spinner as a transition: its lazy parts whose code has arrived (the
      // header, the navigation, the page: the signed-in frame's chunk) render without suspending, where an urgent
      // render showed their fallbacks and React revealed them at least 300 ms later, one level after the other.
      // Later pages stay urgent: the previous page gives way to the page's own loading state as before.
      if (pageShown.current) setShown(next);
      else startTransition(() => setShown(next));
      pageShown.current = true;
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
    // The page's path parameters are the decided location's (usePageParams), not the pending one's.
    content = (
      <PageParamsContext.Provider value={shown.params}>
        <Page route={route} />
      </PageParamsContext.Provider>
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

/** Takes the user to the entrance of a session that just ended (a state change, never a callback). */
export function SessionEndRedirect({ source }: { source: SessionEndSource }) {
  const entrance = useSyncExternalStore(source.subscribe, source.current, source.current);
  const navigate = useNavigate();
  useEffect(() => {
    if (entrance === null) return;
    source.handled();
    void navigate(entrance);
  }, [entrance, navigate, source]);
  return null;
}
