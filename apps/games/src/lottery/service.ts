/**
 * The lottery's money and draws (docs/architecture.md "Games server"): bets debited through the signed wallet protocol before their
 * draw closes, draws opened on schedule from committed seeds (draw.ts), and settlement of every bet at its draw.
 * Storage: tables lottery_draws and lottery_bets (migrations/0500_lottery.sql) of the games database.
 *
 * Money and rounds: every bet is one protocol round, round id = bet id (`lot-<uuid>`), with transaction ids
 * `<betId>:bet` (debit), `<betId>:win` (credit of the pay, 0 for a loss: closes the round) and `<betId>:rollback`
 * (refund of a bet whose outcome is unknown). The ids never change, so any retry, by the client's own retries or by a
 * later {@link lotteryTick} (after a restart, on another instance), repeats the same call and moves money once.
 *
 * Bet states (lottery_bets.status): pending -> placed -> settled; pending -> refused (final refusal, nothing moved);
 * pending -> voiding -> void (retries exhausted: the bet's fate is unknown, so it is rolled back until the platform
 * answers; a rollback of an unknown id also blocks a late bet, docs/vendor-protocol.md "Rollbacks"). A `pending` row older than
 * {@link STALE_PENDING_MS} (a crash mid-call) is treated as voiding. A final refusal of a win marks the bet `failed`
 * with its code, for an operator.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GameInputError } from '../fair.ts';
import { failureCode, outcomeUnknown, type WalletClient } from '../wallet-client.ts';
import type { GamesDb } from '../server/db.ts';
import { drawClientSeed, newDrawSeed, numbersOf } from './draw.ts';
import { LOTTERY_GAME_CODE, lotteryPayout, lotteryPick, type BetType } from './rules.ts';
import {
  checkBetTime,
  lastDrawAt,
  openDraw,
  slotAt,
  type DrawSlot,
  type ScheduleConfig,
} from './schedule.ts';

/** A pending bet call older than this is considered crashed and rolled back (ms). */
export const STALE_PENDING_MS = 120_000;

export interface LotteryConfig extends ScheduleConfig {
  /** Smallest stake, minor units. */
  minStake: bigint;
  /** Largest stake, minor units. */
  maxStake: bigint;
}

/** Demo defaults: a draw every 5 min, close 15 s before; stakes 1.00 .. 10,000.00. */
export const DEFAULT_LOTTERY: LotteryConfig = {
  intervalMs: 5 * 60_000,
  closeBeforeMs: 15_000,
  minStake: 100n,
  maxStake: 1_000_000n,
};

/** What the lottery functions need (a subset of GamesDeps plus the lottery config). */
export interface LotteryCtx {
  db: GamesDb;
  /** Signed as the vendor the bets are made for (BGS). */
  wallet: WalletClient;
  vendor: string;
  now: () => number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  config: LotteryConfig;
}

/** A draw as everybody may see it: the seed only once drawn. Times ISO 8601 UTC. */
export interface DrawView {
  drawId: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  status: 'scheduled' | 'drawn';
  serverSeedHash: string;
  clientSeed: string;
  nonce: 0;
  /** The 27 numbers (first = special), once drawn. */
  numbers: number[] | null;
  /** Revealed once drawn. */
  serverSeed: string | null;
}

/** A bet as its player sees it. Money as integer strings of minor units. */
export interface BetView {
  betId: string;
  drawId: string;
  type: BetType;
  number: number;
  stake: string;
  status: string;
  /** Set once settled. */
  win: string | null;
  createdAt: string;
  /** The draw's numbers once drawn. */
  numbers: number[] | null;
}

interface DrawRow {
  draw_id: string;
  opens_at: string | Date;
  closes_at: string | Date;
  draw_at: string | Date;
  server_seed: string;
  server_seed_hash: string;
  numbers: number[] | string | null;
  status: 'scheduled' | 'drawn';
}

const iso = (v: string | Date) => new Date(v).toISOString();
const parseNumbers = (v: number[] | string | null): number[] | null =>
  v == null ? null : typeof v === 'string' ? (JSON.parse(v) as number[]) : v;

function drawView(r: DrawRow): DrawView {
  const drawn = r.status === 'drawn';
  return {
    drawId: r.draw_id,
    opensAt: iso(r.opens_at),
    closesAt: iso(r.closes_at),
    drawAt: iso(r.draw_at),
    status: r.status,
    serverSeedHash: r.server_seed_hash,
    clientSeed: drawClientSeed(r.draw_id),
    nonce: 0,
    numbers: drawn ? parseNumbers(r.numbers) : null,
    serverSeed: drawn ? r.server_seed : null,
  };
}

