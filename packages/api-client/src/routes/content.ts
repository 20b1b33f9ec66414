/**
 * The content calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as content from '@playdeck/api-client/routes/content'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  AgentLanding,
  Announcement,
  AnnouncementQuery,
  Banner,
  BannerQuery,
  FeedbackBody,
  PromotionsQuery,
  PromotionsValue,
} from '../schemas.ts';
import { api } from '../route.ts';

export const announcements = /* @__PURE__ */ api<{
  query: Static<typeof AnnouncementQuery>;
  value: Static<typeof Announcement>[];
}>({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/content/announcements',
  auth: 'optional',
  rateLimit: 'steady',
});
export const notices = /* @__PURE__ */ api<{ value: Static<typeof Announcement>[] }>({
  id: 'content.notices',
  method: 'GET',
  path: '/wps/content/notices',
  auth: 'none',
  rateLimit: 'steady',
});
export const banners = /* @__PURE__ */ api<{
  query: Static<typeof BannerQuery>;
  value: Static<typeof Banner>[];
}>({ id: 'content.banners', method: 'GET', path: '/wps/content/banners', auth: 'none', rateLimit: 'steady' });
export const popups = /* @__PURE__ */ api<{ value: Static<typeof Announcement>[] }>({
  id: 'content.popups',
  method: 'GET',
  path: '/wps/content/popups',
  auth: 'optional',
  rateLimit: 'steady',
});
export const promotions = /* @__PURE__ */ api<{
  query: Static<typeof PromotionsQuery>;
  value: Static<typeof PromotionsValue>;
}>({
  id: 'content.promotions',
  method: 'GET',
  path: '/wps/content/promotions',
  auth: 'none',
  rateLimit: 'steady',
});
export const agentLanding = /* @__PURE__ */ api<{ value: Static<typeof AgentLanding> }>({
  id: 'content.agentLanding',
  method: 'GET',
  path: '/wps/content/agentLanding',
  auth: 'none',
  rateLimit: 'steady',
});
export const agentAnnouncements = /* @__PURE__ */ api<{ value: Static<typeof Announcement>[] }>({
  id: 'content.agentAnnouncements',
  method: 'GET',
  path: '/wps/content/agentAnnouncements',
  auth: 'member',
  rateLimit: 'steady',
});
export const feedback = /* @__PURE__ */ api<{ body: Static<typeof FeedbackBody>; value: null }>({
  id: 'content.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'optional',
  rateLimit: 'scarce',
});
