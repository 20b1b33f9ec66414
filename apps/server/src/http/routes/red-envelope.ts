/**
 * Red-envelope calls (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33): the rounds now, open
 * one envelope, the member's opened envelopes with their proofs. Shapes, units and errors in
 * @playdeck/api-client/redEnvelope; the rules in src/domain/red-envelope/service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { Ctx } from '../../domain/context.ts';
import { formatMinor } from '../../domain/money.ts';
import * as envelopes from '../../domain/red-envelope/service.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

const nameIn = (brand: Brand, name: Record<string, string>, lang: string) =>
  name[lang] ?? name[brand.defaultLanguage] ?? Object.values(name)[0] ?? '';

const iso = (ms: number) => new Date(ms).toISOString();

/** An opened envelope as the member sees it. */
function openedView(brand: Brand, e: envelopes.OpenedEnvelope, lang: string) {
  const round = (brand.config?.config.redEnvelope?.rounds ?? []).find((r) => r.id === e.roundId);
  return {
    roundId: e.roundId,
    name: round ? nameIn(brand, round.name, lang) : e.roundId,
    period: e.period,
    amount: formatMinor(e.amountMinor, brand.currency.exponent),
    currency: e.currency,
    amountMinor: e.amountMinor.toString(),
    drawMinor: e.drawMinor.toString(),
    remainingBeforeMinor: e.remainingBeforeMinor.toString(),
    minMinor: e.minMinor.toString(),
    maxMinor: e.maxMinor.toString(),
    clientSeed: e.memberId,
    serverSeedHash: e.serverSeedHash,
    serverSeed: e.serverSeed,
    openedAt: iso(e.openedAt),
    endsAt: iso(e.endsAt),
  };
}

/** The member's red-envelope calls. */
export function redEnvelopeRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.redEnvelope.rounds, async (req) => {
    const exp = req.brand.currency.exponent;
    const states = await envelopes.roundStates(ctx.db, req.brand, req.member?.id, ctx.now());
    return ok({
      rounds: states.map((s) => ({
        id: s.round.id,
        name: nameIn(req.brand, s.round.name, req.lang),
        status: s.status,
        currency: req.brand.currency.code,
        min: formatMinor(s.window?.minMinor ?? s.round.minMinor, exp),
        max: formatMinor(s.window?.maxMinor ?? s.round.maxMinor, exp),
        depositToday: formatMinor(s.round.eligibility?.depositTodayMinor ?? '0', exp),
        ...(s.window
          ? {
              window: {
                startsAt: iso(s.window.startsAt),
                endsAt: iso(s.window.endsAt),
                pool: formatMinor(s.window.poolMinor, exp),
                remaining: formatMinor(s.window.poolMinor - s.window.spentMinor, exp),
                serverSeedHash: s.window.serverSeedHash,
              },
            }
          : {}),
      })),
    });
  });

  route(app, routes.redEnvelope.open, async (req) => {
    const e = await envelopes.openEnvelope(ctx.db, req.brand, req.member!.id, req.body.roundId, ctx.now());
    return ok(openedView(req.brand, e, req.lang));
  });

  route(app, routes.redEnvelope.opened, async (req) => {
    const rows = await envelopes.openedEnvelopes(ctx.db, req.brand, req.member!.id, ctx.now());
    return ok({ rows: rows.map((e) => openedView(req.brand, e, req.lang)) });
  });
}
