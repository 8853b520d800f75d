import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS, deleteDraft, draftKey, loadDraft, purgeDrafts, saveDraft, withoutSecrets } from './drafts';

const a = { userId: 'U1', scope: '661000000001', kind: 'issue-82' };
const b = { userId: 'U1', scope: '661000000001', kind: 'issue-004' };
const other = { userId: 'U2', scope: '661000000001', kind: 'issue-82' };

describe('drafts in IndexedDB', () => {
  beforeEach(async () => {
    await purgeDrafts({ userId: 'U1' });
    await purgeDrafts({ userId: 'U2' });
  });

  it('saves and loads a draft per user, scope and kind', async () => {
    await saveDraft(a, { remark: 'A' }, 1000);
    await saveDraft(b, { remark: 'B' }, 1000);
    expect(await loadDraft(a, 2000)).toEqual({ value: { remark: 'A' }, savedAt: 1000 });
    expect(await loadDraft(b, 2000)).toEqual({ value: { remark: 'B' }, savedAt: 1000 });
    expect(await loadDraft(other, 2000)).toBeNull();
  });

  it('never stores secret fields, at any depth', async () => {
    await saveDraft(a, { buyer: { name: 'X', dlmm: 'secret' }, lines: [{ keypwd: 'k', name: 'n' }], token: 't' }, 1);
    expect((await loadDraft(a, 2))?.value).toEqual({ buyer: { name: 'X' }, lines: [{ name: 'n' }] });
    expect(withoutSecrets({ password: 'p', ok: 1 })).toEqual({ ok: 1 });
  });

  it('drops a draft older than 30 days when it is read', async () => {
    await saveDraft(a, { remark: 'old' }, 0);
    expect(await loadDraft(a, DRAFT_TTL_MS)).not.toBeNull();
    expect(await loadDraft(a, DRAFT_TTL_MS + 1)).toBeNull();
    // removed, not only hidden
    expect(await loadDraft(a, 1)).toBeNull();
  });

  it('purges expired drafts, or every draft of one user', async () => {
    await saveDraft(a, 1, 0);
    await saveDraft(b, 2, DRAFT_TTL_MS);
    await saveDraft(other, 3, 0);
    expect(await purgeDrafts({ now: DRAFT_TTL_MS + 1 })).toBe(2);
    expect(await loadDraft(b, DRAFT_TTL_MS + 1)).not.toBeNull();
    await saveDraft(other, 3, DRAFT_TTL_MS);
    expect(await purgeDrafts({ userId: 'U1' })).toBe(1);
    expect(await loadDraft(other, DRAFT_TTL_MS)).not.toBeNull();
  });

  it('deletes one draft and keys users apart', async () => {
    await saveDraft(a, 1, 0);
    await deleteDraft(a);
    expect(await loadDraft(a, 0)).toBeNull();
    expect(draftKey({ userId: 'U/1', scope: 's', kind: 'k' })).toBe('U%2F1/s/k');
  });
});
