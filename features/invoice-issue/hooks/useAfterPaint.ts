import { useEffect, useState } from 'react';

/**
 * The value, caught up with after the browser has painted the latest change (a frame, then a task). Work that reads it
 * (checking 2,000 goods lines, the totals) no longer delays the paint of what the user typed; while the
 * user types faster than frames, it catches up when typing pauses. React's useDeferredValue renders before the paint.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (!cancelled) setShown(() => value);
      };
      channel.port2.postMessage(null);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [value, shown]);
  return shown;
}
