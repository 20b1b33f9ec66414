/**
 * Leaderboard competitions (spec sections 1 "leaderboard", 2 member-center page `missionLeaderboard`, 7 "mission
 * summary and leaderboard"; docs/decisions.md D38). The competitions are brand config (`leaderboard.competitions`,
 * packages/config-schema/src/schema/leaderboard.ts); what the close pays lives in migration 1130.
 *
 * Standings are computed on read from the brand's settled rounds (record_rounds, as the rebate reads turnover by game
 * type) whose close falls in the window `[start, end)`, in the brand currency, of the competition's game types:
 * - `turnover`: score = the sum of stakes (minor units); ties go to who reached it first (latest round earlier);
 * - `winMultiplier`: score = the best single round's win / stake in hundredths, floored (a stake of 0 never counts);
 *   ties go to who hit it first.
 * Then member id. A member needs `minTurnoverMinor` of stakes in the window to be ranked. Protected members (self-excluded
 * or timed out, D26/D34, `protectedAmong`) are left out of the standings and of the prizes.
 *
 * The close ({@link closeCompetition}, run by the leaderboard job on the scheduler leader once `end` has passed, and by
 * the operator's trigger) pays each prize rank once:
 * 1. freeze: one transaction inserts the `leaderboard_closes` row (primary key: a parallel run waits, then finds it)
 *    and the winners, one `leaderboard_payouts` row per prize rank with its member and amount, status 'reserved';
 * 2. pay: per rank, one transaction moves the row 'reserved' -> 'paid' by a conditional UPDATE (the reservation) and
 *    pays the bonus (domain/bonus payBonus, source `leaderboard`, reference `leaderboard:<competition>:<rank>`, turnover
 *    target `amount x turnoverMultiplier`, D17). A run that dies after some ranks leaves the rest 'reserved': the next
 *    run pays only those;
 * 3. the close row gets `closed_at` once no rank is left unpaid.
 */
import { sql } from 'drizzle-orm';
import type { LeaderboardCompetitionConfig, LeaderboardConfig } from '@playdeck/config-schema';
import type { Brand, BrandRegistry } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { payBonus } from '../bonus/service.ts';
import { protectedAmong } from '../protection/service.ts';
import { maskUsername } from '../text.ts';

/** Standings rows shown when the brand sets no `showTop`. */
export const DEFAULT_SHOW_TOP = 10;

/** The brand's leaderboard config (a brand built by hand in tests, or without the node, has no competitions). */
export function leaderboardConfig(brand: Brand): LeaderboardConfig {
  return brand.config?.config.leaderboard ?? { competitions: [] };
}

/** The brand's enabled competitions, in config order. */
export function competitionsOf(brand: Brand): LeaderboardCompetitionConfig[] {
  return leaderboardConfig(brand).competitions.filter((c) => c.enabled);
}

/** One ranked member; `score` is minor units (turnover) or hundredths of the multiple (winMultiplier). */
export interface Standing {
  rank: number;
  memberId: string;
  username: string;
  score: bigint;
  turnoverMinor: bigint;
}

/** The prize of `rank` in competition `c` (amount in minor units), or undefined. */
export function prizeOf(c: LeaderboardCompetitionConfig, rank: number) {
  const p = c.prizes.find((x) => rank >= x.fromRank && rank <= x.toRank);
  return p ? { amountMinor: BigInt(p.amountMinor), turnoverMultiplier: p.turnoverMultiplier } : undefined;
}

/** SQL condition on record_rounds.game_type: the competition's game types, or true when it has none. */
const typeFilter = (c: LeaderboardCompetitionConfig) =>
  c.gameTypes?.length ? sql`game_type = ANY(string_to_array(${c.gameTypes.join(',')}, ','))` : sql`true`;

/** The last rank that wins a prize in `c`. */
export const lastPrizeRank = (c: LeaderboardCompetitionConfig) =>
  Math.max(0, ...c.prizes.map((p) => p.toRank));

/**
 * The competition's standings at app time `now` (the window is cut at `min(now, end)`), best first, at most `limit`
 * ranks; with `memberId`, the scan goes on until that member is found so its own rank is known.
 * Protected members are skipped (they take no rank).
 */
