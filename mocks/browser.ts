// The embedded backend in the browser (dev server and Storybook): a service worker answering the API from
// the seeded store; writes persist in sessionStorage for the browser session.
import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { wsHandlers } from './ws';

configureDb({ persist: true });

export const worker = setupWorker(...handlers, ...wsHandlers);

/** Starts the worker (MSW 3 option names); requests the backend does not know pass through. */
export function startMockBackend(serviceWorkerUrl = `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js`) {
  return worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: serviceWorkerUrl } });
}

export { handlers } from './handlers';
export { resetDb } from './db';
export { demoAccounts } from './accounts';
