import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderStatusMessage } from './messages';
import type { PushStatus } from './socket';

/** spec 01 §4, §9: the issuing-task notification shows for 8 s, and only to non-role-1 users. */
export const ISSUING_NOTIFICATION_MS = 8000;

/** Whether a user of this role sees the issuing-task notification. */
export function showsIssuingNotification(roleType: number | null | undefined): boolean {
  return roleType != null && roleType !== 1;
}

export interface IssuingNotification extends OrderStatusMessage {
  /** Increases with every notification, so the shell can tell a new one from the last. */
  id: number;
  receivedAt: number;
}

/** How many of the latest order pushes the slice keeps for its readers (see `orderPushesSince`). */
export const RECENT_ORDER_PUSHES = 20;

/** An order push with its number in the order received (1 for the first). */
export interface NumberedOrderPush {
  seq: number;
  message: OrderStatusMessage;
}

export interface PushState {
  status: PushStatus | 'idle';
  /**
   * The latest order pushes, oldest first (at most RECENT_ORDER_PUSHES). Pushes that arrive together are handled in
   * one render: a reader that follows every status reads all those after the last it handled (`orderPushesSince`).
   */
  recentOrders: NumberedOrderPush[];
  /** Pending orders as the last push counted them. */
  pendOrderCount: number;
  /** Order status by seller name, latest push wins (lets lists update without refetching). */
  ordersBySeller: Record<string, string>;
  /** The notification on show, or null. */
  notification: IssuingNotification | null;
  /** Number of order pushes received. */
  received: number;
}

const initialState: PushState = {
  status: 'idle',
  recentOrders: [],
  pendOrderCount: 0,
  ordersBySeller: {},
  notification: null,
  received: 0,
};

/** The push channel's slice: not in the store at start (the sign-in route has no push); startPush injects it. */
export const pushSlice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    pushStatusChanged(state, { payload }: PayloadAction<PushStatus>) {
      state.status = payload;
    },
    orderStatusReceived(state, { payload }: PayloadAction<{ message: OrderStatusMessage; notify: boolean; receivedAt: number }>) {
      const { message } = payload;
      state.received += 1;
      state.recentOrders.push({ seq: state.received, message });
      if (state.recentOrders.length > RECENT_ORDER_PUSHES) state.recentOrders.shift();
      state.pendOrderCount = message.pendOrderCount;
      if (message.xfmc) state.ordersBySeller[message.xfmc] = message.ddzt;
      if (payload.notify) state.notification = { ...message, id: state.received, receivedAt: payload.receivedAt };
    },
    /** Hides the notification (after 8 s, or closed by the user); an id hides only that one. */
    notificationDismissed(state, { payload }: PayloadAction<number | undefined>) {
      if (payload === undefined || state.notification?.id === payload) state.notification = null;
    },
    pushReset() {
      return initialState;
    },
  },
});

export const pushReducer = pushSlice.reducer;
export const { pushStatusChanged, orderStatusReceived, notificationDismissed, pushReset } = pushSlice.actions;

/** Any state that may hold the push slice (it is injected when the channel starts). */
export interface WithPush {
  push?: PushState;
}

export const selectPush = (state: WithPush): PushState => state.push ?? initialState;

/** The last order-status push, or null. */
export function lastOrderPush(push: PushState): OrderStatusMessage | null {
  return push.recentOrders.at(-1)?.message ?? null;
}

/** The order pushes received after the `handled`-th, oldest first (those still kept). */
export function orderPushesSince(push: PushState, handled: number): OrderStatusMessage[] {
  return push.recentOrders.filter((p) => p.seq > handled).map((p) => p.message);
}
export const selectIssuingNotification = (state: WithPush): IssuingNotification | null => state.push?.notification ?? null;
