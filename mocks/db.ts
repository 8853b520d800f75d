// The in-memory store of the embedded backend. Seeded deterministically; writes persist for the browser
// session (sessionStorage, switched on by mocks/browser.ts) and stay in memory in Node (Vitest).
import type { Terminal } from '../features/terminals/api';
import { accountByUid, type DemoAccount } from './accounts';
import { createSeed, SEED_VERSION, type MockDb } from './seed';

const STORAGE_KEY = 'portal.mockDb';
/** Access tokens live two hours (expires_in is in seconds). */
export const TOKEN_LIFETIME_S = 7200;

let persist = false;
let db: MockDb | null = null;

function load(): MockDb {
  if (persist) {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      if (raw) {
        const stored = JSON.parse(raw) as MockDb;
        if (stored.version === SEED_VERSION) return stored;
      }
    } catch {
      // A broken stored copy is replaced by a fresh seed.
    }
  }
  return createSeed();
}

/** The database (seeded on first use). */
export function getDb(): MockDb {
  db ??= load();
  return db;
}

/** Saves the database after a write (a no-op in memory mode). */
export function save(): void {
  if (!persist || !db) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // Storage full or unavailable: keep working in memory.
  }
}

/** Switches persistence to sessionStorage (the browser) or memory (Node); reloads the database. */
export function configureDb(options: { persist: boolean }): void {
  persist = options.persist && typeof sessionStorage !== 'undefined';
  db = null;
}

/** Back to the seed (tests; also forgets the stored copy). */
export function resetDb(): void {
  if (persist) {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // ignore
    }
  }
  db = createSeed();
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

/** The account an Authorization header belongs to, if its token is known and unexpired. */
export function accountOfBearer(header: string | null, now: number = Date.now()): DemoAccount | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const record = getDb().tokens[match[1] as string];
  if (!record || record.expiresAt <= now) return undefined;
  return accountByUid(record.uid);
}

/** The terminals an account sees: its enterprise's, the first 40 (agency, group, branch) or all (provider). */
export function visibleTerminals(account: DemoAccount): Terminal[] {
  const all = getDb().terminals;
  switch (account.scope) {
    case 'all':
      return all;
    case 'agency':
      return all.slice(0, 40);
    default:
      return all.filter((t) => t.taxerId === account.enterpriseTaxerId);
  }
}

/** A terminal the account sees, by disk id or term id. */
export function findTerminal(account: DemoAccount, id: string): Terminal | undefined {
  return visibleTerminals(account).find((t) => t.diskId === id || t.termId === id || t.deviceId === id);
}
