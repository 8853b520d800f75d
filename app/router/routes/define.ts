import { areaPrefixes, type Area, type PageId, type PortalRoute, type RoleSign, type RouteDecl } from '../../../platform/routing/types';

/**
 * The title name of a path: its static segments in camelCase, params dropped
 * (`fullpower/positive` -> fullpowerPositive, `inquireDetails/:invoiceCode/:invoiceNumber` -> inquireDetails).
 */
export function nameOfPath(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*');
  return segments.map((s, i) => (i === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1))).join('');
}

/** Builds an area's route table from its declarations; defaults: signed-in, the area's role marker, not built. */
export function defineArea(area: Area, roleSign: RoleSign, decls: readonly RouteDecl[]): PortalRoute[] {
  const prefix = areaPrefixes[area];
  return decls.map((decl) => {
    const d = typeof decl === 'string' ? { path: decl } : decl;
    const name = d.name ?? nameOfPath(d.path);
    const route: PortalRoute = {
      id: `${area}.${d.id ?? name}`,
      path: `${prefix}/${d.path}`,
      area,
      roleSign: d.roleSign ?? roleSign,
      requiresAuth: d.requiresAuth ?? true,
      // Public routes' titles load with the sign-in route (namespace routes); the others' with the first page
      // that shows one (namespace routeTitles), keeping ~4 KB of titles off the sign-in route.
      titleKey: area === 'public' ? `routes:title.${name}` : `routeTitles:title.${name}`,
      page: d.page ?? 'notBuilt',
    };
    if (d.header === false) route.header = false;
    if (d.entrance) route.entrance = true;
    return route;
  });
}

/** True when the route shows the not-built page: marked so, or its page is missing from the given registry. */
export function isUnbuilt(route: PortalRoute, registry?: Partial<Record<PageId, unknown>>): boolean {
  return route.page === 'notBuilt' || (registry !== undefined && registry[route.page] === undefined);
}
