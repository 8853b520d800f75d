import { mswLoader } from 'msw-storybook-addon/csf3';

// msw-storybook-addon's default start passes MSW 2's option name; MSW 3 calls it onUnhandledFrame,
// so the worker is started here (../shared/TOOLCHAIN-NOTES.md). It answers with the embedded backend's
// handlers (the same ones the dev server and Vitest use); a story's `parameters.msw` adds or overrides.
// Storybook keeps the seeded data in memory, so every story starts from the same data.
export const loadMsw = mswLoader(async () => {
  const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('../mocks/handlers')]);
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  return worker;
});
