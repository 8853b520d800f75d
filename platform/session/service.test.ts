import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../tests/support/renderPortal';
import { baseApi } from '../api/baseApi';
import { errorEvents, type ApiErrorEvent } from '../api/errors';
import { createStore } from '../store';
import { SESSION_STORAGE_KEY } from './persistence';
import { beginSession, configureSessionService, endSession } from './service';
import { initialSessionState } from './sessionSlice';

// The one session service (platform/session/service.ts): how a session begins, is renewed and ends.

withEmbeddedBackend();

const reply = { access_token: 'a', refresh_token: 'r', expires_in: 7200, uid: 'u1', roleType: 3, trueRoleType: 5, userName: '集团用户', phone: null };

function collectEvents(): ApiErrorEvent[] & { unsubscribe: () => void } {
  const events: ApiErrorEvent[] = [];
  const unsubscribe = errorEvents.subscribe((e) => events.push(e));
  return Object.assign(events, { unsubscribe });
}

describe('the session service (spec 01 §3, §4)', () => {
  it('begins a session from the login reply; a mismatched entrance is replaced by the account’s own', () => {
    const store = createStore({ persist: false });
    const profile = beginSession(store, reply, '/serviceLogin');
    expect(profile).toEqual({ uid: 'u1', roleType: 3, trueRoleType: 5, userName: '集团用户' });
    expect(store.getState().session).toMatchObject({ token: 'a', refreshToken: 'r', uid: 'u1', rememberedEntrance: '/groupLogin', ended: null });
  });

  it('ends a session once: the entrance is recorded for the router, 登录失效 is announced for a 401 only', () => {
    const events = collectEvents();
    const localLogout = vi.fn(() => Promise.resolve());
    const restore = configureSessionService({ isDesktopClient: () => true, localLogout });
    try {
      const store = createStore({ persist: false });
      beginSession(store, reply, '/groupLogin');
      endSession(store, 'unauthorized');
      endSession(store, 'unauthorized');
      expect(store.getState().session).toEqual({ ...initialSessionState, rememberedEntrance: '/groupLogin', ended: { reason: 'unauthorized', entrance: '/groupLogin' } });
      expect([...events]).toEqual([{ kind: 'http', status: 401, key: 'errors:http.401', params: { status: 401 } }]);
      expect(localLogout).toHaveBeenCalledTimes(1);

      beginSession(store, reply, '/groupLogin');
      endSession(store, 'user');
      expect(store.getState().session.ended).toEqual({ reason: 'user', entrance: '/groupLogin' });
      expect(events).toHaveLength(1);
    } finally {
      restore();
      events.unsubscribe();
    }
  });

  it('never stores the end of a session', () => {
    const store = createStore();
    beginSession(store, reply, '/groupLogin');
    endSession(store, 'user');
    expect(store.getState().session.ended).not.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('ended');
  });

  it('a 401 during a request ends the session through the service alone: the router takes the user to the entrance', async () => {
    const events = collectEvents();
    try {
      // the server stops accepting the token while the member works on the home page
      const { store, where } = renderPortal('/member/v3Home', { session: demoSession('member') });
      await screen.findByRole('banner');
      server.use(http.get('*/v2/terminal/current', () => new HttpResponse(null, { status: 401 })));
      const api = baseApi.injectEndpoints({
        endpoints: (build) => ({ currentTerminal: build.query<unknown, void>({ query: () => '/v2/terminal/current' }) }),
        overrideExisting: true,
      });
      await store.dispatch(api.endpoints.currentTerminal.initiate(undefined, { forceRefetch: true }));
      await waitFor(() => expect(where()).toBe('/login'));
      expect(store.getState().session).toMatchObject({ token: null, ended: null });
      // 登录失效 is shown over the sign-in form
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('登录失效,请重新登录！（401）');
      expect(await screen.findByRole('heading', { level: 1, name: '登录', hidden: true })).toBeInTheDocument();
      expect(events.filter((e) => e.kind === 'http' && e.status === 401)).toHaveLength(1);
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain(demoSession('member').token!);
    } finally {
      events.unsubscribe();
    }
  });
});
