import type { Params } from 'react-router';
import { decodeSegment } from '../../../platform/routing/ids';
import type { PortalRoute } from '../../../platform/routing/types';

// A precompiled matcher over the route tables. react-router's matchRoutes flattens and ranks the whole table on
// every call (~14 ms for 461 routes here), too slow for a guard run on every navigation. This one compiles once
// and ranks as react-router does (static segment 10, param 3, more segments first; optional segments exploded;
// ties keep table order), case-sensitively, a trailing slash ignored, so the guard and the router agree.

interface Compiled {
  route: PortalRoute;
  /** The path without its trailing slashes ('' for '/'). */
  key: string;
  /** Null for a static path (no params): looked up by its key. */
  regex: RegExp | null;
  names: string[];
  score: number;
  order: number;
  /** The first segment ('' or ':name' for a path that starts with a param). */
  first: string;
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
const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '');

function compile(route: PortalRoute, order: number): Compiled[] {
  return explode(route.path).map((path) => {
    const segments = path.split('/').filter(Boolean);
    const names = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    const body = segments.map((s) => (s.startsWith(':') ? '/([^/]+)' : `/${escape(s)}`)).join('');
    return {
      route,
      key: withoutTrailingSlashes(path),
      regex: names.length > 0 ? new RegExp(`^${body}/*$`) : null,
      names,
      score: scoreOf(path),
      order,
      first: segments[0] ?? '',
    };
  });
}

// A malformed escape stays as it was: it then fails its shape in the guard (platform/routing/ids.ts), which sends
// the address to /error.
const decode = (value: string): string => decodeSegment(value) ?? value;

export interface RouteMatcher {
  (pathname: string): { route: PortalRoute; params: Params } | null;
}

/**
 * Compiles a table into a matcher. A static path (no params) is looked up by its text: it outranks any path with a
 * param that matches the same address (as many segments, and a static segment ranks above a param), and the first
 * of equal ones in rank wins. Only the paths with params are tried as patterns, those of the address's first segment
 * (and those that start with a param) in rank order.
 */
export function createRouteMatcher(routes: readonly PortalRoute[]): RouteMatcher {
  const compiled = routes.flatMap(compile).sort((a, b) => b.score - a.score || a.order - b.order);
  const statics = new Map<string, Compiled>();
  const patterns: Compiled[] = [];
  for (const c of compiled) {
    if (c.regex === null) {
      if (!statics.has(c.key)) statics.set(c.key, c);
    } else patterns.push(c);
  }
  const paramFirst = patterns.filter((c) => c.first.startsWith(':') || c.first === '');
  const buckets = new Map<string, Compiled[]>();
  for (const c of patterns) {
    if (c.first.startsWith(':') || c.first === '' || buckets.has(c.first)) continue;
    buckets.set(
      c.first,
      patterns.filter((d) => d.first === c.first || d.first.startsWith(':') || d.first === ''),
    );
  }
  return (pathname) => {
    const exact = statics.get(withoutTrailingSlashes(pathname));
    if (exact) return { route: exact.route, params: {} };
    const candidates = buckets.get(pathname.split('/')[1] ?? '') ?? paramFirst;
    for (const c of candidates) {
      const m = c.regex!.exec(pathname);
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
