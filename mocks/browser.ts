// The embedded backend in the browser (the dev server): a service worker answering the API from the seeded store.
// One backend per browser: the database lives in localStorage (mocks/db.ts), so it survives reloads and every tab
// shares it, and a BroadcastChannel tells the other tabs of each write and relays each push to their sockets.
// The demo data is reset by `mockDb.reset()` in the console or by `?resetDemoData` on any address (docs/demo.md).
import { setupWorker } from 'msw/browser';
import { configureDb, forgetDb, resetDemoData } from './db';
import { handlers } from './handlers';
import { demoOrderStatusFor } from './handlers/invoice';
import { localClientHandlers, setLocalClientRunning } from './localClient';
import { configurePush, connectedClients, deliverRelayed, pushMessage, pushOrderStatus, wsHandlers, type MockOrderStatus } from './ws';

/** The query parameter that resets the demo data when a page of the portal opens with it. */
export const RESET_DEMO_DATA_PARAM = 'resetDemoData';

type BackendMessage = { type: 'db'; what: 'saved' | 'reset' } | { type: 'push'; frame: string; userId?: string };

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.mockBackend');
channel?.addEventListener('message', (event: MessageEvent<BackendMessage>) => {
  const message = event.data;
  // Another tab wrote: drop this tab's copy, the next request reads theirs (each use also checks the revision).
  if (message.type === 'db') forgetDb();
  else if (message.type === 'push') deliverRelayed(message.frame, message.userId);
});
const post = (message: BackendMessage) => channel?.postMessage(message);

configureDb({ persist: true, onChange: (what) => post({ type: 'db', what }) });

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
configurePush({
  demoPushAfterMs: DEMO_PUSH_AFTER_MS,
  demoMessage: demoOnce,
  relay: (frame, userId) => post({ type: 'push', frame, ...(userId === undefined ? {} : { userId }) }),
});

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

/** The demo data's helpers on `window.mockDb`, for the browser console of the dev server. */
export interface MockDbConsole {
  /** Back to the seeded data in every tab (sign-ins are kept), then reloads this page. */
  reset(): void;
}

const mockDb: MockDbConsole = {
  reset() {
    resetDemoData();
    location.reload();
  },
};

/** `?resetDemoData` on the address: reset the demo data, then drop the parameter from the address. */
function resetFromAddress(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(RESET_DEMO_DATA_PARAM)) return;
  resetDemoData();
  url.searchParams.delete(RESET_DEMO_DATA_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The desktop client of the demo machine (mocks/localClient.ts), on `window.mockLocalClient`. */
export interface MockLocalClientConsole {
  /** Closes the client: its calls fail as when none is installed or running. */
  quit(): void;
  /** Starts it again. */
  open(): void;
}

const mockLocalClient: MockLocalClientConsole = {
  quit: () => setLocalClientRunning(false),
  open: () => setLocalClientRunning(true),
};

export const worker = setupWorker(...handlers, ...wsHandlers, ...localClientHandlers);

/** Starts the worker (MSW 3 option names); requests the backend does not know pass through. */
export function startMockBackend(serviceWorkerUrl = `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js`) {
  (globalThis as { mockPush?: MockPushConsole }).mockPush = mockPush;
  (globalThis as { mockDb?: MockDbConsole }).mockDb = mockDb;
  (globalThis as { mockLocalClient?: MockLocalClientConsole }).mockLocalClient = mockLocalClient;
  resetFromAddress();
  return worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: serviceWorkerUrl } });
}

export { handlers } from './handlers';
export { resetDb } from './db';
export { demoAccounts } from './accounts';
