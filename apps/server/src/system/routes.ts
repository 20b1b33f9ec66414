/**
 * System calls (spec section 7): /wps/system/status, /wps/system/whitelabel, /wps/system/setting/register,
 * /wps/system/domainRoute, /wps/system/helpCenter?lang&device=WEB. Public, rate limited per IP.
 */
import { Responses } from '@playdeck/api-client/envelope';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  DomainRoutesValue,
  HelpCenterQuery,
  HelpCenterValue,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelValue,
} from '@playdeck/api-client/schemas';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { limit } from '../http/limits.ts';
import { listContent } from '../content/store.ts';
import { statusAnswer } from './service.ts';

export function systemRoutes(app: FastifyInstance, ctx: Ctx) {
  const rl = { rateLimit: limit(600, 60_000) };
  app.get(
    '/wps/system/status',
    {
      config: rl,
      schema: {
        tags: ['system'],
        summary: 'Status 0 normal / 1 maintenance / 2 region restricted, location, brand info',
        response: Responses(SystemStatusSchema),
      },
    },
    (req, reply) => {
      // Hot path: the envelope is written as bytes (statusEnvelope), no per-request serialisation of the brand part.
      // ETag + no-cache: the browser revalidates on every use and a live config edit shows at once (statusAnswer).
      const { body, etag } = statusAnswer(ctx, req);
      reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    },
  );
  app.get(
    '/wps/system/whitelabel',
    {
      config: rl,
      schema: {
        tags: ['system'],
        summary: 'Whitelabel tree (modId, enabled, childrenNodes)',
        response: Responses(WhitelabelValue),
      },
    },
    async (req) => ok(req.brand.whitelabel),
  );
  app.get(
    '/wps/system/setting/register',
    {
      config: rl,
      schema: {
        tags: ['system'],
        summary: 'Registration field settings',
        response: Responses(RegisterSettingsSchema),
      },
    },
    async (req) => ok(req.brand.register),
  );
  app.get(
    '/wps/system/domainRoute',
    {
      config: rl,
      schema: { tags: ['system'], summary: 'Domain routes', response: Responses(DomainRoutesValue) },
    },
    async (req) => ok(req.brand.domainRoutes),
  );
  app.get<{ Querystring: Static<typeof HelpCenterQuery> }>(
    '/wps/system/helpCenter',
    {
      config: rl,
      schema: {
        tags: ['system'],
        summary: 'Help centre items for a language (device WEB)',
        querystring: HelpCenterQuery,
        response: Responses(HelpCenterValue),
      },
    },
    async (req) => {
      const lang = req.query.lang?.toLowerCase();
      const use = lang && req.brand.languages.includes(lang) ? lang : req.lang;
      const rows = await listContent(ctx.db, req.brand.id, { kind: 'help', lang: use });
      return ok(rows.map((r) => ({ id: r.id, title: r.title, content: r.content })));
    },
  );
}
