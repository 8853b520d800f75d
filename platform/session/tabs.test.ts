import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store';
import { loadSession, SESSION_STORAGE_KEY } from './persistence';
import { beginSession, configureSessionService, endSession } from './service';
import { tabsChanged } from './sessionSlice';
import { WAIT_MS } from '../../tests/support/ceilings';

// docs/security.md (tabs): tabs of one origin share localStorage; a sign-out or a sign-in in one reaches the others at once, and no
// tab writes back a session that was ended elsewhere. Each "tab" is a store over the same storage with its own end
// of a BroadcastChannel (in a browser, the storage events do the same). Before the change, the second tab wrote its
// session back after the first signed out, so that a third tab opened signed in.

const reply = { access_token: 'tok-1', refresh_token: 'ref-1', expires_in: 7200, uid: 'u1', roleType: 3, trueRoleType: 3 };
let channelName: string;
const opened: BroadcastChannel[] = [];

/** A new tab: its store loads the session from the shared storage and joins the channel. */
function openTab() {
  const channel = new BroadcastChannel(channelName);
  opened.push(channel);
  return createStore({ session: loadSession(), persist: { channel } });
}
const storedToken = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token ?? null;

let restore: () => void;
beforeEach(() => {
  localStorage.clear();
  channelName = `portal.session.test.${Math.random()}`;
  restore = configureSessionService({ isDesktopClient: () => false, localLogout: () => Promise.resolve() });
});
afterEach(() => {
  restore();
  for (const channel of opened.splice(0)) channel.close();
});

describe('tabs of one origin', () => {
  it('a sign-out in one tab sends the other to the entrance at once; neither writes the session back; a third tab starts signed out', async () => {
    const first = openTab();
    beginSession(first, reply, '/accountLogin');
    const second = openTab();
    expect(second.getState().session.token).toBe('tok-1');

    endSession(first, 'user');
    await vi.waitFor(() => expect(second.getState().session.ended).toEqual({ reason: 'user', entrance: '/accountLogin' }), { timeout: WAIT_MS });
    expect(second.getState().session.token).toBeNull();
    // The second tab goes on changing its state: nothing of the ended session reaches storage again.
    second.dispatch(tabsChanged([{ path: '/account/positive' }]));
    expect(storedToken()).toBeNull();

    const third = openTab();
    expect(third.getState().session.token).toBeNull();
  });

  it('a tab that has not heard of the sign-out yet does not write its session back on its next change', () => {
    const first = openTab();
    beginSession(first, reply, '/accountLogin');
    // A tab without the channel: it learns of the sign-out only from storage, when it next changes.
    const second = createStore({ session: loadSession(), persist: { channel: null } });
    endSession(first, 'user');
    second.dispatch(tabsChanged([{ path: '/account/positive' }]));
    expect(storedToken()).toBeNull();
    expect(second.getState().session.token).toBeNull();
    expect(second.getState().session.ended).toEqual({ reason: 'user', entrance: '/accountLogin' });
    expect(loadSession().token).toBeNull();
  });

  it('a sign-in in one tab reaches the others', async () => {
    const first = openTab();
    const second = openTab();
    beginSession(first, reply, '/accountLogin');
    await vi.waitFor(() => expect(second.getState().session.token).toBe('tok-1'), { timeout: WAIT_MS });
    expect(second.getState().session.uid).toBe('u1');
    expect(storedToken()).toBe('tok-1');
  });
});
