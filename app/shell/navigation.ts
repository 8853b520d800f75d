import type { SessionState, WithSession } from '../../features/session';
import { terminalSelected } from '../../features/session';
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
 * Returns a promise only when it loads terminal info (the router waits for it), else nothing: a navigation with
 * nothing to load must not wait a tick (no loading flash). The loading code is a chunk of its own, so the
 * sign-in route does not carry the api. A failed load does not block the page.
 */
export function navigationHandler(store: AppStore): (decision: GuardDecision) => void | Promise<void> {
  return (decision) => {
    if (!('allow' in decision)) return;
    if (decision.diskId && decision.selectDisk) store.dispatch(terminalSelected({ diskId: decision.diskId }));
    if (!decision.loadTerminalInfo || !store.getState().session.token) return;
    const diskId = decision.diskId;
    return import('./loadTerminalInfo').then(({ loadTerminalInfo }) => loadTerminalInfo(store, diskId)).catch(() => undefined);
  };
}
