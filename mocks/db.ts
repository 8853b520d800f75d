// The store of the embedded backend. Seeded deterministically. In the browser (switched on by mocks/browser.ts) it is
// one database per browser: kept in localStorage, so it survives reloads and every tab of the origin shares it; a
// tab checks the stored revision before each use and reloads what another tab wrote (a BroadcastChannel and the
// storage event tell it too, see mocks/sharedDb.ts). In Node (Vitest) it stays in memory.
// Reset of the demo data: `mockDb.reset()` in the browser console or `?resetDemoData` on any address (docs/demo.md).
import type { Terminal } from '../features/terminals/api';
import type { DemoAccount } from './accounts';
import { createSeed, SEED_VERSION, type MockDb } from './seed';

export const STORAGE_KEY = 'portal.mockDb';
/** A random id of the stored copy, rewritten with every save: a tab whose copy has another id reloads. */
export const REVISION_KEY = 'portal.mockDb.revision';
/** Access tokens live two hours (expires_in is in seconds). */
export const TOKEN_LIFETIME_S = 7200;

/** Where the shared copy lives (localStorage in the browser); null: memory only. */
export type DbStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: DbStorage | null = null;
let db: MockDb | null = null;
/** The revision the in-memory copy belongs to. */
let revision: string | null = null;
/** In memory: when the last reset asked for the seed, which is copied on first use (see resetDb). */
let resetAt: number | null = null;
/** Told after each save or reset of this tab (mocks/sharedDb.ts broadcasts it to the other tabs). */
let onChange: ((what: 'saved' | 'reset') => void) | null = null;

function read(key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function loadStored(): MockDb | null {
  try {
    const raw = read(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as MockDb;
    return stored.version === SEED_VERSION ? stored : null;
  } catch {
    return null; // a broken stored copy is replaced by a fresh seed
  }
}

function write(): void {
  if (!storage || !db) return;
  const next = newRevision();
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(db));
    storage.setItem(REVISION_KEY, next);
    revision = next;
  } catch {
    // Storage full or unavailable: keep working in memory.
  }
}

/** The database: this tab's copy while it is the stored one, else the stored one (seeded on first use). */
export function getDb(): MockDb {
  if (!storage) {
    if (!db) {
      db = createSeed(resetAt ?? Date.now());
      resetAt = null;
    }
    return db;
  }
  const stored = read(REVISION_KEY);
  if (db && stored === revision) return db;
  if (db && stored === null) {
    // The copy was wiped from storage (the portal's sign-out clears local storage): this tab's copy is the latest.
    write();
    return db;
  }
  const loaded = stored === null ? null : loadStored();
  if (loaded) {
    db = loaded;
    revision = stored;
  } else {
    db = createSeed();
    write();
  }
  return db;
}

/** Saves the database after a write (a no-op in memory mode) and tells the other tabs. */
export function save(): void {
  if (!storage || !db) return;
  write();
  onChange?.('saved');
}

/** Switches persistence to localStorage (the browser) or memory (Node); the next use reloads the database. */
export function configureDb(options: { persist: boolean; storage?: DbStorage | null; onChange?: (what: 'saved' | 'reset') => void }): void {
  let chosen: DbStorage | null = null;
  if (options.persist) {
    try {
      chosen = options.storage ?? (typeof localStorage === 'undefined' ? null : localStorage);
    } catch {
      chosen = null; // storage blocked: memory only
    }
  }
  storage = chosen;
  onChange = options.onChange ?? null;
  db = null;
  revision = null;
  resetAt = null;
}

/** Forgets this tab's copy (another tab reset the demo data): the next use reads the stored one. */
export function forgetDb(): void {
  db = null;
  revision = null;
}

/** Back to the seed: forgets the stored copy too, for every tab (tests; the demo's reset). */
export function resetDb(): void {
  if (!storage) {
    // In memory (tests, stories) the seed is copied on first use, as of now: many stories and tests never call the
    // backend, and the copy of the seeded database was a measurable part of each story's time.
    db = null;
    resetAt = Date.now();
    return;
  }
  db = createSeed();
  write();
  onChange?.('reset');
}

/**
 * The demo's reset (docs/demo.md): the seeded data again, in every tab, keeping the sign-ins (tokens and the counter that
 * numbers them), so that nobody is signed out by it.
 */
export function resetDemoData(): void {
  const before = getDb();
  db = { ...createSeed(), counter: before.counter, tokens: before.tokens, refreshTokens: before.refreshTokens };
  if (storage) {
    write();
    onChange?.('reset');
  }
}

/** A number unique within the database (tokens, trace numbers). */
export function nextId(): number {
  const d = getDb();
  d.counter += 1;
  return d.counter;
}

export interface IssuedToken {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Issues a token pair for an account. `lifetimeS` shortens it (tests of the refresh). */
export function issueToken(uid: string, now: number = Date.now(), lifetimeS: number = TOKEN_LIFETIME_S): IssuedToken {
  const d = getDb();
  const n = nextId();
  const access = `at-${uid}-${n}`;
  const refresh = `rt-${uid}-${n}`;
  d.tokens[access] = { uid, expiresAt: now + lifetimeS * 1000, refreshToken: refresh };
  d.refreshTokens[refresh] = uid;
  save();
  return { access_token: access, refresh_token: refresh, expires_in: lifetimeS };
}

/** Exchanges a refresh token for a new pair (the old refresh token is spent); undefined when unknown. */
export function refreshTokens(refreshToken: string, now: number = Date.now()): IssuedToken | undefined {
  const d = getDb();
  const uid = d.refreshTokens[refreshToken];
  if (!uid) return undefined;
  delete d.refreshTokens[refreshToken];
  return issueToken(uid, now);
}

/** Revokes an access token (sign-out). */
export function revokeToken(accessToken: string): void {
  const d = getDb();
  const record = d.tokens[accessToken];
  if (record) delete d.refreshTokens[record.refreshToken];
  delete d.tokens[accessToken];
  save();
}

/** The uid an Authorization header belongs to, if its token is known and unexpired (http.ts finds its account). */
export function uidOfBearer(header: string | null, now: number = Date.now()): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const record = getDb().tokens[match[1] as string];
  if (!record || record.expiresAt <= now) return undefined;
  return record.uid;
}

/**
 * The terminals an account sees: its enterprise's, the first 40 (agency, group, branch) or all (provider); a staff
 * member only those of the enterprises it serves among them (mocks/staffAccounts.ts).
 */
export function visibleTerminals(account: DemoAccount): Terminal[] {
  const all = getDb().terminals;
  const scope = account.scope === 'all' ? all : account.scope === 'agency' ? all.slice(0, 40) : all.filter((t) => t.taxerId === account.enterpriseTaxerId);
  const served = account.servedTaxerIds;
  return served ? scope.filter((t) => served.includes(t.taxerId)) : scope;
}

/** A terminal the account sees, by disk id or term id. */
export function findTerminal(account: DemoAccount, id: string): Terminal | undefined {
  return visibleTerminals(account).find((t) => t.diskId === id || t.termId === id || t.deviceId === id);
}
