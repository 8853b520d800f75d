import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { loadSession, persistSession, sessionReducer, signedIn, type SessionState, type PersistOptions } from '../features/session';
import { baseApi } from './api/baseApi';
import { configReducer } from './config/staticConfig';
import { pushReducer } from './push/pushSlice';

// The one store: the base api (every generated domain injects into it), the session of spec 01 §3, the static
// config and the push channel's state.

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  config: configReducer,
  push: pushReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export interface CreateStoreOptions {
  /** The initial session; default the one stored in localStorage. */
  session?: SessionState;
  /** Persist the session to localStorage (load on start, save on change). @default true */
  persist?: boolean | PersistOptions;
}

export function createStore({ session = loadSession(), persist = true }: CreateStoreOptions = {}) {
  // A new session starts with no cached response: the next user must not see the last one's data. (Reset on
  // sign-in, not on sign-out: a 401 ends the session while requests are in flight, and they must still settle.)
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session } as Partial<RootState>,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  if (persist) persistSession(store, persist === true ? {} : persist);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
