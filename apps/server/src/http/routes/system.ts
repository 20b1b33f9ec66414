/**
 * System calls (spec section 7): /wps/system/status, /wps/system/whitelabel, /wps/system/setting/register,
 * /wps/system/domainRoute, /wps/system/helpCenter?lang&device=WEB, /wps/system/terms?lang (D35). Public, rate limited per IP.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { limit } from '../limits.ts';
import { listContent } from '../../domain/content/store.ts';
import { statusAnswer } from '../../domain/system/service.ts';
import { brandFavicon, brandManifest, FAVICON_PATH, MANIFEST_PATH } from '../brandHead.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import { clientOf } from '../caller.ts';

export function systemRoutes(app: FastifyInstance, ctx: Ctx) {
  const rl = { rateLimit: limit(600, 60_000) };
  route(app, routes.system.status, (req, reply) => {
    // Hot path: the envelope is written as bytes (statusEnvelope), no per-request serialisation of the brand part.
    // ETag + no-cache: the browser revalidates on every use and a live config edit shows at once (statusAnswer).
    const { body, etag } = statusAnswer(ctx, clientOf(req));
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
  // The brand's favicon and web-app manifest (http/brandHead.ts), linked from every page's head.
  app.get(FAVICON_PATH, { config: rl, schema: { hide: true } }, (req, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=300')
      .header('Vary', 'Host, Merchant')
      .send(brandFavicon(req.brand)),
  );
  app.get(MANIFEST_PATH, { config: rl, schema: { hide: true } }, (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Vary', 'Host, Merchant, Accept-Language')
      .send(JSON.stringify(brandManifest(req.brand, req.lang))),
  );
  route(app, routes.system.whitelabel, async (req) => ok(req.brand.whitelabel));
  route(app, routes.system.registerSettings, async (req) => ok(req.brand.register));
  route(app, routes.system.domainRoute, async (req) => ok(req.brand.domainRoutes));
  // Terms and conditions (D35): from the brand's content/terms.json, in the asked language when the brand has it, else
  // the call's, each text falling back on the brand's default language.
  route(app, routes.system.terms, async (req) => {
    const lang = req.query.lang?.toLowerCase();
    const use = lang && req.brand.languages.includes(lang) ? lang : req.lang;
    const terms = req.brand.content?.terms ?? { updated: '', sections: [] };
    const text = (t: Record<string, string>) => t[use] ?? t[req.brand.defaultLanguage] ?? '';
    return ok({
      updated: terms.updated,
      sections: terms.sections.map((s) => ({ id: s.id, title: text(s.title), content: text(s.content) })),
    });
  });
  route(app, routes.system.helpCenter, async (req) => {
    const lang = req.query.lang?.toLowerCase();
    const use = lang && req.brand.languages.includes(lang) ? lang : req.lang;
    const rows = await listContent(ctx.db, req.brand.id, { kind: 'help', lang: use });
    return ok(rows.map((r) => ({ id: r.id, title: r.title, content: r.content })));
  });
}
