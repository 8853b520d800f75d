import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, loadDraft, saveDraft, type DraftAddress } from '../../../platform/storage';
import { hasContent, isFormState, type IssueFormState } from './issueFormState';

/** A change is saved this long after the user stops typing (within a second of each change). */
export const AUTOSAVE_DELAY_MS = 400;

export interface DraftAutosave {
  /** True once the stored draft (if any) has been read: the form may be edited without being overwritten. */
  ready: boolean;
  /** When the restored draft was saved (epoch ms), or null when nothing was restored. */
  restoredAt: number | null;
  /** Removes the stored draft (discard, or after the invoice was issued). */
  discard(): Promise<void>;
  /** Hides the restored notice. */
  dismissNotice(): void;
}

/**
 * Keeps the form's state as a draft in IndexedDB per user, terminal and invoice type: restores it once when the
 * form opens, saves each change after AUTOSAVE_DELAY_MS, and flushes a pending save when the form goes away or
 * the page is hidden. An untouched form stores nothing. Storage failures never block the form.
 */
export function useDraftAutosave(address: DraftAddress | null, state: IssueFormState, restore: (state: IssueFormState) => void): DraftAutosave {
  const [ready, setReady] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | null>(null);
  const key = address ? `${address.userId}/${address.scope}/${address.kind}` : null;
  const addressRef = useRef(address);
  addressRef.current = address;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    setReady(false);
    setRestoredAt(null);
    const current = addressRef.current;
    if (!current) return;
    let live = true;
    loadDraft<unknown>(current)
      .then((stored) => {
        if (!live) return;
        if (stored && isFormState(stored.value) && hasContent(stored.value)) {
          restoreRef.current(stored.value);
          setRestoredAt(stored.savedAt);
        }
      })
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [key]);

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    p.save();
  }, []);

  useEffect(() => {
    if (!ready || !address) return;
    const target = address;
    const snapshot = state;
    const save = () => {
      const write = hasContent(snapshot) ? saveDraft(target, snapshot) : deleteDraft(target);
      write.catch(() => undefined);
    };
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { timer: setTimeout(() => flush(), AUTOSAVE_DELAY_MS), save };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is keyed by `key`
  }, [state, ready, key, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const discard = useCallback(async () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setRestoredAt(null);
    const current = addressRef.current;
    if (current) await deleteDraft(current).catch(() => undefined);
  }, []);

  return { ready, restoredAt, discard, dismissNotice: useCallback(() => setRestoredAt(null), []) };
}
