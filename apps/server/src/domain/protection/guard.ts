/**
 * Where money moves, the server enforces protection (docs/decisions.md D19, D26): deposits, game launch, the seamless
 * wallet's bet call and agent transfers. A member with no protection row and no brand default pays one primary-key
 * read on the bet path; the windows are summed only while a wager or loss limit is in force (hourly rollup, by
 * primary key), and a bet's stake is reserved against those limits before the ledger moves (so parallel bets cannot
 * pass a limit together) and given back when the bet is not made.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import type { Ctx } from '../context.ts';
import { formatMinor } from '../money.ts';
import { activeBlock, effectiveLimits, tracksPlay, type ActiveBlock } from './service.ts';
import { PERIODS, protectionSettings, type LimitKey, type Period } from './settings.ts';
import * as store from './store.ts';

const isoOrNull = (t: number | null) => (t === null ? null : new Date(t).toISOString());

function blockedError(b: ActiveBlock, brand: Brand) {
  const value = { kind: b.kind, until: isoOrNull(b.until), helpLinks: protectionSettings(brand).helpLinks };
  if (b.kind === 'timeout') return fail('TIMED_OUT', value, { until: value.until! });
  return value.until === null
    ? fail('SELF_EXCLUDED_PERMANENT', value)
    : fail('SELF_EXCLUDED', value, { until: value.until });
}

/**
 * Checks a deposit (or money received from an agent) of `amount` minor units against the member's block and deposit
 * limits, inside the caller's transaction after it locked the member row (so parallel deposits see each other).
 * @param country the caller's country (ISO alpha-2) for the brand's mandatory deposit limit, or null
 * @throws TIMED_OUT, SELF_EXCLUDED, SELF_EXCLUDED_PERMANENT; DEPOSIT_LIMIT_REQUIRED; DEPOSIT_LIMIT_EXCEEDED (value
 *   `{ period, remaining }`, decimal string, the most that fits now)
 */
export async function assertDeposit(
  tx: Db,
  brand: Brand,
  memberId: string,
  amount: bigint,
  now: number,
  country: string | null,
) {
  const s = protectionSettings(brand);
  const row = await store.find(tx, memberId);
  const b = activeBlock(row, now);
  if (b) throw blockedError(b, brand);
  const limits = effectiveLimits(s, row);
  const keys = PERIODS.map((p) => `deposit:${p}` as LimitKey).filter((k) => limits[k] !== undefined);
  if (keys.length === 0) {
    if (country && s.mandatoryDepositLimitCountries.includes(country)) throw fail('DEPOSIT_LIMIT_REQUIRED');
    return;
  }
  const sums = await store.depositSums(tx, memberId, now);
  let worst: { period: Period; remaining: bigint } | undefined;
  for (const p of PERIODS) {
    const limit = limits[`deposit:${p}`];
    if (limit === undefined) continue;
    const left = limit - sums[p] > 0n ? limit - sums[p] : 0n;
    if (!worst || left < worst.remaining) worst = { period: p, remaining: left };
  }
  if (worst && amount > worst.remaining) {
    const remaining = formatMinor(worst.remaining, brand.currency.exponent);
    throw fail('DEPOSIT_LIMIT_EXCEEDED', { period: worst.period, remaining }, { remaining });
  }
}

/**
 * Checks a game launch: no block, the session-length limit not reached (the session of `tokenHash` is older than the
 * limit), no wager or loss limit used up.
 * @throws TIMED_OUT, SELF_EXCLUDED, SELF_EXCLUDED_PERMANENT, SESSION_LIMIT_REACHED, PLAY_LIMIT_REACHED
 */
export async function assertMayPlay(ctx: Ctx, brand: Brand, memberId: string, tokenHash: string | null) {
  const now = ctx.now();
  const row = await store.find(ctx.db, memberId);
  const b = activeBlock(row, now);
  if (b) throw blockedError(b, brand);
  const limits = effectiveLimits(protectionSettings(brand), row);
  if (limits.session !== undefined && tokenHash) {
    const [s] = await ctx.db.query<{ created_at: string | Date }>(
      sql`SELECT created_at FROM sessions WHERE token_hash = ${tokenHash}`,
    );
    if (s && now - new Date(s.created_at).getTime() >= Number(limits.session) * 60_000)
      throw fail('SESSION_LIMIT_REACHED', undefined, { minutes: limits.session.toString() });
  }
  if (tracksPlay(limits)) {
    const over = overPlay(limits, await store.playSums(ctx.db, memberId, now), 1n);
    if (over) throw fail('PLAY_LIMIT_REACHED', { limit: over }, { limit: over });
  }
}

