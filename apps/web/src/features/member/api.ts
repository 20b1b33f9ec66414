/** Platform message calls (packages/api-client/src/messages.ts) for messageV2 and its menu badge. */
import { messages } from '@playdeck/api-client/routes/messages';
import useSWR, { useSWRConfig } from 'swr';
import type { MarkReadValue, MessagePage, UnreadCountValue } from '@playdeck/api-client';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { useMemberInfo } from '../../shared/session/session';

/** Page size of the message list. */
export const MESSAGE_PAGE_SIZE = 10;

/** SWR key of the unread count (spec 7 `CSP_unreadCount`). */
export const UNREAD_KEY = messages.unreadCountRelay.path;

/** True for SWR keys of the message list. */
const isMessageKey = (key: unknown) => Array.isArray(key) && key[0] === messages.list.path;

/** The member's unread count; undefined while loading and for trial members (spec 6: trial skips it). */
export function useUnreadCount(): number | undefined {
  const { member, isTrial } = useMemberInfo();
  const { data } = useSWR<UnreadCountValue>(member && !isTrial ? UNREAD_KEY : null, swrFetcher);
  return data?.count;
}

/** One page of messages, newest first (`status`: all or unread). */
export function useMessages(page: number, status: 'all' | 'unread') {
  return useSWR<MessagePage>(
    [messages.list.path, { pageNo: page, pageSize: MESSAGE_PAGE_SIZE, status }] as const,
    swrFetcher,
  );
}

/**
 * Marks messages read (`ids`) or all (`'all'`), then refreshes the lists and the unread count.
 * @throws ApiError (NOT_FOUND for an id the member cannot see)
 */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return async (ids: string[] | 'all'): Promise<MarkReadValue> => {
    const value = await apiFetch(messages.read, {
      body: ids === 'all' ? { all: true } : { ids },
    });
    await Promise.all([
      mutate(UNREAD_KEY, { count: value.unread }, { revalidate: false }),
      mutate(isMessageKey),
    ]);
    return value;
  };
}