export async function standings(
  db: Db,
  brand: Brand,
  c: LeaderboardCompetitionConfig,
  now: number,
  limit: number,
  memberId?: string,
): Promise<{ top: Standing[]; own: Standing | null }> {
  const start = new Date(Date.parse(c.start)).toISOString();
  const end = new Date(Math.min(now, Date.parse(c.end))).toISOString();
  const turnoverMetric = c.metric === 'turnover';
  const rows = await db.query<{ member_id: string; username: string; score: string; turnover: string }>(sql`
    WITH r AS (
      SELECT member_id, username, bet_total, closed_at,
        CASE WHEN bet_total > 0 THEN (win_total * 100) / bet_total ELSE 0 END AS mult
      FROM record_rounds
      WHERE brand = ${brand.id} AND currency = ${brand.currency.code} AND status = 'settled'
        AND closed_at >= ${start}::timestamptz AND closed_at < ${end}::timestamptz
        AND ${typeFilter(c)}
    ), b AS (
      SELECT r.*, max(mult) OVER (PARTITION BY member_id) AS best FROM r
    ), g AS (
      SELECT member_id, min(username) AS username, sum(bet_total) AS turnover,
        CASE WHEN ${turnoverMetric} THEN sum(bet_total) ELSE max(best) END AS score,
        CASE WHEN ${turnoverMetric} THEN max(closed_at) ELSE min(closed_at) FILTER (WHERE mult = best) END AS reached
      FROM b GROUP BY member_id
    )
    SELECT member_id::text AS member_id, username, turnover::text AS turnover, score::text AS score FROM g
    WHERE turnover >= ${c.minTurnoverMinor ?? '0'}::bigint AND score > 0
    ORDER BY g.score DESC, g.reached ASC, g.member_id ASC`);
  // One read for the protection of every scored member (was one read per row scanned).
  const excluded = await protectedAmong(
    db,
    rows.map((r) => r.member_id),
    now,
  );
  const top: Standing[] = [];
  let own: Standing | null = null;
  let rank = 0;
  for (const r of rows) {
    if (top.length >= limit && (memberId === undefined || own)) break;
    if (excluded.has(r.member_id)) continue;
    const s: Standing = {
      rank: ++rank,
      memberId: r.member_id,
      username: r.username,
      score: BigInt(r.score),
      turnoverMinor: BigInt(r.turnover),
    };
    if (top.length < limit) top.push(s);
    if (r.member_id === memberId) own = s;
  }
  return { top, own };
}

/** A competition as the member sees it: its config, its state, the top standings (masked) and its own standing. */
export interface CompetitionView {
  competition: LeaderboardCompetitionConfig;
  state: 'upcoming' | 'live' | 'ended' | 'closed';
  top: { rank: number; maskedName: string; score: bigint; mine: boolean }[];
  own: { rank: number | null; score: bigint; turnoverMinor: bigint };
  /** The member's prize once the competition closed and paid it (minor units), else null. */
  prizeMinor: bigint | null;
}

/**
 * The brand's enabled competitions for member `memberId` at app time `now`: upcoming, live and ended ones (an ended
 * one shows its final standings; `closed` once its prizes are paid). Names masked as the referral page masks them.
 */
export async function competitionsView(
  db: Db,
  brand: Brand,
  memberId: string,
  now: number,
): Promise<CompetitionView[]> {
  const showTop = leaderboardConfig(brand).showTop ?? DEFAULT_SHOW_TOP;
  const out: CompetitionView[] = [];
  for (const c of competitionsOf(brand)) {
    const [close] = await db.query<{ closed: boolean }>(sql`
      SELECT closed_at IS NOT NULL AS closed FROM leaderboard_closes
      WHERE brand = ${brand.id} AND competition_id = ${c.id}`);
    const state =
      now < Date.parse(c.start)
        ? 'upcoming'
        : now < Date.parse(c.end)
          ? 'live'
          : close?.closed
            ? 'closed'
            : 'ended';
    const { top, own } =
      state === 'upcoming' ? { top: [], own: null } : await standings(db, brand, c, now, showTop, memberId);
    let ownTurnover = own?.turnoverMinor ?? 0n;
    if (!own && state !== 'upcoming') ownTurnover = await turnoverOf(db, brand, c, memberId, now);
    const [paid] = await db.query<{ amount: string }>(sql`
      SELECT amount::text AS amount FROM leaderboard_payouts
      WHERE brand = ${brand.id} AND competition_id = ${c.id} AND member_id = ${memberId}::bigint AND status = 'paid'`);
    out.push({
      competition: c,
      state,
      top: top.map((s) => ({
        rank: s.rank,
        maskedName: maskUsername(s.username),
        score: s.score,
        mine: s.memberId === memberId,
      })),
      own: { rank: own?.rank ?? null, score: own?.score ?? 0n, turnoverMinor: ownTurnover },
      prizeMinor: paid ? BigInt(paid.amount) : null,
    });
  }
  return out;
}

/** The member's stakes in the competition's window so far (minor units), for one not ranked yet. */
async function turnoverOf(
  db: Db,
  brand: Brand,
  c: LeaderboardCompetitionConfig,
  memberId: string,
  now: number,
): Promise<bigint> {
  const [r] = await db.query<{ t: string }>(sql`
    SELECT COALESCE(sum(bet_total), 0)::text AS t FROM record_rounds
    WHERE member_id = ${memberId}::bigint AND currency = ${brand.currency.code} AND status = 'settled'
      AND closed_at >= ${new Date(Date.parse(c.start)).toISOString()}::timestamptz
      AND closed_at < ${new Date(Math.min(now, Date.parse(c.end))).toISOString()}::timestamptz
      AND ${typeFilter(c)}`);
  return BigInt(r?.t ?? '0');
}

/** What one close run did. */
export interface CloseResult {
  /** This run froze the winners (false: another run had, or the competition has not ended). */
  froze: boolean;
  /** Ranks this run paid. */
  paid: number[];
  /** Every prize rank is paid (now or before). */
  closed: boolean;
}

