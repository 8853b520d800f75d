import type { Params } from 'react-router';
import type { PortalRoute } from '../../../platform/routing/types';

// A precompiled matcher over the route tables. react-router's matchRoutes flattens and ranks the whole table on
// every call (~14 ms for 461 routes here), too slow for a guard run on every navigation. This one compiles once
// and ranks as react-router does (static segment 10, param 3, more segments first; optional segments exploded;
// ties keep table order), case-sensitively, a trailing slash ignored, so the guard and the router agree.

interface Compiled {
  route: PortalRoute;
  regex: RegExp;
  names: string[];
  score: number;
  order: number;
}

/** `/a/:b?/:c?` -> `/a`, `/a/:b`, `/a/:b/:c`. */
function explode(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const out: string[] = [];
  const walk = (i: number, acc: string[]) => {
    if (i === segments.length) {
      out.push(`/${acc.join('/')}`);
      return;
    }
    const s = segments[i]!;
    if (s.endsWith('?')) {
      walk(i + 1, [...acc, s.slice(0, -1)]);
      walk(segments.length, acc); // an absent optional segment ends the path (later ones are optional too)
    } else walk(i + 1, [...acc, s]);
  };
  walk(0, []);
  return [...new Set(out)];
}

function scoreOf(path: string): number {
  const segments = path.split('/');
  return segments.reduce((score, s) => score + (s.startsWith(':') ? 3 : s === '' ? 1 : 10), segments.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: PortalRoute, order: number): Compiled[] {
  return explode(route.path).map((path) => {
    const names: string[] = [];
    const body = path
      .split('/')
      .filter(Boolean)
      .map((s) => {
        if (s.startsWith(':')) {
          names.push(s.slice(1));
          return '/([^/]+)';
        }
        return `/${escape(s)}`;
      })
      .join('');
    return { route, regex: new RegExp(`^${body}/*$`), names, score: scoreOf(path), order };
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteMatcher {
  (pathname: string): { route: PortalRoute; params: Params } | null;
}

/** Compiles a table into a matcher. */
export function createRouteMatcher(routes: readonly PortalRoute[]): RouteMatcher {
  const compiled = routes.flatMap(compile).sort((a, b) => b.score - a.score || a.order - b.order);
  // Candidates by first segment (those starting with a param stay candidates for every first segment).
  const firstOf = (c: Compiled) => c.route.path.split('/')[1] ?? '';
  const paramFirst = compiled.filter((c) => firstOf(c).startsWith(':') || firstOf(c) === '');
  const buckets = new Map<string, Compiled[]>();
  for (const c of compiled) {
    const first = firstOf(c);
    if (first.startsWith(':') || first === '') continue;
    if (!buckets.has(first)) buckets.set(first, compiled.filter((d) => firstOf(d) === first || paramFirst.includes(d)));
  }
  return (pathname) => {
    const candidates = buckets.get(pathname.split('/')[1] ?? '') ?? paramFirst;
    for (const c of candidates) {
      const m = c.regex.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      c.names.forEach((name, i) => (params[name] = decode(m[i + 1]!)));
      return { route: c.route, params };
    }
    return null;
  };
}

const matchers = new WeakMap<readonly PortalRoute[], RouteMatcher>();

/** The route a pathname resolves to in these tables (their matcher compiled once), with its params; null if none. */
export function matchRoutes(pathname: string, routes: readonly PortalRoute[]): { route: PortalRoute; params: Params } | null {
  let matcher = matchers.get(routes);
  if (!matcher) {
    matcher = createRouteMatcher(routes);
    matchers.set(routes, matcher);
  }
  return matcher(pathname);
}
