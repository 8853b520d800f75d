import { describe, expect, it, vi } from 'vitest';
import { initialSessionState, type SessionState } from '../../features/session';
import { configureRequestLayer } from '../api';
import { guard } from '../router';
import { createStore } from '../store';
import { navigationHandler, sessionReader } from './navigation';
import { demoSession, withEmbeddedBackend } from './testing/renderPortal';

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

  it('a failed load does not block the page', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const restore = configureRequestLayer({ navigate });
    try {
      const { go, store } = navigatorFor({ ...initialSessionState, ...demoSession('member'), token: 'not-a-token' });
      await expect(go('/member/v3Home')).resolves.toBeUndefined();
      expect(store.getState().session.terminal).toBeNull();
      // the request layer's 401 handling still ran: signed out, sent to the entrance
      expect(store.getState().session.token).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
