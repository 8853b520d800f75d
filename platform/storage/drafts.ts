// Drafts kept in the browser (IndexedDB through idb-keyval): a form's unsent work survives a reload, a closed tab
// or a session that ended. Knows no feature: a caller names its draft by user, scope and kind and stores plain data.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** Drafts older than this are dropped when read or purged (30 days). */
export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Field names that never go into a draft, at any depth (passwords, certificate and identity passwords, tokens). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'dlmm',
  'dlsfmm',
  'keypwd',
  'token',
  'access_token',
  'refresh_token',
]);

export interface StoredDraft<T> {
  value: T;
  /** Epoch ms of the last save. */
  savedAt: number;
}

/** Which draft: the user it belongs to, the place it was made in (e.g. a terminal) and what kind it is. */
export interface DraftAddress {
  userId: string;
  scope: string;
  kind: string;
}

let store: UseStore | null = null;
const drafts = (): UseStore => (store ??= createStore('portal-drafts', 'drafts'));

/** The storage key of a draft; a user's drafts share the prefix `<userId>/`. */
export function draftKey({ userId, scope, kind }: DraftAddress): string {
  return [userId, scope, kind].map((part) => encodeURIComponent(part)).join('/');
}

/** A deep copy of plain data without the secret fields. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => withoutSecrets(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (!SECRET_FIELDS.has(k)) out[k] = withoutSecrets(v);
  }
  return out as T;
}

/** Saves a draft (secrets removed) stamped with the time. */
export async function saveDraft<T>(address: DraftAddress, value: T, now: number = Date.now()): Promise<void> {
  const record: StoredDraft<T> = { value: withoutSecrets(value), savedAt: now };
  await set(draftKey(address), record, drafts());
}

/** The draft, or null when there is none or it has expired (an expired one is removed). */
export async function loadDraft<T>(address: DraftAddress, now: number = Date.now()): Promise<StoredDraft<T> | null> {
  const key = draftKey(address);
  const record = await get<StoredDraft<T>>(key, drafts());
  if (!record || typeof record.savedAt !== 'number') return null;
  if (now - record.savedAt > DRAFT_TTL_MS) {
    await del(key, drafts());
    return null;
  }
  return record;
}

export async function deleteDraft(address: DraftAddress): Promise<void> {
  await del(draftKey(address), drafts());
}

/** Removes every expired draft, or every draft of one user (sign-out on a shared computer). Returns how many. */
export async function purgeDrafts(options: { now?: number; userId?: string } = {}): Promise<number> {
  const now = options.now ?? Date.now();
  const prefix = options.userId === undefined ? null : `${encodeURIComponent(options.userId)}/`;
  let removed = 0;
  for (const [key, record] of await entries<IDBValidKey, StoredDraft<unknown>>(drafts())) {
    const ofUser = prefix !== null && typeof key === 'string' && key.startsWith(prefix);
    const expired = !record || typeof record.savedAt !== 'number' || now - record.savedAt > DRAFT_TTL_MS;
    if (ofUser || (prefix === null && expired)) {
      await del(key, drafts());
      removed += 1;
    }
  }
  return removed;
}
