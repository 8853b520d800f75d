import { REDIRECT_PARAM } from './paths';

// spec 01 §2 (the sign-in redirect carried in the address) and docs/security.md (sign-in redirect): only a path on this origin is followed.

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
