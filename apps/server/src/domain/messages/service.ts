/**
 * Platform messages (spec section 2 messageV2 "platform information", spec 6 "Trial skips unread-message loading",
 * spec 7 `CSP_unreadCount`). Rules: a member sees their own messages and the unexpired broadcasts of their brand,
 * newest first; read state is per member; trial members (type 4) are refused (TRIAL_FORBIDDEN); a timed-out or
 * self-excluded member (protection `isProtected`, docs/decisions.md D26) sees no marketing (`promotion`) messages, in
 * the list, the counts and the unread badge, while the block lasts. Every member gets a
 * small set of demo messages the first time their messages are read (idempotent by seed key), so a new account's
 * message centre is not empty.
 */
import {
  MESSAGE_PAGE_SIZE_DEFAULT,
  MESSAGE_PAGE_SIZE_MAX,
  type MessagePage,
  type PlatformMessage,
} from '@playdeck/api-client/messages';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import * as store from './store.ts';
import { TRIAL_MEMBER_TYPE, type AuthMember } from '../member/types.ts';
import { isProtected } from '../protection/service.ts';

/** Demo texts: `{brand}` is replaced by the brand's display name. */
const DEMO_MEMBER: ReadonlyArray<Omit<store.NewMessage, 'brand' | 'memberId'>> = [
  {
    seedKey: 'demo-welcome',
    category: 'account',
    title: { en: 'Welcome to {brand}', bn: '{brand}-এ স্বাগতম' },
    content: {
      en: 'Your account is ready. Visit My account to check your profile and keep your password safe.',
      bn: 'আপনার অ্যাকাউন্ট প্রস্তুত। প্রোফাইল দেখতে এবং পাসওয়ার্ড সুরক্ষিত রাখতে আমার অ্যাকাউন্টে যান।',
    },
  },
  {
    seedKey: 'demo-security',
    category: 'account',
    title: { en: 'Keep your account safe', bn: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন' },
    content: {
      en: 'We never ask for your password or verification codes. Change your password from My account at any time.',
      bn: 'আমরা কখনো আপনার পাসওয়ার্ড বা যাচাইকরণ কোড চাই না। আমার অ্যাকাউন্ট থেকে যেকোনো সময় পাসওয়ার্ড পরিবর্তন করুন।',
    },
  },
];
const DEMO_BROADCAST: ReadonlyArray<Omit<store.NewMessage, 'brand' | 'memberId'>> = [
  {
    seedKey: 'demo-responsible-play',
    category: 'system',
    title: { en: 'Play responsibly', bn: 'দায়িত্বের সাথে খেলুন' },
    content: {
      en: 'Set yourself a budget and take breaks. Contact customer service if you need help.',
      bn: 'নিজের জন্য একটি বাজেট ঠিক করুন এবং বিরতি নিন। সাহায্যের প্রয়োজন হলে গ্রাহক সেবার সাথে যোগাযোগ করুন।',
    },
  },
];

/** Members (per database) whose demo messages were already ensured by this process: saves one insert per call. */
const seeded = new WeakMap<Db, Set<string>>();

function withBrand(texts: store.Localised, brand: Brand): store.Localised {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.replaceAll('{brand}', brand.name)]));
}

/** True when this process already ensured the demo messages of `memberId` (so a count read earlier is complete). */
export function demoMessagesEnsured(db: Db, memberId: string): boolean {
  return seeded.get(db)?.has(memberId) ?? false;
}

/** Inserts in flight (per database, member): concurrent first calls of one member share one insert. */
const seeding = new WeakMap<Db, Map<string, Promise<void>>>();

/** Writes the demo messages of a member (and the brand's demo broadcast) unless they exist. */
export async function ensureDemoMessages(db: Db, brand: Brand, memberId: string): Promise<void> {
  let done = seeded.get(db);
  if (!done) seeded.set(db, (done = new Set()));
  if (done.has(memberId)) return;
  let inFlight = seeding.get(db);
  if (!inFlight) seeding.set(db, (inFlight = new Map()));
  let p = inFlight.get(memberId);
  if (!p) {
    p = insertDemoMessages(db, brand, memberId, done).finally(() => inFlight.delete(memberId));
    inFlight.set(memberId, p);
  }
  return p;
}

