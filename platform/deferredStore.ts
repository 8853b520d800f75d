import { shareGeneration } from './session/generation';
import { loadSession } from './session/storedSession';
import type { AppStore } from './store';

// The store whose code loads after the sign-in page has painted: Redux, Redux Toolkit and the session slice are not
// needed to show the sign-in form (its route's budget, `npm run size`). Until then the app holds a stand-in that reads
// the session as stored (signed out, or the stored one) and tells its subscribers when the real store arrives; from
// then on it reads, dispatches to and hears the real store, counts its session generations (generation.ts) and lends
// its host to what joins it later (hostOf, attachApi). Its getState stays the same function throughout: react-redux's
// hooks keep the one they rendered with.

const readies = new WeakMap<object, () => Promise<AppStore>>();
const loaded = new WeakSet<object>();

/**
 * A store that becomes `create()`'s the first time `storeReady` is called on it. Before that it can be read and
 * subscribed to, not dispatched to (a dispatch throws: await storeReady first).
 */
export function deferredStore(create: () => Promise<AppStore>): AppStore {
  const early = { session: loadSession() };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let real: AppStore | null = null;
  const stand = {
    getState: () => (real ? real.getState() : early),
    dispatch: (action: unknown) => {
      throw new Error(`the store has not loaded yet (await storeReady before dispatching ${JSON.stringify(action)})`);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as AppStore;
  let loading: Promise<AppStore> | null = null;
  readies.set(stand, () =>
    (loading ??= Promise.all([create(), import('./store')]).then(([created, { shareHost }]) => {
      real = created;
      // The subscribers of the stand-in hear the real store (react-redux's Provider subscribed once, at mount).
      real.subscribe(notify);
      Object.assign(stand, { dispatch: real.dispatch, replaceReducer: real.replaceReducer });
      shareGeneration(stand, real);
      shareHost(stand, real);
      loaded.add(stand);
      notify();
      return stand;
    })),
  );
  return stand;
}

/** The store, loaded: a deferred store once its code has arrived, any other store at once. */
export function storeReady(store: AppStore): Promise<AppStore> {
  return readies.get(store)?.() ?? Promise.resolve(store);
}

/** True once the store's code has loaded (always for a store that was not deferred). */
export function isStoreLoaded(store: AppStore): boolean {
  return !readies.has(store) || loaded.has(store);
}
