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

/**
 * The shape of an id taken from the address (a diskId, a route parameter named did, id or ...Id) before it enters
 * the session or a request: letters, digits, '-' and '_', at most 64 (disk ids are 12 digits, other ids numeric or
 * UUID-like). Anything else ('../', '?', '#', '%2F', spaces, control characters) is not an id.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isWellFormedId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** True for the route parameters that carry an id (did, id, applyId, repId...). */
export function isIdParam(name: string): boolean {
  return name === 'did' || /(?:^id|Id)$/.test(name);
}

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

// What a browser ignores or rewrites in an address, so that '/<TAB>/evil.example' or '/\\evil.example' mean
// '//evil.example' to it: tab, CR and LF anywhere, other control characters and spaces at the ends, '\\' as '/'.
const hasControl = (text: string, upTo = 0x1f) => [...text].some((c) => c.charCodeAt(0) <= upTo || c.charCodeAt(0) === 0x7f);
const unsafeInPath = (path: string) => path.includes('\\') || hasControl(path, 0x20);
const CHECK_ORIGIN = 'https://portal.invalid';

/** One form of the target is a same-origin path: one '/', nothing a browser strips or turns into '/'. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !unsafeInPath(path.split(/[?#]/)[0]!);
}

/**
 * The redirect target when it is a path on this origin, normalised as the browser would resolve it; else null.
 * Refused: anything but one leading '/', control characters, spaces or backslashes in the path, and any of these
 * hidden behind percent-encoding (decoded up to three times), and a path whose dot segments resolve to '//'.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || hasControl(target)) return null;
  let form = target;
  for (let round = 0; round < 3; round++) {
    if (!isPlainPath(form)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return null;
    }
    if (decoded === form) break;
    form = decoded;
  }
  if (!isPlainPath(form)) return null;
  const url = new URL(target, CHECK_ORIGIN);
  if (url.origin !== CHECK_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: the `redirect` query when it is a path on this origin (sameOriginPath), else the
 * fallback (the role's home), so that the address cannot send the user to another site.
 */
export function redirectAfterSignIn(search: string, fallback: string): string {
  return sameOriginPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? fallback;
}
