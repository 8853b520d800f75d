import { apiBase, usesRealBackend } from '../config/env';
import { decodePushFrame, PING, type OrderStatusMessage, type PushMessage } from './messages';

// spec 01 §4 (Socket), §7 (WebSocket /ews/ws?userId&code), §9: ping 60 s; 5 reconnects, 5 s apart.

export const PING_INTERVAL_MS = 60_000;
export const RECONNECT_DELAY_MS = 5000;
export const MAX_RECONNECTS = 5;
export const PUSH_PATH = '/ews/ws';

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
  /** Full URL; default pushUrl(userId, code). */
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
 * Opens the push channel. Pings every 60 s while open; on an unexpected close reconnects after 5 s, at most 5
 * times in a row (a successful open starts the count again); then reports 'failed' and stays closed.
 */
export function connectPush({
  userId,
  code,
  url = pushUrl(userId, code),
  onOrderStatus,
  onMessage,
  onStatus,
  WebSocketImpl = WebSocket,
}: PushSocketOptions): PushSocket {
  let status: PushStatus = 'connecting';
  let socket: InstanceType<WebSocketFactory> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnects = 0;
  let stopped = false;

  const setStatus = (next: PushStatus) => {
    status = next;
    onStatus?.(next);
  };

  const open = () => {
    const ws = new WebSocketImpl(url);
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      reconnects = 0;
      setStatus('open');
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
      pingTimer = undefined;
      if (stopped) return;
      if (reconnects >= MAX_RECONNECTS) {
        setStatus('failed');
        return;
      }
      reconnects += 1;
      setStatus('reconnecting');
      reconnectTimer = setTimeout(open, RECONNECT_DELAY_MS);
    });
    // An error is always followed by a close, which decides about reconnecting.
  };

  onStatus?.(status);
  open();

  return {
    close() {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(reconnectTimer);
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
