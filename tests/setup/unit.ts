import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setInteractionModality } from 'react-aria';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetLogoConfigs } from '../../features/branding/hooks/useLogoConfig';
import { forgetServerWork } from '../../mocks/serverWork';
import { forgetSecretKey } from '../../platform/api/secrets';
import { WAIT_MS as ASYNC_WAIT_MS } from '../support/ceilings';
import { installJsdomStyleFilter } from './jsdomStyles';

installJsdomStyleFilter();

// jsdom has no layout and no ResizeObserver; react-aria overlays and the virtualiser subscribe to it.
// Nothing is ever resized in jsdom, so an observer that never fires is what the real API would do here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// findBy*/waitFor wait for what the user would see up to WAIT_MS (tests/support/ceilings.ts), not Testing Library's
// 1 s: on a fresh clone a lazily loaded module is transformed on first use while other work shares the 2 cores.
// One setting for every file (the files of a worker share one module graph): no file sets its own.
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

afterEach(({ task }) => {
  // A failed test names the dialogs that were open and says what the page's main region showed (Testing Library's
  // printout of the page is cut at 7,000 characters, which the header alone can fill: an alert that covers the page,
  // or a list still loading or failed, sits past that cut).
  if (task.result?.state === 'fail' && typeof document !== 'undefined') {
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      console.log(`Open at the failure: ${dialog.getAttribute('role')}: ${(dialog.textContent ?? '').slice(0, 300)}`);
    }
    const main = document.querySelector('main');
    if (main) console.log(`The main region at the failure: ${(main.textContent ?? '').slice(0, 600)}`);
  }
  cleanup();
});

// The overlays' code (menus, popovers, tooltips) is loaded before a file starts, as on a page that has gone idle
// (design-system/overlays/lazyPart.ts). Otherwise it arrives in the middle of a test's click and replaces the light
// trigger between user-event's pointer events, which it dispatches on the element it was given (now detached): a
// browser sends them to the element under the pointer. The light trigger's own path is tested with the code held
// back (design-system/overlays/lazyOverlays.test.tsx) and in Chromium.
beforeAll(async () => {
  if (typeof document === 'undefined') return; // files in the node environment
  const [{ menuPart }, { popoverPart }, { tooltipPart }] = await Promise.all([
    import('../../design-system/components/Menu/DropdownButton'),
    import('../../design-system/components/Popover/Popover'),
    import('../../design-system/components/Tooltip/Tooltip'),
  ]);
  await Promise.all([menuPart.load(), popoverPart.load(), tooltipPart.load()]);
});

// The unit project runs its files one after another in one module graph and one jsdom per worker (isolate: false in
// vitest.config.ts, about half the project's time). What a module keeps for the page's life is put back after each
// file as a freshly loaded page has it, so that no file sees what an earlier one left:
// - what the embedded backend keeps beside its seeded store (imports, export tasks numbered from 1, push options),
// - the logo config fetched per host (a file that served no logo.json would leave the wordmark to the next),
// - the secrets key agreed with the embedded backend (a file may serve another key),
// - react-aria's last input modality (after a click, focus() no longer counts as keyboard focus: a page starts with
//   none, which opens a tooltip on focus as keyboard focus does; its type has no 'none', hence the cast),
// - fake timers a file left on,
// - the page itself: its storage, cookies, address and language.
afterAll(() => {
  vi.useRealTimers();
  forgetServerWork();
  forgetLogoConfigs();
  forgetSecretKey();
  setInteractionModality(null as unknown as 'keyboard');
  if (typeof document === 'undefined') return; // files in the node environment
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
