import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MessageProvider } from '../Message';
import type { AlertDialogProps } from './AlertDialog';

// The dialog's code (react-aria's Dialog and Modal with their collection and menu machinery) loads on the first
// confirm or alert, not with every page: the provider sits at the root, on the sign-in route too.
/** The dialog's chunk (an object, so that a test can watch it being asked for). */
export const alertDialogCode = { load: () => import('./AlertDialog') };
const AlertDialog = lazy(() => alertDialogCode.load().then((m) => ({ default: m.AlertDialog })));

/**
 * The AlertDialog for a page that may never show it (a gate's prompt): renders nothing, and loads no code, until it
 * is first opened; from then on it is the AlertDialog (so that it can close with its animation and reopen at once).
 */
export function AlertDialogOnDemand(props: AlertDialogProps) {
  const [used, setUsed] = useState(props.isOpen);
  if (props.isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}

/**
 * Warms the dialog's chunk (when enabled) at the user's first press of a pointer or a key: a confirm answers an
 * action, so its code is on its way before the click lands. Not while the page loads: on the signed-in
 * homes an idle prefetch asked for it before their largest paint, two requests and their parse on the critical path.
 * An alert nobody asked for (a server error) loads it then, with no fallback shown.
 */
function usePrefetchAlertDialog(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const type of events) window.removeEventListener(type, load, true);
    };
    function load() {
      stop();
      void alertDialogCode.load();
    }
    for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
    return stop;
  }, [enabled]);
}

/** What `confirm()` accepts: the AlertDialog's props without the open state and result callback. */
export type ConfirmOptions = Omit<AlertDialogProps, 'isOpen' | 'onResult'>;
/** What `alert()` accepts: a confirm without a Cancel button. */
export type AlertOptions = Omit<ConfirmOptions, 'showCancel' | 'cancelText'>;

/** Resolves true after OK, false after Cancel, × or Escape. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
/** Resolves when the alert is closed. */
export type AlertFn = (options: AlertOptions) => Promise<void>;

interface Entry {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

function ConfirmHost({ children, prefetchDialog }: { children?: ReactNode; prefetchDialog: boolean }) {
  usePrefetchAlertDialog(prefetchDialog);
  const [entries, setEntries] = useState<Entry[]>([]);
  const seq = useRef(0);
  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const id = ++seq.current;
        setEntries((xs) => [...xs, { id, options, resolve }]);
      }),
    [],
  );
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Suspense fallback={null}>
      {entries.map((entry) => (
        <AlertDialog
          key={entry.id}
          {...entry.options}
          isOpen
          onResult={(confirmed) => {
            setEntries((xs) => xs.filter((x) => x.id !== entry.id));
            entry.resolve(confirmed);
          }}
        />
      ))}
      </Suspense>
    </ConfirmContext.Provider>
  );
}

export interface FeedbackProviderProps {
  children?: ReactNode;
  /**
   * Load the alert dialog's code (about 40 KB gzipped) at the user's first pointer or key press, before the first
   * confirm or alert.
   * The portal turns it off on the sign-in pages, which show their errors inline. @default true
   */
  prefetchDialog?: boolean;
}

/**
 * Hosts the imperative feedback of the portal: confirms and alerts (`useConfirm`, `useAlert`) and
 * messages (`useMessage`). Place it inside the i18n and role-theme providers so that what it shows
 * keeps their context (Ant Design's lesson: static functions lose it).
 */
export function FeedbackProvider({ children, prefetchDialog = true }: FeedbackProviderProps) {
  return (
    <MessageProvider>
      <ConfirmHost prefetchDialog={prefetchDialog}>{children}</ConfirmHost>
    </MessageProvider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ content: t('...'), okText: t('...') })) ...` */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <FeedbackProvider> above it');
  return confirm;
}

/** `const alert = useAlert(); await alert({ content: serverMessage })`: the 提示 alert with only OK. */
export function useAlert(): AlertFn {
  const confirm = useConfirm();
  return useMemo<AlertFn>(
    () => async (options) => {
      await confirm({ tone: 'info', ...options, showCancel: false });
    },
    [confirm],
  );
}
