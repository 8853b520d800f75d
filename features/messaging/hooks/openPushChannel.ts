import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { messagingApi } from '../api';
import type { WithSession } from '../../../platform/session';
import { startPush, type StartPushOptions } from '../../../platform/push';

type PushStore = { dispatch: ThunkDispatch<WithSession, unknown, UnknownAction>; getState: () => WithSession };

/**
 * Opens the push channel for a signed-in user (spec 01 §4 Socket, §7 Ws-connect): asks the server for the
 * connection code, then connects /ews/ws?userId&code and wires it to the store (order-status updates, the
 * 8 s issuing-task notification for non-role-1 users). Resolves to the stop function; rejects when the
 * ws-connect call fails (the request layer has already shown its 提示 alert or error message).
 */
export async function openPushChannel(store: PushStore, userId: string, options: Omit<StartPushOptions, 'userId' | 'code' | 'getCode'> = {}): Promise<() => void> {
  // A code is good for one connection: every reconnect asks ws-connect for a fresh one.
  const getCode = async () => {
    const reply = await store.dispatch(messagingApi.endpoints.wsConnect.initiate({ userId }, { subscribe: false, forceRefetch: true })).unwrap();
    const code = reply.data?.code;
    if (!code) throw new Error('ws-connect returned no code');
    return code;
  };
  return startPush(store, { ...options, userId, code: await getCode(), getCode });
}
