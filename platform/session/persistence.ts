import { initialSessionState, type SessionState, type WithSession } from './sessionSlice';

// spec 01 §3: the session store lives in localStorage (loaded on start, saved on change);
// spec 01 §4: sign-out clears local storage.
// Decision: sign-out clears every key except the remembered login entrance (and any key the app asks to
// keep, e.g. the language choice), because the guard and the next sign-in need that entrance.

export const SESSION_STORAGE_KEY = 'portal.session';
export const ENTRANCE_STORAGE_KEY = 'portal.loginEntrance';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode): the session lives in memory only
  }
}

/** The stored session merged over the initial state; unknown or mistyped fields fall back to it. */
export function loadSession(storage: StorageLike | null = browserStorage()): SessionState {
  if (!storage) return initialSessionState;
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const state: Record<string, unknown> = { ...initialSessionState };
  for (const [key, initial] of Object.entries(initialSessionState)) {
    if (key === 'ended') continue;
    const value = stored[key];
    if (value === undefined) continue;
    const fits =
      initial === null
        ? value === null || typeof value === 'string' || typeof value === 'number' || (key === 'terminal' && typeof value === 'object')
        : Array.isArray(initial)
          ? Array.isArray(value)
          : typeof value === typeof initial && value !== null;
    if (fits) state[key] = value;
  }
  state.rememberedEntrance = storage.getItem(ENTRANCE_STORAGE_KEY) ?? state.rememberedEntrance ?? null;
  return state as unknown as SessionState;
}

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

export interface PersistOptions {
  storage?: StorageLike | null;
  /** Keys that survive sign-out besides the remembered entrance (e.g. the language choice). */
  keep?: readonly string[];
}

/**
 * Saves the session whenever it changes; when the token goes away (sign-out, 401, stale token) clears
 * local storage first. Returns the unsubscribe function.
 */
export function persistSession(
  store: { getState: () => WithSession; subscribe: (listener: () => void) => () => void },
  { storage = browserStorage(), keep = [] }: PersistOptions = {},
): () => void {
  let previous = store.getState().session;
  return store.subscribe(() => {
    const current = store.getState().session;
    if (current === previous) return;
    if (previous.token !== null && current.token === null) clearStorageOnSignOut(storage, keep);
    previous = current;
    saveSession(current, storage);
  });
}
