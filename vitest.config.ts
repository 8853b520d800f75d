import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { TEST_MS, WAIT_MS } from './tests/support/ceilings';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  // Tests serve no static files; the mock backend imports public/static/config.json as data, which Vite
  // would otherwise flag as importing from the public directory.
  publicDir: false,
  test: {
    // Two cores: keep the workers to what the machine has.
    maxWorkers: 2,
    // Ceilings, not speed checks (tests/support/ceilings.ts): tests wait for what a user would see.
    testTimeout: TEST_MS,
    hookTimeout: TEST_MS,
    expect: { poll: { timeout: WAIT_MS } },
    // Vitest's own report, then each project's wall time and the slowest files (tests/support/timingReporter.ts).
    reporters: ['default', './tests/support/timingReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{design-system,platform,features,app,mocks,tests,locales,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'tests/e2e/**'],
          setupFiles: ['tests/setup/unit.ts'],
          // The files of a worker share one module graph: importing React, the design system and the
          // portal once per worker instead of once per file takes about half off the project's time. What modules
          // keep for the page's life is put back after each file (tests/setup/unit.ts); a file that leaves state
          // behind shows up with `vitest run --project unit --sequence.shuffle --sequence.seed=N` (docs/testing.md).
          isolate: false,
          benchmark: { include: ['{design-system,platform,features,app,mocks}/**/*.bench.ts'] },
        },
      },
      {
        // The assembled portal in Chromium, on the dev server with the embedded backend (tests/e2e/globalSetup.ts).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/setup/e2e.ts'],
          // Two files at a time: each test has its own browser context and demo data (tests/e2e/session.ts), and the
          // second file uses the core the unit and storybook projects leave once they have ended.
          fileParallelism: true,
          // The files of a worker share one module graph (Playwright's client and the helpers loaded once per worker,
          // not once per file); each file launches its own browser and each test has its own contexts.
          isolate: false,
          testTimeout: TEST_MS,
          hookTimeout: TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled at start: a dependency discovered mid-run makes Vite re-optimise and reload the browser, which
        // fails the test files loading at that moment (seen with the Themes stories' portal provider).
        // Every bare module the portal imports lazily is listed (a shuffled run met one first in a story).
        optimizeDeps: {
          include: ['@testing-library/jest-dom/matchers', '@storybook/react/entry-preview', 'react-aria/PortalProvider', 'read-excel-file/browser', 'write-excel-file/browser', '@tanstack/react-virtual', 'decimal.js', 'msw/browser'],
        },
        // The stories are tested on the production builds of React, RTK and styled-components, as users get them:
        // no development checks, and styles inserted through the CSSOM instead of a growing style element's text. About a
        // sixth less work than the development builds (docs/testing.md). Without React's act() the play function starts
        // at the story's first commit; .storybook/preview.tsx waits until the page has settled.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          name: 'storybook',
          setupFiles: ['tests/setup/stories.ts'],
          // The story files of a worker share one page and one module graph (no per-file isolation): loading the
          // portal's modules once per worker instead of once per file takes about half off the project's time. Each
          // story starts from a fresh page's data and state (tests/setup/stories.ts); what react-aria keeps for the
          // page's life (its touch-keyboard guess) is waited out where it shows (docs/testing.md).
          isolate: false,
          // Benchmarks run in Node (unit); browser figures come from scripts/bench/*.mjs.
          benchmark: { include: [] },
          browser: {
            enabled: true,
            headless: true,
            // How long Vitest waits for a page of the browser to connect: its own 60 s ran out in a busy run (three
            // suites at once beside other work, load average about 50) before Chromium's first page had loaded the
            // runner. The shared bound instead (tests/support/ceilings.ts).
            connectTimeout: WAIT_MS,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Colours compared exactly (a token change must fail); ~0.1 % of pixels absorbs anti-aliasing noise.
                comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0.001 },
                // A shot that differs from its baseline is taken again until two in a row agree, up to the shared
                // bound (Vitest's own 5 s ran out beside two other suites: one capture took seconds there).
                timeout: WAIT_MS,
              },
            },
          },
        },
      },
    ],
  },
});