/** Test seam: called after each rank's payment committed (a throw there is a process dying mid-close). */
export interface CloseHooks {
  afterPaid?: (rank: number) => void | Promise<void>;
}

/**
 * Closes competition `c` at app time `now` (no-op before its `end`): freezes the winners once, then pays every rank not
 * paid yet, each in its own transaction, once (see the file header). Safe under any number of parallel or repeated
 * runs, and resumable after a run died half-way.
 */
export async function closeCompetition(
  db: Db,
  brand: Brand,
  c: LeaderboardCompetitionConfig,
  now: number,
  hooks: CloseHooks = {},
): Promise<CloseResult> {
  if (now < Date.parse(c.end)) return { froze: false, paid: [], closed: false };
  const [done] = await db.query<{ closed: boolean }>(sql`
    SELECT closed_at IS NOT NULL AS closed FROM leaderboard_closes
    WHERE brand = ${brand.id} AND competition_id = ${c.id}`);
  if (done?.closed) return { froze: false, paid: [], closed: true };
  let froze = false;
  if (!done) {
    const winners = (await standings(db, brand, c, now, lastPrizeRank(c))).top;
    froze = await db.tx(async (tx) => {
      const [mine] = await tx.query<{ n: number }>(sql`
        INSERT INTO leaderboard_closes (brand, competition_id, ranked, created_at)
        VALUES (${brand.id}, ${c.id}, ${winners.length}, ${new Date(now).toISOString()}::timestamptz)
        ON CONFLICT (brand, competition_id) DO NOTHING RETURNING 1 AS n`);
      if (!mine) return false;
      for (const w of winners) {
        const p = prizeOf(c, w.rank);
        if (!p) continue;
        await tx.query(sql`
          INSERT INTO leaderboard_payouts (brand, competition_id, rank, member_id, score, amount, turnover_multiplier)
          VALUES (${brand.id}, ${c.id}, ${w.rank}, ${w.memberId}::bigint, ${w.score.toString()}::bigint,
            ${p.amountMinor.toString()}::bigint, ${p.turnoverMultiplier})`);
      }
      return true;
    });
  }
  const open = await db.query<{ rank: number }>(sql`
    SELECT rank FROM leaderboard_payouts
    WHERE brand = ${brand.id} AND competition_id = ${c.id} AND status = 'reserved' ORDER BY rank`);
  const paid: number[] = [];
  for (const { rank } of open) {
    const did = await db.tx(async (tx) => {
      // The reservation: a rank is paid by whoever moves its row, once.
      const [row] = await tx.query<{ member_id: string; amount: string; turnover_multiplier: number }>(sql`
        UPDATE leaderboard_payouts SET status = 'paid', paid_at = ${new Date(now).toISOString()}::timestamptz
        WHERE brand = ${brand.id} AND competition_id = ${c.id} AND rank = ${rank} AND status = 'reserved'
        RETURNING member_id::text AS member_id, amount::text AS amount, turnover_multiplier`);
      if (!row) return false;
      const amount = BigInt(row.amount);
      const { bonus } = await payBonus(tx, {
        brand: brand.id,
        memberId: row.member_id,
        currency: brand.currency.code,
        name: `Leaderboard: ${c.title.en ?? Object.values(c.title)[0] ?? c.id} #${rank}`,
        amountMinor: amount,
        turnoverMinor: amount * BigInt(row.turnover_multiplier),
        reference: `leaderboard:${c.id}:${rank}`,
        by: 'leaderboard',
        source: 'leaderboard',
        at: now,
      });
      await tx.query(sql`UPDATE leaderboard_payouts SET bonus_id = ${bonus.id}::bigint
        WHERE brand = ${brand.id} AND competition_id = ${c.id} AND rank = ${rank}`);
      return true;
    });
    if (did) {
      paid.push(rank);
      await hooks.afterPaid?.(rank);
    }
  }
  await db.query(sql`
    UPDATE leaderboard_closes SET closed_at = ${new Date(now).toISOString()}::timestamptz
    WHERE brand = ${brand.id} AND competition_id = ${c.id} AND closed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM leaderboard_payouts p WHERE p.brand = ${brand.id}
        AND p.competition_id = ${c.id} AND p.status = 'reserved')`);
  const [after] = await db.query<{ closed: boolean }>(sql`
    SELECT closed_at IS NOT NULL AS closed FROM leaderboard_closes
    WHERE brand = ${brand.id} AND competition_id = ${c.id}`);
  return { froze, paid, closed: !!after?.closed };
}

/**
 * One run of the leaderboard job at `now`: closes every brand's enabled competitions whose window has ended and that
 * are not closed yet. Returns the ranks paid in all.
 */
export async function runLeaderboardJob(db: Db, brands: BrandRegistry, now: number) {
  let paid = 0;
  for (const brand of brands.brands.values())
    for (const c of competitionsOf(brand))
      if (now >= Date.parse(c.end)) paid += (await closeCompetition(db, brand, c, now)).paid.length;
  return { paid };
}
