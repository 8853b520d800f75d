import { useCallback, useEffect, useMemo, useState, type Dispatch, type RefObject } from 'react';
import type { IssueFormAction, IssueFormState } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import { useNamedDrafts } from '../hooks/useNamedDrafts';
import type { IssueFormProps } from './IssueForm';

// The issuing form's drafts: the form autosaved in IndexedDB per user, terminal and draft kind (the type's, or a red,
// copied or void one: entry.ts draftKindOf) and restored when it opens (hooks/useDraftAutosave.ts), the named drafts
// of 保存草稿 (an opened one is a new draft with its own idempotency key), and a new key when the page renews it.

export interface IssueDraftsOptions extends Pick<IssueFormProps, 'invoiceType' | 'userId' | 'diskId' | 'draftKind' | 'renewKey'> {
  state: IssueFormState;
  stateRef: RefObject<IssueFormState>;
  dispatch: Dispatch<IssueFormAction>;
  restore(state: IssueFormState): void;
}

export function useIssueDrafts({ invoiceType, userId, diskId, draftKind = `issue-${invoiceType}`, renewKey = 0, state, stateRef, dispatch, restore }: IssueDraftsOptions) {
  const address = useMemo(() => ({ userId, scope: diskId, kind: draftKind }), [userId, diskId, draftKind]);
  const autosave = useDraftAutosave(address, state, restore);
  const named = useNamedDrafts(address);

  // Back to the form after a failed order: a new order, so a new idempotency key.
  const [keyedFor, setKeyedFor] = useState(renewKey);
  useEffect(() => {
    if (renewKey === keyedFor) return;
    setKeyedFor(renewKey);
    dispatch({ type: 'newKey', key: newKey('draft') });
  }, [renewKey, keyedFor, dispatch]);

  const saveNamedDraft = named.save;
  const saveNamed = useCallback((name: string) => saveNamedDraft(name, stateRef.current), [saveNamedDraft, stateRef]);
  // An opened draft is a new draft: its own idempotency key, so it never reuses an order.
  const openNamed = useCallback(
    (d: { state: IssueFormState }) => dispatch({ type: 'restore', state: { ...d.state, invoiceType, idempotencyKey: newKey('draft') } }),
    [invoiceType, dispatch],
  );

  return {
    /** The stored draft has been read: the form may be sent without being overwritten by it. */
    ready: autosave.ready,
    restoredAt: autosave.restoredAt,
    dismissNotice: autosave.dismissNotice,
    /** Removes the stored draft. */
    discard: autosave.discard,
    named: named.list,
    saveNamed,
    openNamed,
    removeNamed: named.remove,
  };
}
