import type { Params } from 'react-router';
import { defaultLoginEntrance, isRoleType, roleHome } from '../../platform/session/roles';
import { DISK_ID_PARAM, isWellFormedId, isWellFormedParam, signInPath, withoutQueryParam, withQueryParam } from '../../platform/routing/paths';
import { isProviderPartnerOrigin } from './partner';
import { matchRoutes } from './routes/match';
import { areaOwners, type PortalRoute } from '../../platform/routing/types';

// The navigation guard: spec 01 §2 and spec 02 §2.2, as a pure function of the address, the session and the
// route tables (guard.ts gives it every table).
//
// Decisions where the specs are open:
// - Sign-in redirect: the entrance gets ?redirect=<path+search of the page asked for>; after sign-in the login
//   page goes there (redirectAfterSignIn keeps it on this site).
// - Roles: a signed-in user may open a route whose role marker is their role, or any route of their own area
//   (spec 01 §6: each role has its own route area; spec 02 §6: markers 1 and 3 on some service pages open them
//   to members and agencies). Anything else sends them to their own home. A token without a known role passes.
// - Disk: the route parameter did wins over the query diskId (it is the disk the page was opened for), the
//   query over the session's disk. When the query does not name the selected disk, the guard redirects to the
//   same address with diskId set, so the disk is always in the address.
// - Provider partner origin: every sign-in entrance other than /serviceLogin, /, and the sign-in redirect go
//   to /serviceLogin.
// - Values from the address (the query diskId, every route parameter) must have their kind's shape
//   (platform/routing/ids.ts: an id's, an invoice code's or number's) before they enter the session or a request
//   (docs/security.md): a route parameter with a malformed escape or of another shape sends the user to /error; an
//   ill-formed query diskId is dropped from the address (the session's disk, if any, takes its place).
// - Paths match case-sensitively (so /serviceLOgin and /serviceLogin are two routes); a trailing slash is ignored.

/** The address being navigated to. */
export interface GuardLocation {
  pathname: string;
  search: string;
  /** The page origin (scheme://host[:port]), for recognising a provider partner origin. */
  origin?: string;
}

/** What the guard needs of the session. */
export interface GuardSession {
  token?: string | null;
  /** 1 member, 2 provider, 3 agency. */
  roleType?: number | null;
  /** The remembered login entrance path. */
  loginEntrance?: string | null;
  /** The session's current disk. */
  diskId?: string | null;
  /** True when the current terminal's info is loaded (for the session's diskId). */
  hasTerminalInfo?: boolean;
  /** Set when the app knows by other means that it runs for a provider partner. */
  isProviderPartner?: boolean;
}

export interface GuardOptions {
  /** Provider partner hosts (see partner.ts). @default [] */
  partnerHosts?: readonly string[];
  /** @default portalRoutes (guard.ts); decideNavigation needs them given */
  routes?: readonly PortalRoute[];
}

/** Why the guard redirected. */
export type RedirectReason = 'root' | 'unknown' | 'partnerEntrance' | 'signIn' | 'role' | 'diskId' | 'malformedId';

export interface GuardAllow {
  allow: true;
  /** The route the path resolved to. */
  route: PortalRoute;
  params: Params;
  /** The disk this navigation selects (signed-in protected routes only). */
  diskId?: string;
  /** True when the selected disk differs from the session's: the app records it. */
  selectDisk?: boolean;
  /** True when the app should load the current terminal's info (absent, or another disk selected). */
  loadTerminalInfo?: boolean;
}

export interface GuardRedirect {
  redirect: string;
  reason: RedirectReason;
}

export type GuardDecision = GuardAllow | GuardRedirect;

/** The service sign-in path, forced on a provider partner origin. */
export const SERVICE_LOGIN_PATH = '/serviceLogin';

