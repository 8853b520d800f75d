/** A fresh id for a draft's idempotency key or a grid line (crypto.randomUUID where the browser has it). */
export function newKey(prefix: string): string {
  const c = globalThis.crypto;
  const random = typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`;
}
