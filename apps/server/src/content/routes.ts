/**
 * Content calls: GET /wps/content/announcements (type B|PL|PU|PR|H, platform W, execution A|B|F; anonymous callers
 * get execution B only), /wps/content/notices, /wps/content/banners?group=, /wps/content/popups,
 * /wps/content/promotions (public: the promotions centre's categories and the promotions not ended), and
 * PUT /wps/feedback (content within brand.json `limits` after trim, 20-200 by default, type 1 2 3 4 6 0, captcha; sender from the session).
 * Agent side (docs/architecture.md "Agents"): GET /wps/content/agentLanding (public: /agent copy, consultation hours, agent-center menu) and
 * GET /wps/content/agentAnnouncements (agents only: the announcements of type AG).
 */
import { Type } from 'typebox';
import { NullValue, Responses } from '@playdeck/api-client/envelope';
import { Announcement, Banner, PromotionsQuery, PromotionsValue } from '@playdeck/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AnnouncementQuery, BannerQuery, FeedbackBody } from '@playdeck/api-client/schemas';
import { checkCaptcha } from '../captcha/service.ts';
import type { Ctx } from '../context.ts';
import { optionalAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { limit } from '../http/limits.ts';
import { codePoints } from '../text.ts';
import { isAgentType } from '../member/types.ts';
import { requireAuth } from '../http/auth.ts';
import {
  AGENT_ANNOUNCEMENT_TYPE,
  agentLanding,
  AgentLanding,
  feedbackLimits,
  promotionsCentre,
  toAnnouncement,
  toBanner,
} from './service.ts';
import { insertFeedback, listContent, listPromotionCategories } from './store.ts';

export function contentRoutes(app: FastifyInstance, ctx: Ctx) {
  const maybe = optionalAuth(ctx);
  const rl = { rateLimit: limit(120, 60_000) };
  const audience = (loggedIn: boolean, wanted?: string) => {
    const allowed = loggedIn ? ['A', 'F'] : ['B'];
    return wanted ? allowed.filter((e) => e === wanted) : allowed;
  };

  app.get<{ Querystring: Static<typeof AnnouncementQuery> }>(
    '/wps/content/announcements',
    {
      preHandler: maybe,
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Announcements by type, platform W, execution',
        querystring: AnnouncementQuery,
        response: Responses(Type.Array(Announcement)),
      },
    },
    async (req) => {
      const rows = await listContent(ctx.db, req.brand.id, {
        kind: 'announcement',
        type: req.query.type,
        notType: AGENT_ANNOUNCEMENT_TYPE,
        executions: audience(!!req.member, req.query.execution),
        lang: req.query.lang ?? req.lang,
      });
      return ok(rows.map(toAnnouncement));
    },
  );
  app.get(
    '/wps/content/notices',
    {
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Notices (title, time, content)',
        response: Responses(Type.Array(Announcement)),
      },
    },
    async (req) =>
      ok((await listContent(ctx.db, req.brand.id, { kind: 'notice', lang: req.lang })).map(toAnnouncement)),
  );
  app.get<{ Querystring: Static<typeof BannerQuery> }>(
    '/wps/content/banners',
    {
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Banners, optionally of one group (w_home, w_login, ...)',
        querystring: BannerQuery,
        response: Responses(Type.Array(Banner)),
      },
    },
    async (req) =>
      ok((await listContent(ctx.db, req.brand.id, { kind: 'banner', group: req.query.group })).map(toBanner)),
  );
  app.get(
    '/wps/content/popups',
    {
      preHandler: maybe,
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Public popups for this audience (A, F logged in; B anonymous)',
        response: Responses(Type.Array(Announcement)),
      },
    },
    async (req) =>
      ok(
        (
          await listContent(ctx.db, req.brand.id, {
            kind: 'popup',
            executions: audience(!!req.member),
            lang: req.lang,
          })
        ).map(toAnnouncement),
      ),
  );
  /**
   * GET /wps/content/promotions (spec 1, 2 "/promotions" and the side menu's promotion dropdown; public, no login):
   * `{ categories: [{ id, title }], items: [{ id, categoryId, title, content, announcementImages: [{ sequence, url }],
   * startsAt, endsAt }] }` in `lang` (else the Language header), listing the promotions that have not ended (rules:
   * service.ts `promotionsCentre`). A malformed `lang` or `categoryId` is a 400 VALIDATION envelope.
   */
  app.get<{ Querystring: Static<typeof PromotionsQuery> }>(
    '/wps/content/promotions',
    {
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Promotions centre: categories and the promotions not ended, in the request language',
        querystring: PromotionsQuery,
        response: Responses(PromotionsValue),
      },
    },
    async (req) => {
      const lang = req.query.lang ?? req.lang;
      const [rows, categories] = await Promise.all([
        listContent(ctx.db, req.brand.id, { kind: 'promotion', lang }),
        listPromotionCategories(ctx.db, req.brand.id, lang),
      ]);
      return ok(promotionsCentre(rows, categories, Date.now(), req.query.categoryId));
    },
  );

  app.get(
    '/wps/content/agentLanding',
    {
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Agent landing page: copy in the request language, consultation hours, agent-center menu',
        response: Responses(AgentLanding),
      },
    },
    async (req) => ok(agentLanding(req.brand, req.lang)),
  );
  app.get(
    '/wps/content/agentAnnouncements',
    {
      preHandler: requireAuth(ctx),
      config: rl,
      schema: {
        tags: ['content'],
        summary: 'Announcements for agents (type AG); agents only (AGENT_ONLY otherwise)',
        response: Responses(Type.Array(Announcement)),
      },
    },
    async (req) => {
      if (!isAgentType(req.brand, req.member!.type)) throw fail('AGENT_ONLY');
      const rows = await listContent(ctx.db, req.brand.id, {
        kind: 'announcement',
        type: AGENT_ANNOUNCEMENT_TYPE,
        lang: req.lang,
      });
      return ok(rows.map(toAnnouncement));
    },
  );

  app.put<{ Body: Static<typeof FeedbackBody> }>(
    '/wps/feedback',
    {
      preHandler: maybe,
      config: { rateLimit: limit(5, 60_000) },
      schema: {
        tags: ['content'],
        summary: 'Send feedback (captcha required)',
        body: FeedbackBody,
        response: Responses(NullValue),
      },
    },
    async (req) => {
      const content = req.body.content.trim();
      const n = codePoints(content);
      const { min, max } = feedbackLimits(req.brand);
      if (n < min || n > max)
        throw fail('FEEDBACK_CONTENT_LENGTH', { field: 'content', min, max }, { min, max });
      if (!(await checkCaptcha(ctx.kv, req, req.body.captcha)))
        throw fail('CAPTCHA_INVALID', { field: 'captcha', captcha: true });
      await insertFeedback(
        ctx.db,
        req.brand.id,
        req.member?.id ?? null,
        req.member?.username ?? null,
        req.body.type,
        content,
        req.ip,
      );
      return ok(null);
    },
  );
}
