import { describe, expect, it } from 'vitest';
import { initialSessionState, type SessionState } from '../../platform/session';
import { isApiAttached } from '../../platform/store';
import { guard } from './';
import { createStore } from '../../platform/store';
import { navigationHandler, sessionReader } from './navigation';
import { demoSession, withEmbeddedBackend } from '../../tests/support/renderPortal';

withEmbeddedBackend();

function navigatorFor(session: SessionState) {
  const store = createStore({ session, persist: false });
  const onNavigate = navigationHandler(store);
  const go = (pathname: string) => onNavigate(guard({ pathname, search: '', origin: '' }, sessionReader(store)()));
  return { store, go };
}

describe('navigationHandler (spec 01 §2)', () => {
  it('has nothing to wait for on a redirect or a signed-out page: it returns nothing, so no loading shows', () => {
    const { go, store } = navigatorFor(initialSessionState);
    expect(go('/')).toBeUndefined();
    expect(go('/member/v3Home')).toBeUndefined();
    expect(go('/login')).toBeUndefined();
    expect(store.getState().session.terminal).toBeNull();
  });

  it('loads the current terminal when a signed-in page needs it, then has nothing more to wait for', async () => {
    const { go, store } = navigatorFor({ ...initialSessionState, ...demoSession('member') });
    const loading = go('/member/v3Home');
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(store.getState().session.terminal?.diskId).toEqual(expect.any(String));
    expect(sessionReader(store)().hasTerminalInfo).toBe(true);
    expect(go('/member/v3Home')).toBeUndefined();
  });

  it('attaches the api once, before the first signed-in page, and not on the sign-in route', async () => {
    const signedOut = navigatorFor(initialSessionState);
    expect(signedOut.go('/login')).toBeUndefined();
    expect(isApiAttached(signedOut.store)).toBe(false);

    const { go, store } = navigatorFor({ ...initialSessionState, ...demoSession('member') });
    expect(isApiAttached(store)).toBe(false);
    await go('/member/v3Home');
    expect(isApiAttached(store)).toBe(true);
  });

  it('a failed load does not block the page', async () => {
    const { go, store } = navigatorFor({ ...initialSessionState, ...demoSession('member'), token: 'not-a-token' });
    await expect(go('/member/v3Home')).resolves.toBeUndefined();
    expect(store.getState().session.terminal).toBeNull();
    // the request layer's 401 handling still ran: signed out, and the session records the entrance to go to
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.ended).toEqual({ reason: 'unauthorized', entrance: '/login' });
  });
});
