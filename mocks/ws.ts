import { ws, type WebSocketHandlerConnection } from 'msw';

// The push channel of the embedded backend (spec 01 §4 Socket, §7 WebSocket /ews/ws?userId&code):
// answers ws_ping with ws_pong and pushes order-status messages doubly JSON-encoded with bizId FPKJ.
//
// Where pushes come from:
// - Every push also reaches the user's sockets in the browser's other tabs (configurePush({ relay }), mocks/browser.ts).
// - The order calls that change an order's status (cancel, retry: mocks/handlers/invoice.ts) push it to the user.
// - pushOrderStatus / pushMessage below (tests call them directly).
// - In the dev server (mocks/browser.ts): one demo order-status push per user and browser session, 10 s after
//   their socket connects (configurePush({ demoPushAfterMs })), and the same helpers on `window.mockPush` for the
//   browser console, e.g. `mockPush.orderStatus({ ddzt: '4' })` or `mockPush.connected()`.
// The demo backend does not check the code of /ews/ws: any code the ws-connect call handed out, or any other, opens.

/** An order-status push (spec 01 §3 Socket message). Declared here: mocks import no app code. */
export interface MockOrderStatus {
  xfmc: string;
  fplxdm: string;
  ddzt: string;
  pendOrderCount: number;
}

/** The push link: matches /ews/ws on any origin, ws or wss, whatever the query. */
export const pushLink = ws.link('*/ews/ws');

/** Encodes a push as the server does: {data, bizId} where data is itself a JSON string. */
export function encodePush(bizId: string, data: unknown): string {
  return JSON.stringify({ data: JSON.stringify(data), bizId });
}

export interface PushMockOptions {
  /**
   * Push one demo order-status message to each user this many ms after their socket opens (the dev server sets
   * it so the 8 s issuing-task notification can be seen without doing anything); 0 or unset: none.
   */
  demoPushAfterMs?: number;
  /** The demo message for a user (the dev backend derives it from the user's orders). */
  demoMessage?: (userId: string) => MockOrderStatus | undefined;
  /**
   * Hands every push of this page to the other tabs of the browser (mocks/browser.ts: a BroadcastChannel), which
   * deliver it to their own sockets with deliverRelayed: the backend is one per browser, so is its push channel.
   */
  relay?: (frame: string, userId: string | undefined) => void;
}

let options: PushMockOptions = {};

/** Configures the push mock (mocks/browser.ts turns the demo push on; Node and Storybook leave it off). */
export function configurePush(next: PushMockOptions): void {
  options = { ...next };
}

let codeCounter = 0;

/** A connection code for the ws-connect call (spec 01 §7); unique within this page or process. */
export function issuePushCode(userId: string): string {
  codeCounter += 1;
  return `ws-${userId}-${Date.now().toString(36)}-${codeCounter}`;
}

type PushClient = WebSocketHandlerConnection['client'];

/**
 * The clients whose socket is open now. (MSW's `pushLink.clients` keeps closed clients until the worker stops,
 * and in the browser it also holds other tabs' clients.)
 */
const openClients = new Set<PushClient>();

export const wsHandlers = [
  pushLink.addEventListener('connection', ({ client }) => {
    openClients.add(client);
    client.addEventListener('close', () => openClients.delete(client));
    client.addEventListener('message', (event) => {
      if (event.data === 'ws_ping') client.send('ws_pong');
    });
    const { demoPushAfterMs, demoMessage } = options;
    const userId = client.url.searchParams.get('userId') ?? '';
    if (!demoPushAfterMs || !demoMessage || !userId) return;
    const timer = setTimeout(() => {
      const message = demoMessage(userId);
      if (message && openClients.has(client)) client.send(encodePush('FPKJ', message));
    }, demoPushAfterMs);
    client.addEventListener('close', () => clearTimeout(timer));
  }),
];

/** Users connected now (by their userId query), for tests and the dev backend. */
export function connectedUserIds(): string[] {
  return [...openClients].map((c) => c.url.searchParams.get('userId') ?? '');
}

/** The userId and code each connected client opened /ews/ws with. */
export function connectedClients(): Array<{ userId: string; code: string }> {
  return [...openClients].map((c) => ({ userId: c.url.searchParams.get('userId') ?? '', code: c.url.searchParams.get('code') ?? '' }));
}

/**
 * Pushes an order-status message (bizId FPKJ) to every connected client, or only to the given user's, in this page
 * and (when relayed) the browser's other tabs. Returns how many clients of this page received it.
 */
export function pushOrderStatus(message: MockOrderStatus, userId?: string): number {
  return pushRaw(encodePush('FPKJ', message), userId);
}

/** Pushes any business's payload (e.g. a tax-bureau login result, spec 02 §7.1). */
export function pushMessage(bizId: string, data: unknown, userId?: string): number {
  return pushRaw(encodePush(bizId, data), userId);
}

function pushRaw(frame: string, userId?: string): number {
  options.relay?.(frame, userId);
  return deliverRelayed(frame, userId);
}

/**
 * Sends a frame to this page's open sockets (all, or the given user's) without relaying it further: the end of a
 * push another tab relayed. Returns how many clients received it.
 */
export function deliverRelayed(frame: string, userId?: string): number {
  let sent = 0;
  for (const client of openClients) {
    if (userId !== undefined && client.url.searchParams.get('userId') !== userId) continue;
    client.send(frame);
    sent += 1;
  }
  return sent;
}
