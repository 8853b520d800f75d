import type { FetchArgs } from '@reduxjs/toolkit/query';
import { baseQuery, type PortalQueryError } from './baseQuery';
import type { RequestStore } from './requestOnce';

/** A downloaded file: its bytes and the name the server gave it (or the caller's fallback). */
export interface DownloadResult {
  blob: Blob;
  name: string;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*=UTF-8''...` first, then `filename="..."`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/**
 * Downloads a file through the request layer (bearer token, token refresh, 401 sign-out, error catalogue: a
 * JSON envelope with a non-zero code is a business error, alerted like any call's). Resolves to the file or the
 * failure, never rejects.
 */
export async function downloadFile(
  store: RequestStore,
  args: FetchArgs,
  { endpoint, fallbackName }: { endpoint: string; fallbackName: string },
): Promise<{ file: DownloadResult; error?: undefined } | { file?: undefined; error: PortalQueryError }> {
  const controller = new AbortController();
  const result = await baseQuery(
    args,
    {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint,
      type: 'query',
    },
    {},
  );
  if (result.error) return { error: result.error };
  const response = result.meta?.response;
  if (!response) return { error: { status: 'FETCH_ERROR', error: 'no response' } };
  const blob = await response.blob();
  return { file: { blob, name: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName } };
}
