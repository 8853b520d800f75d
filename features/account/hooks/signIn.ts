import type { TFunction } from 'i18next';
import type { LoginApiResponse, LoginRequest } from '../api';
import { httpErrorKey, isBusinessError } from '../../../platform/api/errors';
import { requestOnce, type RequestOnceResult, type RequestStore } from '../../../platform/api/requestOnce';
import { beginSession, roleHome } from '../../../platform/session';
import { hashPassword } from '../rules/passwordHash';
import { ACCOUNT_DISABLED } from '../rules/signInRefusals';

// POST /v1/account/login (spec 02 §7.3) as the generated account endpoint declares it (its types come from
// features/account/api.ts: type-only, so free), but silent: the sign-in form shows a failure itself, under the
// fields, instead of the 提示 alert (which would cover what was typed). It goes straight through the request layer
// rather than through the generated mutation: the sign-in route's budget (170 KB gzipped) has no room for RTK
// Query, and one POST needs no cache (the app attaches the api later, with the first signed-in page).

/**
 * Signs in; resolves to the reply envelope or the failure (for signInErrorText), never rejects. The password leaves
 * as its SHA-256 (rules/passwordHash.ts), the same scheme as the password update (docs/security.md).
 */
export async function requestSignIn(store: RequestStore, body: LoginRequest): Promise<RequestOnceResult<LoginApiResponse>> {
  const sent: LoginRequest = { ...body, password: await hashPassword(body.password) };
  return requestOnce<LoginApiResponse>(store, { url: '/v1/account/login', method: 'POST', body: sent }, { endpoint: 'login', extraOptions: { silent: true } });
}

/**
 * The text a failed sign-in shows: the catalogue's for a disabled account (rules/signInRefusals.ts), the server's
 * message for another business code, else the catalogue's.
 */
export function signInErrorText(error: unknown, t: TFunction): string {
  if (isBusinessError(error) && error.code === ACCOUNT_DISABLED) return t('login:disabled');
  if (isBusinessError(error) && error.msg) return error.msg;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'TIMEOUT_ERROR') return t('errors:timeout');
  const numeric = typeof status === 'number' ? status : (error as { originalStatus?: unknown } | null)?.originalStatus;
  if (typeof numeric === 'number') {
    const key = httpErrorKey(numeric);
    if (key) return t(key, { status: numeric });
  }
  return t('errors:network');
}

/** Begins the session from the sign-in reply (remembering the entrance); returns the role's home ('/' if unknown). */
export function startSession(store: Parameters<typeof beginSession>[0], data: Parameters<typeof beginSession>[1], entrance: string): string {
  const profile = beginSession(store, data, entrance);
  return roleHome(profile.roleType) ?? '/';
}
