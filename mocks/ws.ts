import { ws } from 'msw';

// The push channel of the embedded backend (spec 01 §4 Socket, §7 WebSocket /ews/ws?userId&code):
// answers ws_ping with ws_pong and pushes order-status messages doubly JSON-encoded with bizId FPKJ.

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

export const wsHandlers = [
  pushLink.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (event.data === 'ws_ping') client.send('ws_pong');
    });
  }),
];

/** Users connected now (by their userId query), for tests and the dev backend. */
export function connectedUserIds(): string[] {
  return [...pushLink.clients].map((c) => c.url.searchParams.get('userId') ?? '');
}

/**
 * Pushes an order-status message (bizId FPKJ) to every connected client, or only to the given user's.
 * Returns how many clients received it.
 */
export function pushOrderStatus(message: MockOrderStatus, userId?: string): number {
  return pushRaw(encodePush('FPKJ', message), userId);
}

/** Pushes any business's payload (e.g. a tax-bureau login result, spec 02 §7.1). */
export function pushMessage(bizId: string, data: unknown, userId?: string): number {
  return pushRaw(encodePush(bizId, data), userId);
}

function pushRaw(frame: string, userId?: string): number {
  let sent = 0;
  for (const client of pushLink.clients) {
    if (userId !== undefined && client.url.searchParams.get('userId') !== userId) continue;
    client.send(frame);
    sent += 1;
  }
  return sent;
}
