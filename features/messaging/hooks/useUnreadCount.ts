import { useSelector } from 'react-redux';
import { useAfterFirstPaint } from '../../../platform/scheduling';
import { selectIsSignedIn } from '../../../platform/session';
import { UNREAD_POLL_MS, unreadCountArgs } from '../rules/inbox';
import { useGetMessageListQuery } from './inboxApi';

/** The signed-in user's unread messages (undefined until known); refetched when a message is marked read. */
export function useUnreadCount(): number | undefined {
  const signedIn = useSelector(selectIsSignedIn);
  // a badge: asked for once the page has painted (platform/scheduling)
  const painted = useAfterFirstPaint();
  const { data } = useGetMessageListQuery(unreadCountArgs, { skip: !signedIn || !painted, pollingInterval: UNREAD_POLL_MS });
  return data?.data.unread;
}
