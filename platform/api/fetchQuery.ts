import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

// The request layer's transport: what RTK Query's fetchBaseQuery does for the options the portal uses (baseUrl,
// prepareHeaders, responseHandler 'content-type', JSON bodies, params), with the same results and error shapes
// (FetchBaseQueryError: {status, data}, FETCH_ERROR, PARSING_ERROR). Why not fetchBaseQuery itself: it lives in
// the one module of RTK Query (createApi and all); the bundler puts a module in one chunk with everything any
// chunk uses of it, so importing it on the sign-in route (where the login call runs through this layer) put the
// whole of RTK Query (~12 KB gz) there, against a budget of 170 KB. `timeout` works as in fetchBaseQuery (the
// request is aborted and the result is TIMEOUT_ERROR), also while the body is read; options the portal does not
// use (responseHandler, validateStatus) are refused rather than silently ignored.

export interface FetchQueryOptions {
  baseUrl: string;
  /** Sets headers before each request (the bearer token). */
  prepareHeaders?: (headers: Headers, api: { getState: () => unknown; arg: string | FetchArgs }) => Headers | void;
  /** Sends a request (default: the global fetch); told the endpoint it is for. */
  fetchFn?: (request: Request, endpoint: string | undefined) => Promise<Response>;
}

export type FetchQueryResult = { data: unknown; error?: undefined; meta: FetchBaseQueryMeta } | { error: FetchBaseQueryError; data?: undefined; meta: FetchBaseQueryMeta };

export type FetchQuery = (args: string | FetchArgs, api: Pick<BaseQueryApi, 'getState' | 'signal'> & Partial<Pick<BaseQueryApi, 'endpoint'>>) => Promise<FetchQueryResult>;

const isJsonContentType = (headers: Headers) => /ion\/(vnd\.api\+)?json/i.test(headers.get('content-type') ?? '');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
}

function stripUndefined<T>(value: T): T {
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value);

function isJsonifiable(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (isPlainObject(body) || Array.isArray(body) || typeof (body as { toJSON?: unknown }).toJSON === 'function');
}

/** fetchBaseQuery's joinUrls: an absolute url wins; else base and url joined by one slash. */
export function joinUrls(base: string, url: string): string {
  if (!base) return url;
  if (!url) return base;
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  const delimiter = base.endsWith('/') || !url.startsWith('?') ? '/' : '';
  return `${base.replace(/\/$/, '')}${delimiter}${url.replace(/^\//, '')}`;
}

/** A fetchBaseQuery-compatible query: JSON in, JSON or text out by the reply's content type, 2xx is success. */
export function fetchQuery({ baseUrl, prepareHeaders, fetchFn = (request) => fetch(request) }: FetchQueryOptions): FetchQuery {
  return async (arg, api) => {
    const { url: path, headers: initHeaders, params, body, responseHandler, validateStatus, timeout, ...rest } = typeof arg === 'string' ? ({ url: arg } as FetchArgs) : arg;
    if (responseHandler !== undefined || validateStatus !== undefined) {
      throw new TypeError('fetchQuery: responseHandler and validateStatus are not supported (platform/api/fetchQuery.ts)');
    }
    let headers = new Headers(stripUndefined(initHeaders) as HeadersInit | undefined);
    headers = prepareHeaders?.(headers, { getState: api.getState, arg }) ?? headers;
    // One signal for the caller's abort and the timeout; `ended` settles the race when either fires, so that a
    // server that never answers (or never finishes the body) cannot keep the caller waiting.
    const controller = new AbortController();
    const forward = () => controller.abort(api.signal.reason);
    if (api.signal.aborted) forward();
    else api.signal.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = timeout ? setTimeout(() => ((timedOut = true), controller.abort(new DOMException('timed out', 'TimeoutError'))), timeout) : undefined;
    const ended = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    ended.catch(() => undefined);
    const done = () => {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', forward);
    };
    const init: RequestInit = { ...rest, signal: controller.signal, headers };
    const jsonifiable = isJsonifiable(body);
    if (body != null && !jsonifiable && typeof body !== 'string' && (/\[object (FormData|URLSearchParams)\]/.test(tagOf(body)) || isJsonContentType(headers))) {
      headers.delete('content-type');
    }
    if (!headers.has('content-type') && jsonifiable) headers.set('content-type', 'application/json');
    init.body = (jsonifiable && isJsonContentType(headers) ? JSON.stringify(body) : body) as BodyInit | null | undefined;
    let url = path;
    if (params) url += (url.includes('?') ? '&' : '?') + new URLSearchParams(stripUndefined(params as Record<string, string>)).toString();
    url = joinUrls(baseUrl, url);
    const meta: FetchBaseQueryMeta = { request: new Request(url, init) };
    let response: Response;
    try {
      response = await Promise.race([fetchFn(new Request(url, init), api.endpoint), ended]);
    } catch (e) {
      done();
      return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(e) }, meta };
    }
    meta.response = response.clone();
    let text = '';
    let data: unknown;
    try {
      text = await Promise.race([response.text(), ended]);
      data = isJsonContentType(response.headers) ? (text.length ? JSON.parse(text) : null) : text;
    } catch (e) {
      if (timedOut) return { error: { status: 'TIMEOUT_ERROR', error: String(e) }, meta };
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(e) }, meta };
    } finally {
      done();
    }
    return response.status >= 200 && response.status <= 299 ? { data, meta } : { error: { status: response.status, data }, meta };
  };
}
