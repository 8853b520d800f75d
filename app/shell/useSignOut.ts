import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { loginPathFor, signedOut, type WithSession } from '../../features/session';
import type { AppDispatch } from '../store';

/** How long sign-out waits for the server's logout before leaving anyway (the user asked to go). */
const SERVER_LOGOUT_WAIT_MS = 1500;

/**
 * Signs out (spec 01 §4): tells the server (best effort), clears the session (its persistence clears local
 * storage, keeping the remembered entrance and the language), then goes to the stored entrance.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<WithSession>();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = store.getState().session;
    const entrance = loginPathFor(session);
    if (session.token) {
      const token = session.token;
      // The account endpoints load on demand: this hook is exported from app/shell, whose barrel is on the
      // sign-in route, which carries no api (by the time a user signs out the header has loaded them).
      const request = import('../../features/account/api').then(({ accountApi }) => dispatch(accountApi.endpoints.signOut.initiate({ body: { token } })).unwrap());
      await Promise.race([request.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS))]);
    }
    dispatch(signedOut({ reason: 'user' }));
    await navigate(entrance);
  }, [dispatch, store, navigate]);
}
