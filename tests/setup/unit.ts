import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

// findBy*/waitFor give up after 5 s instead of 1 s: on a fresh clone a lazily loaded module (the alert dialog)
// is transformed on first use while the browser project shares the 2 cores. A ceiling, not a speed check.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
