// Upper bounds for the waits of every test project (vitest.config.ts, tests/setup/*, tests/e2e/browser.ts).
// Generous on purpose, in minutes: a test waits for what a user would see (an element, an address, a request, a
// pushed message) and a passing wait ends the moment it is seen; the bound only turns a hang into a failure, on a
// machine as busy as it may be (the suite must pass with both cores kept busy by other work). Never a speed check:
// speed is measured by `npm run bench`.

/**
 * One wait: findBy*, waitFor, expect.poll, a Playwright action, locator wait or navigation. Two minutes were not enough
 * once: four suites at once on the 2 cores took a unit file that renders the whole portal in jsdom past 2 minutes for
 * one wait (the file took 9 minutes; 11 s on a quiet machine).
 */
export const WAIT_MS = 300_000;
/** One test, or one hook: several waits in a row. */
export const TEST_MS = 900_000;
