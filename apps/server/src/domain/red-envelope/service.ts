/**
 * Red envelopes (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33). Rounds come from brand
 * config (`redEnvelope`, packages/config-schema/src/schema/redEnvelope.ts); their windows, pools and openings live in
 * migration 1080. One opening per member per window, decided in one transaction:
 * 1. the opening row is inserted first (primary key window+member: a second opening fails here);
 * 2. the pool is reserved by one guarded UPDATE (`spent < pool`, amount = the draw capped at what is left), so 200
 *    members opening at once can never take more than the pool;
 * 3. the amount is paid as a bonus through the ledger (domain/bonus/service.ts payBonus, source `red_envelope`).
 * The draw is provably fair (@playdeck/domain/redEnvelopeFair): the window's server seed is committed by its SHA-256
 * before the first opening and revealed once the window has ended. Protected members (self-excluded or timed out,
 * domain/protection isProtected, docs/decisions.md D26) get nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RedEnvelopeRoundConfig } from '@playdeck/config-schema';
import { redEnvelopeDraw, redEnvelopeSeedHash } from '@playdeck/domain/redEnvelopeFair';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { payBonus } from '../bonus/service.ts';
import { formatMinor } from '../money.ts';
import { isProtected } from '../protection/service.ts';

/** The brand's configured rounds (enabled ones only); a brand built by hand (tests) has none. */
export function redEnvelopeRounds(brand: Brand): RedEnvelopeRoundConfig[] {
  return (brand.config?.config.redEnvelope?.rounds ?? []).filter((r) => r.enabled);
}

/** Brand-local calendar day 'YYYY-MM-DD' and time 'HH:mm' of instant `at` (epoch ms). */
function localParts(tz: string, at: number): { day: string; time: string } {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The window of `round` open at `at` (its period key), or null when none is. */
export function openPeriod(brand: Brand, round: RedEnvelopeRoundConfig, at: number): string | null {
  if (round.daily) {
    const { day, time } = localParts(brand.timezone || 'UTC', at);
    return round.daily.open <= time && time <= round.daily.close ? day : null;
  }
  if (round.start && round.end && Date.parse(round.start) <= at && at < Date.parse(round.end)) return 'once';
  return null;
}

/** A window of a round as stored (amounts minor units, times epoch ms). */
export interface EnvelopeWindow {
  id: string;
  roundId: string;
  period: string;
  currency: string;
  startsAt: number;
  endsAt: number;
  poolMinor: bigint;
  spentMinor: bigint;
  minMinor: bigint;
  maxMinor: bigint;
  serverSeed: string;
  serverSeedHash: string;
}

interface WindowRow {
  id: string;
  round_id: string;
  period: string;
  currency: string;
  starts_at: string | Date;
  ends_at: string | Date;
  pool: string;
  spent: string;
  min_amount: string;
  max_amount: string;
  server_seed: string;
  server_seed_hash: string;
}

const ms = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));
const windowOf = (r: WindowRow): EnvelopeWindow => ({
  id: r.id,
  roundId: r.round_id,
  period: r.period,
  currency: r.currency,
  startsAt: ms(r.starts_at),
  endsAt: ms(r.ends_at),
  poolMinor: BigInt(r.pool),
  spentMinor: BigInt(r.spent),
  minMinor: BigInt(r.min_amount),
  maxMinor: BigInt(r.max_amount),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
});
const WINDOW_COLS = sql`id::text AS id, round_id, period, currency, starts_at, ends_at, pool::text AS pool,
  spent::text AS spent, min_amount::text AS min_amount, max_amount::text AS max_amount, server_seed, server_seed_hash`;

/**
 * The stored window `period` of `round`, created with a fresh committed server seed on first sight (a racing creator
 * loses to the unique key and reads the winner's row, so a window has exactly one seed).
 */
