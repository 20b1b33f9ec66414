/**
 * Platform messages (spec section 2 "Member center pages": messageV2 "platform information"; spec 7 "unread count"
 * `/wps/relay/CSP_unreadCount`). Shared by the server (request validation) and the web (types).
 *
 * Calls (all need the session token; trial members get 403 TRIAL_FORBIDDEN, spec 6):
 * - `GET /wps/messages?pageNo=1&pageSize=10&status=all|unread` -> {@link MessagePage}
 * - `POST /wps/messages/read` `{ ids: string[] }` or `{ all: true }` -> `{ updated, unread }`
 * - `GET /wps/messages/unreadCount` and `GET|POST /wps/relay/CSP_unreadCount` -> `{ count }`
 */
import { Type, type Static } from 'typebox';

/** Largest page of the message list. */
export const MESSAGE_PAGE_SIZE_MAX = 50;
/** Default page size of the message list. */
export const MESSAGE_PAGE_SIZE_DEFAULT = 10;

/**
 * Query of the message list: 1-based page (decimal string, query strings are not coerced), page size 1..50 (checked
 * by the server), all or unread only.
 */
export const MessageListQuery = Type.Object({
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('unread')])),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

/** One message in the caller's language (brand default, then any language, when the caller's is missing). */
export const PlatformMessage = Type.Object({
  id: Type.String(),
  /** `system`, `account`, `promotion` or `wallet`. */
  category: Type.String(),
  title: Type.String(),
  content: Type.String(),
  /** True for a brand-wide broadcast, false for a message to this member only. */
  broadcast: Type.Boolean(),
  read: Type.Boolean(),
  /** ISO 8601 (UTC). */
  createdAt: Type.String(),
});
export type PlatformMessage = Static<typeof PlatformMessage>;

/** A page of messages, newest first, with the member's unread count. */
export const MessagePage = Type.Object({
  content: Type.Array(PlatformMessage),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
  unread: Type.Integer(),
});
export type MessagePage = Static<typeof MessagePage>;

/** Mark as read: up to 100 ids, or every visible message with `all: true`. */
export const MarkReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{1,18}$' }), { minItems: 1, maxItems: 100 })),
  all: Type.Optional(Type.Boolean()),
});
export type MarkReadBody = Static<typeof MarkReadBody>;

/** Answer of a mark-read call: receipts newly written and the unread count after it. */
export const MarkReadValue = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });
export type MarkReadValue = Static<typeof MarkReadValue>;

/** Unread count (spec 7 `CSP_unreadCount`; member center badge on messageV2). */
export const UnreadCountValue = Type.Object({ count: Type.Integer() });
export type UnreadCountValue = Static<typeof UnreadCountValue>;
