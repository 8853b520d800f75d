import { useEffect, useRef, useState } from 'react';

/**
 * A countdown handed in by the caller: a deadline (epoch ms, compared with Date.now() as time passes) or a
 * fixed number of seconds (a state the caller drives itself, or a story that must show one exact moment).
 */
export type Countdown = { endsAt: number } | { secondsLeft: number };

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Whole seconds left of `countdown` (undefined without one). A deadline is re-read four times a second so the
 * label never lags a whole second behind; `onEnd` runs once when a deadline is reached (not for fixed values).
 */
export function useSecondsLeft(countdown: Countdown | undefined, onEnd?: () => void): number | undefined {
  const endsAt = countdown && 'endsAt' in countdown ? countdown.endsAt : undefined;
  const fixed = countdown && 'secondsLeft' in countdown ? Math.max(0, Math.ceil(countdown.secondsLeft)) : undefined;
  const [left, setLeft] = useState(() => (endsAt === undefined ? undefined : secondsUntil(endsAt)));
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (endsAt === undefined) return;
    let ended = false;
    const update = () => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0 && !ended) {
        ended = true;
        clearInterval(id);
        onEndRef.current?.();
      }
    };
    const id = setInterval(update, 250);
    update();
    return () => clearInterval(id);
  }, [endsAt]);

  if (fixed !== undefined) return fixed;
  if (endsAt === undefined) return undefined;
  return left ?? secondsUntil(endsAt);
}

/** 300 -> '05:00', for validity periods counted in minutes. */
export function formatMinutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
