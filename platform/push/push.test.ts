import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushOrderStatus, wsHandlers, encodePush } from '../../mocks/ws';
import { initialSessionState } from '../session';
import { createStore } from '../store';
import { decodePushFrame, encodeOrderStatusFrame, type OrderStatusMessage } from './messages';
import { connectPush, pushUrl, MAX_RECONNECTS, PING_INTERVAL_MS, RECONNECT_DELAY_MS, type PushStatus } from './socket';
import { startPush } from './startPush';
import { ISSUING_NOTIFICATION_MS, RECENT_ORDER_PUSHES, lastOrderPush, orderPushesSince, orderStatusReceived, pushReducer, selectPush } from './pushSlice';
import { WAIT_MS } from '../../tests/support/ceilings';

/** A WebSocket stand-in driven by the test (robust under fake timers). */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  private listeners = new Map<string, Set<(event: never) => void>>();
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  addEventListener(type: string, listener: (event: never) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: never) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.serverClose();
  }
  private emit(type: string, event: object) {
    for (const l of this.listeners.get(type) ?? []) l(event as never);
  }
  serverOpen() {
    this.readyState = 1;
    this.emit('open', {});
  }
  serverSend(data: string) {
    this.emit('message', { data });
  }
  serverClose() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', {});
  }
}
const last = () => FakeSocket.instances.at(-1)!;
const Fake = FakeSocket as unknown as typeof WebSocket;

const order: OrderStatusMessage = { xfmc: '杭州示例科技有限公司', fplxdm: '81', ddzt: '0', pendOrderCount: 3 };

describe('decoding (spec 01 §3, §4)', () => {
  it('reads a doubly encoded FPKJ frame', () => {
    const frame = JSON.stringify({ data: JSON.stringify(order), bizId: 'FPKJ' });
    expect(decodePushFrame(frame)).toEqual({ bizId: 'FPKJ', data: order });
    expect(decodePushFrame(encodeOrderStatusFrame(order))).toEqual({ bizId: 'FPKJ', data: order });
    // The whole frame once more as a JSON string, and numeric fields as numbers, read the same.
    expect(decodePushFrame(JSON.stringify(frame))).toEqual({ bizId: 'FPKJ', data: order });
    expect(decodePushFrame(JSON.stringify({ bizId: 'FPKJ', data: JSON.stringify({ ...order, ddzt: 4, fplxdm: 81, pendOrderCount: '2' }) }))).toEqual({
      bizId: 'FPKJ',
      data: { ...order, ddzt: '4', pendOrderCount: 2 },
    });
  });
  it('ignores ws_pong, ws_ping and anything unreadable', () => {
    expect(decodePushFrame('ws_pong')).toBeNull();
    expect(decodePushFrame('ws_ping')).toBeNull();
    expect(decodePushFrame('not json')).toBeNull();
    expect(decodePushFrame(JSON.stringify({ data: 'x' }))).toBeNull();
    expect(decodePushFrame(JSON.stringify({ bizId: 'FPKJ', data: '{}' }))).toBeNull();
  });
  it('passes other businesses through decoded', () => {
    const data = { code: 0, msg: '登录成功', data: {}, expireTime: 1 };
    expect(decodePushFrame(encodePush('QDDL', data))).toEqual({ bizId: 'QDDL', data });
  });
  it('builds the URL from the page protocol with userId and code', () => {
    expect(pushUrl('u1', 'c 2', { protocol: 'https:', host: 'portal.example.cn' })).toBe('wss://portal.example.cn/ews/ws?userId=u1&code=c+2');
    expect(pushUrl('u1', 'c', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ews/ws?userId=u1&code=c');
  });
});

describe('socket client with fake timers (spec 01 §4, §9)', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('pings every 60 s while open and ignores ws_pong', () => {
    const onMessage = vi.fn();
    const socket = connectPush({ userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake, onMessage });
    last().serverOpen();
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['ws_ping']);
    last().serverSend('ws_pong');
    vi.advanceTimersByTime(2 * PING_INTERVAL_MS);
    expect(last().sent).toEqual(['ws_ping', 'ws_ping', 'ws_ping']);
    expect(onMessage).not.toHaveBeenCalled();
    socket.close();
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(last().sent).toHaveLength(3);
  });

  it('hands order-status pushes to the listener', () => {
    const onOrderStatus = vi.fn();
    connectPush({ userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake, onOrderStatus });
    last().serverOpen();
    last().serverSend(encodeOrderStatusFrame(order));
    expect(onOrderStatus).toHaveBeenCalledExactlyOnceWith(order);
  });

  it('reconnects up to 5 times, 5 s apart, then gives up', () => {
    const statuses: PushStatus[] = [];
    connectPush({ userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake, onStatus: (s) => statuses.push(s) });
    expect(FakeSocket.instances).toHaveLength(1);
    for (let attempt = 1; attempt <= MAX_RECONNECTS; attempt++) {
      last().serverClose();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
    }
    last().serverClose();
    vi.advanceTimersByTime(60 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1 + MAX_RECONNECTS);
    expect(statuses.at(-1)).toBe('failed');
    expect(statuses.filter((s) => s === 'reconnecting')).toHaveLength(MAX_RECONNECTS);
  });

  it('a successful open starts the reconnect count again; close() stops for good', () => {
    const socket = connectPush({ userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake });
    for (let i = 0; i < 4; i++) {
      last().serverClose();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    last().serverOpen();
    last().serverClose();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(6);
    expect(socket.status).toBe('reconnecting');
    socket.close();
    vi.advanceTimersByTime(60 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(6);
    expect(socket.status).toBe('closed');
  });
});

describe('store connector: order updates and the 8 s issuing-task notification', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [2, true],
    [3, true],
    [1, false],
  ])('role %s sees the notification: %s', (roleType, shows) => {
    const store = createStore({ session: { ...initialSessionState, token: 't', roleType }, persist: false });
    const stop = startPush(store, { userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake });
    last().serverOpen();
    expect(selectPush(store.getState()).status).toBe('open');
    last().serverSend(encodeOrderStatusFrame(order));
    const push = selectPush(store.getState());
    expect(lastOrderPush(push)).toEqual(order);
    expect(push.pendOrderCount).toBe(3);
    expect(push.ordersBySeller).toEqual({ [order.xfmc]: '0' });
    expect(push.notification !== null).toBe(shows);
    vi.advanceTimersByTime(ISSUING_NOTIFICATION_MS - 1);
    expect(selectPush(store.getState()).notification !== null).toBe(shows);
    vi.advanceTimersByTime(1);
    expect(selectPush(store.getState()).notification).toBeNull();
    stop();
    expect(selectPush(store.getState()).status).toBe('idle');
  });

  it('a newer notification is not cut short by the older one’s timer', () => {
    const store = createStore({ session: { ...initialSessionState, token: 't', roleType: 3 }, persist: false });
    startPush(store, { userId: 'u1', code: 'c1', url: 'ws://x/ews/ws', WebSocketImpl: Fake });
    last().serverOpen();
    last().serverSend(encodeOrderStatusFrame(order));
    vi.advanceTimersByTime(5000);
    last().serverSend(encodeOrderStatusFrame({ ...order, ddzt: '4' }));
    vi.advanceTimersByTime(3000);
    expect(selectPush(store.getState()).notification?.ddzt).toBe('4');
    vi.advanceTimersByTime(5000);
    expect(selectPush(store.getState()).notification).toBeNull();
  });
});

