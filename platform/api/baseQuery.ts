import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { endSession, renewSession, sessionGeneration, sessionNow, tokenDecision, type SessionState, type SessionStore, type TokenReply } from '../session';
import { apiBase, cloudStorageHosts } from '../config/env';
import { errorEvents, httpErrorKey, isEnvelope, CONFIRM_FLOW_CODES, type BusinessError } from './errors';
import { fetchWithEarlyCalls } from './earlyCalls';
import { fetchQuery, type FetchQuery } from './fetchQuery';

// spec 01 §4 (Session, Token refresh), §7 (bearer on every call but three), §8 (error catalogue).

export const REFRESH_PATH = '/v1/account/refreshToken';

// No request waits for ever (the spec is silent on timeouts; these are ours): a call the server does not answer in
// time fails with TIMEOUT_ERROR and the catalogue's errors:timeout message. Uploads (FormData or Blob bodies) and
// exports or downloads get longer; an endpoint sets its own with extraOptions.timeout (or a call with args.timeout).
export const REQUEST_TIMEOUT_MS = 30_000;
export const TRANSFER_TIMEOUT_MS = 300_000;
/** The token refresh: every other request of the tab waits behind it, so it gets a short limit of its own. */
export const REFRESH_TIMEOUT_MS = 15_000;
const transferUrl = /\/(?:export|download)|\/pdf(?:[/?]|$)/i;
/** The calls that may carry tax-bureau secrets (SECRET_CALLS in platform/api/secrets.ts, loaded for them only). */
const secretCallPath = /(?:\/operation\/auth\/(?:bind|bindAndSave|info)|\/v1\/enterprise\/manage)\/?(?:[?#]|$)/;
const tagOf = (value: unknown) => Object.prototype.toString.call(value);

/** The time limit of a call: its own, else the endpoint's, else the default for its kind. */
export function timeoutOf(args: string | FetchArgs, extraOptions: PortalExtraOptions = {}): number {
  if (typeof args !== 'string' && args.timeout) return args.timeout;
  if (extraOptions.timeout) return extraOptions.timeout;
  const body = typeof args === 'string' ? undefined : args.body;
  return /\[object (FormData|Blob|File)\]/.test(tagOf(body)) || transferUrl.test(urlOf(args)) ? TRANSFER_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** Per-endpoint options (RTK Query `extraOptions`). */
export interface PortalExtraOptions {
  /** Business codes handed to the caller without an alert (added to 202500034 and 202500035). */
  passThroughCodes?: readonly number[];
  /** Publish nothing for this call (the 401 sign-out still happens). */
  silent?: boolean;
  /** This endpoint's time limit in ms. @default REQUEST_TIMEOUT_MS, TRANSFER_TIMEOUT_MS for uploads and exports */
  timeout?: number;
}

export type PortalQueryError = FetchBaseQueryError | BusinessError;

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

const urlInfoPattern = /\/tax\/invoice\/url\/?info(?:[/?#]|$)/i;

/** Every call carries the bearer token except the invoice urlInfo call, the refresh call and the cloud-storage host. */
export function needsBearer(url: string): boolean {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  if (path.split('?')[0] === REFRESH_PATH || urlInfoPattern.test(path)) return false;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    const host = new URL(url).hostname.toLowerCase();
    if (cloudStorageHosts().some((h) => host === h || host.endsWith(`.${h}`))) return false;
  }
  return true;
}

function sessionOf(state: unknown): SessionState | undefined {
  return (state as { session?: SessionState }).session;
}

// The transport is fetchBaseQuery's behaviour without RTK Query's module (platform/api/fetchQuery.ts: the login call
// runs through this layer on the sign-in route, which has no room for RTK Query).
let rawQuery: { baseUrl: string; query: FetchQuery } | undefined;
function raw(): FetchQuery {
  const baseUrl = apiBase();
  if (rawQuery?.baseUrl !== baseUrl) {
    rawQuery = {
      baseUrl,
      query: fetchQuery({
        baseUrl,
        // A reload signed in: the home's first calls were started by index.html (earlyCalls.ts).
        fetchFn: fetchWithEarlyCalls,
        prepareHeaders: (headers, { getState, arg }) => {
          const token = sessionOf(getState())?.token;
          if (token && needsBearer(urlOf(arg))) headers.set('Authorization', `Bearer ${token}`);
          return headers;
        },
      }),
    };
  }
  return rawQuery.query;
}

/** The session service works on the store the request runs in. */
function sessionStoreOf(api: BaseQueryApi): SessionStore {
  return api as unknown as SessionStore;
}

/** 'dropped': the session the refresh was for ended while it ran; nothing of its answer is kept. */
type RefreshOutcome = 'refreshed' | 'rejected' | 'dropped';
/** The refresh in flight, per store (keyed like the session generation) and for one session generation. */
const refreshes = new WeakMap<object, { generation: number; outcome: Promise<RefreshOutcome> }>();

function isTokenReply(data: unknown): data is TokenReply {
  const t = data as Partial<TokenReply> | null;
  return !!t && typeof t.access_token === 'string' && typeof t.refresh_token === 'string' && typeof t.expires_in === 'number';
}

async function refreshToken(api: BaseQueryApi): Promise<RefreshOutcome> {
  const store = sessionStoreOf(api);
  const generation = sessionGeneration(store);
  const session = sessionOf(api.getState());
  // The refresh belongs to no single request: aborting the request that started it must not abort it.
  const refreshApi: BaseQueryApi = { ...api, signal: new AbortController().signal, endpoint: 'refreshToken', type: 'mutation' };
  const result = await raw()(
    { url: REFRESH_PATH, method: 'POST', body: { access_token: session?.token, refresh_token: session?.refreshToken }, timeout: REFRESH_TIMEOUT_MS },
    refreshApi,
  );
  // Signed out (or in again) meanwhile: the answer belongs to a session that is over.
  if (sessionGeneration(store) !== generation) return 'dropped';
  const body = result.data;
  if (isEnvelope(body) && body.code === 0 && isTokenReply(body.data)) {
    renewSession(store, body.data);
    return 'refreshed';
  }
  // Refused, failed or unanswered in time: the session ends as for a 401 (spec 01 §4) and every waiting request
  // fails, rather than going out with a token the server is about to refuse.
  endSession(store, 'expired');
  return 'rejected';
}

const unauthorized = (): { error: FetchBaseQueryError } => ({ error: { status: 401, data: null } });
/** The result of a call whose session ended while it ran: an error nobody is shown, and no data kept. */
const sessionOver = (): { error: FetchBaseQueryError } => ({ error: { status: 'CUSTOM_ERROR', error: 'session ended', data: null } });

/** Publishes the catalogue message of a failed HTTP call; a 401 ends the session. */
function reportHttpError(error: FetchBaseQueryError, api: BaseQueryApi, silent: boolean): void {
  const status = typeof error.status === 'number' ? error.status : error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
  if (status === 401) return endSession(sessionStoreOf(api), 'unauthorized', { announce: !silent });
  if (silent) return;
  if (status !== undefined) {
    const key = httpErrorKey(status);
    if (key) errorEvents.publish({ kind: 'http', status, key, params: { status } });
  } else if (error.status === 'TIMEOUT_ERROR') {
    errorEvents.publish({ kind: 'timeout', key: 'errors:timeout' });
  } else if (error.status === 'FETCH_ERROR') {
    errorEvents.publish({ kind: 'network', key: 'errors:network' });
  }
}

/**
 * The base query of the one base api: bearer token, single-flight token refresh, error catalogue.
 * Successful calls return the whole envelope {code: 0, msg, data} (the generated endpoint types describe it).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, PortalQueryError, PortalExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions = {},
) => {
  const silent = extraOptions.silent ?? false;
  const store = sessionStoreOf(api);
  const generation = sessionGeneration(store);
  if (needsBearer(urlOf(args))) {
    let refresh = refreshes.get(api.getState);
    if (refresh?.generation !== generation) {
      refresh = undefined;
      const session = sessionOf(api.getState());
      const decision = tokenDecision(session?.token ?? null, session?.tokenExpiresAt ?? null, sessionNow());
      if (decision === 'stale') {
        endSession(store, 'expired', { announce: !silent });
        return unauthorized();
      }
      if (decision === 'refresh') {
        const started = { generation, outcome: refreshToken(api) };
        refreshes.set(api.getState, started);
        void started.outcome.finally(() => {
          if (refreshes.get(api.getState) === started) refreshes.delete(api.getState);
        });
        refresh = started;
      }
    }
    // Every request made while a refresh is in flight waits for it, then goes out with the new token.
    if (refresh && (await refresh.outcome) !== 'refreshed') return unauthorized();
    if (sessionGeneration(store) !== generation) return sessionOver();
  }

  const timeout = timeoutOf(args, extraOptions);
  let request: FetchArgs = typeof args === 'string' ? { url: args, timeout } : { ...args, timeout };
  // spec 02 §3: the tax-bureau secrets never leave in clear (platform/api/secrets.ts says which calls and fields).
  const secrets = secretCallPath.test(urlOf(request))
    ? await (await import('./secrets')).secretCall(request, async (url) => (await raw()({ url, timeout }, api)).data)
    : undefined;
  if (secrets === null) {
    if (!silent) errorEvents.publish({ kind: 'network', key: 'errors:network' });
    return { error: { status: 'CUSTOM_ERROR', error: 'no key to seal the secrets', data: null } };
  }
  if (secrets) request = secrets.request;
  const result = await raw()(request, api);
  // An answer for a session that has ended since (signed out, or another user signed in) is dropped: its data is
  // not cached, and its 401 or error does not touch the session that is current now.
  if (sessionGeneration(store) !== generation) return { ...sessionOver(), meta: result.meta };
  if (result.error) {
    // A call its caller aborted (the page left, the filter changed) failed for nobody: no 网络连接异常 for it.
    reportHttpError(result.error, api, silent || api.signal.aborted);
    return { error: result.error, meta: result.meta };
  }
  const body = result.data;
  if (secrets && isEnvelope(body) && body.code === 0) return { ...result, data: await secrets.open(body) };
  if (!isEnvelope(body) || body.code === 0) return result;
  const error: BusinessError = { status: 'BUSINESS_ERROR', code: body.code, msg: typeof body.msg === 'string' ? body.msg : '', data: body.data };
  const passThrough = CONFIRM_FLOW_CODES.has(body.code) || (extraOptions.passThroughCodes?.includes(body.code) ?? false);
  if (!silent && !passThrough) {
    errorEvents.publish({ kind: 'business', code: body.code, message: error.msg, titleKey: 'errors:alertTitle', endpoint: api.endpoint });
  }
  return { error, meta: result.meta };
};
