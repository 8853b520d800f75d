// spec 01 §3 (Session store, Token, User info), §4 (Session, Token refresh).
// The session's state and its selectors, without Redux: the sign-in route reads them (the theme, the guard) before
// the store's code has loaded (platform/deferredStore.ts). The slice (sessionSlice.ts) reduces this state.

/** The token as the server gives it (spec 01 §3). expires_in is in seconds, the OAuth convention. */
export interface TokenReply {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** One open tab of the shell's tab bar (the session's tab list). */
export interface SessionTab {
  /** The route path with its query, the tab's identity. */
  path: string;
  /** The route's title key, e.g. 'routes:memberPositive'. */
  titleKey?: string;
}

/**
 * The current terminal's info as far as the session keeps it (spec 01 §3 Terminal). Fields beyond diskId
 * are optional: the shell fills what /v2/terminal/current returns.
 */
export interface SessionTerminal {
  diskId: string;
  termId?: string;
  deviceId?: string;
  taxerId?: string;
  taxerName?: string;
  diskType?: string | number;
  diskTypeDesc?: string;
  tsp?: string;
  aliasName?: string;
  serviceStatus?: number;
  serviceStatusDesc?: string;
  online?: number;
  termType?: string | number;
  [field: string]: unknown;
}

/** Every field of the session store of spec 01 §3, plus the current terminal. */
export interface SessionState {
  /** User token (access_token). */
  token: string | null;
  refreshToken: string | null;
  /** Token expiry, absolute epoch ms. */
  tokenExpiresAt: number | null;
  uid: string | null;
  phone: string | null;
  /** 1 member, 2 provider, 3 agency. */
  roleType: number | null;
  /** Account role code (fine-grained role of the account; details not shown in the spec). */
  accountRoleCode: string | null;
  /** True role type: the role code the login entrance follows (2..6, spec 01 §4). */
  trueRoleType: number | null;
  vipLevel: number | null;
  vipEntrancePath: string | null;
  outletId: string | null;
  agencyTaxerId: string | null;
  enterpriseTaxerId: string | null;
  serviceOutletId: string | null;
  /** Where to go after signing in (the page asked for before the guard sent the user to sign in). */
  redirectUrl: string | null;
  backPath: string | null;
  userName: string | null;
  memberChannel: string | null;
  tabList: SessionTab[];
  /** Saved search filters, per page id. */
  searchFilters: Record<string, Record<string, unknown>>;
  /** The remembered login entrance path (survives sign-out, see persistence.ts). */
  rememberedEntrance: string | null;
  /** The current terminal's disk id, carried as the diskId query across navigations (spec 01 §2). */
  diskId: string | null;
  /** The current terminal's info; null until loaded (the guard asks for it when absent). */
  terminal: SessionTerminal | null;
  /**
   * Set when a session ends (sign-out, a 401, a stale token): the entrance the user goes to. The app's router
   * gate takes the user there and clears it (sessionEndHandled). Never persisted.
   */
  ended: SessionEnd | null;
}

/** The end of a session, as the router gate reads it. */
export interface SessionEnd {
  reason: SignOutReason;
  /** The sign-in entrance the user goes to (their remembered one, else their role's). */
  entrance: string;
}

export const initialSessionState: SessionState = {
  token: null,
  refreshToken: null,
  tokenExpiresAt: null,
  uid: null,
  phone: null,
  roleType: null,
  accountRoleCode: null,
  trueRoleType: null,
  vipLevel: null,
  vipEntrancePath: null,
  outletId: null,
  agencyTaxerId: null,
  enterpriseTaxerId: null,
  serviceOutletId: null,
  redirectUrl: null,
  backPath: null,
  userName: null,
  memberChannel: null,
  tabList: [],
  searchFilters: {},
  rememberedEntrance: null,
  diskId: null,
  terminal: null,
  ended: null,
};

/** The profile fields a sign-in or a user-info call may set. */
export type SessionProfile = Partial<
  Pick<
    SessionState,
    | 'uid'
    | 'phone'
    | 'roleType'
    | 'accountRoleCode'
    | 'trueRoleType'
    | 'vipLevel'
    | 'vipEntrancePath'
    | 'outletId'
    | 'agencyTaxerId'
    | 'enterpriseTaxerId'
    | 'serviceOutletId'
    | 'userName'
    | 'memberChannel'
  >
>;

/** Absolute expiry from a token reply received at `now`. */
export function expiryOf(reply: Pick<TokenReply, 'expires_in'>, now: number): number {
  return now + reply.expires_in * 1000;
}

export type SignOutReason = 'user' | 'unauthorized' | 'expired';

/** Any state holding the session slice under `session`. */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectIsSignedIn = (state: WithSession): boolean => state.session.token !== null;
export const selectRoleType = (state: WithSession): number | null => state.session.roleType;
export const selectDiskId = (state: WithSession): string | null => state.session.diskId;
export const selectTerminal = (state: WithSession): SessionTerminal | null => state.session.terminal;
export const selectSessionEnd = (state: WithSession): SessionEnd | null => state.session.ended;
