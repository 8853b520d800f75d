/** Where a test's page reads a demo account's stored localStorage from the e2e server (tests/e2e/globalSetup.ts). */
export const STORAGE_ROUTE = '/__e2e/storage/';
