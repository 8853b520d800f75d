import type { SessionState, SessionTerminal, WithSession } from '../../features/session';
import { terminalInfoLoaded, terminalSelected } from '../../features/session';
import { terminalApi } from '../../features/terminals/api';
import type { GuardDecision, GuardSession } from '../router';
import type { AppStore } from '../store';

/** What the router's guard reads of the session (createPortalRouter's getSession). */
export function guardSessionOf(session: SessionState): GuardSession {
  return {
    token: session.token,
    roleType: session.roleType,
    loginEntrance: session.rememberedEntrance,
    diskId: session.diskId,
    hasTerminalInfo: session.terminal !== null && session.terminal.diskId === session.diskId,
  };
}

/** createPortalRouter's getSession for a store. */
export function sessionReader(store: { getState: () => WithSession }): () => GuardSession {
  return () => guardSessionOf(store.getState().session);
}

/**
 * createPortalRouter's onNavigate for a store (spec 01 §2): records the disk the address selects and loads its
 * terminal info when absent (the terminal list searched by disk number, first match; else the current terminal).
 * A failed load does not block the page: the header and pages show their own states.
 */
export function navigationHandler(store: AppStore): (decision: GuardDecision) => Promise<void> {
  return async (decision) => {
    if (!('allow' in decision)) return;
    if (decision.diskId && decision.selectDisk) store.dispatch(terminalSelected({ diskId: decision.diskId }));
    if (!decision.loadTerminalInfo || !store.getState().session.token) return;
    try {
      const diskId = decision.diskId;
      if (diskId) {
        const reply = await store.dispatch(terminalApi.endpoints.getTerminalList.initiate({ key: diskId })).unwrap();
        const match = reply.data.find((t) => t.diskId === diskId) ?? reply.data[0];
        if (match) store.dispatch(terminalInfoLoaded({ ...(match as unknown as SessionTerminal), diskId: match.diskId }));
      } else {
        const reply = await store.dispatch(terminalApi.endpoints.getCurrentTerminal.initiate()).unwrap();
        if (reply.data) store.dispatch(terminalInfoLoaded(reply.data as unknown as SessionTerminal));
      }
    } catch {
      // reported by the request layer's error catalogue
    }
  };
}
