import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { baseQuery, type PortalExtraOptions, type PortalQueryError } from './baseQuery';

/** Where a one-off request runs: the app's store (its session gives the bearer token; a 401 clears it). */
export interface RequestStore {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

export interface RequestOnceOptions {
  /** The endpoint's name, as the request layer reports it (e.g. in a business error event). */
  endpoint: string;
  /** @default 'mutation' */
  type?: BaseQueryApi['type'];
  /** The request layer's per-call options (silent, passThroughCodes). */
  extraOptions?: PortalExtraOptions;
  /** Aborts the request. */
  signal?: AbortSignal;
}

/** What requestOnce resolves to: the whole envelope, or the failure (never a rejection). */
export type RequestOnceResult<T> = { data: T; error?: undefined } | { data?: undefined; error: PortalQueryError };

/**
 * One request through the request layer (the base query of every endpoint: bearer token, single-flight token
 * refresh, 401 sign-out, error catalogue) without RTK Query's cache, for the few calls the sign-in route makes:
 * RTK Query's code is not on that route (its 170 KB budget).
 */
export async function requestOnce<T>(store: RequestStore, args: FetchArgs, { endpoint, type = 'mutation', extraOptions, signal }: RequestOnceOptions): Promise<RequestOnceResult<T>> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint,
    type,
  };
  const result = await baseQuery(args, api, extraOptions ?? {});
  return result.error ? { error: result.error } : { data: result.data as T };
}
