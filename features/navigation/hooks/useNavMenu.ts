import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useGetNavMenuQuery } from '../../config';
import { selectSession } from '../../../platform/session';
import { buildNavMenu, sceneOfRoute, type MenuState, type NavMenu, type RouteLookup } from '../rules';

export interface NavMenuResult {
  /** The menu for the current terminal and scene, once it has arrived. */
  menu: NavMenu | null;
  /** What the allowed-path check sees. */
  state: MenuState;
  /** The terminal the menu is for (its pages' addresses carry it). */
  diskId: string | null;
  refetch: () => void;
}

/**
 * The menu of the signed-in user for the current terminal (GET /v2/auth/v2/nav?diskId, scene=RET1 on the tax-return
 * pages): asked again when the terminal (session diskId) or the scene changes, at each sign-in and page load, and
 * when a page it offers turns out forbidden (NavigationGate). Only the current terminal's answer counts: while
 * another terminal's menu loads, the state is loading.
 */
export function useNavMenu(routeId: string | null, lookup: RouteLookup): NavMenuResult {
  const session = useSelector(selectSession);
  const scene = sceneOfRoute(routeId);
  const diskId = session.diskId;
  const query = useGetNavMenuQuery({ ...(diskId ? { diskId } : {}), ...(scene ? { scene } : {}) }, { skip: session.token === null });
  const items = query.currentData?.data;
  const menu = useMemo(() => (items ? buildNavMenu(items, lookup) : null), [items, lookup]);
  const state: MenuState = menu ? { status: 'ready', allowedRouteIds: menu.allowedRouteIds } : query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
  const { refetch: refetchQuery } = query;
  // The menu shown stays while it is asked again (RTK Query keeps the current answer for the same arguments).
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  return { menu, state, diskId, refetch };
}
