// spec 01 §8: the error catalogue, published on a small typed channel that the shell renders
// (an alert titled 提示 for business codes, the catalogue message for HTTP statuses; always as text, never HTML).

/** Catalogue keys (namespace `errors`) per HTTP status class. */
export const httpErrorKeys = {
  401: 'errors:http.401',
  403: 'errors:http.403',
  404: 'errors:http.404',
  serverError: 'errors:http.5xx',
  clientError: 'errors:http.4xx',
} as const;
export type HttpErrorKey = (typeof httpErrorKeys)[keyof typeof httpErrorKeys];

/** The catalogue entry of an HTTP status (>= 400); every message takes the status as {{status}}. */
export function httpErrorKey(status: number): HttpErrorKey | null {
  if (status === 401 || status === 403 || status === 404) return httpErrorKeys[status];
  if (status >= 500 && status <= 599) return httpErrorKeys.serverError;
  if (status >= 400 && status <= 499) return httpErrorKeys.clientError;
  return null;
}

/** Business codes handed to the caller instead of alerted (spec 01 §8: confirm flows). */
export const CONFIRM_FLOW_CODES: ReadonlySet<number> = new Set([
  202500034, // buyer-check warning: confirm 继续开具
  202500035, // seller info missing: offer to add it
]);

/** What the shell shows for a failed call. */
export type ApiErrorEvent =
  /** An HTTP status of the catalogue: show t(key, params). */
  | { kind: 'http'; status: number; key: HttpErrorKey; params: { status: number } }
  /** A business code other than 0: an alert titled t(titleKey) whose content is `message`, rendered as text. */
  | { kind: 'business'; code: number; message: string; titleKey: 'errors:alertTitle'; endpoint?: string }
  /** No answer at all (offline, DNS): the spec is silent; we say so plainly. */
  | { kind: 'network'; key: 'errors:network' }
  /** No answer in time (platform/api/baseQuery.ts REQUEST_TIMEOUT_MS): the spec is silent; we say so plainly. */
  | { kind: 'timeout'; key: 'errors:timeout' };

export type Listener<E> = (event: E) => void;

/** A tiny typed publish/subscribe channel. */
export interface Channel<E> {
  subscribe(listener: Listener<E>): () => void;
  publish(event: E): void;
}

export function createChannel<E>(): Channel<E> {
  const listeners = new Set<Listener<E>>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

/** Failed calls, for the shell to render: `errorEvents.subscribe((e) => ...)`. */
export const errorEvents: Channel<ApiErrorEvent> = createChannel<ApiErrorEvent>();

/** The error of a call answered with a business code other than 0 (HTTP 200 with code !== 0). */
export interface BusinessError {
  status: 'BUSINESS_ERROR';
  code: number;
  msg: string;
  data: unknown;
}

export function isBusinessError(error: unknown): error is BusinessError {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'BUSINESS_ERROR';
}

/** The response envelope (spec code/msg/data). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
