/**
 * Records (docs/architecture.md "Records"; spec 2 personalHistoryCopy and personalProfit, spec 7 "Games" GCSGAME_getRankList;
 * shapes and units in @playdeck/api-client/records):
 * - GET /wps/relay/GCSGAME_bettingRecord?gameType&vendor&from&to&pageNo&pageSize (session token) -> BettingRecordPage:
 *   the member's own rounds, newest first, each with its verify page where the vendor offers one (config/vendors.json
 *   `verify`). Errors: 400 VALIDATION (bad filter, date, page, from >= to), 401 NOT_LOGGED_IN.
 * - GET /wps/relay/GCSGAME_personalProfit?gameType&vendor&from&to (session token) -> PersonalProfitValue: settled
 *   rounds per brand-timezone day and per game type. Errors: 400 VALIDATION (also a range over 93 days), 401.
 * - GET|POST /wps/relay/GCSGAME_getRankList { gameCategory, language, limitNum } (public) -> RankListValue: the
 *   winner board fed by real wins (the home page's `winnerBoard` section), answered from a copy at most
 *   RANK_CACHE_MS old per brand, category, language and size (docs/decisions.md D39). Errors: 400 VALIDATION,
 *   403 FEATURE_DISABLED when the brand's whitelabel `winnerBoard` node (or an ancestor) is off.
 * Trial members see their own (TRIAL) rounds in the record; the winner board counts only the brand currency.
 */
import type { RankListQuery } from '@playdeck/api-client/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { isEnabled } from '../../infra/brands/index.ts';
import { ExpiringPromises } from '../../infra/expiring.ts';
import { normaliseLanguage } from '../../infra/i18n/index.ts';
import { TRIAL_CURRENCY } from '../../domain/ledger/index.ts';
import { bettingRecord, personalProfit, rankList } from '../../domain/records/service.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { gamesServerUrl } from '../../domain/games/launch/games-server.ts';
import { roundVerifyUrl, type VendorSettings } from '../../domain/vendor-wallet/config.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

/** The winner board's whitelabel node (spec 1 "winners board"; D39): off (or under an off ancestor), the call is refused. */
const WINNER_BOARD_MOD = 'winnerBoard';

/** Longest personalProfit range (a quarter and a bit), ms. */
export const MAX_PROFIT_RANGE_MS = 93 * 86_400_000;
/** Winner board size (spec 9 "winner board 20"). */
export const RANK_LIMIT = 20;
/** How long a winner board answer is reused, ms (the home page is hot; a new win shows within this; D39). */
export const RANK_CACHE_MS = 5_000;

/** Parses an optional ISO instant of field `field` (400 VALIDATION when not a date). */
function instant(v: string | undefined, field: string): Date | undefined {
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw fail('VALIDATION', { field });
  return d;
}

/** `from`/`to` as dates, `from` before `to` when both are given. */
function range(q: { from?: string; to?: string }) {
  const from = instant(q.from, 'from');
  const to = instant(q.to, 'to');
  if (from && to && from >= to) throw fail('VALIDATION', { field: 'to' });
  return { from, to };
}

/**
 * Registers the records calls. `vendors`: the wallet settings returned by `vendorRoutes` (their `verify` entries give
 * the betting record's verify links; GAMES_URL is read at each call, as the launch does).
 */
export function recordsRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  vendors: ReadonlyMap<string, VendorSettings> = new Map(),
) {
  route(app, routes.records.bettingRecord, async (req) => {
    const q = req.query;
    const pageSize = Number(q.pageSize ?? 10);
    if (pageSize > 50) throw fail('VALIDATION', { field: 'pageSize' });
    const gamesUrl = gamesServerUrl();
    return ok(
      await bettingRecord(ctx.db, {
        memberId: req.member!.id,
        gameType: q.gameType,
        vendor: q.vendor?.toUpperCase(),
        ...range(q),
        pageNo: Number(q.pageNo ?? 1),
        pageSize,
        lang: req.lang,
        exponent: req.brand.currency.exponent,
        verifyUrl: (vendor, gameCode, roundId) =>
          roundVerifyUrl(vendors.get(vendor), gameCode, roundId, gamesUrl, req.lang),
      }),
    );
  });

  route(app, routes.records.personalProfit, async (req) => {
    const q = req.query;
    const { from, to } = range(q) as { from: Date; to: Date };
    if (to.getTime() - from.getTime() > MAX_PROFIT_RANGE_MS) throw fail('VALIDATION', { field: 'to' });
    const b = req.brand;
    const timeZone = b.timezone || 'UTC';
    const report = await personalProfit(ctx.db, {
      memberId: req.member!.id,
      gameType: q.gameType,
      vendor: q.vendor?.toUpperCase(),
      from,
      to,
      timeZone,
      exponent: b.currency.exponent,
    });
    return ok({
      currency: req.member!.type === TRIAL_MEMBER_TYPE ? TRIAL_CURRENCY : b.currency.code,
      timeZone,
      ...report,
    });
  });

  /** Winner board answers by brand|currency|category|language|size (one read per key and period, shared). */
  const rankCache = new ExpiringPromises<Awaited<ReturnType<typeof rankList>>>(RANK_CACHE_MS, 1_000);
  const rank = async (req: FastifyRequest) => {
    if (!isEnabled(req.brand, WINNER_BOARD_MOD)) throw fail('FEATURE_DISABLED');
    const q = (req.method === 'GET' ? req.query : (req.body ?? {})) as Static<typeof RankListQuery>;
    const limit = Number(q.limitNum ?? RANK_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > RANK_LIMIT)
      throw fail('VALIDATION', { field: 'limitNum' });
    const lang = (q.language && normaliseLanguage(q.language)) || req.lang;
    const b = req.brand;
    const gameType = q.gameCategory && q.gameCategory !== 'ALL' ? q.gameCategory : undefined;
    const now = ctx.now();
    const key = `${b.id}|${b.currency.code}|${gameType ?? 'ALL'}|${lang}|${limit}`;
    const list = await rankCache.get(key, now, () =>
      rankList(ctx.db, {
        brand: b.id,
        currency: b.currency.code,
        exponent: b.currency.exponent,
        gameType,
        lang,
        limit,
        now,
      }),
    );
    return ok({ list });
  };
  route(app, routes.records.rankList, rank);
  route(app, routes.records.rankListPost, rank);
}
