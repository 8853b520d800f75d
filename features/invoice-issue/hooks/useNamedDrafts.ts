import { useCallback, useEffect, useState } from 'react';
import { loadDraft, saveDraft, type DraftAddress } from '../../../platform/storage';
import { isFormState, type IssueFormState } from './issueFormState';

/** A draft the user saved under a name (保存草稿), beside the autosaved one. */
export interface NamedDraft {
  id: string;
  name: string;
  savedAt: number;
  state: IssueFormState;
}

function isNamedDraft(value: unknown): value is NamedDraft {
  const v = value as Partial<NamedDraft> | null;
  return !!v && typeof v.id === 'string' && typeof v.name === 'string' && typeof v.savedAt === 'number' && isFormState(v.state);
}

/**
 * The named drafts of a user, terminal and invoice type: one IndexedDB record (the address's kind + '-named') holding
 * the list, newest first. Saving under an existing name replaces that draft. Secrets are stripped by the storage and
 * the list expires with it after 30 days without a save.
 */
export function useNamedDrafts(address: DraftAddress | null) {
  const [list, setList] = useState<NamedDraft[]>([]);
  const key = address ? `${address.userId}/${address.scope}/${address.kind}` : null;
  const at = useCallback((): DraftAddress | null => (address ? { ...address, kind: `${address.kind}-named` } : null), [address]);

  const read = useCallback(async (): Promise<NamedDraft[]> => {
    const where = at();
    if (!where) return [];
    const stored = await loadDraft<unknown>(where).catch(() => null);
    return Array.isArray(stored?.value) ? stored.value.filter(isNamedDraft) : [];
  }, [at]);

  useEffect(() => {
    let live = true;
    void read().then((drafts) => live && setList(drafts));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the address
  }, [key]);

  const write = useCallback(
    async (drafts: NamedDraft[]) => {
      const where = at();
      if (!where) return;
      await saveDraft(where, drafts);
      setList(drafts);
    },
    [at],
  );

  const save = useCallback(
    async (name: string, state: IssueFormState, now = Date.now()) => {
      const current = await read();
      const draft: NamedDraft = { id: `${now}-${current.length}`, name, savedAt: now, state };
      await write([draft, ...current.filter((d) => d.name !== name)]);
    },
    [read, write],
  );

  const remove = useCallback(async (id: string) => write((await read()).filter((d) => d.id !== id)), [read, write]);

  return { list, save, remove };
}
