// spec 01 §4 (Token refresh), §9: refresh when under 600000 ms remain, never when stale by over 86400000 ms.

/** Refresh when less than this remains before expiry (10 minutes). */
export const REFRESH_WINDOW_MS = 600_000;
/** A token expired longer ago than this (24 h) is never refreshed: the user signs in again. */
export const STALE_LIMIT_MS = 86_400_000;

/** What to do with the token before a request: use it, refresh it first, or give up the session. */
export type TokenDecision = 'none' | 'fresh' | 'refresh' | 'stale';

/** Pure decision from the absolute expiry (epoch ms) and the time now. */
export function tokenDecision(token: string | null, expiresAt: number | null, now: number): TokenDecision {
  if (!token) return 'none';
  // A token without a known expiry is used as is: the server's 401 decides.
  if (expiresAt === null) return 'fresh';
  const remaining = expiresAt - now;
  if (remaining >= REFRESH_WINDOW_MS) return 'fresh';
  if (-remaining > STALE_LIMIT_MS) return 'stale';
  return 'refresh';
}
