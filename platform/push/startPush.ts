import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionGeneration, type WithSession } from '../session';
import type { PushMessage } from './messages';
import { injectSlice } from '../store';
import { ISSUING_NOTIFICATION_MS, notificationDismissed, orderStatusReceived, pushReset, pushSlice, pushStatusChanged, selectPush, showsIssuingNotification, type WithPush } from './pushSlice';
import { connectPush, type WebSocketFactory } from './socket';
import { pushMessages } from './pushMessages';

export interface StartPushOptions {
  userId: string;
  code: string;
  /** Asks ws-connect for a fresh code before each reconnect (see PushSocketOptions.getCode). */
  getCode?: () => Promise<string>;
  url?: string;
  WebSocketImpl?: WebSocketFactory;
  /** Pushes of other businesses (e.g. tax-bureau login results, spec 02 §7.1). */
  onMessage?: (message: PushMessage) => void;
}

/**
 * Connects the push channel to the store: status and order-status updates are dispatched; users other than
 * role 1 get the issuing-task notification, dismissed after 8 s. Returns the stop function.
 */
export function startPush(
  store: { dispatch: Dispatch<UnknownAction>; getState: () => WithSession },
  { userId, code, getCode, url, WebSocketImpl, onMessage }: StartPushOptions,
): () => void {
  injectSlice(store, pushSlice);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // A push that arrives after the session it was opened for has ended is dropped (the session generation).
  const generation = sessionGeneration(store);
  const current = () => sessionGeneration(store) === generation;
  const socket = connectPush({
    userId,
    code,
    ...(getCode ? { getCode } : {}),
    ...(url ? { url } : {}),
    ...(WebSocketImpl ? { WebSocketImpl } : {}),
    onMessage: (message) => {
      if (!current()) return;
      pushMessages.publish(message);
      onMessage?.(message);
    },
    onStatus: (status) => store.dispatch(pushStatusChanged(status)),
    onOrderStatus: (message) => {
      if (!current()) return;
      const notify = showsIssuingNotification(store.getState().session.roleType);
      store.dispatch(orderStatusReceived({ message, notify, receivedAt: Date.now() }));
      if (!notify) return;
      const id = selectPush(store.getState() as WithPush).received;
      const timer = setTimeout(() => {
        timers.delete(timer);
        store.dispatch(notificationDismissed(id));
      }, ISSUING_NOTIFICATION_MS);
      timers.add(timer);
    },
  });
  return () => {
    socket.close();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    store.dispatch(pushReset());
  };
}
