import type { Params } from 'react-router';
import type { PageId, PortalRoute } from '../../../platform/routing/types';
import { agencyRoutes } from './agency';
import { h5ManageRoutes } from './h5Manage';
import { isUnbuilt } from './define';
import { matchRoutes } from './match';
import { memberRoutes } from './member';
import { publicRoutes } from './public';
import { serviceRoutes } from './service';

export { memberRoutes, agencyRoutes, serviceRoutes, h5ManageRoutes, publicRoutes };
export { channelBindAccount, channelBindAccountTypes } from './public';
export type { ChannelBindAccount } from './public';
export { isUnbuilt, nameOfPath } from './define';
export { createRouteMatcher, matchRoutes } from './match';
export type { RouteMatcher } from './match';

/** Every route of the portal, area by area. */
export const portalRoutes: readonly PortalRoute[] = [...publicRoutes, ...memberRoutes, ...agencyRoutes, ...serviceRoutes, ...h5ManageRoutes];

const byId = new Map(portalRoutes.map((r) => [r.id, r]));

/** The route with this id, if any. */
export function routeById(id: string): PortalRoute | undefined {
  return byId.get(id);
}

/**
 * The route a pathname resolves to, with its params; null for an unknown path. Matching is case-sensitive and
 * ranks static segments over params, as the router does.
 */
export function matchPortalRoute(pathname: string, routes: readonly PortalRoute[] = portalRoutes): { route: PortalRoute; params: Params } | null {
  return matchRoutes(pathname, routes);
}

/** How many routes still show the not-built page (the route table makes it countable). */
export function unbuiltRouteCount(registry?: Partial<Record<PageId, unknown>>, routes: readonly PortalRoute[] = portalRoutes): number {
  return routes.filter((r) => isUnbuilt(r, registry)).length;
}
