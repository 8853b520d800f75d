// spec 01 §2 and spec 02 §2.3: area-dependent paths; the sign-in redirect carried in the address.

/** The areas whose prefix picks the seller-info and repair-list paths. */
export const pathAreas = ['account', 'service', 'member'] as const;
export type PathArea = (typeof pathAreas)[number];

/** The area of a pathname by its first segment; the prefix defaults to account (spec 01 §2). */
export function areaOfPath(pathname: string): PathArea {
  const first = pathname.split('/')[1] ?? '';
  return (pathAreas as readonly string[]).includes(first) ? (first as PathArea) : 'account';
}

function asArea(area: string | null | undefined): PathArea {
  return (pathAreas as readonly string[]).includes(area ?? '') ? (area as PathArea) : 'account';
}

const sellerInfoPaths = {
  account: '/account/sellerInfo',
  service: '/service/sellerInfo',
  member: '/member/terminal',
} as const satisfies Record<PathArea, string>;

/** The seller-info page of an area: /account/sellerInfo, /service/sellerInfo or /member/terminal (default account). */
export function sellerInfoPath(area?: string | null): string {
  return sellerInfoPaths[asArea(area)];
}

/** The invoice repair list of an area: /account|service|member/newRepairList (default account). */
export function repairListPath(area?: string | null): string {
  return `/${asArea(area)}/newRepairList`;
}

/** The query parameter carrying the page asked for through sign-in. */
export const REDIRECT_PARAM = 'redirect';
/** The query parameter carrying the current terminal across navigations (spec 01 §2). */
export const DISK_ID_PARAM = 'diskId';

export { decodeSegment, ID_PATTERN, isWellFormedId, isWellFormedParam } from './ids';

/** Removes one query parameter from a path (the '?' too when nothing is left). */
export function withoutQueryParam(path: string, name: string): string {
  const [base, query = ''] = path.split(/\?(.*)/s) as [string, string?];
  const params = new URLSearchParams(query);
  params.delete(name);
  const rest = params.toString();
  return rest ? `${base}?${rest}` : base;
}

/** Appends one query parameter to a path that may already have a query. */
export function withQueryParam(path: string, name: string, value: string): string {
  const [base, query = ''] = path.split(/\?(.*)/s) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${base}?${params.toString()}`;
}

/** The sign-in address that brings the user back to `requested` (path + search) afterwards. */
export function signInPath(entrance: string, requested: string): string {
  return withQueryParam(entrance, REDIRECT_PARAM, requested);
}

// The sign-in redirect check lives in redirect.ts, which only the sign-in page loads (off the initial bundle).
export { redirectAfterSignIn, sameOriginPath } from './redirect';
