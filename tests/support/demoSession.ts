// The session of a demo account right after signing in, with a token the embedded backend accepts, and a store
// signed in with it: shared by the portal tests (renderPortal) and the page stories (storyStore, storyPortal).
// Browser-safe: it reads the in-memory data directly, never MSW's Node server.
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { issueToken } from '../../mocks/db';
import { attachApi } from '../../platform/api/attachApi';
import { initialSessionState, type SessionState } from '../../platform/session';
import { createStore } from '../../platform/store';

/** The session a demo account has right after signing in. */
export function demoSession(name: DemoAccountName): Partial<SessionState> {
  const a = demoAccounts[name];
  const token = issueToken(a.uid);
  return {
    token: token.access_token,
    refreshToken: token.refresh_token,
    tokenExpiresAt: Date.now() + token.expires_in * 1000,
    uid: a.uid,
    phone: a.phone,
    roleType: a.roleType,
    trueRoleType: a.trueRoleType,
    userName: a.userName,
    rememberedEntrance: a.entrance,
  };
}

/** A store (not persisted) signed in as a demo account, with the api attached; `session` adds to the session. */
export function signedInStore(name: DemoAccountName, session: Partial<SessionState> = {}) {
  const store = createStore({ persist: false, session: { ...initialSessionState, ...demoSession(name), ...session } });
  attachApi(store);
  return store;
}
