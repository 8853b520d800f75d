// The embedded backend in Node (Vitest): HTTP handlers over the in-memory store plus the push channel.
// Usage: server.listen({ onUnhandledFrame: 'error' }); afterEach(() => { server.resetHandlers(); resetDb(); }).
import { setupServer } from 'msw/node';
import { configureDb } from './db';
import { handlers } from './handlers';
import { resetImportedEnterprises } from './handlers/enterpriseImport';
import { resetInvoiceExports } from './handlers/invoice';
import { resetRobotExports } from './handlers/robot';
import { configurePush, wsHandlers } from './ws';

configureDb({ persist: false });

export const server = setupServer(...handlers, ...wsHandlers);

/**
 * Forgets what the backend keeps beside its seeded store for as long as it runs (imported enterprises, export tasks
 * and their numbering, the push options): the unit setup calls it after each test file, so that every file starts
 * a fresh backend, as it did when each file had its own module graph.
 */
export function forgetServerWork(): void {
  resetImportedEnterprises();
  resetInvoiceExports();
  resetRobotExports();
  configurePush({});
}

export { handlers } from './handlers';
export { resetDb, getDb, issueToken } from './db';
export { demoAccounts } from './accounts';
