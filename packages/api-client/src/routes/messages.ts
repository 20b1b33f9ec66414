/**
 * The messages calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as messages from '@playdeck/api-client/routes/messages'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  MarkReadBody,
  MarkReadValue,
  MessageListQuery,
  MessagePage,
  UnreadCountValue,
} from '../messages.ts';
import { api } from '../route.ts';

export const list = /* @__PURE__ */ api<{
  query: Static<typeof MessageListQuery>;
  value: Static<typeof MessagePage>;
}>({ id: 'messages.list', method: 'GET', path: '/wps/messages', auth: 'member' });
export const read = /* @__PURE__ */ api<{
  body: Static<typeof MarkReadBody>;
  value: Static<typeof MarkReadValue>;
}>({ id: 'messages.read', method: 'POST', path: '/wps/messages/read', auth: 'member' });
export const unreadCount = /* @__PURE__ */ api<{ value: Static<typeof UnreadCountValue> }>({
  id: 'messages.unreadCount',
  method: 'GET',
  path: '/wps/messages/unreadCount',
  auth: 'member',
});
export const unreadCountRelay = /* @__PURE__ */ api<{ value: Static<typeof UnreadCountValue> }>({
  id: 'messages.unreadCountRelay',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
});
export const unreadCountRelayPost = /* @__PURE__ */ api<{ value: Static<typeof UnreadCountValue> }>({
  id: 'messages.unreadCountRelayPost',
  method: 'POST',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
});