const DRAW_COLS = `draw_id, opens_at, closes_at, draw_at, server_seed, server_seed_hash, numbers, status`;

/** Creates the draw of `slot` with a fresh committed seed unless it exists; returns it. */
export async function ensureDraw(ctx: Pick<LotteryCtx, 'db' | 'now'>, slot: DrawSlot): Promise<DrawView> {
  const existing = await getDraw(ctx.db, slot.drawId);
  if (existing) return existing;
  const { serverSeed, serverSeedHash } = newDrawSeed();
  await ctx.db.query(
    `INSERT INTO lottery_draws (draw_id, opens_at, closes_at, draw_at, server_seed, server_seed_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (draw_id) DO NOTHING`,
    [
      slot.drawId,
      iso(new Date(slot.opensAt)),
      iso(new Date(slot.closesAt)),
      iso(new Date(slot.drawAt)),
      serverSeed,
      serverSeedHash,
      iso(new Date(ctx.now())),
    ],
  );
  return (await getDraw(ctx.db, slot.drawId))!;
}

/** A draw by id, or undefined. */
export async function getDraw(db: GamesDb, drawId: string): Promise<DrawView | undefined> {
  const [row] = await db.query<DrawRow>(`SELECT ${DRAW_COLS} FROM lottery_draws WHERE draw_id = $1`, [
    drawId,
  ]);
  return row && drawView(row);
}

/** The draw taking bets now (created, so its commitment exists before any bet). */
export function currentDraw(ctx: Pick<LotteryCtx, 'db' | 'now' | 'config'>): Promise<DrawView> {
  return ensureDraw(ctx, openDraw(ctx.config, ctx.now()));
}

/** The latest drawn draws, newest first (`limit` 1..100). */
export async function recentDraws(db: GamesDb, limit = 20): Promise<DrawView[]> {
  const rows = await db.query<DrawRow>(
    `SELECT ${DRAW_COLS} FROM lottery_draws WHERE status = 'drawn' ORDER BY draw_at DESC LIMIT $1`,
    [Math.max(1, Math.min(100, Math.floor(limit)))],
  );
  return rows.map(drawView);
}

export interface PlaceBetInput {
  playerId: string;
  currency: string;
  drawId: string;
  type: unknown;
  number: unknown;
  /** Minor units. */
  stake: bigint;
  /** The page's id for this click: a repeat returns the same bet. `[A-Za-z0-9_-]{8,64}`. */
  requestId?: string;
}

interface BetRow {
  bet_id: string;
  draw_id: string;
  bet_type: BetType;
  number: number;
  stake: string;
  status: string;
  win: string | null;
  created_at: string | Date;
  numbers: number[] | string | null;
  draw_status: string;
}

const BET_SELECT = `SELECT b.bet_id, b.draw_id, b.bet_type, b.number, b.stake::text AS stake, b.status,
  b.win::text AS win, b.created_at, d.numbers, d.status AS draw_status
  FROM lottery_bets b JOIN lottery_draws d ON d.draw_id = b.draw_id`;

function betView(r: BetRow): BetView {
  return {
    betId: r.bet_id,
    drawId: r.draw_id,
    type: r.bet_type,
    number: r.number,
    stake: r.stake,
    status: r.status,
    win: r.win,
    createdAt: iso(r.created_at),
    numbers: r.draw_status === 'drawn' ? parseNumbers(r.numbers) : null,
  };
}

