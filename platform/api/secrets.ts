import type { FetchArgs } from '@reduxjs/toolkit/query';
import { isEnvelope } from './errors';

// spec 02 §3: the tax-bureau secrets (dlmm, dlsfmm, keypwd) are encrypted before sending and decrypted when loaded.
// This is the one place that says which fields and which calls: the base query hands every call whose path looks
// like one of SECRET_CALLS to secretCall below, which seals those fields in the JSON body (`seal`) or opens them in
// the reply (`open`), whoever makes the call (the tax-bureau screens need do nothing). This module loads only for
// those calls, off the sign-in route.

/** The secret fields of a tax-bureau login profile, wherever they appear in a body or a reply. */
export const SECRET_FIELDS: readonly string[] = ['dlmm', 'dlsfmm', 'keypwd'];

/** Where the server's key-agreement public key is read (x-path-chosen in platform/api/openapi/taxBureau.yaml). */
export const SECRET_KEY_PATH = '/v2/terminal/operation/auth/secretKey';

/** The calls that carry the secrets (the base query's SECRET_CALL_PATH must match each path). */
export const SECRET_CALLS: readonly { method: string; path: string; seal?: true; open?: true }[] = [
  { method: 'PUT', path: '/v2/terminal/operation/auth/bind', seal: true },
  { method: 'PUT', path: '/v2/terminal/operation/auth/bindAndSave', seal: true },
  { method: 'GET', path: '/v2/terminal/operation/auth/info', open: true },
  // An enterprise added one by one carries its tax-bureau password (platform/api/openapi/enterprises.yaml).
  { method: 'POST', path: '/v1/enterprise/manage', seal: true },
];

// The cipher of the tax-bureau secrets (spec 02 §3 leaves it open; this is ours, documented in docs/security.md):
// - Key agreement: ECDH on P-256 between a key pair this page makes once (its private key is not extractable and
//   lives in memory only) and the server's public key (GET SECRET_KEY_PATH: {keyId, publicKey: base64 of the raw
//   65-byte point}). The shared secret goes through HKDF-SHA-256 (empty salt, info 'portal-tax-secrets-v1') to an
//   AES-256-GCM key.
// - Each secret string becomes 'v1.' + base64(12-byte random IV) + '.' + base64(ciphertext with its 16-byte tag),
//   the field name as additional data (a ciphertext cannot be moved to another field). Empty strings stay empty.
// - Every sealed or opened call carries the headers X-Secret-Key (this page's public key, base64 raw) and
//   X-Secret-Key-Id; the server derives the same AES key, opens what was sealed, and seals the secrets of its reply.

export const SECRET_PREFIX = 'v1.';
const INFO = new TextEncoder().encode('portal-tax-secrets-v1');
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** What sealing needs: the AES key and the headers that let the server derive it. */
export interface SecretKey {
  key: CryptoKey;
  headers: Record<'X-Secret-Key' | 'X-Secret-Key-Id', string>;
}

/** Reads the server's public key (the base query's call, bearer token and all). */
export type ServerKeyLoader = () => Promise<{ keyId: string; publicKey: string }>;

let pagePair: Promise<CryptoKeyPair> | undefined;
let agreed: Promise<SecretKey> | undefined;

/** The AES key agreed with the server, once per page (again after a failure). */
export function secretKey(loadServerKey: ServerKeyLoader): Promise<SecretKey> {
  agreed ??= (async () => {
    pagePair ??= crypto.subtle.generateKey(CURVE, false, ['deriveBits']) as Promise<CryptoKeyPair>;
    const [pair, server] = await Promise.all([pagePair, loadServerKey()]);
    const serverKey = await crypto.subtle.importKey('raw', fromBase64(server.publicKey), CURVE, false, []);
    const bits = await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, pair.privateKey, 256);
    const hkdf = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
    const key = await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO }, hkdf, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const publicKey = toBase64(await crypto.subtle.exportKey('raw', pair.publicKey));
    return { key, headers: { 'X-Secret-Key': publicKey, 'X-Secret-Key-Id': server.keyId } };
  })();
  agreed.catch(() => (agreed = undefined));
  return agreed;
}

/** What the base query does for a call that carries secrets: send `request`, then `open` the reply's body. */
export interface SecretCall {
  request: FetchArgs;
  open: (body: unknown) => Promise<unknown>;
}

/**
 * Prepares a call for the secrets it carries: undefined when it carries none, null when no key could be agreed
 * (the call must not go out), else the request with its headers (and its body sealed) and the opener of the reply.
 * `get` reads a JSON reply through the request layer (bearer token, time limit).
 */
export async function secretCall(request: FetchArgs, get: (url: string) => Promise<unknown>): Promise<SecretCall | null | undefined> {
  const method = (request.method ?? 'GET').toUpperCase();
  const path = request.url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0]!.replace(/\/+$/, '');
  const call = SECRET_CALLS.find((c) => c.method === method && path.endsWith(c.path));
  if (!call) return undefined;
  const agreed = await secretKey(async () => {
    const body = await get(SECRET_KEY_PATH);
    const key = isEnvelope(body) && body.code === 0 ? (body.data as { keyId?: unknown; publicKey?: unknown } | null) : null;
    if (typeof key?.keyId !== 'string' || typeof key.publicKey !== 'string') throw new Error('no secret key');
    return { keyId: key.keyId, publicKey: key.publicKey };
  }).catch(() => null);
  if (!agreed) return null;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(agreed.headers)) headers.set(name, value);
  return {
    request: { ...request, headers, ...(call.seal ? { body: await sealSecrets(request.body, agreed.key) } : {}) },
    open: async (body) => (call.open && isEnvelope(body) && body.code === 0 ? { ...body, data: await openSecrets(body.data, agreed.key) } : body),
  };
}

/** Forgets the agreed key (tests; a server that rotated its key). */
export function forgetSecretKey(): void {
  agreed = undefined;
}

async function seal(key: CryptoKey, field: string, value: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(field) }, key, new TextEncoder().encode(value));
  return `${SECRET_PREFIX}${toBase64(iv)}.${toBase64(sealed)}`;
}

async function open(key: CryptoKey, field: string, value: string): Promise<string> {
  const [iv, sealed] = value.slice(SECRET_PREFIX.length).split('.') as [string, string];
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv), additionalData: new TextEncoder().encode(field) }, key, fromBase64(sealed));
  return new TextDecoder().decode(plain);
}

/** A copy of `value` with every non-empty secret field (at any depth) transformed. */
async function mapSecrets(value: unknown, transform: (field: string, text: string) => Promise<string>): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => mapSecrets(item, transform)));
  if (!value || typeof value !== 'object') return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([field, inner]) => [
      field,
      SECRET_FIELDS.includes(field) && typeof inner === 'string' && inner !== '' ? await transform(field, inner) : await mapSecrets(inner, transform),
    ]),
  );
  return Object.fromEntries(entries);
}

/** Seals the secret fields of a request body. */
export function sealSecrets(body: unknown, key: CryptoKey): Promise<unknown> {
  return mapSecrets(body, (field, text) => seal(key, field, text));
}

/** Opens the sealed secret fields of a reply; a field that is not sealed (or not for this key) is left empty. */
export function openSecrets(data: unknown, key: CryptoKey): Promise<unknown> {
  return mapSecrets(data, async (field, text) => (text.startsWith(SECRET_PREFIX) ? open(key, field, text).catch(() => '') : ''));
}
