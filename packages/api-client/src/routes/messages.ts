/** The messages calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type {
  MarkReadBody,
  MarkReadValue,
  MessageListQuery,
  MessagePage,
  UnreadCountValue,
} from '../messages.ts';
import { api } from '../route.ts';

export const messages = {
  list: api<{ query: Static<typeof MessageListQuery>; value: Static<typeof MessagePage> }>({
    id: 'messages.list',
    method: 'GET',
    path: '/wps/messages',
    auth: 'member',
    summary: 'Platform messages of the member, newest first, paged',
    tags: ['messages'],
  }),
  read: api<{ body: Static<typeof MarkReadBody>; value: Static<typeof MarkReadValue> }>({
    id: 'messages.read',
    method: 'POST',
    path: '/wps/messages/read',
    auth: 'member',
    summary: 'Mark messages read (ids, or all)',
    tags: ['messages'],
  }),
  unreadCount: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCount',
    method: 'GET',
    path: '/wps/messages/unreadCount',
    auth: 'member',
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
  }),
  unreadCountRelay: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCountRelay',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
  }),
  unreadCountRelayPost: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCountRelayPost',
    method: 'POST',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
  }),
};