export async function ensureWindow(
  db: Db,
  brand: Brand,
  round: RedEnvelopeRoundConfig,
  period: string,
): Promise<EnvelopeWindow> {
  const tz = brand.timezone || 'UTC';
  const seed = randomBytes(32).toString('hex');
  const hash = await redEnvelopeSeedHash(seed);
  const [starts, ends] =
    period === 'once'
      ? [sql`${round.start!}::timestamptz`, sql`${round.end!}::timestamptz`]
      : [
          sql`((${period}::date + ${round.daily!.open}::time) AT TIME ZONE ${tz})`,
          sql`((${period}::date + ${round.daily!.close}::time + interval '1 minute') AT TIME ZONE ${tz})`,
        ];
  await db.query(sql`
    INSERT INTO red_envelope_windows (brand, round_id, period, currency, starts_at, ends_at, pool, min_amount,
      max_amount, server_seed, server_seed_hash)
    VALUES (${brand.id}, ${round.id}, ${period}, ${brand.currency.code}, ${starts}, ${ends},
      ${round.poolMinor}::bigint, ${round.minMinor}::bigint, ${round.maxMinor}::bigint, ${seed}, ${hash})
    ON CONFLICT (brand, round_id, period) DO NOTHING`);
  const [row] = await db.query<WindowRow>(sql`SELECT ${WINDOW_COLS} FROM red_envelope_windows
    WHERE brand = ${brand.id} AND round_id = ${round.id} AND period = ${period}`);
  return windowOf(row!);
}

