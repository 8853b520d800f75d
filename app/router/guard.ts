import { decideNavigation, isPublicPathIn, type GuardDecision, type GuardLocation, type GuardOptions, type GuardSession } from './decide';
import { portalRoutes } from './routes';
import type { PortalRoute } from '../../platform/routing/types';

export { decideNavigation, decideWithPublicRoutes, isPublicPathIn, SERVICE_LOGIN_PATH } from './decide';
export type { GuardAllow, GuardDecision, GuardLocation, GuardOptions, GuardRedirect, GuardSession, RedirectReason } from './decide';

/** Decides one navigation against every route table of the portal (decide.ts holds the rules). */
export function guard(location: GuardLocation, session: GuardSession, options: GuardOptions = {}): GuardDecision {
  return decideNavigation(location, session, { ...options, routes: options.routes ?? portalRoutes });
}

/** True for paths that pass without a token (the white lists of spec 01 §2 and spec 02 §2.2, and no-sign-in pages). */
export function isPublicPath(pathname: string, routes: readonly PortalRoute[] = portalRoutes): boolean {
  return isPublicPathIn(pathname, routes);
}
