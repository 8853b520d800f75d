// What every bench page (tests/bench/*/main.tsx) measures with, in the page, with performance.now and
// requestAnimationFrame: the first painted frame in which something holds, a mount timed to it, the most rows ever in
// the DOM (counted in every frame), a value typed into an input as a keystroke would.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { GlobalStyle } from '../../design-system';

/** Resolves with the time just after the first painted frame in which `ready()` holds; `onFrame` runs in every frame. */
export function afterPaintWhen(ready: () => boolean, since: number, { limit = 20000, onFrame }: { limit?: number; onFrame?: () => void } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const tick = () =>
      requestAnimationFrame(() => {
        onFrame?.();
        if (!ready()) {
          if (performance.now() - since > limit) reject(new Error(`timed out after ${limit} ms`));
          else tick();
          return;
        }
        // A message posted in a frame callback runs after that frame has been painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    tick();
  });
}

/** The global style, in a root of its own that outlives every mount of the measured page. */
export function renderGlobalStyle(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<GlobalStyle />);
}

/**
 * The measured page's root in `container`: `mount` renders the app and resolves with the ms until the first painted
 * frame in which `ready()` holds; `countRows` (the rows in the DOM) runs in every frame and `maxRows` is its highest.
 */
export function benchRoot(container: HTMLElement, { countRows = () => 0, limit = 20000 }: { countRows?: () => number; limit?: number } = {}) {
  let root: Root | null = null;
  let maxRows = 0;
  const count = () => (maxRows = Math.max(maxRows, countRows()));
  const paintedWhen = (ready: () => boolean, since: number) => afterPaintWhen(ready, since, { limit, onFrame: count });
  const settle = async () => void (await paintedWhen(() => true, performance.now()));
  const render = (app: ReactNode) => {
    root = createRoot(container);
    root.render(app);
  };
  return {
    paintedWhen,
    settle,
    maxRows: () => (count(), maxRows),
    async unmount() {
      root?.unmount();
      root = null;
      await settle();
    },
    render,
    async mount(app: ReactNode, ready: () => boolean): Promise<number> {
      const start = performance.now();
      render(app);
      return (await paintedWhen(ready, start)) - start;
    },
  };
}

/** Sets an input's value as a keystroke does (React hears the input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
