/**
 * Money of the sandbox sports book (rules in sports.ts; docs/architecture.md "Games server"). A bet is a sandbox round
 * (`sandbox_rounds`, game `sports`, round id `sbk-<uuid>`, detail = its selections and, once settled, the results):
 *
 * - place ({@link placeSportsBet}): the slip is checked against the fixtures offered (today's and tomorrow's; the demo
 *   takes bets until a match is settled, whatever its kickoff): a known match, a known pick, one selection per match,
 *   a stake of {@link SPORTS_MIN_STAKE}..{@link SPORTS_MAX_STAKE}; the round is recorded, then `bet` `<round>:bet`
 *   through the wallet (for a transfer vendor the platform debits the player's sub-wallet of the vendor, the
 *   vendor-side balance; a bet beyond it is INSUFFICIENT_FUNDS and the round is `refused`: never a negative balance).
 *   Accepted: status `open`.
 * - settle ({@link settleSportsBet}): each selection's match gets its simulated result (drawn once, kept in
 *   `sandbox_sports_results`); the pay (potential return when every selection won, else 0) is written and the status
 *   moves `open` -> `placed` in one guarded UPDATE, so only one caller ever decides it; then `win` `<round>:win`
 *   (idempotent on the platform). A repeat settle of a settled bet answers the same result and pays nothing more; a
 *   win whose delivery failed is delivered by settleSandbox.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { GamesDb } from '../server/db.ts';
import { insertRound, payWin, placeBet, type SandboxCtx } from './service.ts';
import {
  dayFixtures,
  dayIn,
  drawResult,
  fixtureById,
  PICKS,
  potentialReturn,
  type Fixture,
  type Pick,
} from './sports.ts';

/** Smallest and largest stake of a slip, minor units (1.00 and 10,000.00). */
export const SPORTS_MIN_STAKE = 100n;
export const SPORTS_MAX_STAKE = 1_000_000n;
/** At most this many selections on a slip. */
export const SPORTS_MAX_SELECTIONS = 8;

/** A selection on the slip: a match and its 1X2 pick. */
export interface Selection {
  fixtureId: string;
  pick: Pick;
}

/** A selection as a bet stores it: the match's names and the odds taken. */
export interface StoredSelection extends Selection {
  home: string;
  away: string;
  league: string;
  kickoff: string;
  odds: number;
  result?: Pick;
}

/** A sports bet as the page shows it (money in minor units as integer strings). */
export interface SportsBet {
  betId: string;
  stake: string;
  potential: string;
  win: string;
  status: 'open' | 'settled' | 'pending' | 'void' | 'failed';
  selections: StoredSelection[];
  at: string;
}

/** The refusal of a slip: a stable code the page shows in its language. */
export class SlipError extends Error {
  constructor(readonly code: 'BAD_SLIP' | 'BAD_STAKE' | 'BET_NOT_FOUND') {
    super(code);
  }
}

/** The fixtures offered at `now` in zone `tz`: today's and tomorrow's ("hot matches" are today's). */
export function offeredFixtures(now: number, tz: string): Fixture[] {
  const today = dayIn(now, tz);
  const tomorrow = dayIn(now + 86_400_000, tz);
  return [...dayFixtures(today, tz), ...dayFixtures(tomorrow, tz)];
}

/**
 * Checks a slip. @returns its stored selections with the odds of now
 * @throws SlipError BAD_SLIP (empty, too many, a match not offered, a bad pick, a match twice), BAD_STAKE
 */
export function checkSlip(
  slip: { stake: unknown; selections: unknown },
  now: number,
  tz: string,
): { stake: bigint; selections: StoredSelection[] } {
  if (typeof slip.stake !== 'string' || !/^[0-9]{1,12}$/.test(slip.stake)) throw new SlipError('BAD_STAKE');
  const stake = BigInt(slip.stake);
  if (stake < SPORTS_MIN_STAKE || stake > SPORTS_MAX_STAKE) throw new SlipError('BAD_STAKE');
  const sel = slip.selections;
  if (!Array.isArray(sel) || sel.length === 0 || sel.length > SPORTS_MAX_SELECTIONS)
    throw new SlipError('BAD_SLIP');
  const offered = new Map(offeredFixtures(now, tz).map((f) => [f.id, f]));
  const seen = new Set<string>();
  const out: StoredSelection[] = [];
  for (const s of sel as unknown[]) {
    const { fixtureId, pick } = (s ?? {}) as { fixtureId?: unknown; pick?: unknown };
    const f = typeof fixtureId === 'string' ? offered.get(fixtureId) : undefined;
    if (!f || !PICKS.includes(pick as Pick) || seen.has(f.id)) throw new SlipError('BAD_SLIP');
    seen.add(f.id);
    out.push({
      fixtureId: f.id,
      pick: pick as Pick,
      home: f.home,
      away: f.away,
      league: f.league,
      kickoff: f.kickoff,
      odds: f.odds[pick as Pick],
    });
  }
  return { stake, selections: out };
}

type Session = { vendor: string; playerId: string; currency: string; gameCode: string | null };

