import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import { loadSession, persistSession, sessionReducer, type SessionState, type PersistOptions } from './session';
import type { baseApi } from './api/baseApi';
import type { configSlice } from './config/staticConfig';
import type { pushSlice } from './push/pushSlice';

// The one store: the session of spec 01 §3 and, once their code has loaded, the static config, the push channel's
// state and the base api (every generated domain injects into it). The api is not imported here: it keeps
// RTK Query off the sign-in route. The app attaches it by one explicit call, attachApi(store) in
// platform/api/attachApi.ts, when the signed-in frame loads; its reducer then joins the store's and its
// middleware the dynamic one.

function createRootReducer() {
  // The api, the push channel's slice and the static config join later (attachApi, startPush, startStaticConfig):
  // none is needed to sign in.
  return combineSlices({ session: sessionReducer }).withLazyLoadedSlices<
    WithSlice<typeof baseApi> & WithSlice<typeof pushSlice> & WithSlice<typeof configSlice>
  >();
}
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export interface CreateStoreOptions {
  /** The initial session; default the one stored in localStorage. */
  session?: SessionState;
  /** Persist the session to localStorage (load on start, save on change). @default true */
  persist?: boolean | PersistOptions;
}

/** What a store lends the code that joins it later (the api, the push slice): its lazily extended reducer and its dynamic middleware. */
export interface StoreHost {
  injectReducer: (slice: { reducerPath: string; reducer: Reducer }) => void;
  addMiddleware: (...middleware: Middleware[]) => void;
}

const hosts = new WeakMap<object, StoreHost>();

export function createStore({ session = loadSession(), persist = true }: CreateStoreOptions = {}) {
  const reducer = createRootReducer();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { session } as Partial<RootState>,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  if (persist) persistSession(store, persist === true ? {} : persist);
  hosts.set(store, {
    injectReducer: (slice) => reducer.inject(slice as unknown as Parameters<typeof reducer.inject>[0]),
    addMiddleware: (...middleware: Middleware[]) => dynamic.addMiddleware(...middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

/** The host of a store made by createStore (platform/api/attachApi.ts, platform/push/startPush.ts). */
export function hostOf(store: object): StoreHost {
  const host = hosts.get(store);
  if (!host) throw new Error('this store was not made by createStore');
  return host;
}

/** Lends a store's host to the object that stands for it (platform/deferredStore.ts: the app's store before it loads). */
export function shareHost(alias: object, store: object): void {
  hosts.set(alias, hostOf(store));
}

/** Adds a slice to a store made by createStore, once (a slice whose code loads after sign-in). */
export function injectSlice(store: { getState: () => unknown }, slice: { reducerPath: string; reducer: Reducer }): void {
  if ((store.getState() as Record<string, unknown>)[slice.reducerPath] !== undefined) return;
  hostOf(store).injectReducer(slice);
}

export { isApiAttached, selectApiAttached } from './storeState';
