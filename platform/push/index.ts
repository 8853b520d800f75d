// The push channel (spec 01 §4 Socket): client, decoding, store slice and the store connector.
export { connectPush, pushUrl, PING_INTERVAL_MS, RECONNECT_DELAY_MS, MAX_RECONNECTS, PUSH_PATH, STABLE_CONNECTION_MS } from './socket';
export type { PushSocket, PushSocketOptions, PushStatus, WebSocketFactory } from './socket';
export { decodePushFrame, encodeOrderStatusFrame, PING, PONG, BIZ_INVOICE_ISSUING } from './messages';
export type { OrderStatusMessage, PushMessage } from './messages';
export {
  pushSlice,
  pushReducer,
  pushStatusChanged,
  orderStatusReceived,
  notificationDismissed,
  pushReset,
  selectPush,
  orderPushesSince,
  lastOrderPush,
  RECENT_ORDER_PUSHES,
  selectIssuingNotification,
  showsIssuingNotification,
  ISSUING_NOTIFICATION_MS,
} from './pushSlice';
export type { PushState, IssuingNotification, WithPush, NumberedOrderPush } from './pushSlice';
export { startPush } from './startPush';
export type { StartPushOptions } from './startPush';
export { pushMessages } from './pushMessages';