/**
 * Places a slip for a real player (see the file header).
 * @returns the open bet and the balance after the stake
 * @throws SlipError; WalletError as playSandboxRound (INSUFFICIENT_FUNDS, NETWORK_ERROR, ...)
 */
export async function placeSportsBet(
  ctx: SandboxCtx,
  s: Session,
  slip: { stake: unknown; selections: unknown },
  tz: string,
): Promise<{ bet: SportsBet; balance: bigint }> {
  const { stake, selections } = checkSlip(slip, ctx.now(), tz);
  const roundId = `sbk-${randomUUID()}`;
  await insertRound(ctx, { roundId, ...s, game: 'sports', stake, win: 0n, detail: selections });
  const balance = await placeBet(ctx, s, roundId, stake);
  await ctx.db.query(`UPDATE sandbox_rounds SET status = 'open' WHERE round_id = $1 AND status = 'pending'`, [
    roundId,
  ]);
  const [bet] = await sportsBets(ctx.db, s.vendor, s.playerId, roundId);
  return { bet: bet!, balance };
}

/** The result of fixture `f`: the one drawn before, else drawn now and kept (the first draw wins a race). */
async function resultOf(db: GamesDb, f: Fixture, now: number, r: (n: number) => number): Promise<Pick> {
  await db.query(
    `INSERT INTO sandbox_sports_results (fixture_id, result, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (fixture_id) DO NOTHING`,
    [f.id, drawResult(f, r), new Date(now).toISOString()],
  );
  const [row] = await db.query<{ result: Pick }>(
    `SELECT result FROM sandbox_sports_results WHERE fixture_id = $1`,
    [f.id],
  );
  return row!.result;
}

/**
 * Settles bet `betId` of the player on simulated results (see the file header). Idempotent: a settled bet is answered
 * as it is, never paid twice.
 * @returns the bet after settlement and the balance after the pay (undefined when nothing was paid now)
 * @throws SlipError BET_NOT_FOUND (no such bet of this player and vendor, or not yet accepted)
 */
export async function settleSportsBet(
  ctx: SandboxCtx,
  s: Session,
  betId: string,
  tz: string,
  r: (n: number) => number = randomInt,
): Promise<{ bet: SportsBet; balance?: bigint }> {
  const [bet] = await sportsBets(ctx.db, s.vendor, s.playerId, betId);
  if (!bet || bet.status === 'pending') throw new SlipError('BET_NOT_FOUND');
  if (bet.status !== 'open') return { bet };
  const settled: StoredSelection[] = [];
  for (const sel of bet.selections) {
    const f = fixtureById(sel.fixtureId, tz);
    const result = f ? await resultOf(ctx.db, f, ctx.now(), r) : sel.pick;
    settled.push({ ...sel, result });
  }
  const won = settled.every((x) => x.result === x.pick);
  const win = won ? BigInt(bet.potential) : 0n;
  const decided = await ctx.db.query<{ round_id: string }>(
    `UPDATE sandbox_rounds SET status = 'placed', win = $2, detail = $3 WHERE round_id = $1 AND status = 'open'
     RETURNING round_id`,
    [betId, win.toString(), JSON.stringify(settled)],
  );
  // Another request decided it first: answer what it decided.
  if (decided.length === 0) return { bet: (await sportsBets(ctx.db, s.vendor, s.playerId, betId))[0]! };
  const balance = await payWin(ctx, s, betId, win);
  return { bet: (await sportsBets(ctx.db, s.vendor, s.playerId, betId))[0]!, balance };
}

/** The player's sports bets with `vendor` (newest first, at most 30), or the one bet `betId`. */
export async function sportsBets(
  db: GamesDb,
  vendor: string,
  playerId: string,
  betId?: string,
): Promise<SportsBet[]> {
  const rows = await db.query<{
    round_id: string;
    stake: string;
    win: string;
    status: string;
    detail: string;
    created_at: string | Date;
  }>(
    `SELECT round_id, stake::text AS stake, win::text AS win, status, detail, created_at FROM sandbox_rounds
     WHERE vendor = $1 AND player_id = $2 AND game = 'sports' AND status <> 'refused'
       AND ($3::text IS NULL OR round_id = $3)
     ORDER BY created_at DESC, round_id LIMIT 30`,
    [vendor, playerId, betId ?? null],
  );
  return rows.map((r) => {
    const selections = JSON.parse(r.detail) as StoredSelection[];
    const stake = BigInt(r.stake);
    const status =
      r.status === 'placed' || r.status === 'settled'
        ? 'settled'
        : r.status === 'open'
          ? 'open'
          : r.status === 'void' || r.status === 'voiding'
            ? 'void'
            : r.status === 'failed'
              ? 'failed'
              : 'pending';
    return {
      betId: r.round_id,
      stake: r.stake,
      potential: potentialReturn(
        stake,
        selections.map((x) => x.odds),
      ).toString(),
      win: r.win,
      status,
      selections,
      at: new Date(r.created_at).toISOString(),
    };
  });
}
