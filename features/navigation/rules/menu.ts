// spec 01 §6: the menu and the allowed paths come from the server per terminal (GET /v2/auth/v2/nav). This maps the
// server's menu onto the portal's route tables: titles from the route catalogues, the pages not built yet marked,
// entries whose path the portal does not know dropped (a link to them could only end on /error).

/** The server's menu entry (features/config's MenuItem). */
export interface MenuEntry {
  id: string;
  name: string;
  path: string;
  hidden?: boolean;
  children?: MenuEntry[];
}

/** What the portal knows of a path: its route (id, pattern, title key) and whether its page is built. */
export interface RouteInfo {
  id: string;
  /** The route's pattern (`/member/inquireDetails/:invoiceCode/:invoiceNumber`). */
  path: string;
  titleKey: string;
  built: boolean;
}

/** Resolves a path to its route, or null for a path the portal does not have (the app passes its route tables). */
export type RouteLookup = (path: string) => RouteInfo | null;

/** A page of the menu. */
export interface NavPage {
  kind: 'page';
  key: string;
  /** The address to go to (no parameters). */
  path: string;
  routeId: string;
  titleKey: string;
  /** False: the route shows the not-built notice; the entry says so. */
  built: boolean;
}

/** A group of pages; its title is the catalogue's `navigation:group.<id>`, the server's name when unknown. */
export interface NavGroup {
  kind: 'group';
  key: string;
  groupId: string;
  serverName: string;
  pages: NavPage[];
}

export type NavEntry = NavPage | NavGroup;

export interface NavMenu {
  /** What the navigation shows, in the server's order. */
  entries: NavEntry[];
  /** Every route the menu allows, shown or hidden. */
  allowedRouteIds: ReadonlySet<string>;
}

function pageOf(entry: MenuEntry, lookup: RouteLookup, allowed: Set<string>): NavPage | null {
  if (!entry.path) return null;
  const route = lookup(entry.path);
  if (!route) return null;
  allowed.add(route.id);
  // A pattern with parameters (a detail page) is allowed but cannot be linked to.
  if (entry.hidden || entry.path.includes('/:')) return null;
  return { kind: 'page', key: entry.id, path: entry.path, routeId: route.id, titleKey: route.titleKey, built: route.built };
}

/** The navigation and allowed routes of a server menu. Groups left empty are dropped; nesting stops at one level. */
export function buildNavMenu(menu: readonly MenuEntry[], lookup: RouteLookup): NavMenu {
  const allowed = new Set<string>();
  const entries: NavEntry[] = [];
  for (const entry of menu) {
    if (entry.children && entry.children.length > 0) {
      const pages = entry.children.flatMap((child) => {
        // A deeper level is flattened into its group: the portal's side menu has groups of pages.
        const leaves = child.children && child.children.length > 0 ? child.children : [child];
        return leaves.map((leaf) => pageOf(leaf, lookup, allowed)).filter((p): p is NavPage => p !== null);
      });
      if (pages.length > 0) entries.push({ kind: 'group', key: entry.id, groupId: entry.id, serverName: entry.name, pages });
      continue;
    }
    const page = pageOf(entry, lookup, allowed);
    if (page) entries.push(page);
  }
  return { entries, allowedRouteIds: allowed };
}

/** The group holding the page of this route, if any (it opens so that the current page shows). */
export function groupOfRoute(menu: NavMenu, routeId: string | null | undefined): string | null {
  if (!routeId) return null;
  for (const entry of menu.entries) {
    if (entry.kind === 'group' && entry.pages.some((p) => p.routeId === routeId)) return entry.key;
  }
  return null;
}
