import type { FetchArgs } from '@reduxjs/toolkit/query';

// spec 02 §3: the tax-bureau secrets (dlmm, dlsfmm, keypwd) are encrypted before sending and decrypted when loaded.
// This is the one place that says which fields and which calls: the base query seals those fields in the JSON
// bodies of the calls marked `seal` and opens them in the replies of the calls marked `open`, whoever makes the call
// (the tax-bureau screens need do nothing). The cipher is in platform/api/secrets.ts (loaded only for these calls).

/** The secret fields of a tax-bureau login profile, wherever they appear in a body or a reply. */
export const SECRET_FIELDS: readonly string[] = ['dlmm', 'dlsfmm', 'keypwd'];

/** Where the server's key-agreement public key is read (x-path-chosen in platform/api/openapi/taxBureau.yaml). */
export const SECRET_KEY_PATH = '/v2/terminal/operation/auth/secretKey';

/** The calls that carry the secrets: sealed in the request body, opened in the reply. */
export const SECRET_CALLS: readonly { method: string; path: string; seal?: true; open?: true }[] = [
  { method: 'PUT', path: '/v2/terminal/operation/auth/bind', seal: true },
  { method: 'PUT', path: '/v2/terminal/operation/auth/bindAndSave', seal: true },
  { method: 'GET', path: '/v2/terminal/operation/auth/info', open: true },
];

/** The secret-carrying call `args` is, if any. */
export function secretCallOf(args: string | FetchArgs): { seal?: true; open?: true } | undefined {
  const url = typeof args === 'string' ? args : args.url;
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0]!.replace(/\/+$/, '');
  return SECRET_CALLS.find((c) => c.method === method && path.endsWith(c.path));
}
