import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionGeneration } from './generation';
import { syncTab } from './tabSync';
import type { SessionState, WithSession } from './state';
import { browserStorage, ENTRANCE_STORAGE_KEY, SESSION_ID_STORAGE_KEY, SESSION_STORAGE_KEY, type StorageLike } from './storedSession';

// spec 01 §3: the session store lives in localStorage (loaded on start, saved on change);
// spec 01 §4: sign-out clears local storage.
// Decision: sign-out clears every key except the remembered login entrance (and any key the app asks to
// keep, e.g. the language choice), because the guard and the next sign-in need that entrance.

export { SESSION_STORAGE_KEY, ENTRANCE_STORAGE_KEY, SESSION_ID_STORAGE_KEY, loadSession } from './storedSession';
export type { StorageLike } from './storedSession';

/** Writes the session (and the remembered entrance under its own key, so that sign-out can keep it). */
export function saveSession(state: SessionState, storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  try {
    // The end of a session is where this tab goes next, not part of the stored session.
    const { ended: _ended, ...stored } = state;
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    if (state.rememberedEntrance) storage.setItem(ENTRANCE_STORAGE_KEY, state.rememberedEntrance);
    else storage.removeItem(ENTRANCE_STORAGE_KEY);
  } catch {
    // quota or blocked storage: the in-memory session still works
  }
}

/** Clears local storage, keeping the remembered entrance and the given keys. */
export function clearStorageOnSignOut(storage: StorageLike | null = browserStorage(), keep: readonly string[] = []): void {
  if (!storage) return;
  const kept = new Map<string, string>();
  for (const key of [ENTRANCE_STORAGE_KEY, ...keep]) {
    const value = storage.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

/** What tells the other tabs of this origin that the session changed (a BroadcastChannel does). */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
}

export interface PersistOptions {
  storage?: StorageLike | null;
  /** Keys that survive sign-out besides the remembered entrance (e.g. the language choice). */
  keep?: readonly string[];
  /**
   * A channel shared with the other tabs, besides the storage events the browser sends them (tests, which share one
   * window, use a BroadcastChannel per store). @default none: storage events only
   */
  channel?: SessionChannel | null;
  /** Where storage events arrive. @default window */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** A random session id (Web Crypto's random values work outside secure contexts too). */
function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export type PersistedStore = {
  getState: () => WithSession;
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Saves the session whenever it changes; when the token goes away (sign-out, 401, stale token) clears
 * local storage first. Keeps the tabs of this origin together: a sign-out in one ends the session in every other
 * (through session.ended, the path of a 401), a sign-in or a token refresh in one is taken over by the others, and
 * a tab never writes back a session that was ended or replaced elsewhere (it checks the stored session id before
 * each write). Returns the function that stops it.
 */
export function persistSession(
  store: PersistedStore,
  { storage = browserStorage(), keep = [], channel = null, events = typeof window === 'undefined' ? null : window }: PersistOptions = {},
): () => void {
  let previous = store.getState().session;
  let generation = sessionGeneration(store);
  let mine = storage ? read(storage, SESSION_ID_STORAGE_KEY) : null;
  let syncing = false;

  /** Brings this tab to the session in storage, after another tab changed it (tabSync.ts). */
  const sync = () => {
    if (!storage || syncing) return;
    syncing = true;
    try {
      mine = syncTab(store, storage, mine);
    } finally {
      previous = store.getState().session;
      generation = sessionGeneration(store);
      syncing = false;
    }
  };

  const unsubscribe = store.subscribe(() => {
    const current = store.getState().session;
    if (current === previous || syncing) return;
    const began = previous.token === null && current.token !== null;
    const ended = previous.token !== null && current.token === null;
    const transition = began || ended || sessionGeneration(store) !== generation;
    if (storage && !began && read(storage, SESSION_ID_STORAGE_KEY) !== mine) {
      // Another tab ended or replaced the session and this tab has not heard yet: never write over it (nor clear
      // the session another tab has signed in since).
      sync();
      return;
    }
    const renewed = !transition && current.token !== previous.token;
    previous = current;
    generation = sessionGeneration(store);
    if (ended) clearStorageOnSignOut(storage, keep);
    saveSession(current, storage);
    if (transition) {
      mine = current.token ? newSessionId() : null;
      try {
        if (mine) storage?.setItem(SESSION_ID_STORAGE_KEY, mine);
        else storage?.removeItem(SESSION_ID_STORAGE_KEY);
      } catch {
        // blocked storage: this tab alone
      }
    }
    if (transition || renewed) channel?.postMessage('session');
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_ID_STORAGE_KEY || event.key === SESSION_STORAGE_KEY) sync();
  };
  events?.addEventListener('storage', onStorage);
  channel?.addEventListener('message', sync);
  return () => {
    unsubscribe();
    events?.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', sync);
  };
}
