import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenContentPainted } from './contentPainted';
import { WAIT_MS } from '../../tests/support/ceilings';

// A browser that reports paints: a PerformanceObserver whose 'paint' entries the test hands out.
function paintingBrowser() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) => {
    const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
    for (const o of observers) if (!o.disconnected) o.callback(list, o as unknown as PerformanceObserver);
  };
  return { paint, observers };
}

describe('whenContentPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits past the first (background) paint for the first contentful paint, then stops observing', async () => {
    const browser = paintingBrowser();
    let done = false;
    void whenContentPainted().then(() => (done = true));
    browser.paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    browser.paint('first-contentful-paint');
    await vi.waitFor(() => expect(done).toBe(true), { timeout: WAIT_MS });
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('resolves at once when the page has painted content already (signed in after the sign-in page painted)', async () => {
    paintingBrowser();
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : []));
    await expect(whenContentPainted()).resolves.toBeUndefined();
  });

  it('does not wait in a hidden tab (it paints nothing), nor for ever: 3 s at the latest', async () => {
    paintingBrowser();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.useFakeTimers();
    let done = false;
    void whenContentPainted().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    let hiddenDone = false;
    void whenContentPainted().then(() => (hiddenDone = true));
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(hiddenDone).toBe(true);
  });

  it('does not wait where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', class { static supportedEntryTypes = ['mark', 'measure']; });
    await expect(whenContentPainted()).resolves.toBeUndefined();
  });
});
