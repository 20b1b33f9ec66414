/**
 * Test-only hooks for the end-to-end suite (e2e/): a person reads the SMS code on their phone and the captcha on the
 * screen; a browser test reads them here instead. Registered ONLY when `PLAYDECK_TEST_HOOKS=1` and `NODE_ENV` is not
 * `production` (`testHooksEnabled`); otherwise nothing is registered and the paths answer 404 like any unknown URL.
 *
 * - `GET /__test/sms/last?mobile=` -> `{ mobile, code, text }`: the last SMS sent to that number through the
 *   configured provider (the console provider in `npm start`), recorded in memory by wrapping `ctx.sms`. `mobile`
 *   is an E.164 number or its trailing national digits (at least 6). Errors: VALIDATION (400) for a bad `mobile`,
 *   NOT_FOUND (404) when nothing was sent to it.
 * - `GET /__test/captcha/answer?id=` -> `{ answer }`: the answer of the captcha whose id is the `pd_captcha` cookie
 *   (read with Playwright's `context.cookies()`), without consuming it. Errors: NOT_FOUND (404) when absent/expired.
 * - `POST /__test/member/type` `{ username, type }` -> `null`: sets the member type of a member of the request's brand
 *   (an operator would: e.g. type 1 makes a registered player an agent for the agent-shell e2e). Errors: NOT_FOUND.
 */
import { isProduction, testHooksRequested, type EnvSource } from '../env.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { usernameKey } from '../session/service.ts';
import type { SmsProvider } from '../sms/provider.ts';

/** Whether the test hooks may be registered: `PLAYDECK_TEST_HOOKS === '1'` and `NODE_ENV !== 'production'`. */
export function testHooksEnabled(env?: EnvSource): boolean {
  return testHooksRequested(env) && !isProduction(env);
}

/** One delivered message, as the provider was asked to send it (E.164 number, full text). */
export interface RecordedSms {
  to: string;
  text: string;
}

/** How many messages the recorder keeps (oldest dropped first): a test run sends a few dozen. */
const KEEP = 500;

/**
 * Wraps a provider so every message is also recorded in memory; delivery still goes through `inner` (so the console
 * provider keeps logging). Returns the wrapping provider and `last(mobile)`.
 */
export function recordingSmsProvider(inner: SmsProvider) {
  const sent: RecordedSms[] = [];
  const provider: SmsProvider = {
    send: async (to, text) => {
      sent.push({ to, text });
      if (sent.length > KEEP) sent.shift();
      await inner.send(to, text);
    },
  };
  /** The last message to `mobile` (E.164, or digits the E.164 number ends with), or undefined. */
  const last = (mobile: string): RecordedSms | undefined => {
    const digits = mobile.replace(/\D/g, '');
    for (let i = sent.length - 1; i >= 0; i--) {
      const m = sent[i]!;
      if (m.to.replace(/\D/g, '').endsWith(digits)) return m;
    }
    return undefined;
  };
  return { provider, sent, last };
}

const SmsQuery = Type.Object({ mobile: Type.String({ pattern: '^\\+?[0-9]{6,16}$' }) });
const CaptchaQuery = Type.Object({ id: Type.String({ minLength: 8, maxLength: 64 }) });
const MemberTypeBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Integer({ minimum: 0, maximum: 99 }),
});

/**
 * Registers the test hooks when `testHooksEnabled(env)`; a no-op otherwise. Replaces `ctx.sms` with a recording
 * wrapper of itself, so it must run before the server handles requests (it does: app.ts calls it with the others).
 */
export function testingRoutes(app: FastifyInstance, ctx: Ctx, env?: EnvSource): void {
  if (!testHooksEnabled(env)) return;
  const recorder = recordingSmsProvider(ctx.sms);
  ctx.sms = recorder.provider;
  ctx.log.warn('PLAYDECK_TEST_HOOKS=1: test-only routes under /__test are registered (never in production)');

  app.get<{ Querystring: { mobile: string } }>(
    '/__test/sms/last',
    { schema: { hide: true, querystring: SmsQuery } },
    async (req) => {
      const m = recorder.last(req.query.mobile);
      if (!m) throw fail('NOT_FOUND');
      return ok({ mobile: m.to, code: m.text.match(/\b\d{6}\b/)?.[0] ?? null, text: m.text });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/__test/captcha/answer',
    { schema: { hide: true, querystring: CaptchaQuery } },
    async (req) => {
      const answer = await ctx.kv.get(`captcha:${req.query.id}`);
      if (answer === null) throw fail('NOT_FOUND');
      return ok({ answer });
    },
  );

  app.post<{ Body: { username: string; type: number } }>(
    '/__test/member/type',
    { schema: { hide: true, body: MemberTypeBody } },
    async (req) => {
      const rows = await ctx.db.query(
        sql`UPDATE members SET type = ${req.body.type}
          WHERE brand = ${req.brand.id} AND username_key = ${usernameKey(req.body.username)} RETURNING id`,
      );
      if (!rows.length) throw fail('NOT_FOUND');
      return ok(null);
    },
  );
}
