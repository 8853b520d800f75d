import { useEffect, useState } from 'react';
import { whenContentPainted } from '../../design-system';

// Calls that can wait a frame: the header's badges (unread messages, pending orders), customer service's
// contact and the push channel's connect start once the signed-in page has painted, not in the same breath as the
// calls the first screen needs (the current terminal, the navigation's menu, the home's list), whose requests and
// answers they would otherwise compete with on a slow connection (six connections to a host over HTTP/1.1). The
// first frame is not enough: a reload signed in paints the page's background a frame or two before its text, and
// calls started in between delayed the text (Lighthouse counts every request started before the largest paint).

let painted = false;
let waiting: Promise<void> | null = null;
/** Which wait may still mark the page as painted: a wait forgotten meanwhile (forgetFirstPaint) may not. */
let generation = 0;

/**
 * The longest wait for the frame after the content: a page in a background tab paints no frame, and its calls must
 * still start (a hidden page does not wait for its content's paint: design-system whenContentPainted).
 */
const LATEST_MS = 250;

/**
 * Resolves once the page has painted its first content (the browser's first-contentful-paint, at once if it has) and
 * a frame after that (the next animation frame, then a task; 250 ms at the latest); at once for the rest of the
 * page's life.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const mine = generation;
    const done = () => {
      if (mine === generation) painted = true;
      resolve();
    };
    void whenContentPainted().then(() => {
      const latest = setTimeout(done, LATEST_MS);
      if (typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(latest);
            done();
          }, 0),
        );
      }
    });
  });
  return waiting;
}

/** False until the page has painted (see afterFirstPaint); a component mounted later gets true at once. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Forgets that the page has painted (tests that start a page anew). */
export function forgetFirstPaint(): void {
  painted = false;
  waiting = null;
  generation += 1;
}
