import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { endSession, renewSession, sessionNow, tokenDecision, type SessionState, type SessionStore, type TokenReply } from '../session';
import { apiBase, cloudStorageHosts } from '../config/env';
import { errorEvents, httpErrorKey, isEnvelope, CONFIRM_FLOW_CODES, type BusinessError } from './errors';
import { fetchQuery, type FetchQuery } from './fetchQuery';

// spec 01 §4 (Session, Token refresh), §7 (bearer on every call but three), §8 (error catalogue).

export const REFRESH_PATH = '/v1/account/refreshToken';

/** Per-endpoint options (RTK Query `extraOptions`). */
export interface PortalExtraOptions {
  /** Business codes handed to the caller without an alert (added to 202500034 and 202500035). */
  passThroughCodes?: readonly number[];
  /** Publish nothing for this call (the 401 sign-out still happens). */
  silent?: boolean;
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

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';
let refreshing: Promise<RefreshOutcome> | null = null;

function isTokenReply(data: unknown): data is TokenReply {
  const t = data as Partial<TokenReply> | null;
  return !!t && typeof t.access_token === 'string' && typeof t.refresh_token === 'string' && typeof t.expires_in === 'number';
}

async function refreshToken(api: BaseQueryApi): Promise<RefreshOutcome> {
  const session = sessionOf(api.getState());
  // The refresh belongs to no single request: aborting the request that started it must not abort it.
  const refreshApi: BaseQueryApi = { ...api, signal: new AbortController().signal, endpoint: 'refreshToken', type: 'mutation' };
  const result = await raw()(
    { url: REFRESH_PATH, method: 'POST', body: { access_token: session?.token, refresh_token: session?.refreshToken } },
    refreshApi,
  );
  const body = result.data;
  if (isEnvelope(body) && body.code === 0 && isTokenReply(body.data)) {
    renewSession(sessionStoreOf(api), body.data);
    return 'refreshed';
  }
  const status = result.error?.status;
  // No answer, or the server failing: keep the current token and let the server judge it.
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500)) return 'unreachable';
  endSession(sessionStoreOf(api), 'expired');
  return 'rejected';
}

const unauthorized = (): { error: FetchBaseQueryError } => ({ error: { status: 401, data: null } });

/** Publishes the catalogue message of a failed HTTP call; a 401 ends the session. */
function reportHttpError(error: FetchBaseQueryError, api: BaseQueryApi, silent: boolean): void {
  const status = typeof error.status === 'number' ? error.status : error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
  if (status === 401) return endSession(sessionStoreOf(api), 'unauthorized', { announce: !silent });
  if (silent) return;
  if (status !== undefined) {
    const key = httpErrorKey(status);
    if (key) errorEvents.publish({ kind: 'http', status, key, params: { status } });
  } else if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
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
  if (needsBearer(urlOf(args))) {
    if (!refreshing) {
      const session = sessionOf(api.getState());
      const decision = tokenDecision(session?.token ?? null, session?.tokenExpiresAt ?? null, sessionNow());
      if (decision === 'stale') {
        endSession(sessionStoreOf(api), 'expired', { announce: !silent });
        return unauthorized();
      }
      if (decision === 'refresh') {
        const started: Promise<RefreshOutcome> = refreshToken(api).finally(() => {
          if (refreshing === started) refreshing = null;
        });
        refreshing = started;
      }
    }
    // Every request made while a refresh is in flight waits for it, then goes out with the new token.
    if (refreshing && (await refreshing) === 'rejected') return unauthorized();
  }

  const result = await raw()(args, api);
  if (result.error) {
    reportHttpError(result.error, api, silent);
    return { error: result.error, meta: result.meta };
  }
  const body = result.data;
  if (!isEnvelope(body) || body.code === 0) return result;
  const error: BusinessError = { status: 'BUSINESS_ERROR', code: body.code, msg: typeof body.msg === 'string' ? body.msg : '', data: body.data };
  const passThrough = CONFIRM_FLOW_CODES.has(body.code) || (extraOptions.passThroughCodes?.includes(body.code) ?? false);
  if (!silent && !passThrough) {
    errorEvents.publish({ kind: 'business', code: body.code, message: error.msg, titleKey: 'errors:alertTitle', endpoint: api.endpoint });
  }
  return { error, meta: result.meta };
};
