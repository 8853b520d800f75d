import { describe, expect, it, vi } from 'vitest';
import { deferredStore, isStoreLoaded, storeReady } from './deferredStore';
import { nextSessionGeneration, sessionGeneration } from './session';
import { initialSessionState } from './session/state';
import { SESSION_STORAGE_KEY } from './session/storedSession';
import { createStore, hostOf } from './store';

describe('the deferred store (the sign-in route carries no Redux Toolkit)', () => {
  it('reads the stored session before its code loads, then becomes the real store', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'stored-token', roleType: 1 }));
    const real = createStore({ persist: false, session: { ...initialSessionState, token: 'real-token' } });
    const create = vi.fn(async () => real);
    const store = deferredStore(create);
    const getState = store.getState;
    expect(store.getState().session.token).toBe('stored-token');
    expect(isStoreLoaded(store)).toBe(false);
    expect(create).not.toHaveBeenCalled();
    // Nothing can be written before the code has arrived.
    expect(() => store.dispatch({ type: 'anything' })).toThrow(/not loaded/);

    const listener = vi.fn();
    store.subscribe(listener);
    const ready = await storeReady(store);
    expect(ready).toBe(store);
    expect(create).toHaveBeenCalledTimes(1);
    expect(isStoreLoaded(store)).toBe(true);
    // Subscribers made before the code arrived hear of it, and of later changes.
    expect(listener).toHaveBeenCalled();
    expect(store.getState().session.token).toBe('real-token');
    // The same getState function throughout (react-redux's hooks keep the one they rendered with).
    expect(store.getState).toBe(getState);
    listener.mockClear();
    store.dispatch({ type: 'session/terminalSelected', payload: { diskId: '661000000008' } });
    expect(listener).toHaveBeenCalled();
    expect(store.getState().session.diskId).toBe('661000000008');
    // What joins later finds the store's host; the session generation is the real store's (keyed by its getState).
    expect(() => hostOf(store)).not.toThrow();
    const before = sessionGeneration(real);
    nextSessionGeneration(store);
    expect(sessionGeneration(real)).toBe(before + 1);
    expect(sessionGeneration(store)).toBe(before + 1);
    // Loaded once.
    await storeReady(store);
    expect(create).toHaveBeenCalledTimes(1);
    localStorage.removeItem(SESSION_STORAGE_KEY);
  });

  it('a store made at once is ready at once', async () => {
    const store = createStore({ persist: false });
    expect(isStoreLoaded(store)).toBe(true);
    await expect(storeReady(store)).resolves.toBe(store);
  });
});