/** The first wager or loss limit a stake of `amount` would pass, or undefined. */
function overPlay(
  limits: Partial<Record<LimitKey, bigint>>,
  sums: Awaited<ReturnType<typeof store.playSums>>,
  amount: bigint,
): LimitKey | undefined {
  for (const kind of ['wager', 'loss'] as const)
    for (const p of PERIODS) {
      const limit = limits[`${kind}:${p}`];
      // A stake may be lost entirely: the loss limit counts it in full until a win comes back.
      if (limit !== undefined && sums[kind][p] + amount > limit) return `${kind}:${p}`;
    }
  return undefined;
}

/** Why a vendor bet is refused, for the protocol's PLAYER_BLOCKED message. */
export type BetRefusal = 'locked' | 'timeout' | 'exclusion' | `limit:${string}`;

/** A reservation made by `reserveBet`, to give back when the bet is not made. */
export interface BetReservation {
  memberId: string;
  at: number;
  amount: bigint;
}

/**
 * The seamless wallet's bet check (docs/vendor-protocol.md PLAYER_BLOCKED): refused while the member's agent has
 * locked it, it is timed out or self-excluded, its live session is older than its session-length limit, or the stake
 * would pass a wager or loss limit. With such a limit in
 * force the stake is reserved in the rollup first and checked after, in one statement on the current hour's row
 * (store.addStakeAndSum: parallel bets of the member queue on that row); a stake over a limit is given back at once,
 * and a reservation is given back through `releaseBet` when the bet is then refused or was a repeat. Between the two,
 * a parallel bet sees the stake being given back: limits err towards refusing, never past the limit.
 * @returns `{ refusal }`, or `{ reservation? }` when the bet may go on
 */
export async function reserveBet(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  amount: bigint,
): Promise<{ refusal?: BetRefusal; reservation?: BetReservation; tracked: boolean }> {
  const now = ctx.now();
  const state = await store.betState(ctx.db, memberId);
  if (!state) return { tracked: false };
  if (state.locked) return { refusal: 'locked', tracked: false };
  const b = activeBlock(state.row, now);
  if (b) return { refusal: b.kind, tracked: false };
  const s = protectionSettings(brand);
  const limits = effectiveLimits(s, state.row);
  // The session-length limit holds in the game too, not only at launch: a bet once the member's live session is
  // older than the limit is refused (a new login starts a new session).
  if (limits.session !== undefined) {
    const started = await store.liveSessionStart(ctx.db, memberId, now);
    if (started !== undefined && now - started >= Number(limits.session) * 60_000)
      return { refusal: 'limit:session', tracked: false };
  }
  if (!tracksPlay(limits)) return { tracked: false };
  // Reserved first, checked after (one statement, store.addStakeAndSum): a bet over a limit gives its stake back.
  const over = overPlay(limits, await store.addStakeAndSum(ctx.db, memberId, now, amount), 0n);
  if (over) {
    await store.addActivity(ctx.db, memberId, now, -amount, -amount);
    return { refusal: `limit:${over}` as BetRefusal, tracked: true };
  }
  return { reservation: { memberId, at: now, amount }, tracked: true };
}

/** Gives back a reservation of a bet that was not made (refused, or a repeat of a recorded one). */
export async function releaseBet(db: Db, r: BetReservation) {
  await store.addActivity(db, r.memberId, r.at, -r.amount, -r.amount);
}

/**
 * Records a win (or a rollback) of a member whose play is tracked: `lost` is the net-loss delta (a win of W: -W; a
 * bet rolled back: -stake, and its stake comes off the wagered sum too). No-op for an untracked member.
 */
export async function recordPlay(ctx: Ctx, brand: Brand, memberId: string, wagered: bigint, lost: bigint) {
  const state = await store.betState(ctx.db, memberId);
  if (!state || !tracksPlay(effectiveLimits(protectionSettings(brand), state.row))) return;
  await store.addActivity(ctx.db, memberId, ctx.now(), wagered, lost);
}

/**
 * An agent transfer to a member: refused while the member is timed out or self-excluded, or above what its deposit
 * limits leave (money from an agent counts as a deposit). Inside the transfer's transaction.
 * @throws AGENT_MEMBER_PROTECTED (403; no reason and no dates, the agent is not told which), DEPOSIT_LIMIT_EXCEEDED is
 *   also answered as AGENT_MEMBER_PROTECTED
 */
export async function assertTransferTo(tx: Db, brand: Brand, memberId: string, amount: bigint, now: number) {
  try {
    await assertDeposit(tx, brand, memberId, amount, now, null);
  } catch (err) {
    if ((err as { errorCode?: string }).errorCode) throw fail('AGENT_MEMBER_PROTECTED');
    throw err;
  }
}
