/**
 * Rounds of the in-house games on the games server (docs/architecture.md "Games server"): seeds, the bet -> outcome -> win flow
 * through the signed wallet protocol, the durable outbox, seed rotation and verification.
 *
 * Round flow (`playRound`):
 * 1. The bet is checked (GameInputError -> 400, nothing recorded). A repeat of the page's `requestId` answers the
 *    round it already made (idempotent retries of the play request).
 * 2. One transaction takes the player's active seed pair (created and committed on first use), its next nonce, and
 *    computes the outcome; the round is stored `open` with `bet_state` pending before any money moves.
 * 3. `bet` (transaction id `<roundId>:bet`), retried by the wallet client with the same id on timeouts, 5xx and
 *    dropped connections, with backoff.
 *    - accepted: `bet_state` ok, and the `win` (`<roundId>:win`, amount 0 for a loss, settles the round) is written to
 *      the outbox in the same transaction, then delivered at once; when it cannot be delivered now the outbox worker
 *      retries it until the platform answers (the player sees the result with `winPending`).
 *    - refused (a final protocol error) or retries exhausted (outcome unknown): `bet_state` failed and a `rollback`
 *      (`<roundId>:rb` of `<roundId>:bet`) is written to the outbox and delivered like a win; once answered the round is
 *      `cancelled` (the platform refunds the stake if the bet had gone through, or voids the id so a late copy of the
 *      bet is refused: docs/vendor-protocol.md "Rollbacks").
 * Every round thus ends `settled` or `cancelled`; none stays open with the stake taken.
 */
import { randomUUID } from 'node:crypto';
import { checkClientSeed, commitServerSeed, FairStream, GameInputError, newServerSeed } from '../fair.ts';
import { jackpotHit } from '../jackpot/jackpot.ts';
import { slotJackpot } from '../jackpot/slot.ts';
import { playSlot } from '../slot.ts';
import { checkBet, playGame, verifyRound, type GameCode, type GameOutcome } from '../verify.ts';
import { WalletError } from '../wallet-client.ts';
import type { GameSession, GamesDeps } from './deps.ts';
import type { GamesDb } from './db.ts';
import { countRoundClosed } from './metrics.ts';

/** A round as the page, the verify page and the tests see it. Money: integer strings of minor units. */
export interface RoundView {
  roundId: string;
  game: GameCode;
  gameCode: string;
  currency: string;
  stake: string;
  win: string;
  params: unknown;
  outcome: GameOutcome;
  status: 'open' | 'settled' | 'cancelled';
  /** The bet was accepted and the win is queued for delivery (the platform did not answer yet). */
  winPending: boolean;
  /** Balance after the round (minor units), when known. */
  balance: string | null;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
  /** Slot rounds: the jackpot draw (null for other games, and until the bet is accepted). */
  jackpot: JackpotView | null;
  createdAt: string;
}

/** What the fair-play panel shows: the commitment of the active seed, the client seed, the next nonce. */
export interface FairView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

interface RoundRow {
  round_id: string;
  vendor: string;
  player_id: string;
  currency: string;
  game: GameCode;
  game_code: string;
  stake: string;
  win: string;
  params: unknown;
  outcome: GameOutcome;
  status: RoundView['status'];
  bet_state: 'pending' | 'ok' | 'failed';
  bet_tx: string;
  win_tx: string;
  rollback_tx: string;
  balance_after: string | null;
  error_code: string | null;
  nonce: number;
  seed_id: string;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string;
  seed_active: boolean;
  jackpot: JackpotView | null;
  created_at: string | Date;
}

/** The jackpot draw of a slot round (jackpot/jackpot.ts RULES); `award` minor units (part of `win`). */
export interface JackpotView {
  draw: number;
  hit: boolean;
  triggerDivisor: number;
  award: string;
}

const ROUND_SELECT = `SELECT r.round_id, r.vendor, r.player_id, r.currency, r.game, r.game_code, r.stake::text AS stake,
  r.win::text AS win, r.params, r.outcome, r.status, r.bet_state, r.bet_tx, r.win_tx, r.rollback_tx,
  r.balance_after::text AS balance_after, r.error_code, r.nonce, r.seed_id::text AS seed_id, r.created_at, r.jackpot,
  s.server_seed_hash, s.client_seed, s.server_seed, s.active AS seed_active
  FROM rounds r JOIN fair_seeds s ON s.id = r.seed_id`;

