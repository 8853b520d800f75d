import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLogoConfigs, prefetchLogo, useLogoConfig } from './useLogoConfig';

// The header's logo started by the signed-in wave: the logo config and the role's image are asked for
// before the header renders, and the header finds the config without asking again.
const config = { web_logo: '/static/localhost/logo-member.svg', servi_web_logo: '/static/localhost/logo-provider.svg', agent_web_logo: 'javascript:alert(1)' };

describe('prefetchLogo', () => {
  const images: string[] = [];
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    forgetLogoConfigs();
    images.length = 0;
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads the role's image from the config, and the header's config comes from the same request", async () => {
    prefetchLogo(2, 2, 'localhost');
    await waitFor(() => expect(images).toEqual(['/static/localhost/logo-provider.svg']));
    const { result } = renderHook(() => useLogoConfig('localhost'));
    await waitFor(() => expect(result.current).toEqual({ config, loading: false }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/static\/localhost\/logo\.json$/);
  });

  it('a header that renders after the config has arrived has it in its first render (no extra render before the logo)', async () => {
    prefetchLogo(1, 1, 'localhost');
    await waitFor(() => expect(images).toEqual(['/static/localhost/logo-member.svg']));
    const states: unknown[] = [];
    renderHook(() => {
      const state = useLogoConfig('localhost');
      states.push(state);
      return state;
    });
    expect(states[0]).toEqual({ config, loading: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads no image for a role without a safe logo (the header shows the wordmark)', async () => {
    prefetchLogo(3, 3, 'localhost');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { result } = renderHook(() => useLogoConfig('localhost'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(images).toEqual([]);
  });
});
