import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk';
import { startConfigPolling, staticConfigUrl } from './polling';
import { WAIT_MS } from '../../tests/support/ceilings';

let version = '1.0.0';
const requested: string[] = [];
const server = setupServer(
  http.get('*/static/config.json', ({ request }) => {
    requested.push(request.url);
    return HttpResponse.json({ version, mpName: 'demo' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

describe('static config (spec 01 §4, §7)', () => {
  it('asks for {site}/static/config.json with a timestamp query', () => {
    expect(staticConfigUrl('https://portal.example.cn/', 1234)).toBe('https://portal.example.cn/static/config.json?t=1234');
  });

  it('polls, and a changed version reloads once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reload = vi.fn();
    const onConfig = vi.fn();
    const stop = startConfigPolling({ site: 'http://localhost', intervalMs: 1000, reload, onConfig });
    await vi.waitFor(() => expect(onConfig).toHaveBeenCalledTimes(1), { timeout: WAIT_MS });
    expect(requested.at(-1)).toMatch(/\/static\/config\.json\?t=\d+$/);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(onConfig).toHaveBeenCalledTimes(2), { timeout: WAIT_MS });
    expect(reload).not.toHaveBeenCalled();
    version = '1.0.1';
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: WAIT_MS });
    vi.advanceTimersByTime(5000);
    await new Promise((r) => setTimeout(r, 20));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('loadChunk (spec 01 §8, §9)', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('wraps a failed import in ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).reason).toBe('failed');
  });

  it('raises ChunkLoadError after 120000 ms without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError', reason: 'timeout' }));
  });
});
