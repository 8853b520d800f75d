import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import { loadSession, persistSession, sessionReducer, type SessionState, type PersistOptions } from '../features/session';
import { hostApi } from './api/apiHost';
import type { baseApi } from './api/baseApi';
import { configReducer } from './config/staticConfig';
import { pushReducer } from './push/pushSlice';

// The one store: the session of spec 01 §3, the static config, the push channel's state and, once its code has
// loaded, the base api (every generated domain injects into it). The api is not imported here: it keeps RTK Query
// off the sign-in route and attaches itself to the store when a signed-in page, the header or any other code
// using it loads (app/api/apiHost.ts). Its reducer then joins the store's and its middleware the dynamic one.

function createRootReducer() {
  return combineSlices({ session: sessionReducer, config: configReducer, push: pushReducer }).withLazyLoadedSlices<WithSlice<typeof baseApi>>();
}
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export interface CreateStoreOptions {
  /** The initial session; default the one stored in localStorage. */
  session?: SessionState;
  /** Persist the session to localStorage (load on start, save on change). @default true */
  persist?: boolean | PersistOptions;
}

export function createStore({ session = loadSession(), persist = true }: CreateStoreOptions = {}) {
  const reducer = createRootReducer();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { session } as Partial<RootState>,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  if (persist) persistSession(store, persist === true ? {} : persist);
  hostApi(store, {
    injectReducer: (slice) => reducer.inject(slice as unknown as Parameters<typeof reducer.inject>[0]),
    addMiddleware: (...middleware: Middleware[]) => dynamic.addMiddleware(...middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
