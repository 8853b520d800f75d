// spec 01 §3 (Socket message), §4 (Socket; order status); spec 02 §7.1 (push keyed by user id).

/** Keep-alive frames: the client sends ws_ping, the server answers ws_pong (ignored). */
export const PING = 'ws_ping';
export const PONG = 'ws_pong';
/** bizId of invoice-issuing (order status) messages. */
export const BIZ_INVOICE_ISSUING = 'FPKJ';

/** An order-status push (bizId FPKJ): seller name, invoice type code, order status, pending order count. */
export interface OrderStatusMessage {
  /** Seller name. */
  xfmc: string;
  /** Invoice type code. */
  fplxdm: string;
  /** Order status (spec 01 §4: 0 issued ... 12 awaiting manual cancel). */
  ddzt: string;
  pendOrderCount: number;
}

/** A decoded push: invoice issuing, or another business's payload for whoever listens to it. */
export type PushMessage = { bizId: typeof BIZ_INVOICE_ISSUING; data: OrderStatusMessage } | { bizId: string; data: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads a JSON value that may be encoded once more as a JSON string. */
function decodeTwice(value: unknown): unknown {
  let decoded = value;
  for (let i = 0; i < 2 && typeof decoded === 'string'; i++) {
    const next = parseJson(decoded);
    if (next === undefined) return decoded;
    decoded = next;
  }
  return decoded;
}

function toOrderStatus(data: unknown): OrderStatusMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.ddzt === undefined || d.ddzt === null) return null;
  const count = Number(d.pendOrderCount ?? 0);
  return {
    xfmc: typeof d.xfmc === 'string' ? d.xfmc : '',
    fplxdm: d.fplxdm === undefined || d.fplxdm === null ? '' : String(d.fplxdm),
    ddzt: String(d.ddzt),
    pendOrderCount: Number.isFinite(count) ? count : 0,
  };
}

/**
 * Decodes one frame: null for ws_pong, keep-alives and anything unreadable. The frame is {data, bizId} as JSON
 * (itself possibly a JSON string), and data is again a JSON string (spec 01 §4: doubly JSON-encoded).
 */
export function decodePushFrame(frame: unknown): PushMessage | null {
  if (typeof frame !== 'string' || frame === PONG || frame === PING) return null;
  const outer = decodeTwice(frame);
  if (typeof outer !== 'object' || outer === null) return null;
  const { bizId, data } = outer as { bizId?: unknown; data?: unknown };
  if (typeof bizId !== 'string') return null;
  const inner = decodeTwice(data);
  if (bizId === BIZ_INVOICE_ISSUING) {
    const order = toOrderStatus(inner);
    return order ? { bizId: BIZ_INVOICE_ISSUING, data: order } : null;
  }
  return { bizId, data: inner };
}

/** Encodes an order-status push as the server does (for the mock backend and tests). */
export function encodeOrderStatusFrame(message: OrderStatusMessage): string {
  return JSON.stringify({ data: JSON.stringify(message), bizId: BIZ_INVOICE_ISSUING });
}
