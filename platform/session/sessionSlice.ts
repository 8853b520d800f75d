import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { expiryOf, initialSessionState, type SessionProfile, type SessionState, type SessionTab, type SessionTerminal, type SignOutReason, type TokenReply } from './state';

// spec 01 §3 (Session store, Token, User info), §4 (Session, Token refresh).

export * from './state';

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
