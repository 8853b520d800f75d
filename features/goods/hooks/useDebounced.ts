import { useEffect, useState } from 'react';

/** Search debounce (spec 01 §9: 100 ms). */
export const SEARCH_DEBOUNCE_MS = 100;

/** The trimmed text, once it has stayed the same for `ms`. */
export function useDebounced(text: string, ms: number = SEARCH_DEBOUNCE_MS): string {
  const [value, setValue] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}