/** Credited deposits of a member on brand-local day `day` ('YYYY-MM-DD'), minor units. */
async function depositsOnDay(db: Db, brand: Brand, memberId: string, day: string): Promise<bigint> {
  const tz = brand.timezone || 'UTC';
  const [r] = await db.query<{ s: string }>(sql`
    SELECT COALESCE(sum(amount), 0)::text AS s FROM deposits
    WHERE member_id = ${memberId}::bigint AND status = 'credited'
      AND decided_at >= (${day}::date::timestamp AT TIME ZONE ${tz})
      AND decided_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return BigInt(r?.s ?? '0');
}

/** Why a member may not open the round's open window now, or null when it may. */
async function refusal(
  db: Db,
  brand: Brand,
  round: RedEnvelopeRoundConfig,
  memberId: string,
  at: number,
): Promise<
  { code: 'RED_ENVELOPE_NOT_ELIGIBLE' } | { code: 'RED_ENVELOPE_DEPOSIT_REQUIRED'; required: bigint } | null
> {
  if (await isProtected(db, memberId, at)) return { code: 'RED_ENVELOPE_NOT_ELIGIBLE' };
  const required = BigInt(round.eligibility?.depositTodayMinor ?? '0');
  if (required > 0n) {
    const day = localParts(brand.timezone || 'UTC', at).day;
    if ((await depositsOnDay(db, brand, memberId, day)) < required)
      return { code: 'RED_ENVELOPE_DEPOSIT_REQUIRED', required };
  }
  return null;
}

/** A member's opened envelope (amounts minor units; the seed only once its window has ended). */
export interface OpenedEnvelope {
  roundId: string;
  period: string;
  memberId: string;
  drawMinor: bigint;
  remainingBeforeMinor: bigint;
  amountMinor: bigint;
  currency: string;
  openedAt: number;
  minMinor: bigint;
  maxMinor: bigint;
  serverSeedHash: string;
  serverSeed: string | null;
  endsAt: number;
}

/**
 * Opens member `memberId`'s envelope of round `roundId` at app time `at` (epoch ms) and pays it as a bonus with the
 * round's turnover multiple.
 * @returns the opened envelope (seed hidden until the window ends)
 * @throws RED_ENVELOPE_NOT_FOUND (no such enabled round); RED_ENVELOPE_CLOSED (no window open now);
 *   RED_ENVELOPE_NOT_ELIGIBLE (protected member, D26); RED_ENVELOPE_DEPOSIT_REQUIRED (value `{ required }` minor
 *   units as digits); RED_ENVELOPE_ALREADY_OPENED; RED_ENVELOPE_EMPTY (the pool is used up)
 */
export async function openEnvelope(
  db: Db,
  brand: Brand,
  memberId: string,
  roundId: string,
  at: number,
): Promise<OpenedEnvelope> {
  const round = redEnvelopeRounds(brand).find((r) => r.id === roundId);
  if (!round) throw fail('RED_ENVELOPE_NOT_FOUND');
  const period = openPeriod(brand, round, at);
  if (!period) throw fail('RED_ENVELOPE_CLOSED');
  const no = await refusal(db, brand, round, memberId, at);
  if (no?.code === 'RED_ENVELOPE_DEPOSIT_REQUIRED') {
    throw fail(
      no.code,
      { required: no.required.toString() },
      { required: formatMinor(no.required, brand.currency.exponent) },
    );
  }
  if (no) throw fail(no.code);
  const w = await ensureWindow(db, brand, round, period);
  // A stored window that has ended (its seed may be shown) takes no more openings, whatever the config says now.
  if (w.endsAt <= at) throw fail('RED_ENVELOPE_CLOSED');
  const { minMinor, maxMinor } = w;
  const draw = await redEnvelopeDraw({ serverSeed: w.serverSeed, memberId, minMinor, maxMinor });
  const opened = await db.tx(async (tx) => {
    const mine = await tx.query(sql`
      INSERT INTO red_envelope_openings (window_id, member_id, draw, opened_at)
      VALUES (${w.id}::bigint, ${memberId}::bigint, ${draw.toString()}::bigint, ${new Date(at).toISOString()}::timestamptz)
      ON CONFLICT (window_id, member_id) DO NOTHING RETURNING member_id`);
    if (!mine.length) throw fail('RED_ENVELOPE_ALREADY_OPENED');
    // The reservation: one statement under the row's lock; the amount is the draw capped at what is left.
    const [pool] = await tx.query<{ paid: string; spent: string }>(sql`
      UPDATE red_envelope_windows
      SET last_paid = LEAST(${draw.toString()}::bigint, pool - spent),
        spent = spent + LEAST(${draw.toString()}::bigint, pool - spent)
      WHERE id = ${w.id}::bigint AND spent < pool
      RETURNING last_paid::text AS paid, spent::text AS spent`);
    if (!pool) throw fail('RED_ENVELOPE_EMPTY');
    const amount = BigInt(pool.paid);
    const remainingBefore = w.poolMinor - BigInt(pool.spent) + amount;
    const { bonus } = await payBonus(tx, {
      brand: brand.id,
      memberId,
      currency: w.currency,
      name: round.name[brand.defaultLanguage] ?? Object.values(round.name)[0] ?? round.id,
      amountMinor: amount,
      turnoverMinor: amount * BigInt(round.turnoverMultiplier),
      reference: `red-envelope:${w.id}:${memberId}`,
      by: 'red-envelope',
      source: 'red_envelope',
      at,
    });
    await tx.query(sql`
      UPDATE red_envelope_openings SET remaining_before = ${remainingBefore.toString()}::bigint,
        amount = ${amount.toString()}::bigint, bonus_id = ${bonus.id}::bigint
      WHERE window_id = ${w.id}::bigint AND member_id = ${memberId}::bigint`);
    return { amount, remainingBefore };
  });
  return {
    roundId,
    period,
    memberId,
    drawMinor: draw,
    remainingBeforeMinor: opened.remainingBefore,
    amountMinor: opened.amount,
    currency: w.currency,
    openedAt: at,
    minMinor,
    maxMinor,
    serverSeedHash: w.serverSeedHash,
    serverSeed: w.endsAt <= at ? w.serverSeed : null,
    endsAt: w.endsAt,
  };
}

/** A round as a member sees it now: its open window (if any) with the seed commitment and the member's state. */
export interface RoundState {
  round: RedEnvelopeRoundConfig;
  /** The open window, or null when the round is not open now. */
  window: EnvelopeWindow | null;
  /** 'open' (may open now), 'opened' (already did), 'ineligible' (protected or no qualifying deposit), 'empty'
   * (pool used up), 'closed' (no window open). */
  status: 'open' | 'opened' | 'ineligible' | 'empty' | 'closed';
}

/**
 * The brand's rounds at `at` for member `memberId` (undefined: a visitor, status `open` means "log in to open").
 * Creates the open windows' rows (so their commitments exist before anyone opens).
 */
export async function roundStates(
  db: Db,
  brand: Brand,
  memberId: string | undefined,
  at: number,
): Promise<RoundState[]> {
  const out: RoundState[] = [];
  for (const round of redEnvelopeRounds(brand)) {
    const period = openPeriod(brand, round, at);
    if (!period) {
      out.push({ round, window: null, status: 'closed' });
      continue;
    }
    const w = await ensureWindow(db, brand, round, period);
    let status: RoundState['status'] = w.spentMinor >= w.poolMinor ? 'empty' : 'open';
    if (memberId) {
      const [o] = await db.query(sql`SELECT 1 FROM red_envelope_openings
        WHERE window_id = ${w.id}::bigint AND member_id = ${memberId}::bigint`);
      if (o) status = 'opened';
      else if (status === 'open' && (await refusal(db, brand, round, memberId, at))) status = 'ineligible';
    }
    out.push({ round, window: w, status });
  }
  return out;
}

/**
 * The envelopes member `memberId` can open now (status `open`), for the reward center's list (spec section 2
 * `rewardCenter`): round id and name, the window's end (epoch ms) and the envelope's range (minor units).
 */
export async function claimableEnvelopes(
  db: Db,
  brand: Brand,
  memberId: string,
  at: number,
): Promise<
  Array<{ roundId: string; name: Record<string, string>; endsAt: number; minMinor: bigint; maxMinor: bigint }>
> {
  return (await roundStates(db, brand, memberId, at))
    .filter((s) => s.status === 'open' && s.window)
    .map((s) => ({
      roundId: s.round.id,
      name: s.round.name,
      endsAt: s.window!.endsAt,
      minMinor: s.window!.minMinor,
      maxMinor: s.window!.maxMinor,
    }));
}

/**
 * Member `memberId`'s opened envelopes, newest first (at most `limit`), each with its window's commitment and, once
 * the window has ended at `at`, the revealed seed to verify the draw.
 */
export async function openedEnvelopes(
  db: Db,
  brand: Brand,
  memberId: string,
  at: number,
  limit = 20,
): Promise<OpenedEnvelope[]> {
  const rows = await db.query<
    WindowRow & { draw: string; remaining_before: string; amount: string; opened_at: string | Date }
  >(sql`
    SELECT w.id::text AS id, w.round_id, w.period, w.currency, w.starts_at, w.ends_at, w.pool::text AS pool,
      w.spent::text AS spent, w.min_amount::text AS min_amount, w.max_amount::text AS max_amount, w.server_seed, w.server_seed_hash, o.draw::text AS draw,
      o.remaining_before::text AS remaining_before, o.amount::text AS amount, o.opened_at
    FROM red_envelope_openings o JOIN red_envelope_windows w ON w.id = o.window_id
    WHERE o.member_id = ${memberId}::bigint AND w.brand = ${brand.id}
    ORDER BY o.opened_at DESC, w.id DESC LIMIT ${limit}`);
  return rows.map((r) => {
    const w = windowOf(r);
    return {
      roundId: w.roundId,
      period: w.period,
      memberId,
      drawMinor: BigInt(r.draw),
      remainingBeforeMinor: BigInt(r.remaining_before),
      amountMinor: BigInt(r.amount),
      currency: w.currency,
      openedAt: ms(r.opened_at),
      minMinor: w.minMinor,
      maxMinor: w.maxMinor,
      serverSeedHash: w.serverSeedHash,
      serverSeed: w.endsAt <= at ? w.serverSeed : null,
      endsAt: w.endsAt,
    };
  });
}
