import type { UnknownAction } from '@reduxjs/toolkit';
import { errorEvents, httpErrorKey } from '../api/errors';
import { callLocalClient, isDesktopClient } from '../api/localClient';
import { nextSessionGeneration } from './generation';
import { entranceMismatch, loginPathFor } from './roles';
import { signedIn, signedOut, tokenRefreshed, type SessionProfile, type SignOutReason, type TokenReply, type WithSession } from './sessionSlice';

// The one session service (spec 01 §3, §4): every way a session begins, is renewed or ends goes through here.
// The request layer (platform/api/baseQuery.ts) calls it on a refreshed token, a 401 and a token too stale to
// refresh; the sign-in page calls it with the server's login reply; the user menu calls it to sign out. Ending
// a session is a state change: the session records where the user goes next (`ended`), and the app's router
// gate, which reads it, takes the user there. Nothing here navigates.

/** The store the service works on. */
export interface SessionStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => WithSession;
}

/** What ending a session needs from outside the store; tests replace them (configureSessionService). */
export interface SessionServiceEffects {
  /** True inside the desktop client: ending a session also calls the local client's /app/logout. */
  isDesktopClient: () => boolean;
  localLogout: () => Promise<unknown>;
  /** The clock (epoch ms) for token expiries. */
  now: () => number;
}

const defaults: SessionServiceEffects = {
  isDesktopClient: () => isDesktopClient(),
  localLogout: () => callLocalClient('/app/logout'),
  now: () => Date.now(),
};
let effects: SessionServiceEffects = { ...defaults };

/** Replaces some effects (tests). Returns a function restoring the previous ones. */
export function configureSessionService(next: Partial<SessionServiceEffects>): () => void {
  const previous = effects;
  effects = { ...effects, ...next };
  return () => {
    effects = previous;
  };
}

/** The service's clock (the request layer's token decisions use it too). */
export function sessionNow(): number {
  return effects.now();
}

/** The fields of the server's login reply the session keeps (POST /v1/account/login, spec 02 §7.3). */
export type LoginReplyFields = TokenReply & { [field in keyof SessionProfile]?: SessionProfile[field] | null };

const profileFields = [
  'uid',
  'phone',
  'roleType',
  'accountRoleCode',
  'trueRoleType',
  'vipLevel',
  'vipEntrancePath',
  'outletId',
  'agencyTaxerId',
  'enterpriseTaxerId',
  'serviceOutletId',
  'userName',
  'memberChannel',
] as const satisfies readonly (keyof SessionProfile)[];

/** Splits the login reply into the token and the session profile (only the fields the server sent). */
export function splitLoginReply(reply: LoginReplyFields): { token: TokenReply; profile: SessionProfile } {
  const profile: Record<string, unknown> = {};
  for (const field of profileFields) {
    const value = reply[field];
    if (value !== undefined && value !== null) profile[field] = value;
  }
  return {
    token: { access_token: reply.access_token, refresh_token: reply.refresh_token, expires_in: reply.expires_in },
    profile: profile as SessionProfile,
  };
}

/**
 * Begins a session from the server's login reply, signed in through `entrance`. The entrance remembered is the
 * account's own when the one used belongs to another role (spec 01 §4). Returns the profile.
 */
export function beginSession(store: SessionStore, reply: LoginReplyFields, entrance: string): SessionProfile {
  const { token, profile } = splitLoginReply(reply);
  const code = profile.trueRoleType ?? profile.roleType;
  nextSessionGeneration(store);
  store.dispatch(signedIn({ token, receivedAt: effects.now(), profile, entrance: entranceMismatch(entrance, code) ?? entrance }));
  return profile;
}

/** Takes a refreshed token into the session (the request layer's single-flight refresh hands it over). */
export function renewSession(store: SessionStore, token: TokenReply): void {
  store.dispatch(tokenRefreshed({ token, receivedAt: effects.now() }));
}

export interface EndSessionOptions {
  /** Show 登录失效 (the 401 message of spec 01 §8). @default true for 'unauthorized' and 'expired', false for 'user' */
  announce?: boolean;
}

/**
 * Ends the session once: clears it (its persistence clears local storage), records the entrance the user goes
 * to (the router gate takes them there), logs the desktop client out and, for a 401 or a stale token, shows
 * 登录失效. Later calls find no token and do nothing, so twenty concurrent 401s end it once.
 */
export function endSession(store: SessionStore, reason: SignOutReason, { announce = reason !== 'user' }: EndSessionOptions = {}): void {
  const session = store.getState().session;
  if (!session.token) return;
  nextSessionGeneration(store);
  store.dispatch(signedOut({ reason, entrance: loginPathFor(session) }));
  if (effects.isDesktopClient()) void effects.localLogout().catch(() => undefined);
  if (announce) errorEvents.publish({ kind: 'http', status: 401, key: httpErrorKey(401)!, params: { status: 401 } });
}

