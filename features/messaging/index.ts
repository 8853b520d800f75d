// Messaging: the push channel kept open while signed in, the issuing notice it raises (spec 01 §4 Socket), and the
// message inbox with its unread count (the page is registered by the app from ./pages/InboxPage).
export { PushChannel } from './components/PushChannel';
export { IssuingNotice } from './components/IssuingNotice';
export { useUnreadCount } from './hooks/useUnreadCount';
export { unreadBadge } from './rules/inbox';
export { useGetSubscribeQrCodeQuery } from './api';
export { PendingOrders } from './components/PendingOrders';
