// A client's side of the tax-bureau secrets cipher for tests in Node (docs/security.md; the portal's own is
// platform/api/secrets.ts): agrees a key with the embedded backend's key pair and seals secret fields as the request
// layer does, with the headers that let the backend open them.
import { sealSecret, serverKey, type SecretField } from '../../mocks/secrets';

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `body` with its secret fields (top level) sealed, and the headers to send with it. */
export async function sealForBackend<T extends Record<string, unknown>>(body: T): Promise<{ body: T; headers: Record<string, string> }> {
  const server = await serverKey();
  const pair = (await crypto.subtle.generateKey(CURVE, true, ['deriveBits'])) as CryptoKeyPair;
  const bits = await crypto.subtle.deriveBits({ name: 'ECDH', public: await crypto.subtle.importKey('raw', unb64(server.publicKey), CURVE, false, []) }, pair.privateKey, 256);
  const hkdf = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('portal-tax-secrets-v1') },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const sealed: Record<string, unknown> = { ...body };
  for (const field of ['dlmm', 'dlsfmm', 'keypwd'] as const satisfies readonly SecretField[]) {
    const value = body[field];
    if (typeof value === 'string' && value !== '') sealed[field] = await sealSecret(key, field, value);
  }
  return { body: sealed as T, headers: { 'X-Secret-Key': b64(await crypto.subtle.exportKey('raw', pair.publicKey)), 'X-Secret-Key-Id': server.keyId } };
}
