import { mswLoader } from 'msw-storybook-addon/csf3';

// msw-storybook-addon's default start passes MSW 2's option name; MSW 3 calls it onUnhandledFrame,
// so the worker is started here (../shared/TOOLCHAIN-NOTES.md).
export const loadMsw = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  return worker;
});
