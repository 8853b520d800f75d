// Messaging: the push channel kept open while signed in, and the issuing notice it raises (spec 01 §4 Socket).
export { PushChannel } from './components/PushChannel';
export { IssuingNotice } from './components/IssuingNotice';
export { PendingOrders } from './components/PendingOrders';