const iso = (v: string | Date) => new Date(v).toISOString();

/** JSON with object keys sorted (jsonb does not keep key order), for comparing outcomes. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

function toView(r: RoundRow, winPending = false): RoundView {
  return {
    roundId: r.round_id,
    game: r.game,
    gameCode: r.game_code,
    currency: r.currency,
    stake: r.stake,
    win: r.win,
    params: r.params,
    outcome: r.outcome,
    status: r.status,
    winPending: winPending || (r.status === 'open' && r.bet_state === 'ok'),
    balance: r.balance_after,
    fair: { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce },
    jackpot: r.jackpot,
    createdAt: iso(r.created_at),
  };
}

/** A fresh random client seed (16 hex). */
const defaultClientSeed = () => randomUUID().replace(/-/g, '').slice(0, 16);

/** The player's active seed pair, created (and committed) on first use. Locks it FOR UPDATE inside `t`. */
async function activeSeed(t: GamesDb, vendor: string, playerId: string, now: number, lock: boolean) {
  const select = `SELECT id::text AS id, server_seed, server_seed_hash, client_seed, next_nonce FROM fair_seeds
    WHERE vendor = $1 AND player_id = $2 AND active${lock ? ' FOR UPDATE' : ''}`;
  let [row] = await t.query<SeedRow>(select, [vendor, playerId]);
  if (row) return row;
  const seed = newServerSeed();
  await t.query(
    `INSERT INTO fair_seeds (vendor, player_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (vendor, player_id) WHERE active DO NOTHING`,
    [vendor, playerId, seed, commitServerSeed(seed), defaultClientSeed(), iso(new Date(now))],
  );
  [row] = await t.query<SeedRow>(select, [vendor, playerId]);
  return row!;
}

/** The fair-play panel of a player (creates the first seed pair). */
export async function fairView(
  deps: GamesDeps,
  s: Pick<GameSession, 'vendor' | 'playerId'>,
): Promise<FairView> {
  const row = await deps.db.tx((t) => activeSeed(t, s.vendor, s.playerId, deps.now(), false));
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.next_nonce };
}

/** The revealed seed pair after a rotation. */
export interface RevealedView {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
}

/**
 * Rotates the player's seed pair: reveals the active server seed, commits a fresh one (nonce 0) with `clientSeed`
 * (default: keep the current one). @throws GameInputError BAD_CLIENT_SEED
 */
