/**
 * Player-protection pages (shapes and errors in @playdeck/api-client/player; UKGC RTS 13, GLI-19 2.5.4 and 2.5.9):
 * - GET /wps/player/realityCheck (passive) and PUT { intervalMinutes }: the reality check's settings and the session
 *   summary (domain/reality-check). Errors: 400 REALITY_CHECK_INTERVAL, 401 NOT_LOGGED_IN.
 * - POST /wps/player/staySignedIn: the idle warning's "stay signed in"; any active call restarts the idle window, this
 *   one answers how long the session now has. Errors: 401.
 * - GET /wps/player/statement?from&to&pageNo&pageSize and GET /wps/player/statement.csv?from&to: the main wallet's
 *   statement (domain/statement), JSON pages or a streamed CSV download. Errors: 400 STATEMENT_RANGE, VALIDATION, 401,
 *   403 TRIAL_FORBIDDEN.
 * - GET /wps/player/recall: the last 10 rounds with outcome and verify link (domain/records/recall.ts). Errors: 401.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { TRIAL_CURRENCY } from '../../domain/ledger/index.ts';
import { TRIAL_MEMBER_TYPE, type AuthMember } from '../../domain/member/types.ts';
import {
  intervalOf,
  realityCheckConfig,
  sessionSummary,
  setIntervalChoice,
} from '../../domain/reality-check/service.ts';
import { statementCsv, statementPage } from '../../domain/statement/service.ts';
import { lastGameRecall } from '../../domain/records/recall.ts';
import { gamesServerUrl } from '../../domain/games/launch/games-server.ts';
import { roundVerifyUrl, type VendorSettings } from '../../domain/vendor-wallet/config.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

/** Longest statement page. */
export const STATEMENT_PAGE_MAX = 100;

/**
 * Registers the player-protection calls. `vendors`: the wallet settings (their `verify` entries give the recall's
 * verify links, as the betting record's).
 */
export function playerRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  vendors: ReadonlyMap<string, VendorSettings> = new Map(),
) {
  const summary = async (brand: Brand, m: AuthMember) => {
    const c = realityCheckConfig(brand);
    const s = await sessionSummary(ctx.db, {
      tokenHash: m.tokenHash,
      memberId: m.id,
      currency: m.type === TRIAL_MEMBER_TYPE ? TRIAL_CURRENCY : brand.currency.code,
      exponent: brand.currency.exponent,
      now: ctx.now(),
    });
    if (!s) throw fail('NOT_LOGGED_IN');
    return {
      intervalMinutes: await intervalOf(ctx.db, brand, m.id),
      intervalsMinutes: c.intervalsMinutes,
      idleWarningSeconds: c.idleWarningSeconds,
      ...s,
    };
  };

  route(app, routes.player.realityCheck, async (req) => ok(await summary(req.brand, req.member!)));
  route(app, routes.player.setRealityCheck, async (req) => {
    await setIntervalChoice(ctx.db, req.brand, req.member!.id, req.body.intervalMinutes);
    return ok(await summary(req.brand, req.member!));
  });
  route(app, routes.player.staySignedIn, async (req) =>
    ok({ lapsesInMs: Math.max(0, (req.member!.lapsesAt ?? ctx.now()) - ctx.now()) }),
  );

  const range = (brand: Brand, memberId: string, q: { from: string; to: string }) => ({
    memberId,
    brand: brand.id,
    currency: brand.currency.code,
    exponent: brand.currency.exponent,
    timeZone: brand.timezone || 'UTC',
    from: q.from,
    to: q.to,
    now: ctx.now(),
  });

  route(app, routes.player.statement, async (req) => {
    const pageSize = Number(req.query.pageSize ?? 50);
    if (pageSize > STATEMENT_PAGE_MAX) throw fail('VALIDATION', { field: 'pageSize' });
    return ok(
      await statementPage(ctx.db, {
        ...range(req.brand, req.member!.id, req.query),
        pageNo: Number(req.query.pageNo ?? 1),
        pageSize,
      }),
    );
  });

  route(app, routes.player.statementCsv, async (req, reply) => {
    // The range is checked (and the totals read) before the first byte, so a refusal is still the JSON envelope.
    const lines = await statementCsv(ctx.db, range(req.brand, req.member!.id, req.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="statement-${req.query.from}-${req.query.to}.csv"`)
      .send(Readable.from(lines));
  });

  route(app, routes.player.recall, async (req) => {
    const gamesUrl = gamesServerUrl();
    return ok({
      rows: await lastGameRecall(ctx.db, {
        memberId: req.member!.id,
        lang: req.lang,
        exponent: req.brand.currency.exponent,
        verifyUrl: (vendor, gameCode, roundId) =>
          roundVerifyUrl(vendors.get(vendor), gameCode, roundId, gamesUrl, req.lang),
      }),
    });
  });
}
