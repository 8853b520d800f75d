import { forwardRef, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { countdownButtonTokens as t } from './tokens';

// While counting the button keeps its focus (a disabled button would drop keyboard users at the top of the
// page), so it says so with aria-disabled and takes the disabled look here.
const Steady = styled(Button)`
  min-width: ${t.minWidth};
  font-variant-numeric: tabular-nums;
  &&[data-counting] {
    cursor: not-allowed;
    background: ${t.disabled.bg};
    color: ${t.disabled.fg};
    border-color: ${t.disabled.border};
  }
`;

export interface CountdownButtonProps extends Omit<ButtonProps, 'onPress' | 'isLoading'> {
  /** Seconds to wait before the button may be pressed again (60 for the password SMS, 240 for the tax-bureau SMS; spec 02 §9). */
  seconds: number;
  /**
   * Sends the code. May return a promise: while pending the button shows loading; the countdown starts only
   * when it resolves (resolving to `false` means 'not sent' and skips it); a rejection leaves the button ready.
   */
  onPress?: () => unknown;
  /** The label while counting. @default t('ds:countdownButton.counting', { seconds }) e.g. 60秒后重新获取 */
  countingLabel?: (remaining: number) => ReactNode;
  /** Called when the countdown reaches zero. */
  onCountdownEnd?: () => void;
  /** Start counting as soon as the button mounts (e.g. a code the server already sent). @default false */
  startCounting?: boolean;
  /** The label when ready, e.g. 获取验证码. */
  children: ReactNode;
}

/** Monotonic clock: not affected by a fixed or changed Date (the story setup fakes Date). */
const now = () => performance.now();

/**
 * A button that, after a successful press, is disabled and counts down `seconds` before it may be used again
 * (SMS codes: spec 02 §4 'request SMS code (button locked 60 s)').
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { seconds, onPress, countingLabel, onCountdownEnd, startCounting = false, isDisabled, children, ...rest },
  ref,
) {
  const { t: translate } = useTranslation('ds');
  // A button that starts counting shows it from its first paint (not a frame of its idle label first).
  const [remaining, setRemaining] = useState(() => (startCounting && seconds > 0 ? seconds : 0));
  const [pending, setPending] = useState(false);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  const onEnd = useRef(onCountdownEnd);
  useEffect(() => {
    onEnd.current = onCountdownEnd;
  });

  const tick = useCallback(() => {
    const left = Math.max(0, Math.ceil((deadline.current - now()) / 1000));
    setRemaining(left);
    if (left === 0) {
      onEnd.current?.();
      return;
    }
    // Wake at the next whole-second boundary, so the label never skips or lingers.
    const untilNext = deadline.current - now() - (left - 1) * 1000;
    timer.current = setTimeout(tick, Math.max(16, untilNext));
  }, []);

  const start = useCallback(() => {
    if (seconds <= 0) return;
    clearTimeout(timer.current);
    deadline.current = now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setTimeout(tick, 1000);
  }, [seconds, tick]);

  useEffect(() => {
    mounted.current = true;
    if (startCounting) start();
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
    // Only on mount: startCounting is an initial state, not a trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handlePress = async () => {
    if (pending || remaining > 0) return;
    let result: unknown;
    try {
      const maybe = onPress?.();
      if (maybe instanceof Promise) {
        setPending(true);
        result = await maybe;
      } else {
        result = maybe;
      }
    } catch {
      // Not sent: the button is ready again; the caller reports the error.
      if (mounted.current) setPending(false);
      return;
    }
    if (!mounted.current) return;
    setPending(false);
    if (result !== false) start();
  };

  const counting = remaining > 0;
  return (
    <Steady
      ref={ref}
      {...rest}
      isLoading={pending}
      isDisabled={isDisabled}
      aria-disabled={counting || undefined}
      onPress={() => void handlePress()}
      data-counting={counting || undefined}
    >
      {counting ? (countingLabel ? countingLabel(remaining) : translate('countdownButton.counting', { seconds: remaining })) : children}
    </Steady>
  );
});
