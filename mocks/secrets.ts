// The embedded backend's side of the tax-bureau secrets cipher (docs/security.md; the client's side is
// platform/api/secrets.ts, written apart so that each checks the other against the documented scheme):
// ECDH P-256 with the server's key pair (made once per backend start, in memory only) and the client's public key
// from the X-Secret-Key header, HKDF-SHA-256 (empty salt, info 'portal-tax-secrets-v1') to AES-256-GCM; each
// secret is 'v1.<base64 iv>.<base64 ciphertext>', the field name as additional data.

export const SECRET_FIELDS = ['dlmm', 'dlsfmm', 'keypwd'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const INFO = new TextEncoder().encode('portal-tax-secrets-v1');
const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

let serverPair: Promise<{ keyId: string; pair: CryptoKeyPair; publicKey: string }> | undefined;

/** The backend's key pair and its public key as the key endpoint gives it. */
export function serverKey() {
  serverPair ??= (async () => {
    const pair = (await crypto.subtle.generateKey(CURVE, false, ['deriveBits'])) as CryptoKeyPair;
    const publicKey = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
    return { keyId: `k${Date.now().toString(36)}`, pair, publicKey };
  })();
  return serverPair;
}

/** The AES key agreed with the client whose public key the request carries; null without one (or a bad one). */
export async function clientKey(request: Request): Promise<CryptoKey | null> {
  const header = request.headers.get('X-Secret-Key');
  if (!header) return null;
  try {
    const { pair } = await serverKey();
    const client = await crypto.subtle.importKey('raw', unb64(header), CURVE, false, []);
    const bits = await crypto.subtle.deriveBits({ name: 'ECDH', public: client }, pair.privateKey, 256);
    const hkdf = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
    return await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO }, hkdf, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
  } catch {
    return null;
  }
}

/** Opens one sealed secret; throws on clear text, a wrong key or a tampered value. */
export async function openSecret(key: CryptoKey | null, field: SecretField, value: string): Promise<string> {
  const [version, iv, sealed] = value.split('.');
  if (!key || version !== 'v1' || !iv || !sealed) throw new Error(`${field} is not sealed`);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(iv), additionalData: new TextEncoder().encode(field) }, key, unb64(sealed));
  return new TextDecoder().decode(plain);
}

export async function sealSecret(key: CryptoKey, field: SecretField, value: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(field) }, key, new TextEncoder().encode(value));
  return `v1.${b64(iv)}.${b64(sealed)}`;
}
