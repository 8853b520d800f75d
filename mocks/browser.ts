// The embedded backend in the browser (dev server and Storybook): a service worker answering the API from
// the seeded store; writes persist in sessionStorage for the browser session.
import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { demoOrderStatusFor } from './handlers/invoice';
import { configurePush, connectedClients, pushMessage, pushOrderStatus, wsHandlers, type MockOrderStatus } from './ws';

configureDb({ persist: true });

/** The dev server's demo push comes this long after a user's socket opens (see mocks/ws.ts). */
export const DEMO_PUSH_AFTER_MS = 10_000;
const DEMO_PUSH_SHOWN_KEY = 'portal.mockPush.demoShown';

/** One demo push per user per browser session (not again on every reload). */
function demoOnce(userId: string): MockOrderStatus | undefined {
  try {
    const shown = new Set((sessionStorage.getItem(DEMO_PUSH_SHOWN_KEY) ?? '').split(',').filter(Boolean));
    if (shown.has(userId)) return undefined;
    sessionStorage.setItem(DEMO_PUSH_SHOWN_KEY, [...shown, userId].join(','));
  } catch {
    // no sessionStorage: push anyway
  }
  return demoOrderStatusFor(userId);
}
configurePush({ demoPushAfterMs: DEMO_PUSH_AFTER_MS, demoMessage: demoOnce });

/** The push helpers on `window.mockPush`, for the browser console of the dev server. */
export interface MockPushConsole {
  /** Pushes an order-status message (defaults: the first connected user's latest order in progress). */
  orderStatus(message?: Partial<MockOrderStatus>, userId?: string): number;
  /** Pushes any business's payload, e.g. mockPush.message('QDDL', { code: 0, msg: 'ok', data: {} }). */
  message(bizId: string, data: unknown, userId?: string): number;
  /** Who is connected, with the code each used. */
  connected(): Array<{ userId: string; code: string }>;
}

const mockPush: MockPushConsole = {
  orderStatus(message = {}, userId) {
    const target = userId ?? connectedClients()[0]?.userId ?? '';
    const base = demoOrderStatusFor(target) ?? { xfmc: '', fplxdm: '026', ddzt: '0', pendOrderCount: 0 };
    return pushOrderStatus({ ...base, ...message }, userId);
  },
  message: (bizId, data, userId) => pushMessage(bizId, data, userId),
  connected: () => connectedClients(),
};

export const worker = setupWorker(...handlers, ...wsHandlers);

/** Starts the worker (MSW 3 option names); requests the backend does not know pass through. */
export function startMockBackend(serviceWorkerUrl = `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js`) {
  (globalThis as { mockPush?: MockPushConsole }).mockPush = mockPush;
  return worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: serviceWorkerUrl } });
}

export { handlers } from './handlers';
export { resetDb } from './db';
export { demoAccounts } from './accounts';
