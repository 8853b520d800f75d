import type { SessionState, WithSession } from '../../platform/session';
import { sessionEndHandled, terminalSelected } from '../../platform/session';
import type { SessionEndSource } from './createPortalRouter';
import type { GuardDecision, GuardSession } from './decide';
import { isApiAttached, type AppStore } from '../../platform/store';

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
 * createPortalRouter's onNavigate for a store (spec 01 §2): records the disk the address selects; before the first
 * page that talks to the server through the api (every page but the sign-in entrances: the signed-in frame, and
 * public pages such as /forgetPwd), loads the frame's chunk, which attaches the api to the store
 * (app/shell/signedInFrame.ts); loads the terminal info when absent (the terminal list searched by disk number,
 * first match; else the current terminal). Returns a promise only when there is something to load (the router
 * waits for it), else nothing: a navigation with nothing to load must not wait a tick (no loading flash). A failed
 * load does not block the page.
 */
export function navigationHandler(store: AppStore): (decision: GuardDecision) => void | Promise<void> {
  return (decision) => {
    if (!('allow' in decision)) return;
    if (decision.diskId && decision.selectDisk) store.dispatch(terminalSelected({ diskId: decision.diskId }));
    const loadTerminal = decision.loadTerminalInfo === true && store.getState().session.token !== null;
    if (!loadTerminal && (isApiAttached(store) || decision.route.entrance)) return;
    const diskId = decision.diskId;
    return import('../shell/signedInFrame').then(({ prepareSignedInFrame }) => prepareSignedInFrame(store, { loadTerminal, diskId })).catch(() => undefined);
  };
}

/** createPortalRouter's sessionEnd for a store: the entrance an ended session recorded (session service). */
export function sessionEndOf(store: AppStore): SessionEndSource {
  return {
    subscribe: (listener) => store.subscribe(listener),
    current: () => store.getState().session.ended?.entrance ?? null,
    handled: () => {
      store.dispatch(sessionEndHandled());
    },
  };
}
