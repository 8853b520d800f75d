// spec 01 §6: paths the server does not allow for the current terminal get the 403 page. The check runs in the
// shell around the page (NavigationGate), from the allowed routes of the same menu the navigation shows.
// Choices where the spec is silent:
// - Public routes and the role's home are always allowed (the home is where a forbidden user goes).
// - Until the menu has arrived the page waits (no flash of a page the user may not see).
// - When the menu cannot be loaded the page shows (the server enforces its own permissions on every call; a failed
//   menu call must not lock the user out of the portal); the navigation offers a retry.

export interface AccessRoute {
  id: string;
  path: string;
  requiresAuth: boolean;
}

/** The menu as the check sees it: still loading, failed, or its allowed routes. */
export type MenuState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; allowedRouteIds: ReadonlySet<string> };

export type Access = 'allowed' | 'forbidden' | 'pending';

/** Whether the page of `route` may show for the current terminal. `homePath` is the signed-in role's home. */
export function accessOf(route: AccessRoute, homePath: string | null, menu: MenuState): Access {
  if (!route.requiresAuth) return 'allowed';
  if (homePath !== null && route.path === homePath) return 'allowed';
  if (menu.status === 'loading') return 'pending';
  if (menu.status === 'failed') return 'allowed';
  return menu.allowedRouteIds.has(route.id) ? 'allowed' : 'forbidden';
}
