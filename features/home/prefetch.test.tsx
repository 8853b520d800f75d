import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInStore } from '../../tests/support/demoSession';
import { withEmbeddedBackend } from '../../tests/support/renderPortal';
import { useGetNavMenuQuery } from '../config';
import { EARLY_CALLS_STORAGE_KEY } from '../../platform/api/earlyCalls';
import { prefetchHome } from './prefetch';

// The signed-in wave's calls for a home: started before the home renders, with the arguments its components
// ask for, so that they find the answers in RTK Query's cache instead of asking again after the first render.

withEmbeddedBackend();

const requested = (store: ReturnType<typeof signedInStore>) =>
  Object.values(store.getState().api?.queries ?? {}).map((q) => `${q?.endpointName} ${JSON.stringify(q?.originalArgs ?? null)}`);

describe('prefetchHome', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the member's menu for the current terminal, which the navigation then reads without a second call", async () => {
    const store = signedInStore('member');
    prefetchHome(store, '/member/v3Home');
    await waitFor(() => expect(requested(store)).toContain('getNavMenu {"diskId":"661000000001"}'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useGetNavMenuQuery({ diskId: '661000000001' }), { wrapper });
    await waitFor(() => expect(result.current.data?.data?.length).toBeGreaterThan(0));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the menu of the disk the address chose, and nothing for a page outside the home', async () => {
    const store = signedInStore('member', { diskId: '661000000002' });
    prefetchHome(store, '/member/v3Home');
    await waitFor(() => expect(requested(store)).toContain('getNavMenu {"diskId":"661000000002"}'));
    const elsewhere = signedInStore('member');
    prefetchHome(elsewhere, '/member/inquire');
    await waitFor(() => expect(requested(elsewhere)).toContain('getCurrentTerminal null'));
    expect(requested(elsewhere).some((r) => r.startsWith('getNavMenu'))).toBe(false);
  });

  it("remembers the home's calls for the next load of the home (index.html starts them early), and nothing elsewhere", async () => {
    localStorage.removeItem(EARLY_CALLS_STORAGE_KEY);
    const stored = () => JSON.parse(localStorage.getItem(EARLY_CALLS_STORAGE_KEY) ?? 'null') as { path: string; urls: string[] } | null;
    prefetchHome(signedInStore('member'), '/member/inquire');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored()).toBeNull();
    prefetchHome(signedInStore('agency'), '/account/home');
    await waitFor(() => expect(stored()?.urls).toHaveLength(3));
    const { path, urls } = stored()!;
    expect(path).toBe('/account/home');
    expect(urls.map((url) => new URL(url).pathname).sort()).toEqual(['/v2/auth/v2/nav', '/v2/tax/robot/task/status', '/v2/terminal/current']);
  });
});
