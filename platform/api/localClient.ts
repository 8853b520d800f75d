// spec 01 §7, §9; spec 02 §7.3: the local (desktop) client, reached by POST on the loopback address over
// HTTPS, on a port read from a cookie (default 9000; 28779 and 28778 are the client's fallbacks),
// body {biz, params}, reply {code, result}.

/** Cookie carrying the local client's port (chosen name: the spec gives none). */
export const LOCAL_PORT_COOKIE = 'localClientPort';
/**
 * Cookie marking a page opened inside the desktop client (chosen name and value: the spec names only
 * 'the desktop-client cookie type'). `clientType=desktop` makes a 401 also call /app/logout.
 */
export const CLIENT_TYPE_COOKIE = 'clientType';
export const DESKTOP_CLIENT_TYPE = 'desktop';

export const DEFAULT_LOCAL_PORT = 9000;
/** Ports tried in order when no cookie names one. */
export const LOCAL_PORTS: readonly number[] = [DEFAULT_LOCAL_PORT, 28779, 28778];
export const LOCAL_HOST = '127.0.0.1';
/** A loopback call that does not answer in this time counts as 'client not running'. */
export const LOCAL_TIMEOUT_MS = 5000;

/** The biz values of the catalogue (spec 01 §7, spec 02 §7.3); others pass as plain strings. */
export type LocalBiz =
  | '/lms/list'
  | '/lms/dy/ver'
  | '/lms/dy/info'
  | '/slot/state/get'
  | '/skp/mount'
  | '/app/open'
  | '/app/logout'
  | '/fpdk/open'
  | '/device/cbqk/run'
  | '/etax/open'
  | '/local/info/get'
  | (string & {});

export interface LocalReply<T = unknown> {
  code: number;
  result: T;
}

/** The local client did not answer on any port (not installed or not running). */
export class LocalClientUnavailableError extends Error {
  override readonly name = 'LocalClientUnavailableError';
}

export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The port the cookie names, if it names a valid one. */
export function cookiePort(cookies?: string): number | undefined {
  const value = Number(readCookie(LOCAL_PORT_COOKIE, cookies));
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : undefined;
}

/** True inside the desktop client (cookie clientType=desktop). */
export function isDesktopClient(cookies?: string): boolean {
  return readCookie(CLIENT_TYPE_COOKIE, cookies) === DESKTOP_CLIENT_TYPE;
}

export function localClientUrl(port: number): string {
  return `https://${LOCAL_HOST}:${port}/`;
}

export interface LocalCallOptions {
  /** Ports to try; default the cookie's port, else 9000, 28779, 28778. */
  ports?: readonly number[];
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Calls the local client. Tries each port in turn while the client does not answer; a reply (whatever its
 * code) ends the search. Throws LocalClientUnavailableError when no port answers.
 */
export async function callLocalClient<T = unknown>(
  biz: LocalBiz,
  params: Record<string, unknown> = {},
  { ports, timeoutMs = LOCAL_TIMEOUT_MS, signal }: LocalCallOptions = {},
): Promise<LocalReply<T>> {
  const candidates = ports ?? (cookiePort() !== undefined ? [cookiePort()!] : LOCAL_PORTS);
  let lastError: unknown;
  for (const port of candidates) {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(localClientUrl(port), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ biz, params }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const reply = (await response.json()) as Partial<LocalReply<T>>;
      return { code: typeof reply.code === 'number' ? reply.code : -1, result: reply.result as T };
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw new LocalClientUnavailableError('local client unavailable', { cause: lastError });
}
