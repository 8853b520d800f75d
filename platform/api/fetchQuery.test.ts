import { fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchQuery, joinUrls } from './fetchQuery';
import { WAIT_MS } from '../../tests/support/ceilings';

// fetchQuery stands in for RTK Query's fetchBaseQuery (which would bring RTK Query onto the sign-in route): for
// every request shape the portal uses, both must give the caller the same result.

const base = 'https://api.example.test/portal';

const server = setupServer(
  http.all(`${base}/echo`, async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    return HttpResponse.json({
      code: 0,
      msg: '',
      data: {
        method: request.method,
        path: url.pathname,
        query: url.search,
        contentType: request.headers.get('content-type'),
        accept: request.headers.get('accept'),
        auth: request.headers.get('authorization'),
        body: text,
      },
    });
  }),
  http.get(`${base}/text`, () => HttpResponse.text('plain words')),
  http.get(`${base}/empty`, () => new HttpResponse('', { status: 200, headers: { 'content-type': 'application/json' } })),
  http.get(`${base}/broken`, () => new HttpResponse('{not json', { status: 200, headers: { 'content-type': 'application/json' } })),
  http.get(`${base}/status/:status`, ({ params }) => HttpResponse.json({ code: 1, msg: 'x' }, { status: Number(params.status) })),
  http.get(`${base}/html500`, () => new HttpResponse('<h1>busy</h1>', { status: 500, headers: { 'content-type': 'text/html' } })),
  http.get(`${base}/down`, () => HttpResponse.error()),
  http.get(`${base}/slow`, async () => {
    await new Promise((r) => setTimeout(r, 200));
    return HttpResponse.json({ code: 0 });
  }),
  http.get('https://files.example.test/a.json', () => HttpResponse.json({ elsewhere: true })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = (): BaseQueryApi => {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: () => undefined,
    getState: () => ({ token: 't-1' }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
};
const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  headers.set('Authorization', `Bearer ${(getState() as { token: string }).token}`);
  return headers;
};
const reference = fetchBaseQuery({ baseUrl: base, responseHandler: 'content-type', prepareHeaders });
const ours = fetchQuery({ baseUrl: base, prepareHeaders });

const cases: [string, string | FetchArgs][] = [
  ['a GET by path', '/echo'],
  ['a GET with params, undefined ones dropped', { url: '/echo', params: { key: '661234567890', page: 2, none: undefined } }],
  ['params added to a query string already there', { url: 'echo?a=1', params: { b: 'x y' } }],
  ['a POST with a JSON body', { url: '/echo', method: 'POST', body: { username: 'agency', password: 'p', entrance: '/accountLogin' } }],
  ['a POST with an array body', { url: '/echo', method: 'POST', body: [1, 2] }],
  ['a PUT with a string body', { url: '/echo', method: 'PUT', body: 'raw', headers: { 'content-type': 'text/plain' } }],
  ['a text reply', '/text'],
  ['an empty JSON reply', '/empty'],
  ['an unreadable JSON reply', '/broken'],
  ['an HTTP 403 with a JSON body', '/status/403'],
  ['an HTTP 500 with an HTML body', '/html500'],
  ['no answer', '/down'],
  ['an absolute URL on another host', 'https://files.example.test/a.json'],
];

describe('fetchQuery, fetchBaseQuery without RTK Query', () => {
  it.each(cases)('%s: the same data or error as fetchBaseQuery', async (_name, args) => {
    const expected = await reference(args, api(), {});
    const actual = await ours(args, api());
    expect(actual.data).toEqual(expected.data);
    if (expected.error && 'error' in expected.error) {
      // the underlying error's text depends on the request object: the shape is what callers read
      expect(actual.error).toMatchObject({ ...expected.error, error: expect.any(String) });
    } else {
      expect(actual.error).toEqual(expected.error);
    }
    expect(actual.meta.request.url).toBe(expected.meta?.request.url);
    expect(actual.meta.request.method).toBe(expected.meta?.request.method);
    expect(actual.meta.response?.status).toBe(expected.meta?.response?.status);
  });

  it('sends the JSON body with its content type and the prepared headers', async () => {
    const result = await ours({ url: '/echo', method: 'POST', body: { a: 1 } }, api());
    expect(result.data).toMatchObject({ data: { method: 'POST', contentType: 'application/json', auth: 'Bearer t-1', body: '{"a":1}' } });
  });

  it('joins base and path with exactly one slash, as fetchBaseQuery does', () => {
    expect(joinUrls('https://h/api/', '/v1/x')).toBe('https://h/api/v1/x');
    expect(joinUrls('https://h/api', 'v1/x')).toBe('https://h/api/v1/x');
    expect(joinUrls('/api', '?a=1')).toBe('/api?a=1');
    expect(joinUrls('', '/v1/x')).toBe('/v1/x');
    expect(joinUrls('/api', 'https://other/x')).toBe('https://other/x');
  });

  it('refuses the fetchBaseQuery options it does not implement instead of ignoring them', async () => {
    await expect(ours({ url: '/echo', responseHandler: 'text' }, api())).rejects.toThrow(/not supported/);
  });

  it('times out as fetchBaseQuery does: TIMEOUT_ERROR when the reply takes longer than `timeout`', async () => {
    // /slow answers after 200 ms at the soonest, however fast the machine: a 20 ms limit always runs out first. A limit
    // of minutes lets the reply arrive however busy the machine is.
    const shorterThanTheReply = 20;
    const [theirs, mine] = await Promise.all([reference({ url: '/slow', timeout: shorterThanTheReply }, api(), {}), ours({ url: '/slow', timeout: shorterThanTheReply }, api())]);
    expect(theirs.error?.status).toBe('TIMEOUT_ERROR');
    expect(mine.error?.status).toBe('TIMEOUT_ERROR');
    expect((await ours({ url: '/slow', timeout: WAIT_MS }, api())).data).toEqual({ code: 0 });
  });
});
