import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, purgeDrafts } from '../../../platform/storage';
import { emptyLine, initialFormState } from './issueFormState';
import { useNamedDrafts } from './useNamedDrafts';

const address = { userId: 'U-named', scope: '661000000001', kind: 'issue-004' };
const state = (buyer: string) => {
  const s = initialFormState('004', 'draft-named-0001', emptyLine('L1', '0.13'));
  return { ...s, purchaserInfo: { ...s.purchaserInfo, buyerTaxerName: buyer } };
};

describe('named drafts', () => {
  beforeEach(async () => {
    await purgeDrafts({ userId: address.userId });
  });

  it('saves under a name (newest first, a name saved again replaces it), lists after a reload and deletes', async () => {
    const first = renderHook(() => useNamedDrafts(address));
    await act(() => first.result.current.save('甲', state('甲公司'), 1000));
    await act(() => first.result.current.save('乙', state('乙公司'), 2000));
    await act(() => first.result.current.save('甲', state('甲公司（改）'), 3000));
    expect(first.result.current.list.map((d) => [d.name, d.state.purchaserInfo.buyerTaxerName])).toEqual([
      ['甲', '甲公司（改）'],
      ['乙', '乙公司'],
    ]);
    first.unmount();

    const again = renderHook(() => useNamedDrafts(address));
    await waitFor(() => expect(again.result.current.list.map((d) => d.name)).toEqual(['甲', '乙']));
    await act(() => again.result.current.remove(again.result.current.list[1]!.id));
    expect(again.result.current.list.map((d) => d.name)).toEqual(['甲']);
    // Kept apart from the autosaved draft of the same user, terminal and type.
    expect(await loadDraft(address)).toBeNull();
  });

  it('drafts of another user or terminal are not listed', async () => {
    const mine = renderHook(() => useNamedDrafts(address));
    await act(() => mine.result.current.save('甲', state('甲公司'), 1000));
    const other = renderHook(() => useNamedDrafts({ ...address, scope: '661000000002' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(other.result.current.list).toEqual([]);
  });
});
