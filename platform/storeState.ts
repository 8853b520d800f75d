// What the app reads of the store's shape without the store's code (Redux Toolkit): the sign-in route asks it before
// that code has loaded (platform/deferredStore.ts).

/** True once the api is attached to the store (its state is in the store). */
export function isApiAttached(store: { getState: () => unknown }): boolean {
  return selectApiAttached(store.getState());
}

/** The same, as a selector: the signed-in frame shows what needs the api only once it is there. */
export function selectApiAttached(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'api' in state;
}