async function insertDemoMessages(db: Db, brand: Brand, memberId: string, done: Set<string>): Promise<void> {
  const rows: store.NewMessage[] = [
    ...DEMO_BROADCAST.map((d) => ({ ...d, brand: brand.id, memberId: null })),
    ...DEMO_MEMBER.map((d) => ({ ...d, brand: brand.id, memberId })),
  ].map((r) => ({ ...r, title: withBrand(r.title, brand), content: withBrand(r.content, brand) }));
  await store.insertMessages(db, rows);
  done.add(memberId);
}

/** The text in `lang`, else the brand default language, else any language, else ''. */
export function pickLanguage(texts: store.Localised, lang: string, fallback: string): string {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
}

function assertNotTrial(member: AuthMember): void {
  if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
}

/** Parses the page query. @throws VALIDATION (field pageSize) above the maximum. */
export function pageOf(pageNo?: string, pageSize?: string): { page: number; size: number } {
  const page = pageNo ? Number(pageNo) : 1;
  const size = pageSize ? Number(pageSize) : MESSAGE_PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(size) || size < 1 || size > MESSAGE_PAGE_SIZE_MAX)
    throw fail('VALIDATION', { field: 'pageSize', max: MESSAGE_PAGE_SIZE_MAX });
  if (!Number.isInteger(page) || page < 1) throw fail('VALIDATION', { field: 'pageNo' });
  return { page, size };
}

/**
 * One page of the member's messages in `lang`. @throws TRIAL_FORBIDDEN for trial members, VALIDATION for a bad page.
 */
export async function listPage(
  db: Db,
  brand: Brand,
  member: AuthMember,
  lang: string,
  query: { pageNo?: string; pageSize?: string; status?: 'all' | 'unread' },
  now: number,
): Promise<MessagePage> {
  assertNotTrial(member);
  const noMarketing = await isProtected(db, member.id, now);
  const { page, size } = pageOf(query.pageNo, query.pageSize);
  await ensureDemoMessages(db, brand, member.id);
  const unreadOnly = query.status === 'unread';
  const [c, rows] = await Promise.all([
    store.counts(db, brand.id, member.id, noMarketing),
    store.listMessages(db, brand.id, member.id, {
      limit: size,
      offset: (page - 1) * size,
      unreadOnly,
      noMarketing,
    }),
  ]);
  const total = unreadOnly ? c.unread : c.total;
  const content: PlatformMessage[] = rows.map((r) => ({
    id: r.id,
    category: r.category,
    title: pickLanguage(r.title, lang, brand.defaultLanguage),
    content: pickLanguage(r.content, lang, brand.defaultLanguage),
    broadcast: r.broadcast,
    read: r.read,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return {
    content,
    pageNum: page,
    pageSize: size,
    totalPages: Math.ceil(total / size),
    total,
    unread: c.unread,
  };
}

/**
 * Marks messages read: the given ids (every one must be visible to the member, else nothing is written and
 * NOT_FOUND is thrown) or all with `all: true`. @throws VALIDATION without ids or all, TRIAL_FORBIDDEN, NOT_FOUND.
 */
export async function markRead(
  db: Db,
  brand: Brand,
  member: AuthMember,
  body: { ids?: string[]; all?: boolean },
  now: number,
): Promise<{ updated: number; unread: number }> {
  assertNotTrial(member);
  const noMarketing = await isProtected(db, member.id, now);
  if (!body.all && !body.ids?.length) throw fail('VALIDATION', { field: 'ids' });
  await ensureDemoMessages(db, brand, member.id);
  let ids: string[] | null = null;
  if (!body.all) {
    ids = [...new Set(body.ids!.map((i) => BigInt(i).toString()))];
    if ((await store.countVisible(db, brand.id, member.id, ids, noMarketing)) !== ids.length)
      throw fail('NOT_FOUND', { field: 'ids' });
  }
  const updated = await store.markRead(db, brand.id, member.id, ids, noMarketing);
  const { unread } = await store.counts(db, brand.id, member.id, noMarketing);
  return { updated, unread };
}

/** The member's unread count (badge on messageV2, `CSP_unreadCount`). @throws TRIAL_FORBIDDEN */
export async function unreadCount(db: Db, brand: Brand, member: AuthMember, now: number): Promise<number> {
  assertNotTrial(member);
  await ensureDemoMessages(db, brand, member.id);
  return (await store.counts(db, brand.id, member.id, await isProtected(db, member.id, now))).unread;
}
