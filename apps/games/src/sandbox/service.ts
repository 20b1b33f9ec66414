/**
 * Sandbox games for the external vendor codes of the demo catalogue (docs/architecture.md "Games server": "the same app serves a
 * sandbox game for each external vendor code of the demo catalogue, through the same protocol, so every tile in the
 * lobby launches something real in demo mode"). Each vendor code speaks the signed wallet protocol with its own
 * secret (`deps.walletFor(code)`), exactly as that vendor would.
 *
 * RULES: games.ts (slot, wheel, cards, lotto; RTP 96 %) and sports.ts (the sports book, sports-book.ts).
 *
 * Money: one protocol round per play, round id `sbx-<uuid>`, transactions `<round>:bet`, `<round>:win` (0 for a loss),
 * `<round>:rollback`. A win whose delivery failed, or a bet in doubt, is finished by {@link settleSandbox} (every 2 s
 * in the server), like the lottery's settlement. Transfer-mode vendors play the same way: the platform moves the
 * player's sub-wallet of that vendor (the money transferred in; docs/decisions.md D20).
 * Free trial (mode demo): a play balance of {@link SANDBOX_PLAY_BALANCE} held in this database, no wallet at all.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_EXTERNAL_VENDORS } from '@playdeck/domain/demoVendors';
import type { GamesDb } from '../server/db.ts';
import { failureCode, outcomeUnknown, type WalletClient } from '../wallet-client.ts';
import { playKind, type SandboxKind, type SandboxOutcome } from './games.ts';

/**
 * External vendor codes of the demo catalogue, sorted (@playdeck/domain/demoVendors, the list the platform seeds its
 * demo vendor rows from), so every external tile of the demo lobby has a sandbox game here.
 */
export const SANDBOX_VENDORS: readonly string[] = DEMO_EXTERNAL_VENDORS;

/** Free-trial play balance, minor units (1000.00). */
export const SANDBOX_PLAY_BALANCE = 100_000n;
const DEMO_TTL_MS = 2 * 60 * 60 * 1000;
const STALE_PENDING_MS = 120_000;

export const isSandboxVendor = (code: string) => SANDBOX_VENDORS.includes(code);

/** A round as the page asks for it: the game, the stake (one of SANDBOX_STAKES) and the player's choice. */
export interface RoundRequest {
  kind: Exclude<SandboxKind, 'sports'>;
  stake: bigint;
  choice?: string;
}

