import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { endSession } from '../../../platform/session';
import type { AppStore } from '../../../platform/store';

/** How long sign-out waits for the server's logout before leaving anyway (the user asked to go). */
const SERVER_LOGOUT_WAIT_MS = 1500;

/**
 * Signs out (spec 01 §4): tells the server (best effort), then ends the session through the session service
 * (its persistence clears local storage, keeping the remembered entrance and the language; the router gate takes
 * the user to the entrance).
 */
export function useSignOut(): () => Promise<void> {
  const store = useStore() as AppStore;
  return useCallback(async () => {
    const token = store.getState().session.token;
    if (token) {
      // The account endpoints are loaded on demand: the user menu is in the header's chunk, and the endpoints
      // (with RTK Query) are not needed until the user signs out.
      const request = import('../api').then(({ accountApi }) => store.dispatch(accountApi.endpoints.signOut.initiate({ body: { token } })).unwrap());
      await Promise.race([request.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS))]);
    }
    endSession(store, 'user');
  }, [store]);
}