function nonEmpty(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

/** The pathname as the guard matches it: a trailing slash is ignored. */
function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Decides one navigation against the given route tables: allow (with what to do about the disk) or redirect.
 * `guard` (guard.ts) is this with every table of the portal.
 */
export function decideNavigation(location: GuardLocation, session: GuardSession, options: GuardOptions & { routes: readonly PortalRoute[] }): GuardDecision {
  const { partnerHosts = [], routes } = options;
  const pathname = normalisedPath(location.pathname);
  const search = location.search && location.search !== '?' ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : '';
  const partner = session.isProviderPartner === true || isProviderPartnerOrigin(location.origin, partnerHosts);

  // spec 01 §2: / redirects to /login
  if (pathname === '/' || pathname === '') return { redirect: partner ? SERVICE_LOGIN_PATH : '/login', reason: 'root' };

  // unknown paths go to /error
  const match = matchRoutes(pathname, routes);
  if (!match) return { redirect: '/error', reason: 'unknown' };
  const { route, params } = match;
  if (Object.entries(params).some(([name, value]) => value !== undefined && !isWellFormedParam(name, value))) {
    return { redirect: '/error', reason: 'malformedId' };
  }

  // spec 01 §2: /serviceLogin is forced on a provider partner origin
  if (partner && route.entrance && route.path !== SERVICE_LOGIN_PATH) return { redirect: `${SERVICE_LOGIN_PATH}${search}`, reason: 'partnerEntrance' };

  // the white list (and the pages without a sign-in flag) pass with or without a token
  if (!route.requiresAuth) return { allow: true, route, params };

  // without a token: the remembered entrance, or /accountLogin
  if (!session.token) {
    // a remembered entrance that is not a public route (stale or tampered storage) would loop: use the default
    const remembered = nonEmpty(session.loginEntrance);
    const usable = remembered !== undefined && isPublicPathIn(remembered.split(/[?#]/)[0]!, routes);
    const entrance = partner ? SERVICE_LOGIN_PATH : usable ? remembered : defaultLoginEntrance;
    return { redirect: signInPath(entrance, `${pathname}${search}`), reason: 'signIn' };
  }

  // another role's route: back to the user's own home
  const role = session.roleType;
  if (isRoleType(role) && route.roleSign !== role && areaOwners[route.area] !== role) {
    return { redirect: roleHome(role), reason: 'role' };
  }

  // spec 01 §2: the route parameter did and the query diskId both select a disk; diskId is carried
  const query = new URLSearchParams(search);
  const asked = nonEmpty(query.get(DISK_ID_PARAM));
  const fromQuery = isWellFormedId(asked) ? asked : undefined;
  const stored = nonEmpty(session.diskId);
  const selected = nonEmpty(params.did) ?? fromQuery ?? (isWellFormedId(stored) ? stored : undefined);
  if (selected === undefined && asked !== undefined) {
    return { redirect: withoutQueryParam(`${pathname}${search}`, DISK_ID_PARAM), reason: 'malformedId' };
  }
  if (selected !== undefined && asked !== selected) {
    return { redirect: withQueryParam(`${pathname}${search}`, DISK_ID_PARAM, selected), reason: 'diskId' };
  }
  const selectDisk = selected !== undefined && selected !== nonEmpty(session.diskId);
  const decision: GuardAllow = { allow: true, route, params, loadTerminalInfo: selectDisk || !session.hasTerminalInfo };
  if (selected !== undefined) {
    decision.diskId = selected;
    decision.selectDisk = selectDisk;
  }
  return decision;
}

/** True for paths that pass without a token in the given tables (see isPublicPath in guard.ts). */
export function isPublicPathIn(pathname: string, routes: readonly PortalRoute[]): boolean {
  const match = matchRoutes(pathname, routes);
  return match !== null && !match.route.requiresAuth;
}

/**
 * The decision the public routes alone can make, or null when it needs every table. They decide the root and
 * any path matching a public route without parameters (no route of another area can outrank a static path), when
 * the decision is to allow it or to send a provider partner to its entrance. The portal loads the other areas'
 * tables (about 3 KB gzipped) only for the paths that need them, keeping them off the sign-in route.
 */
export function decideWithPublicRoutes(
  location: GuardLocation,
  session: GuardSession,
  options: { partnerHosts?: readonly string[]; publicRoutes: readonly PortalRoute[] },
): GuardDecision | null {
  const pathname = normalisedPath(location.pathname);
  const root = pathname === '/' || pathname === '';
  if (!root) {
    const match = matchRoutes(pathname, options.publicRoutes);
    if (!match || Object.keys(match.params).length > 0) return null;
  }
  const decision = decideNavigation(location, session, { partnerHosts: options.partnerHosts, routes: options.publicRoutes });
  if ('allow' in decision || decision.reason === 'root' || decision.reason === 'partnerEntrance') return decision;
  return null;
}