export interface SandboxCtx {
  db: GamesDb;
  walletFor(code: string): WalletClient;
  now: () => number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const iso = (t: number) => new Date(t).toISOString();

/**
 * Plays one round for a real player: records it with its outcome, `bet`, then `win` (0 for a loss).
 * @returns the round, what it drew and the balance after it (minor units)
 * @throws WalletError: a final refusal of the bet (INSUFFICIENT_FUNDS, ...; the round is `refused`),
 *   NETWORK_ERROR for a bet in doubt (the round is refunded later); a win that could not be delivered does not throw:
 *   `pending: true` and the round is settled later
 */
export async function playSandboxRound(
  ctx: SandboxCtx,
  s: { vendor: string; playerId: string; currency: string; gameCode: string | null },
  req: RoundRequest,
): Promise<{
  roundId: string;
  stake: bigint;
  win: bigint;
  balance: bigint;
  pending: boolean;
  outcome: SandboxOutcome;
}> {
  const roundId = `sbx-${randomUUID()}`;
  const { win, outcome } = playKind(req.kind, req.stake, req.choice);
  await insertRound(ctx, { roundId, ...s, game: req.kind, stake: req.stake, win, detail: outcome });
  let balance = await placeBet(ctx, s, roundId, req.stake);
  await ctx.db.query(
    `UPDATE sandbox_rounds SET status = 'placed' WHERE round_id = $1 AND status = 'pending'`,
    [roundId],
  );
  const paid = await payWin(ctx, s, roundId, win);
  if (paid === undefined) return { roundId, stake: req.stake, win, balance, pending: true, outcome };
  balance = paid;
  return { roundId, stake: req.stake, win, balance, pending: false, outcome };
}

/** Records a new round (status pending) before any money moves. */
export async function insertRound(
  ctx: SandboxCtx,
  r: {
    roundId: string;
    vendor: string;
    playerId: string;
    currency: string;
    gameCode: string | null;
    game: string;
    stake: bigint;
    win: bigint;
    detail: unknown;
  },
) {
  await ctx.db.query(
    `INSERT INTO sandbox_rounds (round_id, vendor, player_id, currency, game_code, stake, win, created_at, game, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      r.roundId,
      r.vendor,
      r.playerId,
      r.currency,
      r.gameCode,
      r.stake.toString(),
      r.win.toString(),
      iso(ctx.now()),
      r.game,
      JSON.stringify(r.detail),
    ],
  );
}

/**
 * The `bet` of a recorded round (`<round>:bet`). @returns the balance after it
 * @throws WalletError as playSandboxRound (the round is marked refused, or voiding when in doubt)
 */
export async function placeBet(
  ctx: SandboxCtx,
  s: { vendor: string; playerId: string; currency: string; gameCode: string | null },
  roundId: string,
  stake: bigint,
): Promise<bigint> {
  const base = { playerId: s.playerId, currency: s.currency, roundId, gameCode: s.gameCode ?? undefined };
  try {
    return (await ctx.walletFor(s.vendor).bet({ ...base, transactionId: `${roundId}:bet`, amount: stake }))
      .balance;
  } catch (e) {
    const unknown = outcomeUnknown(e);
    await ctx.db.query(`UPDATE sandbox_rounds SET status = $2, error_code = $3 WHERE round_id = $1`, [
      roundId,
      unknown ? 'voiding' : 'refused',
      failureCode(e),
    ]);
    throw e;
  }
}

/**
 * The `win` of a placed round (`<round>:win`, idempotent), then the round settled. @returns the balance after it, or
 * undefined when it was not delivered (the round stays placed; settleSandbox delivers it)
 */
export async function payWin(
  ctx: SandboxCtx,
  s: { vendor: string; playerId: string; currency: string; gameCode: string | null },
  roundId: string,
  win: bigint,
): Promise<bigint | undefined> {
  const base = { playerId: s.playerId, currency: s.currency, roundId, gameCode: s.gameCode ?? undefined };
  let balance: bigint;
  try {
    balance = (await ctx.walletFor(s.vendor).win({ ...base, transactionId: `${roundId}:win`, amount: win }))
      .balance;
  } catch (e) {
    ctx.log?.warn({ roundId, err: e }, 'sandbox: win not delivered, will retry');
    return undefined;
  }
  await ctx.db.query(
    `UPDATE sandbox_rounds SET status = 'settled', settled_at = $2 WHERE round_id = $1 AND status = 'placed'`,
    [roundId, iso(ctx.now())],
  );
  return balance;
}

/** A round of the player's history (newest first), money in minor units. */
export interface HistoryRound {
  roundId: string;
  game: string;
  stake: string;
  win: string;
  status: string;
  detail: unknown;
  at: string;
}

/** The player's last `limit` rounds and bets with vendor `vendor` (newest first; refused ones left out). */
export async function roundHistory(
  db: GamesDb,
  vendor: string,
  playerId: string,
  limit = 20,
): Promise<HistoryRound[]> {
  const rows = await db.query<{
    round_id: string;
    game: string;
    stake: string;
    win: string;
    status: string;
    detail: string | null;
    created_at: string | Date;
  }>(
    `SELECT round_id, game, stake::text AS stake, win::text AS win, status, detail, created_at FROM sandbox_rounds
     WHERE vendor = $1 AND player_id = $2 AND status NOT IN ('refused', 'pending')
     ORDER BY created_at DESC, round_id LIMIT $3`,
    [vendor, playerId, limit],
  );
  return rows.map((r) => ({
    roundId: r.round_id,
    game: r.game,
    stake: r.stake,
    win: r.win,
    status: r.status,
    detail: r.detail ? (JSON.parse(r.detail) as unknown) : null,
    at: new Date(r.created_at).toISOString(),
  }));
}

/** Delivers owed wins and refunds of bets in doubt (idempotent transaction ids). @returns counts of this pass */
export async function settleSandbox(ctx: SandboxCtx, batch = 200) {
  const out = { settled: 0, voided: 0, retry: 0, failed: 0 };
  const rows = await ctx.db.query<{
    round_id: string;
    vendor: string;
    player_id: string;
    currency: string;
    win: string;
    status: string;
    created_at: string | Date;
  }>(
    `SELECT round_id, vendor, player_id, currency, win::text AS win, status, created_at FROM sandbox_rounds
     WHERE status IN ('placed', 'voiding') OR (status = 'pending' AND created_at < $1) ORDER BY created_at LIMIT $2`,
    [iso(ctx.now() - STALE_PENDING_MS), batch],
  );
  for (const r of rows) {
    // A round still being played (placed a moment ago) is left to its own request.
    if (r.status === 'placed' && ctx.now() - new Date(r.created_at).getTime() < 10_000) continue;
    const wallet = ctx.walletFor(r.vendor);
    const base = { playerId: r.player_id, currency: r.currency, roundId: r.round_id };
    try {
      if (r.status === 'placed') {
        await wallet.win({ ...base, transactionId: `${r.round_id}:win`, amount: BigInt(r.win) });
        await ctx.db.query(
          `UPDATE sandbox_rounds SET status = 'settled', settled_at = $2 WHERE round_id = $1`,
          [r.round_id, iso(ctx.now())],
        );
        out.settled++;
      } else {
        await wallet.rollback({
          ...base,
          transactionId: `${r.round_id}:rollback`,
          referenceTransactionId: `${r.round_id}:bet`,
        });
        await ctx.db.query(`UPDATE sandbox_rounds SET status = 'void', settled_at = $2 WHERE round_id = $1`, [
          r.round_id,
          iso(ctx.now()),
        ]);
        out.voided++;
      }
    } catch (e) {
      const code = failureCode(e);
      if (outcomeUnknown(e)) out.retry++;
      else {
        out.failed++;
        await ctx.db.query(
          `UPDATE sandbox_rounds SET status = 'failed', error_code = $2 WHERE round_id = $1`,
          [r.round_id, code],
        );
        ctx.log?.error({ roundId: r.round_id, code }, 'sandbox: wallet refused a settlement call');
      }
    }
  }
  return out;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Opens a free-trial session of `vendor` with the play balance. @returns its id (32 base64url characters) */
export async function openDemo(db: GamesDb, vendor: string, now: number): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sandbox_demo_sessions (id_hash, vendor, balance, expires_at) VALUES ($1, $2, $3, $4)`,
    [hashId(id), vendor, SANDBOX_PLAY_BALANCE.toString(), iso(now + DEMO_TTL_MS)],
  );
  return id;
}

/**
 * One free-trial round on the play balance (never any wallet). @returns undefined when the session is unknown or
 * expired; `refused` when the play balance is below the stake
 */
export async function playDemo(
  db: GamesDb,
  id: string,
  vendor: string,
  now: number,
  req: RoundRequest,
): Promise<{ balance: bigint; win: bigint; refused: boolean; outcome?: SandboxOutcome } | undefined> {
  const { win, outcome } = playKind(req.kind, req.stake, req.choice);
  return db.tx(async (t) => {
    const [row] = await t.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM sandbox_demo_sessions WHERE id_hash = $1 AND vendor = $2 AND expires_at > $3
       FOR UPDATE`,
      [hashId(id), vendor, iso(now)],
    );
    if (!row) return undefined;
    const balance = BigInt(row.balance);
    if (balance < req.stake) return { balance, win: 0n, refused: true };
    const next = balance - req.stake + win;
    await t.query(`UPDATE sandbox_demo_sessions SET balance = $2 WHERE id_hash = $1`, [
      hashId(id),
      next.toString(),
    ]);
    return { balance: next, win, refused: false, outcome };
  });
}

/** The play balance of a free-trial session, or undefined. */
export async function demoBalance(
  db: GamesDb,
  id: string,
  vendor: string,
  now: number,
): Promise<bigint | undefined> {
  const [row] = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM sandbox_demo_sessions WHERE id_hash = $1 AND vendor = $2 AND expires_at > $3`,
    [hashId(id), vendor, iso(now)],
  );
  return row ? BigInt(row.balance) : undefined;
}
