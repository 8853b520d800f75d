import { apiBase, usesRealBackend } from '../config/env';
import { decodePushFrame, PING, type OrderStatusMessage, type PushMessage } from './messages';

// spec 01 §4 (Socket), §7 (WebSocket /ews/ws?userId&code), §9: ping 60 s; 5 reconnects, 5 s apart.

export const PING_INTERVAL_MS = 60_000;
export const RECONNECT_DELAY_MS = 5000;
export const MAX_RECONNECTS = 5;
export const PUSH_PATH = '/ews/ws';
/**
 * A connection must stay open this long before the reconnect count starts again (the spec is silent): a server that
 * accepts and closes at once would otherwise be reconnected to every 5 s for ever.
 */
export const STABLE_CONNECTION_MS = 10_000;

export type PushStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

/** The part of the WebSocket constructor the client uses (a fake one can stand in for tests). */
export type WebSocketFactory = new (url: string) => Pick<WebSocket, 'send' | 'close' | 'readyState' | 'addEventListener' | 'removeEventListener'>;

/**
 * The push URL: ws or wss following the page protocol, on the API host when a real backend is configured,
 * else on the page's own host.
 */
export function pushUrl(userId: string, code: string, page: { protocol: string; host: string } = location): string {
  const api = usesRealBackend() ? new URL(apiBase()) : null;
  const secure = (api?.protocol ?? page.protocol) === 'https:';
  const host = api?.host ?? page.host;
  return `${secure ? 'wss' : 'ws'}://${host}${PUSH_PATH}?${new URLSearchParams({ userId, code }).toString()}`;
}

export interface PushSocketOptions {
  userId: string;
  /** The code the ws-connect call returned. */
  code: string;
  /**
   * Asks ws-connect for a fresh code before each reconnect (a code is good for one connection). The caller
   * (features/messaging) provides it, so that platform knows no feature. Without it the first code is used again.
   */
  getCode?: () => Promise<string>;
  /** Full URL, the same for every attempt (tests); default pushUrl(userId, code) with the attempt's code. */
  url?: string;
  onOrderStatus?: (message: OrderStatusMessage) => void;
  /** Every decoded message, whatever its bizId. */
  onMessage?: (message: PushMessage) => void;
  onStatus?: (status: PushStatus) => void;
  WebSocketImpl?: WebSocketFactory;
}

export interface PushSocket {
  /** Closes for good: no reconnect. */
  close(): void;
  readonly status: PushStatus;
}

/**
 * Opens the push channel. Pings every 60 s while open; on an unexpected close reconnects after 5 s with a fresh
 * code, at most 5 times in a row (a connection that stayed open STABLE_CONNECTION_MS starts the count again); then
 * reports 'failed' and stays closed.
 */
export function connectPush({
  userId,
  code,
  getCode,
  url,
  onOrderStatus,
  onMessage,
  onStatus,
  WebSocketImpl = WebSocket,
}: PushSocketOptions): PushSocket {
  let status: PushStatus = 'connecting';
  let socket: InstanceType<WebSocketFactory> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnects = 0;
  let stopped = false;

  const setStatus = (next: PushStatus) => {
    status = next;
    onStatus?.(next);
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    if (reconnects >= MAX_RECONNECTS) {
      setStatus('failed');
      return;
    }
    reconnects += 1;
    setStatus('reconnecting');
    reconnectTimer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
  };

  const reconnect = async () => {
    let next = code;
    if (getCode) {
      try {
        next = await getCode();
      } catch {
        scheduleReconnect(); // no code: this attempt failed like a refused connection
        return;
      }
    }
    if (!stopped) open(next);
  };

  const open = (attemptCode: string) => {
    const ws = new WebSocketImpl(url ?? pushUrl(userId, attemptCode));
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      setStatus('open');
      clearTimeout(stableTimer);
      stableTimer = setTimeout(() => (reconnects = 0), STABLE_CONNECTION_MS);
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === 1) ws.send(PING);
      }, PING_INTERVAL_MS);
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      if (socket !== ws) return;
      const message = decodePushFrame(event.data);
      if (!message) return;
      onMessage?.(message);
      if (message.bizId === 'FPKJ') onOrderStatus?.(message.data as OrderStatusMessage);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      clearInterval(pingTimer);
      clearTimeout(stableTimer);
      pingTimer = undefined;
      scheduleReconnect();
    });
    // An error is always followed by a close, which decides about reconnecting.
  };

  onStatus?.(status);
  open(code);

  return {
    close() {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(reconnectTimer);
      clearTimeout(stableTimer);
      const ws = socket;
      socket = undefined;
      ws?.close();
      setStatus('closed');
    },
    get status() {
      return status;
    },
  };
}