describe('the latest order pushes, for readers that follow every status', () => {
  it('keeps the last RECENT_ORDER_PUSHES in order and gives those after the last handled', () => {
    let state = pushReducer(undefined, { type: 'init' });
    const receivedAt = 0;
    for (let i = 1; i <= RECENT_ORDER_PUSHES + 5; i += 1) {
      state = pushReducer(state, orderStatusReceived({ message: { xfmc: `销方${i}`, fplxdm: '026', ddzt: '1', pendOrderCount: i }, notify: false, receivedAt }));
    }
    expect(state.received).toBe(RECENT_ORDER_PUSHES + 5);
    expect(state.recentOrders).toHaveLength(RECENT_ORDER_PUSHES);
    expect(state.recentOrders[0]!.seq).toBe(6);
    expect(orderPushesSince(state, RECENT_ORDER_PUSHES + 3).map((m) => m.xfmc)).toEqual([`销方${RECENT_ORDER_PUSHES + 4}`, `销方${RECENT_ORDER_PUSHES + 5}`]);
    expect(orderPushesSince(state, state.received)).toEqual([]);
  });
});

describe('with the MSW push mock (mocks/ws.ts)', () => {
  const server = setupServer(...wsHandlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('answers ws_ping with ws_pong (ignored) and delivers doubly encoded order pushes to the store', async () => {
    const store = createStore({ session: { ...initialSessionState, token: 't', roleType: 2 }, persist: false });
    const frames: unknown[] = [];
    const stop = startPush(store, { userId: 'u42', code: 'c1', url: 'ws://localhost/ews/ws?userId=u42&code=c1', onMessage: (m) => frames.push(m) });
    await vi.waitFor(() => expect(selectPush(store.getState()).status).toBe('open'), { timeout: WAIT_MS });
    // A second client, to see the pong frame itself.
    const probe = new WebSocket('ws://localhost/ews/ws?userId=probe&code=x');
    const probeFrames: string[] = [];
    probe.addEventListener('message', (e) => probeFrames.push(String(e.data)));
    await new Promise((r) => probe.addEventListener('open', r));
    probe.send('ws_ping');
    await vi.waitFor(() => expect(probeFrames).toEqual(['ws_pong']), { timeout: WAIT_MS });

    expect(pushOrderStatus(order, 'u42')).toBe(1);
    await vi.waitFor(() => expect(lastOrderPush(selectPush(store.getState()))).toEqual(order), { timeout: WAIT_MS });
    expect(selectPush(store.getState()).notification).toMatchObject(order);
    expect(frames).toEqual([{ bizId: 'FPKJ', data: order }]);
    probe.close();
    stop();
  });
});
