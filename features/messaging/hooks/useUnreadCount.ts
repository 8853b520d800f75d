import { useSelector } from 'react-redux';
import { selectIsSignedIn } from '../../../platform/session';
import { UNREAD_POLL_MS, unreadCountArgs } from '../rules/inbox';
import { useGetMessageListQuery } from './inboxApi';

/** The signed-in user's unread messages (undefined until known); refetched when a message is marked read. */
export function useUnreadCount(): number | undefined {
  const signedIn = useSelector(selectIsSignedIn);
  const { data } = useGetMessageListQuery(unreadCountArgs, { skip: !signedIn, pollingInterval: UNREAD_POLL_MS });
  return data?.data.unread;
}