/** A player's latest bets, newest first (at most `limit`, 1..100). */
export async function playerBets(
  db: GamesDb,
  vendor: string,
  playerId: string,
  limit = 50,
): Promise<BetView[]> {
  const rows = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.vendor = $1 AND b.player_id = $2 ORDER BY b.created_at DESC, b.bet_id LIMIT $3`,
    [vendor, playerId, Math.max(1, Math.min(100, Math.floor(limit)))],
  );
  return rows.map(betView);
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Places a bet: checks it, records it, debits the stake through the protocol (`bet`), and returns it with the
 * player's balance after the debit.
 * @throws GameInputError BAD_LOTTERY_BET (type/number), BAD_STAKE (outside min..max or not an integer), BAD_REQUEST_ID,
 *   BAD_DRAW / DRAW_CLOSED / DRAW_NOT_OPEN (schedule.ts `checkBetTime`), all before any money moves;
 *   WalletError: the platform's final refusal (e.g. INSUFFICIENT_FUNDS; the bet is `refused`), or NETWORK_ERROR after
 *   the retries (the bet is `voiding`: it will be refunded by {@link lotteryTick}).
 */
export async function placeBet(
  ctx: LotteryCtx,
  input: PlaceBetInput,
): Promise<{ bet: BetView; balance: bigint }> {
  const pick = lotteryPick({ type: input.type, number: input.number });
  if (
    typeof input.stake !== 'bigint' ||
    input.stake < ctx.config.minStake ||
    input.stake > ctx.config.maxStake
  )
    throw new GameInputError(
      'BAD_STAKE',
      `stake must be ${ctx.config.minStake}..${ctx.config.maxStake} minor units`,
    );
  if (input.requestId !== undefined && !REQUEST_ID.test(input.requestId))
    throw new GameInputError('BAD_REQUEST_ID', 'requestId must be 8-64 of A-Z a-z 0-9 _ -');
  const now = ctx.now();
  if (input.requestId !== undefined) {
    const [prev] = await ctx.db.query<BetRow & { balance_after: string | null }>(
      `${BET_SELECT.replace('SELECT', 'SELECT b.balance_after::text AS balance_after,')}
       WHERE b.vendor = $1 AND b.player_id = $2 AND b.request_id = $3`,
      [ctx.vendor, input.playerId, input.requestId],
    );
    if (prev && prev.status !== 'refused' && prev.balance_after != null)
      return { bet: betView(prev), balance: BigInt(prev.balance_after) };
    if (prev)
      throw new GameInputError('DUPLICATE_REQUEST', 'this request was already made and did not place a bet');
  }
  const slot = checkBetTime(ctx.config, input.drawId, now);
  const betId = `lot-${randomUUID()}`;
  await ctx.db.tx(async (db) => {
    await ensureDraw({ db, now: ctx.now }, slot);
    await db.query(
      `INSERT INTO lottery_bets (bet_id, draw_id, vendor, player_id, currency, bet_type, number, stake, request_id,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        betId,
        slot.drawId,
        ctx.vendor,
        input.playerId,
        input.currency,
        pick.type,
        pick.number,
        input.stake.toString(),
        input.requestId ?? null,
        iso(new Date(now)),
      ],
    );
  });
  let balance: bigint;
  try {
    const a = await ctx.wallet.bet({
      playerId: input.playerId,
      currency: input.currency,
      transactionId: `${betId}:bet`,
      roundId: betId,
      amount: input.stake,
      gameCode: LOTTERY_GAME_CODE,
    });
    balance = a.balance;
  } catch (e) {
    const unknown = outcomeUnknown(e);
    await ctx.db.query(`UPDATE lottery_bets SET status = $2, error_code = $3 WHERE bet_id = $1`, [
      betId,
      unknown ? 'voiding' : 'refused',
      failureCode(e),
    ]);
    throw e;
  }
  await ctx.db.query(
    `UPDATE lottery_bets SET status = 'placed', placed_at = $2, balance_after = $3 WHERE bet_id = $1 AND status = 'pending'`,
    [betId, iso(new Date(ctx.now())), balance.toString()],
  );
  const [row] = await ctx.db.query<BetRow>(`${BET_SELECT} WHERE b.bet_id = $1`, [betId]);
  return { bet: betView(row!), balance };
}

/**
 * Opens every draw whose draw time has come (numbers from its committed seed; the seed is revealed with them).
 * Idempotent. @returns the draw ids opened by this call
 */
export async function runDueDraws(ctx: Pick<LotteryCtx, 'db' | 'now'>): Promise<string[]> {
  const due = await ctx.db.query<{ draw_id: string; server_seed: string }>(
    `SELECT draw_id, server_seed FROM lottery_draws WHERE status = 'scheduled' AND draw_at <= $1 ORDER BY draw_at`,
    [iso(new Date(ctx.now()))],
  );
  const opened: string[] = [];
  for (const d of due) {
    const numbers = numbersOf(d.draw_id, d.server_seed);
    const done = await ctx.db.query(
      `UPDATE lottery_draws SET status = 'drawn', numbers = $2::jsonb, drawn_at = $3
       WHERE draw_id = $1 AND status = 'scheduled' RETURNING draw_id`,
      [d.draw_id, JSON.stringify(numbers), iso(new Date(ctx.now()))],
    );
    if (done.length) opened.push(d.draw_id);
  }
  return opened;
}

