import { useEffect, useState } from 'react';

/**
 * The linking flow's clock: monotonic milliseconds (performance.now). A countdown must not jump when the wall
 * clock is set, or when a test or story fakes Date.
 */
export const flowNow = (): number => performance.now();

/** Whole seconds until `endsAt` (on the flow's clock), re-read four times a second while counting; 0 without one. */
export function useSecondsUntil(endsAt: number | undefined): number {
  const [now, setNow] = useState(flowNow);
  useEffect(() => {
    if (endsAt === undefined) return;
    setNow(flowNow());
    const id = setInterval(() => setNow(flowNow()), 250);
    return () => clearInterval(id);
  }, [endsAt]);
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}
