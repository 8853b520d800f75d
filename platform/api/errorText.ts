// The words for a failed call, for every feature that shows one where its data would be. Not in the barrel
// (index.ts, on the sign-in path): imported from here.
import type { TFunction } from 'i18next';
import type { PortalQueryError } from './baseQuery';
import { httpErrorKey } from './errors';

/**
 * The catalogue's words for a failed call, to show where the data would be (spec 01 §8): an HTTP status by the
 * catalogue, a business error by the server's message (as text), anything else as a network failure.
 */
export function errorText(t: TFunction, error: PortalQueryError | { status?: unknown } | object | undefined): string {
  const status = error && 'status' in error ? error.status : undefined;
  if (typeof status === 'number') {
    const key = httpErrorKey(status);
    if (key) return t(key, { status });
  }
  if (status === 'PARSING_ERROR' && error && 'originalStatus' in error && typeof error.originalStatus === 'number') {
    const key = httpErrorKey(error.originalStatus);
    if (key) return t(key, { status: error.originalStatus });
  }
  if (status === 'BUSINESS_ERROR' && error && 'msg' in error && typeof error.msg === 'string' && error.msg) return error.msg;
  return t('errors:network');
}
