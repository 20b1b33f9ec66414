/**
 * Content calls: GET /wps/content/announcements (type B|PL|PU|PR|H, platform W, execution A|B|F; anonymous callers
 * get execution B only), /wps/content/notices, /wps/content/banners?group=, /wps/content/popups,
 * /wps/content/promotions (public: the promotions centre's categories and the promotions not ended), and
 * PUT /wps/feedback (content within brand.json `limits` after trim, 20-200 by default, type 1 2 3 4 6 0, captcha; sender from the session).
 * Agent side (docs/architecture.md "Agents"): GET /wps/content/agentLanding (public: /agent copy, consultation hours, agent-center menu) and
 * GET /wps/content/agentAnnouncements (agents only: the announcements of type AG).
 */
import type { FastifyInstance } from 'fastify';
import { requireCaptcha } from '../../domain/captcha/service.ts';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { codePoints } from '../../domain/text.ts';
import { isAgentType } from '../../domain/member/types.ts';
import {
  AGENT_ANNOUNCEMENT_TYPE,
  agentLanding,
  feedbackLimits,
  promotionsCentre,
  toAnnouncement,
  toBanner,
} from '../../domain/content/service.ts';
import { insertFeedback, listContent, listPromotionCategories } from '../../domain/content/store.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export function contentRoutes(app: FastifyInstance, ctx: Ctx) {
  const audience = (loggedIn: boolean, wanted?: string) => {
    const allowed = loggedIn ? ['A', 'F'] : ['B'];
    return wanted ? allowed.filter((e) => e === wanted) : allowed;
  };

  route(app, routes.content.announcements, async (req) => {
    const rows = await listContent(ctx.db, req.brand.id, {
      kind: 'announcement',
      type: req.query.type,
      notType: AGENT_ANNOUNCEMENT_TYPE,
      executions: audience(!!req.member, req.query.execution),
      lang: req.query.lang ?? req.lang,
    });
    return ok(rows.map(toAnnouncement));
  });
  route(app, routes.content.notices, async (req) =>
    ok((await listContent(ctx.db, req.brand.id, { kind: 'notice', lang: req.lang })).map(toAnnouncement)),
  );
  route(app, routes.content.banners, async (req) =>
    ok((await listContent(ctx.db, req.brand.id, { kind: 'banner', group: req.query.group })).map(toBanner)),
  );
  route(app, routes.content.popups, async (req) =>
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
  route(app, routes.content.promotions, async (req) => {
    const lang = req.query.lang ?? req.lang;
    const [rows, categories] = await Promise.all([
      listContent(ctx.db, req.brand.id, { kind: 'promotion', lang }),
      listPromotionCategories(ctx.db, req.brand.id, lang),
    ]);
    return ok(promotionsCentre(rows, categories, Date.now(), req.query.categoryId));
  });

  route(app, routes.content.agentLanding, async (req) => ok(agentLanding(req.brand, req.lang)));
  route(app, routes.content.agentAnnouncements, async (req) => {
    if (!isAgentType(req.brand, req.member!.type)) throw fail('AGENT_ONLY');
    const rows = await listContent(ctx.db, req.brand.id, {
      kind: 'announcement',
      type: AGENT_ANNOUNCEMENT_TYPE,
      lang: req.lang,
    });
    return ok(rows.map(toAnnouncement));
  });

  route(app, routes.content.feedback, async (req) => {
    const content = req.body.content.trim();
    const n = codePoints(content);
    const { min, max } = feedbackLimits(req.brand);
    if (n < min || n > max)
      throw fail('FEEDBACK_CONTENT_LENGTH', { field: 'content', min, max }, { min, max });
    await requireCaptcha(ctx, req.brand, req.body.captcha, { field: 'captcha' });
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
  });
}
