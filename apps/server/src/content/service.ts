/**
 * Content (spec sections 2, 3, 7): announcements of types B, PL, PU, PR, H on platform W; popups by execution
 * (A logged in, F first login, B anonymous); banners by group (w_home, w_login, w_register, w_leftmenu, w_forget);
 * notices; promotions; help centre. Feedback (types 1 2 3 4 6 0; 20 to 200 characters after trim; captcha).
 */
import type { ContentRow } from './store.ts';

export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;

export const toAnnouncement = (r: ContentRow) => ({
  id: r.id,
  type: r.type ?? '',
  title: r.title,
  content: r.content,
  execution: r.execution ?? '',
  createdAt: new Date(r.created_at).toISOString(),
});
export const toBanner = (r: ContentRow) => ({
  groupName: r.group_name ?? '',
  url: r.url ?? '',
  linkageType: r.linkage_type ?? '',
});
export const toPromotion = (r: ContentRow) => ({
  id: r.id,
  title: r.title,
  announcementImages: r.images ?? [],
});
export const toPopup = (r: ContentRow) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  execution: r.execution ?? '',
});
