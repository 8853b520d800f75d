import type { WithSession } from './sessionSlice';

/** spec 01 §4: user info init is delayed 5 s after the phone appears. */
export const USER_INFO_INIT_DELAY_MS = 5000;

/**
 * Calls `init` 5 s after the session's phone appears (sign-in, or a stored session at start);
 * a sign-out before then cancels it. Returns the unsubscribe function.
 */
export function watchUserInfoInit(
  store: { getState: () => WithSession; subscribe: (listener: () => void) => () => void },
  init: (phone: string) => void,
  delayMs: number = USER_INFO_INIT_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let phone: string | null = null;
  const check = () => {
    const next = store.getState().session.phone;
    if (next === phone) return;
    phone = next;
    clearTimeout(timer);
    timer = undefined;
    if (next) {
      timer = setTimeout(() => {
        timer = undefined;
        init(next);
      }, delayMs);
    }
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
