import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { afterFirstPaint } from '../../../platform/scheduling';
import { selectIsSignedIn, type WithSession } from '../../../platform/session';
import type { AppStore } from '../../../platform/store';

const selectUid = (state: WithSession) => state.session.uid;

/**
 * Keeps the push channel open while a user is signed in (spec 01 §4 Socket): after sign-in, and on a reload
 * with a stored session, it calls ws-connect and starts the socket; sign-out (or a 401) stops it. A token
 * refresh keeps the socket. The socket code is a chunk of its own, so the sign-in route does not carry it.
 */
export function PushChannel() {
  const store = useStore() as AppStore;
  const signedIn = useSelector(selectIsSignedIn);
  const uid = useSelector(selectUid);
  useEffect(() => {
    if (!signedIn || !uid) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // connects once the page has painted (platform/scheduling): pushes are news, the first screen comes first; its
    // code too is asked for then (a chunk of its own: a request before the paint delayed it on a slow connection)
    afterFirstPaint()
      .then(() => import('../hooks/openPushChannel'))
      .then(({ openPushChannel }) => (cancelled ? () => undefined : openPushChannel(store, uid)))
      .then((stopPush) => {
        if (cancelled) stopPush();
        else stop = stopPush;
      })
      // No push channel: the portal works without it (the request layer has reported a failed call).
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, signedIn, uid]);
  return null;
}
