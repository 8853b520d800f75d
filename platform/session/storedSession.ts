import { isWellFormedId } from '../routing/ids';
import { initialSessionState, type SessionState } from './state';

// Reading the stored session (spec 01 §3: the session store lives in localStorage), apart from its saving and the tab
// sync (persistence.ts): the sign-in route reads it before the store's code has loaded (platform/deferredStore.ts).

export const SESSION_STORAGE_KEY = 'portal.session';
export const ENTRANCE_STORAGE_KEY = 'portal.loginEntrance';
/**
 * The id of the session in storage: a random value written when a tab signs in, removed when one signs out. A tab
 * whose own id differs from the stored one knows that its session was ended or replaced in another tab.
 */
export const SESSION_ID_STORAGE_KEY = 'portal.sessionId';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export function browserStorage(): StorageLike | null {
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
  // A disk id that is not one (tampered storage) never reaches the session, and so no request (docs/security.md: paths and ids).
  if (state.diskId !== null && !isWellFormedId(state.diskId)) Object.assign(state, { diskId: null, terminal: null });
  state.rememberedEntrance = storage.getItem(ENTRANCE_STORAGE_KEY) ?? state.rememberedEntrance ?? null;
  return state as unknown as SessionState;
}