export async function rotateSeed(
  deps: GamesDeps,
  s: Pick<GameSession, 'vendor' | 'playerId'>,
  clientSeed?: string,
): Promise<{ revealed: RevealedView; next: FairView }> {
  if (clientSeed !== undefined) checkClientSeed(clientSeed);
  return deps.db.tx(async (t) => {
    const cur = await activeSeed(t, s.vendor, s.playerId, deps.now(), true);
    const now = iso(new Date(deps.now()));
    await t.query('UPDATE fair_seeds SET active = false, revealed_at = $2 WHERE id = $1', [cur.id, now]);
    const seed = newServerSeed();
    const hash = commitServerSeed(seed);
    const cs = clientSeed ?? cur.client_seed;
    await t.query(
      `INSERT INTO fair_seeds (vendor, player_id, server_seed, server_seed_hash, client_seed, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [s.vendor, s.playerId, seed, hash, cs, now],
    );
    return {
      revealed: {
        serverSeed: cur.server_seed,
        serverSeedHash: cur.server_seed_hash,
        clientSeed: cur.client_seed,
        roundsPlayed: cur.next_nonce,
      },
      next: { serverSeedHash: hash, clientSeed: cs, nonce: 0 },
    };
  });
}

/** A refusal shown to the player: `code` INSUFFICIENT_FUNDS (402), PLATFORM_UNAVAILABLE (503), BET_REFUSED (409). */
export class PlayError extends Error {
  readonly code: string;
  readonly status: number;
  readonly round: RoundView | undefined;
  constructor(code: string, status: number, message: string, round?: RoundView) {
    super(message);
    this.code = code;
    this.status = status;
    this.round = round;
  }
}

export interface PlayRequest {
  game: GameCode;
  /** The catalogue game code sent in the wallet calls (default: `game`). */
  gameCode?: string;
  /** Minor units. */
  stake: bigint;
  params?: unknown;
  /** The page's id of this click (1-64 of [A-Za-z0-9_-]); a repeat answers the same round. */
  requestId?: string;
}

async function loadRound(db: GamesDb, roundId: string): Promise<RoundRow | undefined> {
  const [r] = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.round_id = $1`, [roundId]);
  return r;
}

/**
 * Plays one round for the session's player (flow in the file header).
 * @returns the round (status settled; or open with `winPending` when the win is queued)
 * @throws GameInputError bad bet (nothing recorded); PlayError INSUFFICIENT_FUNDS / BET_REFUSED /
 *   PLATFORM_UNAVAILABLE when the bet failed (the round is cancelled through the outbox)
 */
export async function playRound(deps: GamesDeps, s: GameSession, req: PlayRequest): Promise<RoundView> {
  checkBet(req.game, req.stake, req.params);
  if (req.requestId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(req.requestId))
    throw new GameInputError('BAD_REQUEST_ID', 'requestId must be 1-64 of A-Z a-z 0-9 _ -');
  if (req.requestId) {
    const [prev] = await deps.db.query<{ round_id: string }>(
      'SELECT round_id FROM rounds WHERE vendor = $1 AND player_id = $2 AND request_id = $3',
      [s.vendor, s.playerId, req.requestId],
    );
    if (prev) return toView((await loadRound(deps.db, prev.round_id))!);
  }
  const roundId = `bgs-${randomUUID()}`;
  const gameCode = req.gameCode ?? req.game;
  const created = await deps.db
    .tx(async (t) => {
      const seed = await activeSeed(t, s.vendor, s.playerId, deps.now(), true);
      const nonce = seed.next_nonce;
      const stream = new FairStream(seed.server_seed, seed.client_seed, nonce);
      const { outcome, win } = playGame(req.game, stream, req.stake, req.params);
      await t.query('UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE id = $1', [seed.id]);
      const rows = await t.query<{ round_id: string }>(
        `INSERT INTO rounds (round_id, vendor, player_id, currency, game, game_code, stake, params, seed_id, nonce,
         outcome, win, bet_tx, win_tx, rollback_tx, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (vendor, player_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
       RETURNING round_id`,
        [
          roundId,
          s.vendor,
          s.playerId,
          s.currency,
          req.game,
          gameCode,
          req.stake.toString(),
          JSON.stringify(req.params ?? null),
          seed.id,
          nonce,
          JSON.stringify(outcome),
          win.toString(),
          `${roundId}:bet`,
          `${roundId}:win`,
          `${roundId}:rb`,
          req.requestId ?? null,
          iso(new Date(deps.now())),
        ],
      );
      if (!rows.length) throw new DuplicateRequest();
      return { win, seed, nonce };
    })
    .catch(async (e: unknown) => {
      if (!(e instanceof DuplicateRequest)) throw e;
      return undefined;
    });
  if (!created) {
    const [prev] = await deps.db.query<{ round_id: string }>(
      'SELECT round_id FROM rounds WHERE vendor = $1 AND player_id = $2 AND request_id = $3',
      [s.vendor, s.playerId, req.requestId],
    );
    return toView((await loadRound(deps.db, prev!.round_id))!);
  }
  const wallet = deps.walletFor(s.vendor);
  const base = { playerId: s.playerId, currency: s.currency, roundId, gameCode };
  let betBalance: bigint;
  try {
    const a = await wallet.bet({ ...base, transactionId: `${roundId}:bet`, amount: req.stake });
    betBalance = a.balance;
    await deps.db.tx(async (t) => {
      let win = created.win;
      if (req.game === 'bgs-slot') {
        // The jackpot draw reads on from where the slot stopped in the round's stream (jackpot/jackpot.ts RULES).
        const stream = new FairStream(created.seed.server_seed, created.seed.client_seed, created.nonce);
        playSlot(stream);
        const jp = await slotJackpot(
          { db: t, now: deps.now },
          { roundId, playerId: s.playerId, currency: s.currency, stake: req.stake, stream },
        );
        win += jp.award;
        const jackpot = {
          draw: jp.draw,
          hit: jp.hit,
          triggerDivisor: jp.triggerDivisor,
          award: jp.award.toString(),
        };
        await t.query(`UPDATE rounds SET win = $2, jackpot = $3 WHERE round_id = $1`, [
          roundId,
          win.toString(),
          JSON.stringify(jackpot),
        ]);
      }
      await t.query(
        `UPDATE rounds SET bet_state = 'ok', bet_platform_tx = $2, balance_after = $3 WHERE round_id = $1`,
        [roundId, a.platformTransactionId, a.balance.toString()],
      );
      await enqueue(t, deps, {
        vendor: s.vendor,
        roundId,
        op: 'win',
        body: { ...base, transactionId: `${roundId}:win`, amount: win.toString() },
        leaseMs: LEASE_MS,
      });
    });
  } catch (e) {
    const code = e instanceof WalletError ? e.code : 'INTERNAL';
    await deps.db.tx(async (t) => {
      await t.query(`UPDATE rounds SET bet_state = 'failed', error_code = $2 WHERE round_id = $1`, [
        roundId,
        code,
      ]);
      await enqueue(t, deps, {
        vendor: s.vendor,
        roundId,
        op: 'rollback',
        body: {
          playerId: s.playerId,
          currency: s.currency,
          transactionId: `${roundId}:rb`,
          referenceTransactionId: `${roundId}:bet`,
          roundId,
        },
        leaseMs: LEASE_MS,
      });
    });
    await deliverRound(deps, roundId, 'rollback');
    const view = toView((await loadRound(deps.db, roundId))!);
    if (code === 'INSUFFICIENT_FUNDS') throw new PlayError(code, 402, 'Insufficient balance', view);
    if (code === 'NETWORK_ERROR' || code === 'INTERNAL_ERROR' || code === 'INTERNAL')
      throw new PlayError(
        'PLATFORM_UNAVAILABLE',
        503,
        'The wallet did not answer; the bet was cancelled',
        view,
      );
    throw new PlayError('BET_REFUSED', 409, `The wallet refused the bet (${code})`, view);
  }
  await deliverRound(deps, roundId, 'win');
  const row = (await loadRound(deps.db, roundId))!;
  if (row.balance_after === null) row.balance_after = betBalance.toString();
  return toView(row);
}

class DuplicateRequest extends Error {}

/** A round still waiting for its bet's answer after this long (ms) was abandoned by a stopped games server. */
const STALE_BET_MS = 5 * 60_000;

/** How long a delivery attempt holds an outbox row before another worker may take it (ms). */
const LEASE_MS = 60_000;

/** Adds a wallet call to the outbox inside `t` (leased for `leaseMs` to the caller that will deliver it now). */
async function enqueue(
  t: GamesDb,
  deps: GamesDeps,
  o: {
    vendor: string;
    roundId: string;
    op: 'win' | 'rollback';
    body: Record<string, unknown>;
    leaseMs: number;
  },
) {
  const now = deps.now();
  await t.query(
    `INSERT INTO wallet_outbox (vendor, round_id, op, body, next_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (round_id, op) DO NOTHING`,
    [o.vendor, o.roundId, o.op, JSON.stringify(o.body), iso(new Date(now + o.leaseMs)), iso(new Date(now))],
  );
}

/** Pause before the next outbox attempt: 0.5 s doubling, at most 30 s. */
export const outboxBackoffMs = (attempts: number) => Math.min(500 * 2 ** Math.min(attempts, 10), 30_000);

interface OutboxRow {
  id: string;
  vendor: string;
  round_id: string;
  op: 'win' | 'rollback';
  body: Record<string, unknown>;
  attempts: number;
}

/**
 * Delivers one outbox row (the caller holds its lease). On an answer: the round becomes settled (win) or cancelled
 * (rollback) and the row done. Otherwise the row is retried after `outboxBackoffMs`.
 * @returns true when delivered
 */
async function deliver(deps: GamesDeps, row: OutboxRow): Promise<boolean> {
  const wallet = deps.walletFor(row.vendor);
  try {
    const a = await wallet.call(row.op, row.body);
    const now = iso(new Date(deps.now()));
    const closed = await deps.db.tx(async (t) => {
      await t.query('UPDATE wallet_outbox SET done_at = $2, attempts = attempts + 1 WHERE id = $1', [
        row.id,
        now,
      ]);
      const changed =
        row.op === 'win'
          ? await t.query(
              `UPDATE rounds SET status = 'settled', settled_at = $2, win_platform_tx = $3, balance_after = $4
               WHERE round_id = $1 AND status = 'open' RETURNING round_id`,
              [row.round_id, now, a.platformTransactionId ?? null, String(a.balance)],
            )
          : await t.query(
              `UPDATE rounds SET status = 'cancelled', settled_at = $2, balance_after = $3
               WHERE round_id = $1 AND status = 'open' RETURNING round_id`,
              [row.round_id, now, a.balance === undefined ? null : String(a.balance)],
            );
      return changed.length > 0;
    });
    if (closed) countRoundClosed(row.op === 'win' ? 'settled' : 'cancelled');
    return true;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const next = iso(new Date(deps.now() + outboxBackoffMs(row.attempts)));
    await deps.db
      .query(
        'UPDATE wallet_outbox SET attempts = attempts + 1, last_error = $2, next_at = $3 WHERE id = $1',
        [row.id, msg.slice(0, 500), next],
      )
      .catch(() => undefined);
    deps.log.warn({ roundId: row.round_id, op: row.op, err: msg }, 'wallet call queued for retry');
    return false;
  }
}

const OUTBOX_SELECT = `SELECT id::text AS id, vendor, round_id, op, body, attempts FROM wallet_outbox`;

/** Delivers the outbox row of `roundId`/`op` now (its lease was taken at enqueue). */
async function deliverRound(deps: GamesDeps, roundId: string, op: 'win' | 'rollback') {
  const [row] = await deps.db.query<OutboxRow>(
    `${OUTBOX_SELECT} WHERE round_id = $1 AND op = $2 AND done_at IS NULL`,
    [roundId, op],
  );
  if (row) await deliver(deps, row);
}

/**
 * One pass of the outbox worker: takes up to `limit` due rows (leasing each so parallel workers do not both send),
 * delivers them. @returns `{ delivered, pending }` (pending: rows still undelivered after the pass)
 */
export async function drainOutbox(
  deps: GamesDeps,
  limit = 50,
): Promise<{ delivered: number; pending: number }> {
  const now = deps.now();
  // Two processes drain the same table: the lease is taken with FOR UPDATE SKIP LOCKED, and the outer `next_at` check
  // is re-evaluated on a row another worker leased meanwhile, so a row is sent by one worker per lease.
  // Rounds whose bet never got an answer recorded (the games server stopped mid-bet) are cancelled by a rollback.
  const stale = await deps.db.query<{
    round_id: string;
    vendor: string;
    player_id: string;
    currency: string;
  }>(
    `UPDATE rounds SET bet_state = 'failed', error_code = 'STALE'
     WHERE status = 'open' AND bet_state = 'pending' AND created_at < $1
     RETURNING round_id, vendor, player_id, currency`,
    [iso(new Date(now - STALE_BET_MS))],
  );
  for (const r of stale)
    await enqueue(deps.db, deps, {
      vendor: r.vendor,
      roundId: r.round_id,
      op: 'rollback',
      body: {
        playerId: r.player_id,
        currency: r.currency,
        transactionId: `${r.round_id}:rb`,
        referenceTransactionId: `${r.round_id}:bet`,
        roundId: r.round_id,
      },
      leaseMs: 0,
    });
  const due = await deps.db.query<OutboxRow>(
    `UPDATE wallet_outbox SET next_at = $2
     WHERE id IN (SELECT id FROM wallet_outbox WHERE done_at IS NULL AND next_at <= $1 ORDER BY next_at LIMIT $3
                  FOR UPDATE SKIP LOCKED)
       AND next_at <= $1
     RETURNING id::text AS id, vendor, round_id, op, body, attempts`,
    [iso(new Date(now)), iso(new Date(now + LEASE_MS)), limit],
  );
  let delivered = 0;
  for (const row of due) if (await deliver(deps, row)) delivered++;
  const [p] = await deps.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM wallet_outbox WHERE done_at IS NULL',
  );
  return { delivered, pending: Number(p!.n) };
}

/** The player's recent rounds, newest first (at most `limit`). */
export async function recentRounds(deps: GamesDeps, s: GameSession, limit = 20): Promise<RoundView[]> {
  const rows = await deps.db.query<RoundRow>(
    `${ROUND_SELECT} WHERE r.vendor = $1 AND r.player_id = $2 ORDER BY r.created_at DESC LIMIT $3`,
    [s.vendor, s.playerId, limit],
  );
  return rows.map((r) => toView(r));
}

/** What the verify page and `GET /api/rounds/:id/verify` answer. */
export interface VerifyView {
  round: RoundView;
  /** False while the round's server seed is still in play (reveal it by rotating). */
  revealed: boolean;
  serverSeed: string | null;
  /** SHA-256 of the revealed seed equals the commitment shown before play. */
  hashMatches: boolean | null;
  /** The recomputed outcome and pay equal the stored ones. */
  outcomeMatches: boolean | null;
  recomputed: { outcome: GameOutcome; win: string } | null;
  /** hashMatches && outcomeMatches. */
  verified: boolean;
}

/** Recomputes a stored round from its revealed seeds. @returns undefined for an unknown round */
export async function verifyStoredRound(deps: GamesDeps, roundId: string): Promise<VerifyView | undefined> {
  const r = await loadRound(deps.db, roundId);
  if (!r) return undefined;
  const round = toView(r);
  if (r.seed_active)
    return {
      round,
      revealed: false,
      serverSeed: null,
      hashMatches: null,
      outcomeMatches: null,
      recomputed: null,
      verified: false,
    };
  const v = verifyRound({
    game: r.game,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    stake: r.stake,
    params: r.params ?? undefined,
  });
  // A slot round's jackpot draw reads on from the slot's stream; the award (the pool at that time) is part of the win.
  let jackpotMatches = true;
  let award = 0n;
  if (r.jackpot) {
    const stream = new FairStream(r.server_seed, r.client_seed, r.nonce);
    playSlot(stream);
    const jp = jackpotHit(stream, BigInt(r.stake), r.jackpot.triggerDivisor);
    award = BigInt(r.jackpot.award);
    jackpotMatches = jp.draw === r.jackpot.draw && jp.hit === r.jackpot.hit && (jp.hit || award === 0n);
  }
  const outcomeMatches =
    canonical(v.outcome) === canonical(r.outcome) && (v.win + award).toString() === r.win && jackpotMatches;
  return {
    round,
    revealed: true,
    serverSeed: r.server_seed,
    hashMatches: v.hashMatches,
    outcomeMatches,
    recomputed: { outcome: v.outcome, win: v.win.toString() },
    verified: v.hashMatches === true && outcomeMatches,
  };
}

/**
 * Reveals the server seed of a round whose seed is still active, by rotating that player's pair (the client seed
 * is kept). Anyone holding the round id (the player, from the betting record) may do it: rotating only starts a new
 * committed pair; it cannot change any outcome. @returns false for an unknown round
 */
export async function revealRoundSeed(deps: GamesDeps, roundId: string): Promise<boolean> {
  const [r] = await deps.db.query<{ vendor: string; player_id: string; active: boolean }>(
    `SELECT r.vendor, r.player_id, s.active FROM rounds r JOIN fair_seeds s ON s.id = r.seed_id
     WHERE r.round_id = $1`,
    [roundId],
  );
  if (!r) return false;
  if (r.active) await rotateSeed(deps, { vendor: r.vendor, playerId: r.player_id });
  return true;
}
