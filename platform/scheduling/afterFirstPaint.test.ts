import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, forgetFirstPaint, useAfterFirstPaint } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  // The unit project shares modules between files: a page rendered by an earlier file has painted.
  beforeEach(() => forgetFirstPaint());
  afterEach(() => {
    forgetFirstPaint();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false in the first render, true once the page has painted, and true at once for what mounts later', async () => {
    const renders: boolean[] = [];
    const first = renderHook(() => {
      const ready = useAfterFirstPaint();
      renders.push(ready);
      return ready;
    });
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
  });

  it('waits for the next animation frame, then a task', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after 250 ms (a background tab paints no frame), so the calls still start', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
