import { isStoreLoaded, storeReady } from '../../platform/deferredStore';
import type * as sessionSlice from '../../platform/session/sessionSlice';
import type { SessionState, WithSession } from '../../platform/session/state';
import type { AppStore } from '../../platform/store';
import { isApiAttached } from '../../platform/storeState';
import type { SessionEndSource } from './createPortalRouter';
import type { GuardDecision, GuardSession } from './decide';

type SessionSlice = typeof sessionSlice;
// The session's actions come with the store's code (Redux Toolkit), after the sign-in page (deferredStore.ts).
let slice: SessionSlice | null = null;
const loadSlice = () => import('../../platform/session/sessionSlice').then((m) => (slice = m));

/** Runs `act` with the loaded store and the session's actions: at once when both are there, else once they are. */
function withStore<T>(store: AppStore, act: (actions: SessionSlice) => T): T | Promise<T> {
  if (slice && isStoreLoaded(store)) return act(slice);
  return Promise.all([storeReady(store), loadSlice()]).then(([, actions]) => act(actions));
}

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
    const selectDisk = Boolean(decision.diskId && decision.selectDisk);
    const loadTerminal = decision.loadTerminalInfo === true && store.getState().session.token !== null;
    // A sign-in entrance with nothing to select or load waits for nothing (the store may not have loaded yet).
    if (!selectDisk && !loadTerminal && (isApiAttached(store) || decision.route.entrance)) return;
    const diskId = decision.diskId;
    const pending = withStore(store, ({ terminalSelected }) => {
      if (selectDisk && diskId) store.dispatch(terminalSelected({ diskId }));
      if (!loadTerminal && (isApiAttached(store) || decision.route.entrance)) return;
      return import('../shell/signedInFrame').then(({ prepareSignedInFrame }) => prepareSignedInFrame(store, { loadTerminal, diskId })).catch(() => undefined);
    });
    return pending instanceof Promise ? pending.then(() => undefined) : pending;
  };
}

/** createPortalRouter's sessionEnd for a store: the entrance an ended session recorded (session service). */
export function sessionEndOf(store: AppStore): SessionEndSource {
  return {
    subscribe: (listener) => store.subscribe(listener),
    current: () => store.getState().session.ended?.entrance ?? null,
    handled: () => {
      void withStore(store, ({ sessionEndHandled }) => store.dispatch(sessionEndHandled()));
    },
  };
}
