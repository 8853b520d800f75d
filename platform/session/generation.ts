// The session generation: a count of the sessions a store has seen begin or end (kept beside the store, not in its
// state, so that the session store keeps exactly the fields of spec 01 §3). Whatever started under one generation
// (a token refresh, a request, a push message) and completes under another belongs to a session that has ended:
// the request layer and the push channel drop it instead of writing it into the current session. The session
// service (service.ts) and the tab sync (persistence.ts) start a new generation; nothing else does.
const generations = new WeakMap<object, number>();

// Keyed by the store's getState: the store object, its middleware API and RTK Query's base query API all hand out
// that same function, whereas the objects around it differ.
type HasGetState = { getState: () => unknown };

// A store standing for another (platform/deferredStore.ts) counts the other's generations: its getState -> theirs.
const aliases = new WeakMap<object, object>();
const keyOf = (store: HasGetState): object => aliases.get(store.getState) ?? store.getState;

/** The store's session generation. */
export function sessionGeneration(store: HasGetState): number {
  return generations.get(keyOf(store)) ?? 0;
}

/** Starts a new session generation (a session begins or ends). */
export function nextSessionGeneration(store: HasGetState): void {
  generations.set(keyOf(store), sessionGeneration(store) + 1);
}

/** From now on `alias` counts the generations of `store` (the deferred store once the real one has loaded). */
export function shareGeneration(alias: HasGetState, store: HasGetState): void {
  aliases.set(alias.getState, keyOf(store));
}
