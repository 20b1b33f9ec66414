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
import type { Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { limit } from '../http/limits.ts';
import { listContent } from '../content/store.ts';
import { restriction, staticInfo } from './service.ts';

/**
 * The parts of the status answer that depend only on (brand, language), serialised once: everything but `status`,
 * the maintenance/region flags and `location`. Brands are immutable after start, so the cache never goes stale.
 */
interface StatusParts {
  /** `,"maintenanceMessage":"...","maintenanceUntil":...,"info":{...}}}` closing the envelope, UTF-8 encoded once. */
  tail: Buffer;
}

export function systemRoutes(app: FastifyInstance, ctx: Ctx) {
  const rl = { rateLimit: limit(600, 60_000) };
  const parts = new Map<Brand, Map<string, StatusParts>>();
  const partsFor = (b: Brand, lang: string): StatusParts => {
    let byLang = parts.get(b);
    if (!byLang) parts.set(b, (byLang = new Map()));
    let p = byLang.get(lang);
    if (!p) {
      const m = b.maintenance;
      const message = m.message?.[lang] ?? m.message?.[b.defaultLanguage] ?? '';
      const until = m.until === undefined ? null : new Date(m.until).toISOString();
      p = {
        tail: Buffer.from(
          `,"maintenanceMessage":${JSON.stringify(message)},"maintenanceUntil":${JSON.stringify(until)},"info":${JSON.stringify(staticInfo(b))}}}`,
        ),
      };
      byLang.set(lang, p);
    }
    return p;
  };

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
      // Hot path: only the status, flags and location are written per request; the rest is cached UTF-8 bytes (no
      // per-request serialisation, encoding or byte counting of the ~5 KB brand part).
      const r = restriction(ctx, req, req.brand);
      const country = r.country === null ? 'null' : JSON.stringify(r.country);
      const head = `{"success":true,"value":{"status":${r.status},"maintenance":${r.status === 1},"regionRestriction":${r.status === 2},"location":{"ip":${JSON.stringify(req.ip)},"country":${country}}`;
      const tail = partsFor(req.brand, req.lang).tail;
      const body = Buffer.allocUnsafe(Buffer.byteLength(head) + tail.length);
      tail.copy(body, body.write(head));
      reply.type('application/json; charset=utf-8');
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
