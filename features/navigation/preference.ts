// The whole navigation collapsed or expanded, remembered per user in localStorage (issue 9 §1). One key holds every
// user's choice ({uid: true}). The app names the key and keeps it through sign-out (app/shell/layout.ts,
// AppProviders.tsx), like the language, so the choice survives a reload and the next sign-in of that user here.

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

/** True when this user collapsed the navigation. */
export function loadNavCollapsed(key: string, uid: string | null, storage: StorageLike | null = browserStorage()): boolean {
  return uid !== null && readAll(key, storage)[uid] === true;
}

/** Remembers this user's choice (other users' choices stay). */
export function saveNavCollapsed(key: string, uid: string | null, collapsed: boolean, storage: StorageLike | null = browserStorage()): void {
  if (uid === null || !storage) return;
  const all = readAll(key, storage);
  if (collapsed) all[uid] = true;
  else delete all[uid];
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
    // storage full or unavailable: the choice lasts for this page only
  }
}
