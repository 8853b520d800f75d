import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { endSession } from '../../../platform/session';
import type { AppStore } from '../../../platform/store';

export interface SignOutOptions {
  /** Signing out of a shared computer: the user's drafts (IndexedDB) are removed as well. */
  purgeDrafts?: boolean;
}

/** How long sign-out waits for the server's logout before leaving anyway (the user asked to go). */
const SERVER_LOGOUT_WAIT_MS = 1500;

/**
 * Signs out (spec 01 §4): tells the server (best effort), then ends the session through the session service
 * (its persistence clears local storage, keeping the remembered entrance and the language; the router gate takes
 * the user to the entrance).
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const store = useStore() as AppStore;
  return useCallback(async (options?: SignOutOptions) => {
    const { token, uid } = store.getState().session;
    // On a shared computer the user's drafts go too. The storage module is loaded only then: it is
    // not part of the sign-in route.
    if (options?.purgeDrafts && uid) {
      await import('../../../platform/storage').then(({ purgeDrafts }) => purgeDrafts({ userId: uid })).catch(() => undefined);
    }
    if (token) {
      // The account endpoints are loaded on demand: the user menu is in the header's chunk, and the endpoints
      // (with RTK Query) are not needed until the user signs out.
      const request = import('../api').then(({ accountApi }) => store.dispatch(accountApi.endpoints.signOut.initiate({ body: { token } })).unwrap());
      await Promise.race([request.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS))]);
    }
    endSession(store, 'user');
  }, [store]);
}
