import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { signedIn } from '../../features/session';
import type { ApiAttacher } from './apiHost';

// Loaded with the base api (app/api/baseApi.ts), never on the sign-in path: see app/api/apiHost.ts.

/** The part of an RTK Query api the store needs. */
export interface AttachableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

/** The action that initialises the api's state and registers its middleware right after attaching. */
export const API_ATTACHED = 'api/attached';

/**
 * How an api attaches to a store: its reducer, its middleware, the reset of its cache when a user signs in, and
 * the refetch-on-focus/reconnect listeners.
 */
export function apiAttacher(api: AttachableApi): ApiAttacher {
  // A new session starts with no cached response: the next user must not see the last one's data. (Reset on
  // sign-in, not on sign-out: a 401 ends the session while requests are in flight, and they must still settle.)
  const resetOnSignIn: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action)) store.dispatch(api.util.resetApiState());
    return result;
  };
  return (store, host) => {
    host.injectReducer({ reducerPath: api.reducerPath, reducer: api.reducer });
    host.addMiddleware(resetOnSignIn, api.middleware);
    // The next action creates the api's state and lets its middleware register itself.
    store.dispatch({ type: API_ATTACHED });
    setupListeners(store.dispatch as Parameters<typeof setupListeners>[0]);
  };
}
