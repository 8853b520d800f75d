import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { signedIn } from '../session';
import { hostOf, isApiAttached, type AppStore } from '../store';
import { baseApi } from './baseApi';

// Never on the sign-in path (it brings RTK Query and the base api): the app calls attachApi once, when the
// signed-in frame loads (app/shell/signedInFrame.ts); tests and stories that use endpoints call it on their store.

/** The action that initialises the api's state and registers its middleware right after attaching. */
export const API_ATTACHED = 'api/attached';

// A new session starts with no cached response: the next user must not see the last one's data. (Reset on
// sign-in, not on sign-out: a 401 ends the session while requests are in flight, and they must still settle.)
const resetOnSignIn: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedIn.match(action)) store.dispatch(baseApi.util.resetApiState());
  return result;
};

/**
 * Attaches the base api (and so every generated domain's endpoints) to a store made by createStore: its reducer,
 * its middleware, the reset of its cache when a user signs in, and the refetch-on-focus/reconnect listeners.
 * Attaching twice does nothing.
 */
export function attachApi(store: AppStore): void {
  if (isApiAttached(store)) return;
  const host = hostOf(store);
  host.injectReducer({ reducerPath: baseApi.reducerPath, reducer: baseApi.reducer });
  host.addMiddleware(resetOnSignIn, baseApi.middleware);
  // The next action creates the api's state and lets its middleware register itself.
  store.dispatch({ type: API_ATTACHED });
  setupListeners(store.dispatch);
}
