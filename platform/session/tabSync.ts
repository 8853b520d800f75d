import { nextSessionGeneration } from './generation';
import { loadSession, read, SESSION_ID_STORAGE_KEY, type PersistedStore, type StorageLike } from './persistence';
import { loginPathFor } from './roles';
import { sessionAdopted, signedOut, tokenRefreshed } from './sessionSlice';

// Keeps a tab with the session another tab of this origin wrote (persistence.ts calls it).

/** Brings the store to the session in storage; returns the id of the session this tab now holds. */
export function syncTab(store: PersistedStore, storage: StorageLike, mine: string | null): string | null {
  const id = read(storage, SESSION_ID_STORAGE_KEY);
  const current = store.getState().session;
  const stored = loadSession(storage);
  if (id === mine) {
    // The same session, its token renewed in another tab: take the newer one (the old refresh token is spent).
    if (current.token && stored.token && stored.token !== current.token && (stored.tokenExpiresAt ?? 0) > (current.tokenExpiresAt ?? 0)) {
      const now = Date.now();
      const expiresIn = ((stored.tokenExpiresAt ?? now) - now) / 1000;
      store.dispatch(tokenRefreshed({ token: { access_token: stored.token, refresh_token: stored.refreshToken ?? '', expires_in: expiresIn }, receivedAt: now }));
    }
    return mine;
  }
  // Ended elsewhere: this tab goes to its entrance (session.ended, as after a 401; the other tab has done the rest);
  // signed in elsewhere: this tab takes that session. Either way a new generation.
  nextSessionGeneration(store);
  if (current.token) store.dispatch(signedOut({ reason: 'user', entrance: loginPathFor(current) }));
  if (stored.token) store.dispatch(sessionAdopted(stored));
  return id;
}
