import { cloneElement, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactElement, type Ref, type RefObject } from 'react';
import { mergeProps, mergeRefs } from 'react-aria';
import { whenContentPainted } from './contentPainted';

// Overlays whose code loads after the page has painted (the signed-in home's header carries its menus,
// popovers and tooltips, and React Aria's overlay machinery is some 12 KB gzipped of it). A component that uses one
// renders a light trigger at once (the same design-system Button, so nothing moves); the overlay part (react-aria's
// MenuTrigger, DialogTrigger or TooltipTrigger with what it opens) loads when the user approaches the trigger and in
// any case once the page has loaded and is idle, and then takes the light trigger's place. A press that comes first
// is kept and opens the overlay once its code has arrived.

/** A lazily imported module, asked for at most once (a failed import is asked for again on the next need). */
export interface LazyPart<T> {
  /** The module once it has arrived. */
  readonly current: T | undefined;
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<T>;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let current: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * Runs `task` once the page has loaded (its preloaded chunks and the logo config in), has painted its first content
 * and the main thread is idle, so that the overlays' code does not compete with what the page paints first. Returns a
 * cancel function.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    window.removeEventListener('load', loaded);
    void whenContentPainted().then(() => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 2000 });
      else timer = setTimeout(task, 50);
    });
  };
  const loaded = () => schedule();
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', loaded);
  return () => {
    cancelled = true;
    window.removeEventListener('load', loaded);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** What a light trigger (a design-system Button or IconButton, or react-aria's Focusable) is given. */
export interface LightTriggerProps {
  /** Approach: focus (and whether the trigger holds it when the overlay part replaces it). */
  onFocusChange: (isFocused: boolean) => void;
  /** The light trigger is not replaced while it is held down: the press completes where it began. */
  onPressChange: (isPressed: boolean) => void;
}

export interface LazyOverlay<T> {
  /** The overlay part once it may replace the light trigger: it has arrived and the light trigger is not held down. */
  part: T | undefined;
  /** Whether the light trigger had focus as it was replaced: the real trigger takes it as it mounts. */
  hadFocus: boolean;
  /** Whether the pointer rested on the light trigger as it was replaced (a tooltip shows at once). */
  hovered: boolean;
  /** For the light trigger. */
  triggerProps: LightTriggerProps;
}

/**
 * The light-trigger side of a lazily loaded overlay: loads `part` when the trigger (`triggerRef`) is approached, when
 * `needed` (a press came before the code), and when the page is idle; says when the overlay part may take the
 * trigger's place. The pointer is followed on the element itself: a Focusable (a tooltip's cut text) takes no hover props.
 */
export function useLazyOverlay<T>(part: LazyPart<T>, triggerRef: RefObject<HTMLElement | null>, needed = false): LazyOverlay<T> {
  const [module, setModule] = useState(() => part.current);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const load = useCallback(() => {
    // A failed import leaves the light trigger in place; the next approach or press asks again.
    part.load().then((m) => setModule(() => m), () => undefined);
  }, [part]);
  useEffect(() => (module ? undefined : whenPageIdle(load)), [module, load]);
  useEffect(() => {
    if (needed && !module) load();
  }, [needed, module, load]);
  useEffect(() => {
    const element = triggerRef.current;
    if (module || !element) return;
    const enter = (e: PointerEvent) => {
      load();
      // react-aria's hover: a mouse or a pen, not a finger
      if (e.pointerType !== 'touch') setHovered(true);
    };
    const leave = () => setHovered(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [module, load, triggerRef]);
  return {
    part: pressed ? undefined : module,
    hadFocus: focused,
    hovered,
    triggerProps: {
      onFocusChange: (isFocused) => {
        setFocused(isFocused);
        if (isFocused) load();
      },
      onPressChange: setPressed,
    },
  };
}

/**
 * The overlay part's side, as it replaces the light trigger: the real trigger first takes the focus the light one had
 * (or that opening needs), and only then may the overlay open (`onSwapped`), because react-aria returns focus on close
 * to the element that had it as the overlay mounted. Returns false for that first render, true from then on.
 */
export function useTriggerSwap(triggerRef: RefObject<HTMLElement | null>, takeFocus: boolean, onSwapped?: () => void): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (ready) return;
    if (takeFocus) triggerRef.current?.focus({ preventScroll: true });
    setReady(true);
    onSwapped?.();
  }, [ready, takeFocus, triggerRef, onSwapped]);
  return ready;
}

/**
 * The trigger element given to a Popover or Tooltip, with `ref` also pointing at its DOM node (the light and the real
 * trigger are different nodes: the swap moves focus from one to the other) and, for the light trigger, `props`
 * merged into its own (handlers chained).
 */
export function useTriggerElement(child: ReactElement, ref: RefObject<HTMLElement | null>, props?: object): ReactElement {
  const own = child.props as { ref?: Ref<HTMLElement> };
  const merged = useMemo(() => mergeRefs(own.ref, ref), [own.ref, ref]);
  return cloneElement(child as ReactElement<object & { ref?: Ref<HTMLElement> }>, { ...(props && mergeProps(own, props)), ref: merged });
}
