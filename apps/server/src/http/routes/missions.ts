/**
 * Missions calls (spec sections 1 "missions", 2 `missionLeaderboard`, 4 statuses, 7 "mission summary";
 * docs/decisions.md D37): the member's missions in their current windows, and claim one. Shapes, units and errors in
 * @playdeck/api-client/missions; the rules in src/domain/missions/service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { MissionConfig } from '@playdeck/config-schema';
import type { Ctx } from '../../domain/context.ts';
import { formatMinor } from '../../domain/money.ts';
import * as missions from '../../domain/missions/service.ts';
import { isProtected } from '../../domain/protection/service.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A reward as the member sees it (money as a decimal string). */
function rewardView(brand: Brand, r: MissionConfig['reward']) {
  return r.type === 'bonus'
    ? {
        type: 'bonus' as const,
        amount: formatMinor(r.amountMinor, brand.currency.exponent),
        turnoverMultiple: r.turnoverMultiplier,
      }
    : { type: 'points' as const, points: r.points };
}

/** Money kinds show decimals; counts stay whole. */
const amountOf = (brand: Brand, m: MissionConfig, v: bigint) =>
  m.kind === 'deposit' || m.kind === 'turnover' ? formatMinor(v, brand.currency.exponent) : v.toString();

/** The member's missions calls. */
export function missionRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.missions.list, async (req) => {
    const now = ctx.now();
    const b = req.brand;
    const states = await missions.missionStates(ctx.db, b, req.member!.id, now);
    const protectedNow = await isProtected(ctx.db, req.member!.id, now);
    return ok({
      currency: b.currency.code,
      missions: states.map((s) => ({
        id: s.mission.id,
        title: s.mission.title[req.lang] ?? s.mission.title[b.defaultLanguage] ?? s.mission.id,
        period: s.mission.period,
        kind: s.mission.kind,
        progress: amountOf(b, s.mission, s.progress),
        target: amountOf(b, s.mission, s.target),
        percent: Number((s.progress * 100n) / s.target),
        status: s.status,
        reward: rewardView(b, s.mission.reward),
        ...(s.mission.category ? { category: s.mission.category } : {}),
        ...(s.mission.gameType ? { gameType: s.mission.gameType } : {}),
        startsAt: iso(s.window.start),
        endsAt: iso(s.window.end),
        ...(s.claimed ? { claimedAt: s.claimed.at } : {}),
      })),
      claimable: protectedNow ? 0 : states.filter((s) => s.status === 'Claim').length,
    });
  });

  route(app, routes.missions.claim, async (req) => {
    const c = await missions.claimMission(ctx.db, req.brand, req.member!.id, req.body.missionId, ctx.now());
    const m = missions.brandMissions(req.brand).find((x) => x.id === c.missionId)!;
    return ok({ missionId: c.missionId, period: c.period, reward: rewardView(req.brand, m.reward) });
  });
}
