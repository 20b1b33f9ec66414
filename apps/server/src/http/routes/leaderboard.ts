/**
 * Leaderboard competitions (spec sections 1 "leaderboard", 7; docs/decisions.md D38): the member's view of the
 * brand's competitions. Shapes, units and errors in @playdeck/api-client/leaderboard; the rules in
 * src/domain/leaderboard/service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { Ctx } from '../../domain/context.ts';
import { competitionsView, runLeaderboardJob } from '../../domain/leaderboard/service.ts';
import { formatMinor } from '../../domain/money.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

/** The member's leaderboard calls. */
export function leaderboardRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.leaderboard.page, async (req) => {
    const brand = req.brand;
    const exp = brand.currency.exponent;
    const money = (v: bigint | string) => formatMinor(v, exp);
    const views = await competitionsView(ctx.db, brand, req.member!.id, ctx.now());
    return ok({
      currency: brand.currency.code,
      timezone: brand.timezone || 'UTC',
      competitions: views.map((v) => {
        const c = v.competition;
        // Turnover scores are minor units; multiples are hundredths.
        const score = (s: bigint) => (c.metric === 'turnover' ? money(s) : formatMinor(s, 2));
        return {
          id: c.id,
          title: c.title[req.lang] ?? c.title.en ?? Object.values(c.title)[0] ?? c.id,
          metric: c.metric,
          start: new Date(Date.parse(c.start)).toISOString(),
          end: new Date(Date.parse(c.end)).toISOString(),
          state: v.state,
          gameTypes: c.gameTypes ?? [],
          minTurnover: money(c.minTurnoverMinor ?? '0'),
          prizes: c.prizes.map((p) => ({
            fromRank: p.fromRank,
            toRank: p.toRank,
            amount: money(p.amountMinor),
            turnoverMultiplier: p.turnoverMultiplier,
          })),
          top: v.top.map((r) => ({ rank: r.rank, name: r.maskedName, score: score(r.score), mine: r.mine })),
          own: { rank: v.own.rank, score: score(v.own.score), turnover: money(v.own.turnoverMinor) },
          prize: v.prizeMinor === null ? null : money(v.prizeMinor),
        };
      }),
    });
  });
}

/** The operator's "close now" (the job's run on demand), mounted by opsRoutes with its hooks. */
export function leaderboardOpsRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.leaderboard.closeNow, async () =>
    ok(await runLeaderboardJob(ctx.db, ctx.brands, ctx.now())),
  );
}
