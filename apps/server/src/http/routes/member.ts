/**
 * Member calls (spec section 7): registration (PUT, encrypted), affiliate check, info, icon, password change
 * (encrypted), password reset by email (form POST) and by phone (encrypted), language, consolidated contract flags.
 */
import { storedRank } from '../../domain/loyalty/vip.ts';
import { vipLabel } from '../../domain/loyalty/view.ts';
import type { FastifyInstance } from 'fastify';
import { demoMessagesEnsured, unreadCount } from '../../domain/messages/service.ts';
import { checkFieldRule, isEnabled } from '../../infra/brands/index.ts';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { toBanner, toPopup, toPromotion } from '../../domain/content/service.ts';
import { listContent, type ContentRow } from '../../domain/content/store.ts';
import { authenticateWithProfile } from '../../domain/session/service.ts';
import { formatMinor } from '../../domain/money.ts';
import * as service from '../../domain/member/service.ts';
import * as store from '../../domain/member/store.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import { callerOf, tokenOf } from '../caller.ts';

export function memberRoutes(app: FastifyInstance, ctx: Ctx) {
  for (const [d, mode] of [
    [routes.member.register, 'username'],
    [routes.member.registerMobile, 'mobile'],
  ] as const) {
    route(app, d, async (req) => ok(await service.register(ctx, callerOf(req), req.body, mode)));
  }

  route(app, routes.member.affiliate, async (req) => {
    const valid = await store.affiliateExists(ctx.db, req.brand.id, req.query.code.trim(), req.query.domain);
    if (!valid) throw fail('INVALID_INVITATION_CODE');
    return ok({ valid });
  });

  /**
   * The brand-content part of member-info answers (banners, notices, promotions, popups, the promotion count),
   * serialised once per brand and language. Its version is the identity of the four lists as the content cache hands
   * them out (`listContent` returns the same arrays until they expire or a write invalidates them), so the text is
   * rebuilt exactly when the content is.
   */
  const infoTails = new Map<string, { lists: readonly unknown[]; promoCount: number; tail: string }>();
  const infoTail = (key: string, lists: [ContentRow[], ContentRow[], ContentRow[], ContentRow[]]) => {
    const hit = infoTails.get(key);
    if (hit && hit.lists.every((l, i) => l === lists[i])) return hit;
    const [banners, notices, promotions, popups] = lists;
    const t = {
      lists,
      promoCount: promotions.length,
      tail: `"banners":${JSON.stringify(banners.map(toBanner))},"notices":${JSON.stringify(
        notices.map((n) => ({ id: n.id, title: n.title })),
      )},"promotions":${JSON.stringify(
        // Images in the schema's key order (jsonb keeps its own), as the response serialiser would write them.
        promotions.map((r) => ({
          ...toPromotion(r),
          announcementImages: toPromotion(r).announcementImages.map((i) => ({
            sequence: i.sequence,
            url: i.url,
          })),
        })),
      )},"popups":${JSON.stringify(popups.map(toPopup))}`,
    };
    infoTails.set(key, t);
    return t;
  };

  route(app, routes.member.info, async (req, reply) => {
    const brand = req.brand;
    // Session, profile, balance and unread count in one statement (never cached: a balance change or a revoked
    // session shows on the very next call); brand content comes from the content cache, already serialised.
    const auth = await authenticateWithProfile(ctx, brand, tokenOf(req), service.TRIAL_CURRENCY);
    if (!auth) throw fail('NOT_LOGGED_IN');
    req.member = auth.member;
    const p = auth.profile;
    // Trial members skip unread-message loading (spec section 6). The unread count came with the session row; only
    // the first call of a member in this process writes the demo messages first and counts again.
    const trial = auth.member.type === TRIAL_MEMBER_TYPE;
    const [banners, notices, promotions, popups, unread, vipLevel] = await Promise.all([
      listContent(ctx.db, brand.id, { kind: 'banner' }),
      listContent(ctx.db, brand.id, { kind: 'notice', lang: req.lang }),
      listContent(ctx.db, brand.id, { kind: 'promotion', lang: req.lang }),
      listContent(ctx.db, brand.id, { kind: 'popup', executions: ['A', 'F'], lang: req.lang }),
      trial || demoMessagesEnsured(ctx.db, auth.member.id)
        ? p.unread
        : unreadCount(ctx.db, brand, auth.member, ctx.now()),
      // The stored VIP rank (the loyalty job and the VIP page recompute it; never computed here).
      trial ? 0 : storedRank(ctx.db, auth.member.id),
    ]);
    const vip = vipLabel(brand, vipLevel, req.lang);
    const tail = infoTail(`${brand.id}\u0000${req.lang}`, [banners, notices, promotions, popups]);
    // The member part in MemberInfo's key order, then the cached content part: the same JSON the response schema
    // would produce (member.test.ts checks the answer against the schema), without re-serialising the content.
    const head = JSON.stringify({
      id: auth.member.id,
      account: p.username,
      nickname: p.nickname,
      type: p.type,
      language: p.language ?? brand.defaultLanguage,
      mustChangePassword: p.must_change_password,
      balance: formatMinor(p.balance ?? 0n, brand.currency.exponent),
      currencySymbol: brand.currency.symbol,
      hasVip: vip.hasVip,
      vipLabelName: vip.name,
      vipRankLevel: vip.level,
      availablePromoCount: tail.promoCount,
      unreadMessage: unread,
    });
    reply.type('application/json; charset=utf-8');
    return reply.send(`{"success":true,"value":${head.slice(0, -1)},${tail.tail}}}`);
  });

  route(app, routes.member.icon, async (req) => {
    const p = await store.profile(ctx.db, req.member!.id, req.brand.currency.code);
    return ok({ icon: p?.icon ?? 'avatar-1' });
  });
  route(app, routes.member.setIcon, async (req) => {
    await store.setIcon(ctx.db, req.member!.id, req.body.icon);
    return ok({ icon: req.body.icon });
  });

  route(app, routes.member.changePassword, async (req) => {
    const m = req.member!;
    await service.changePassword(
      ctx,
      req.brand,
      m.id,
      m.type,
      m.tokenHash,
      req.body.oldPassword,
      req.body.newPassword,
      req.body.confirmNewPassword,
      m.username,
    );
    return ok(null);
  });

  route(app, routes.member.forgotByEmail, async (req) => {
    const { username, email } = req.body;
    // Spec 5 "Forgot by email: username valid and required": the brand's username rule (public, so refusing a
    // malformed name says nothing about which accounts exist).
    const bad = await checkFieldRule(req.brand, 'username', username.trim());
    if (bad)
      throw fail('ACCOUNT_FORMAT', { field: 'username', messageId: bad.messageId, values: bad.values });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw fail('EMAIL_FORMAT', { field: 'email' });
    await service.forgotByEmail(ctx, req.brand, username, email, req.lang);
    return ok(null);
  });
  route(app, routes.member.resetByEmail, async (req) => {
    await service.resetByEmailToken(
      ctx,
      req.brand,
      req.body.token,
      req.body.newPassword,
      req.body.confirmNewPassword,
    );
    return ok(null);
  });
  route(app, routes.member.resetByPhone, async (req) =>
    ok(
      await service.resetByPhone(
        ctx,
        req.brand,
        req.body.mobileNum,
        req.body.countryDialingCode,
        req.body.verificationCode,
        req.body.newPassword,
      ),
    ),
  );

  route(app, routes.member.language, async (req) => {
    const lang = req.body.language.trim().toLowerCase();
    if (!req.brand.languages.includes(lang)) throw fail('VALIDATION', { field: 'language' });
    await store.setLanguage(ctx.db, req.member!.id, lang);
    return ok({ language: lang });
  });

  route(app, routes.member.consolidatedFunds, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const b = req.brand;
    const flag = (id: string) => (isEnabled(b, id) ? 1 : 0);
    return ok({
      dailysalreqtype: flag('DAILYSAL3'),
      divtypereq: flag('DIVIDEND3'),
      contracthoursalreqtype: flag('HOURSAL3'),
      realtimesalreqtype: flag('REALTIMESAL3'),
    });
  });
}
