/**
 * Test-only hooks for the end-to-end suite (e2e/). SMS codes need none (e2e reads them from the sandbox SMS gateway's
 * inbox, as the demo's development inbox does), nor does the captcha (the browser's widget solves the proof of work as
 * it does for people). Registered ONLY when `PLAYDECK_TEST_HOOKS=1` and `NODE_ENV` is not `production`
 * (`testHooksEnabled`); otherwise nothing is registered and the paths answer 404 like any unknown URL.
 *
 * - `POST /__test/member/type` `{ username, type }` -> `null`: sets the member type of a member of the request's brand
 *   (an operator would: e.g. type 1 makes a registered player an agent for the agent-shell e2e). Errors: NOT_FOUND.
 * - `POST /__test/red-envelope/end` `{ roundId }` -> `null`: ends the stored windows of a red-envelope round of the
 *   request's brand now (as the clock would at the window's close), so its server seed is revealed and an e2e can
 *   verify a draw without waiting for the day to end (docs/decisions.md D33). Errors: NOT_FOUND (no stored window).
 * - `POST /__test/member/email-bound-at` `{ username, hoursAgo }` -> `null`: dates the e-mail binding of a member of the
 *   request's brand `hoursAgo` hours (0..8760) before now, as if it had been bound then, so an e2e can reset a password
 *   by e-mail without waiting out the 24 hours after a bind (docs/decisions.md D6). Errors: NOT_FOUND (no such member,
 *   or no e-mail bound).
 */
import { isProduction, testHooksRequested, type EnvSource } from '../../env.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { usernameKey } from '../../domain/session/service.ts';

/** Whether the test hooks may be registered: `PLAYDECK_TEST_HOOKS === '1'` and `NODE_ENV !== 'production'`. */
export function testHooksEnabled(env?: EnvSource): boolean {
  return testHooksRequested(env) && !isProduction(env);
}

const MemberTypeBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Integer({ minimum: 0, maximum: 99 }),
});

const EmailBoundAtBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  hoursAgo: Type.Integer({ minimum: 0, maximum: 8760 }),
});

const EndRoundBody = Type.Object({ roundId: Type.String({ minLength: 1, maxLength: 40 }) });

/** Registers the test hooks when `testHooksEnabled(env)`; a no-op otherwise. */
export function testingRoutes(app: FastifyInstance, ctx: Ctx, env?: EnvSource): void {
  if (!testHooksEnabled(env)) return;
  ctx.log.warn('PLAYDECK_TEST_HOOKS=1: test-only routes under /__test are registered (never in production)');

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

  app.post<{ Body: { roundId: string } }>(
    '/__test/red-envelope/end',
    { schema: { hide: true, body: EndRoundBody } },
    async (req) => {
      const rows = await ctx.db.query(
        sql`UPDATE red_envelope_windows SET ends_at = GREATEST(starts_at + interval '1 millisecond', ${new Date(ctx.now()).toISOString()}::timestamptz)
          WHERE brand = ${req.brand.id} AND round_id = ${req.body.roundId} AND ends_at > ${new Date(ctx.now()).toISOString()}::timestamptz
          RETURNING id`,
      );
      if (!rows.length) throw fail('NOT_FOUND');
      return ok(null);
    },
  );

  app.post<{ Body: { username: string; hoursAgo: number } }>(
    '/__test/member/email-bound-at',
    { schema: { hide: true, body: EmailBoundAtBody } },
    async (req) => {
      const at = new Date(ctx.now() - req.body.hoursAgo * 3_600_000).toISOString();
      const rows = await ctx.db.query(
        sql`UPDATE members SET email_bound_at = ${at}::timestamptz
          WHERE brand = ${req.brand.id} AND username_key = ${usernameKey(req.body.username)} AND email IS NOT NULL
          RETURNING id`,
      );
      if (!rows.length) throw fail('NOT_FOUND');
      return ok(null);
    },
  );
}
