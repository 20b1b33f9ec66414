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
  }),
  read: api<{ body: Static<typeof MarkReadBody>; value: Static<typeof MarkReadValue> }>({
    id: 'messages.read',
    method: 'POST',
    path: '/wps/messages/read',
    auth: 'member',
  }),
  unreadCount: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCount',
    method: 'GET',
    path: '/wps/messages/unreadCount',
    auth: 'member',
  }),
  unreadCountRelay: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCountRelay',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
  }),
  unreadCountRelayPost: api<{ value: Static<typeof UnreadCountValue> }>({
    id: 'messages.unreadCountRelayPost',
    method: 'POST',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
  }),
};
