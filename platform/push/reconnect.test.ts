import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSessionService, endSession, initialSessionState } from '../session';
import { createStore } from '../store';
import { encodeOrderStatusFrame } from './messages';
import { lastOrderPush, selectPush } from './pushSlice';
import { connectPush, type PushStatus } from './socket';
import { startPush } from './startPush';

// A server that accepts each connection and closes it at once made the client reconnect every 5 s for
// ever, with the same spent one-time code. Now such a connection does not start the count again (spec 01 §9: five
// reconnects), and every reconnect asks ws-connect for a fresh code. Both tests failed before the change.

/** A socket the "server" accepts, then closes at once (or when the test says). */
class AcceptThenClose {
  static instances: AcceptThenClose[] = [];
  static closeAtOnce = true;
  readyState = 0;
  private listeners = new Map<string, Set<(event: never) => void>>();
  constructor(readonly url: string) {
    AcceptThenClose.instances.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.emit('open', {});
      if (AcceptThenClose.closeAtOnce) this.close();
    });
  }
  addEventListener(type: string, listener: (event: never) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: never) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  send() {}
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', {});
  }
  emit(type: string, event: object) {
    for (const l of this.listeners.get(type) ?? []) l(event as never);
  }
}
const Fake = AcceptThenClose as unknown as typeof WebSocket;
const codeOf = (s: AcceptThenClose) => new URL(s.url).searchParams.get('code');

beforeEach(() => {
  AcceptThenClose.instances = [];
  AcceptThenClose.closeAtOnce = true;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('push channel against a server that accepts and closes at once', () => {
  it('gives up after five reconnects, each with a fresh code from ws-connect', async () => {
    let issued = 0;
    const getCode = vi.fn(async () => `code-${++issued}`);
    const statuses: PushStatus[] = [];
    connectPush({ userId: 'u1', code: 'code-0', getCode, WebSocketImpl: Fake, onStatus: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(AcceptThenClose.instances).toHaveLength(6);
    expect(AcceptThenClose.instances.map(codeOf)).toEqual(['code-0', 'code-1', 'code-2', 'code-3', 'code-4', 'code-5']);
    expect(getCode).toHaveBeenCalledTimes(5);
    expect(statuses.at(-1)).toBe('failed');
  });

  it('a connection that stays open starts the count again', async () => {
    let issued = 0;
    connectPush({ userId: 'u1', code: 'c0', getCode: async () => `c${++issued}`, WebSocketImpl: Fake });
    await vi.advanceTimersByTimeAsync(3 * 5000 + 100);
    expect(AcceptThenClose.instances).toHaveLength(4);
    AcceptThenClose.closeAtOnce = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(AcceptThenClose.instances).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(60_000);
    AcceptThenClose.closeAtOnce = true;
    AcceptThenClose.instances.at(-1)!.close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // After the long connection: five more reconnects.
    expect(AcceptThenClose.instances).toHaveLength(10);
  });
});

describe('push messages of an ended session', () => {
  it('are dropped, never written into the store', async () => {
    const restore = configureSessionService({ isDesktopClient: () => false, localLogout: () => Promise.resolve() });
    AcceptThenClose.closeAtOnce = false;
    const store = createStore({ session: { ...initialSessionState, token: 't', roleType: 2, trueRoleType: 2 }, persist: false });
    startPush(store, { userId: 'u1', code: 'c1', WebSocketImpl: Fake });
    await vi.advanceTimersByTimeAsync(0);
    const socket = AcceptThenClose.instances[0]!;
    endSession(store, 'user');
    socket.emit('message', { data: encodeOrderStatusFrame({ xfmc: '上海示例科技有限公司', fplxdm: '81', ddzt: '0', pendOrderCount: 1 }) });
    expect(lastOrderPush(selectPush(store.getState()))).toBeNull();
    restore();
  });
});