/**
 * Delivers what is owed: the win (0 for a loss) of every placed bet of a drawn draw, and the refund of every bet
 * whose debit is in doubt (voiding, or pending for longer than {@link STALE_PENDING_MS}). Network failures leave the
 * bet as it is for the next call; a final refusal of a win marks the bet `failed`. @returns counts of this pass
 */
export async function settleDue(
  ctx: LotteryCtx,
  batch = 200,
): Promise<{ settled: number; voided: number; failed: number; retry: number }> {
  const out = { settled: 0, voided: 0, failed: 0, retry: 0 };
  const staleBefore = iso(new Date(ctx.now() - STALE_PENDING_MS));
  const rows = await ctx.db.query<{
    bet_id: string;
    player_id: string;
    currency: string;
    bet_type: BetType;
    number: number;
    stake: string;
    status: string;
    numbers: number[] | string | null;
    draw_status: string;
  }>(
    `SELECT b.bet_id, b.player_id, b.currency, b.bet_type, b.number, b.stake::text AS stake, b.status, d.numbers,
       d.status AS draw_status
     FROM lottery_bets b JOIN lottery_draws d ON d.draw_id = b.draw_id
     WHERE b.vendor = $1 AND ((b.status = 'placed' AND d.status = 'drawn') OR b.status = 'voiding'
       OR (b.status = 'pending' AND b.created_at < $2))
     ORDER BY b.created_at LIMIT $3`,
    [ctx.vendor, staleBefore, batch],
  );
  for (const r of rows) {
    const base = { playerId: r.player_id, currency: r.currency, roundId: r.bet_id };
    try {
      if (r.status === 'placed') {
        const win = lotteryPayout(
          BigInt(r.stake),
          { type: r.bet_type, number: r.number },
          parseNumbers(r.numbers)!,
        );
        const a = await ctx.wallet.win({
          ...base,
          transactionId: `${r.bet_id}:win`,
          amount: win,
          gameCode: LOTTERY_GAME_CODE,
        });
        await ctx.db.query(
          `UPDATE lottery_bets SET status = 'settled', win = $2, balance_after = $3, settled_at = $4
           WHERE bet_id = $1 AND status = 'placed'`,
          [r.bet_id, win.toString(), a.balance.toString(), iso(new Date(ctx.now()))],
        );
        out.settled++;
      } else {
        await ctx.wallet.rollback({
          ...base,
          transactionId: `${r.bet_id}:rollback`,
          referenceTransactionId: `${r.bet_id}:bet`,
        });
        await ctx.db.query(
          `UPDATE lottery_bets SET status = 'void', settled_at = $2 WHERE bet_id = $1 AND status IN ('voiding', 'pending')`,
          [r.bet_id, iso(new Date(ctx.now()))],
        );
        out.voided++;
      }
    } catch (e) {
      const code = failureCode(e);
      if (outcomeUnknown(e)) {
        out.retry++;
        await ctx.db.query(
          `UPDATE lottery_bets SET attempts = attempts + 1, error_code = $2 WHERE bet_id = $1`,
          [r.bet_id, code],
        );
        ctx.log?.warn({ betId: r.bet_id, code }, 'lottery: wallet call not delivered, will retry');
      } else {
        out.failed++;
        await ctx.db.query(
          `UPDATE lottery_bets SET status = 'failed', error_code = $2, attempts = attempts + 1 WHERE bet_id = $1`,
          [r.bet_id, code],
        );
        ctx.log?.error({ betId: r.bet_id, code }, 'lottery: wallet refused a settlement call');
      }
    }
  }
  return out;
}

/**
 * One pass of the lottery job (every second in the server; tests call it directly): commits the open draw and the
 * one after it, opens the draws that are due (also ones missed while the server was down), then settles.
 */
export async function lotteryTick(ctx: LotteryCtx) {
  const open = openDraw(ctx.config, ctx.now());
  await ctx.db.tx(async (db) => {
    const c = { db, now: ctx.now };
    await ensureDraw(c, open);
    await ensureDraw(c, slotAt(ctx.config, open.drawAt + ctx.config.intervalMs));
  });
  const drawn = await runDueDraws(ctx);
  const settled = await settleDue(ctx);
  return { drawn, ...settled, lastDrawAt: lastDrawAt(ctx.config, ctx.now()) };
}
