import { useCallback, useRef, useState } from 'react';

/**
 * A dialog asked for an answer from an async flow: `await ask()` opens it and resolves with what `answer(value)`
 * gives, or null when `answer(null)` (cancelled).
 */
export function useAsk<T>() {
  const [isOpen, setOpen] = useState(false);
  const resolver = useRef<((value: T | null) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<T | null>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = useCallback((value: T | null) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(value);
  }, []);
  return { isOpen, ask, answer };
}
