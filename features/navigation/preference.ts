// The whole navigation collapsed or expanded, remembered per user in localStorage. One key holds every
// user's choice ({uid: true | false}); a user who never chose gets the screen's default (collapsed on a phone). The
// app names the key and keeps it through sign-out (app/shell/layout.ts, AppProviders.tsx), like the language, so the
// choice survives a reload and the next sign-in of that user here.

import { breakpoints } from '../../design-system';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll(key: string, storage: StorageLike | null): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {}; // a broken value reads as "nobody collapsed it"
  }
}

/** A screen too narrow for the navigation beside the page (a phone): the pages need the width. */
export const NARROW_SCREEN = `(max-width: ${breakpoints.sm - 1}px)`;

function narrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;
}

/**
 * True when the navigation starts collapsed for this user: as the user last chose it here, else collapsed on a narrow
 * screen (the toggle opens it) and expanded on a wider one.
 */
export function loadNavCollapsed(key: string, uid: string | null, storage: StorageLike | null = browserStorage(), narrow: boolean = narrowScreen()): boolean {
  const chosen = uid === null ? undefined : readAll(key, storage)[uid];
  return typeof chosen === 'boolean' ? chosen : narrow;
}

/** Remembers this user's choice (other users' choices stay). */
export function saveNavCollapsed(key: string, uid: string | null, collapsed: boolean, storage: StorageLike | null = browserStorage()): void {
  if (uid === null || !storage) return;
  const all = readAll(key, storage);
  all[uid] = collapsed;
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
    // storage full or unavailable: the choice lasts for this page only
  }
}
