// When the page has painted its first content (the browser's first-contentful-paint entry). Work that can wait for the
// first screen (the header's overlay code, the header's badges and the push channel's connect) starts after it, not
// between the page's first frame (its background) and the frame that shows its text: on a slow connection a request
// started there competes with the first screen's, and the first screen's paint waits for it.

const FCP = 'first-contentful-paint';

/** The longest wait: a page that never paints text or an image reports no contentful paint, and its work must still start. */
const LATEST_MS = 3000;

function reportsPaints(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/**
 * Resolves once the page has painted content: at once if it has already (a sign-in in this page painted long ago), or
 * where the browser does not report paints (then the caller's own frame wait is all there is), or when the page is
 * hidden (a background tab paints nothing); else at the first-contentful-paint entry, when the page is hidden, or
 * after 3 s at the latest.
 */
export function whenContentPainted(): Promise<void> {
  if (!reportsPaints() || performance.getEntriesByName(FCP).length > 0 || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(latest);
      observer.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length > 0) finish();
    });
    const hidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    const latest = setTimeout(finish, LATEST_MS);
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', hidden);
  });
}
