import type { PushMessage } from './messages';

type Listener = (message: PushMessage) => void;
const listeners = new Set<Listener>();

/**
 * Every decoded push of the signed-in user's channel, for the features that wait for one (e.g. a tax-bureau login
 * result, spec 02 §7.1: data {code, msg, data, expireTime}). Subscribe while waiting; the returned function stops.
 */
export const pushMessages = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  publish(message: PushMessage): void {
    for (const listener of [...listeners]) listener(message);
  },
};
