import type { GetMessageListApiArg } from '../api';

// The inbox's paging and filter (spec 02 §9: page sizes 20, 50, 100; general default 20).

export const INBOX_PAGE_SIZES = [20, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = 20;
/** How often the user menu asks for the unread count again while a page stays open (the spec gives none). */
export const UNREAD_POLL_MS = 120_000;

export interface InboxView {
  page: number;
  pageSize: number;
  /** Only unread messages. */
  unreadOnly: boolean;
}

export const firstInboxView: InboxView = { page: 1, pageSize: INBOX_DEFAULT_PAGE_SIZE, unreadOnly: false };

/** The list call of a view. */
export function inboxArgs(view: InboxView): GetMessageListApiArg {
  return { page: view.page, pageSize: view.pageSize, ...(view.unreadOnly ? { read: 0 } : {}) };
}

/** The call that only reads the unread count (one row is the least a page can hold). */
export const unreadCountArgs: GetMessageListApiArg = { page: 1, pageSize: 1 };

/**
 * The page to show after the list changed under the view (e.g. read messages left the unread-only list): the last
 * page that still has rows, never below 1.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), last);
}

/** The count shown in the user menu: none at 0, 99+ above 99. */
export function unreadBadge(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
