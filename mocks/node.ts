// The embedded backend in Node (Vitest): HTTP handlers over the in-memory store plus the push channel.
// Usage: server.listen({ onUnhandledFrame: 'error' }); afterEach(() => { server.resetHandlers(); resetDb(); }).
import { setupServer } from 'msw/node';
import { configureDb } from './db';
import { handlers } from './handlers';
import { wsHandlers } from './ws';

configureDb({ persist: false });

export const server = setupServer(...handlers, ...wsHandlers);

export { forgetServerWork } from './serverWork';
export { handlers } from './handlers';
export { resetDb, getDb, issueToken } from './db';
export { demoAccounts } from './accounts';
