import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// spec 01 §3 (Session store, Token, User info), §4 (Session, Token refresh).

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

export interface SignedInPayload {
  token: TokenReply;
  /** When the token was received (epoch ms). */
  receivedAt: number;
  profile: SessionProfile;
  /** The entrance the user signed in through, remembered for later. */
  entrance?: string;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, { payload }: PayloadAction<SignedInPayload>) {
      Object.assign(state, initialSessionState, payload.profile, {
        token: payload.token.access_token,
        refreshToken: payload.token.refresh_token,
        tokenExpiresAt: expiryOf(payload.token, payload.receivedAt),
        rememberedEntrance: payload.entrance ?? state.rememberedEntrance,
        redirectUrl: state.redirectUrl,
      });
    },
    tokenRefreshed(state, { payload }: PayloadAction<{ token: TokenReply; receivedAt: number }>) {
      state.token = payload.token.access_token;
      state.refreshToken = payload.token.refresh_token;
      state.tokenExpiresAt = expiryOf(payload.token, payload.receivedAt);
    },
    profileUpdated(state, { payload }: PayloadAction<SessionProfile>) {
      Object.assign(state, payload);
    },
    /** Selects a disk (route parameter did or query diskId); its info is dropped unless it is the same disk. */
    terminalSelected(state, { payload }: PayloadAction<{ diskId: string; terminal?: SessionTerminal }>) {
      if (payload.diskId !== state.diskId) state.terminal = null;
      state.diskId = payload.diskId;
      if (payload.terminal) state.terminal = payload.terminal;
    },
    terminalInfoLoaded(state, { payload }: PayloadAction<SessionTerminal>) {
      state.diskId = payload.diskId;
      state.terminal = payload;
    },
    terminalCleared(state) {
      state.diskId = null;
      state.terminal = null;
    },
    tabsChanged(state, { payload }: PayloadAction<SessionTab[]>) {
      state.tabList = payload;
    },
    searchFiltersSaved(state, { payload }: PayloadAction<{ page: string; filters: Record<string, unknown> | null }>) {
      if (payload.filters === null) delete state.searchFilters[payload.page];
      else state.searchFilters[payload.page] = payload.filters;
    },
    entranceRemembered(state, { payload }: PayloadAction<string>) {
      state.rememberedEntrance = payload;
    },
    redirectUrlSet(state, { payload }: PayloadAction<string | null>) {
      state.redirectUrl = payload;
    },
    backPathSet(state, { payload }: PayloadAction<string | null>) {
      state.backPath = payload;
    },
    /**
     * Sign-out, a 401 or a token too stale to refresh: everything goes except the remembered entrance
     * (the guard and the next 401 need it to send the user back to the entrance they use).
     */
    signedOut(state, { payload }: PayloadAction<{ reason: SignOutReason; entrance?: string } | undefined>) {
      const ended = payload?.entrance ? { reason: payload.reason, entrance: payload.entrance } : null;
      return { ...initialSessionState, rememberedEntrance: state.rememberedEntrance, ended };
    },
    /**
     * The session another tab signed in (or renewed), read from storage: it replaces this tab's, keeping the end
     * this tab still has to handle (sign-out elsewhere, then sign-in elsewhere, before the gate ran).
     */
    sessionAdopted(state, { payload }: PayloadAction<SessionState>) {
      return { ...payload, ended: state.ended };
    },
    /** The router gate has taken the user to the entrance of the ended session. */
    sessionEndHandled(state) {
      state.ended = null;
    },
  },
});

/** Why the session ended: the user's choice, a 401, or a token stale beyond refresh. */
export type SignOutReason = 'user' | 'unauthorized' | 'expired';

export const sessionReducer = sessionSlice.reducer;
export const sessionActions = sessionSlice.actions;
export const {
  signedIn,
  tokenRefreshed,
  profileUpdated,
  terminalSelected,
  terminalInfoLoaded,
  terminalCleared,
  tabsChanged,
  searchFiltersSaved,
  entranceRemembered,
  redirectUrlSet,
  backPathSet,
  signedOut,
  sessionAdopted,
  sessionEndHandled,
} = sessionSlice.actions;

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
