import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callLocalClient, cookiePort, isDesktopClient, LocalClientUnavailableError } from './localClient';

const calls: { port: string; body: unknown }[] = [];
const server = setupServer(
  http.post('https://127.0.0.1:9000/', async ({ request }) => {
    calls.push({ port: '9000', body: await request.json() });
    return HttpResponse.json({ code: 0, result: { version: '2.1.0' } });
  }),
  http.post('https://127.0.0.1:28779/', async ({ request }) => {
    calls.push({ port: '28779', body: await request.json() });
    return HttpResponse.json({ code: 0, result: 'second' });
  }),
  http.post('https://127.0.0.1:28778/', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  calls.length = 0;
  server.resetHandlers();
  document.cookie = 'localClientPort=; max-age=0';
});

describe('local client (spec 01 §7, §9; spec 02 §7.3)', () => {
  it('POSTs {biz, params} to the loopback address on port 9000 by default and reads {code, result}', async () => {
    await expect(callLocalClient('/local/info/get', { a: 1 })).resolves.toEqual({ code: 0, result: { version: '2.1.0' } });
    expect(calls).toEqual([{ port: '9000', body: { biz: '/local/info/get', params: { a: 1 } } }]);
  });

  it('uses the port from the cookie', async () => {
    document.cookie = 'localClientPort=28779';
    expect(cookiePort()).toBe(28779);
    await expect(callLocalClient('/app/open')).resolves.toEqual({ code: 0, result: 'second' });
    expect(calls.map((c) => c.port)).toEqual(['28779']);
  });

  it('falls back to the other ports, and says when no client answers', async () => {
    server.use(http.post('https://127.0.0.1:9000/', () => HttpResponse.error()));
    await expect(callLocalClient('/lms/list')).resolves.toMatchObject({ result: 'second' });
    await expect(callLocalClient('/lms/list', {}, { ports: [28778] })).rejects.toBeInstanceOf(LocalClientUnavailableError);
  });

  it('recognises the desktop-client cookie type', () => {
    expect(isDesktopClient('a=1; clientType=desktop')).toBe(true);
    expect(isDesktopClient('clientType=web')).toBe(false);
    expect(isDesktopClient('')).toBe(false);
  });
});
