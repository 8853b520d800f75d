// spec 02 §7.2: the password update sends a hashed password. The spec does not name the hash; we send the
// SHA-256 hex digest of the UTF-8 password (Web Crypto), and say so here so that a real backend can be matched.

/** SHA-256 of the password as 64 lower-case hex digits. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
