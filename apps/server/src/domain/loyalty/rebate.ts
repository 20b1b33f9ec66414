/**
 * Rebate, the "bonus bets" of spec 2 (side menu `manualRebate`; docs/architecture.md "Loyalty"): a share of the
 * member's settled turnover handed back, per category and per VIP level (`benefits.rebateBp` of the member's level,
 * basis points), accrued per brand-timezone day.
 *
 * Accrual is read, never counted on the bet path: the live stakes (`bet_total`) of the member's rounds settled
 * (`closed_at`) within the day, in the brand currency, grouped by the round's game type (the records view
 * `record_rounds`) and mapped to a category by `rebate.categories`. amount = floor(turnover * rateBp / 10000) at the
 * member's stored VIP level when paid.
 *
 * Paid once per (member, day, category): the rebate_payouts row is reserved by its primary key, then the money is
 * paid as a bonus (domain/bonus `payBonus`, turnover target `turnoverMultiplier` x amount, reference
 * `@rebate:<member>:<day>:<category>`), in one transaction per payout. A parallel or retried claim waits on the
 * reservation and pays nothing. `manual` mode: the member claims what accrued on the last `claimDays` days (today
 * included: a day claimed before it ends earns nothing more that day in that category). `auto` mode: the loyalty job pays
 * the previous `claimDays` days from `autoPayHour` (brand timezone) on.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import type { Brand, BrandRegistry } from '../../infra/brands/index.ts';
import { fail } from '../../infra/errors.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '@playdeck/config-schema';
import { payBonus } from '../bonus/service.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';
import { periodAt, tzOffset } from '../agent/settlement/engine.ts';
import { assertMayReceiveRewards, isProtected } from '../protection/service.ts';
import { levelOf, rebateSettings, vipSettings } from './config.ts';
import { dayOf, storedRank } from './vip.ts';

/** One category's accrual of one day, minor units. */
export interface RebateAccrual {
  day: string;
  category: RebateCategory;
  turnoverMinor: bigint;
  rateBp: number;
  amountMinor: bigint;
  /** Paid already (then amount and turnover are what was paid). */
  paid: boolean;
}

/** [start, end) epoch ms of brand-timezone day `day` (YYYY-MM-DD). */
function dayBounds(day: string, timeZone: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(y, m - 1, d, 12);
  const p = periodAt('daily', noon - tzOffset(noon, timeZone), timeZone);
  return { start: p.start, end: p.end };
}

/** The `n` brand-timezone days ending with the day of `now`, newest first. */
export function lastDays(now: number, n: number, timeZone: string): string[] {
  const out: string[] = [];
  let t = now;
  for (let i = 0; i < n; i++) {
    const day = dayOf(t, timeZone);
    out.push(day);
    t = dayBounds(day, timeZone).start - 1;
  }
  return out;
}

/**
 * The member's accruals on `day` per category with settled turnover, at their stored VIP level, with what was paid
 * already. Categories without turnover and not paid are left out.
 */
export async function accrualsOf(
  db: Db,
  brand: Brand,
  memberId: string,
  day: string,
): Promise<RebateAccrual[]> {
  const settings = rebateSettings(brand);
  if (!settings.enabled) return [];
  const tz = brand.timezone || 'UTC';
  const { start, end } = dayBounds(day, tz);
  const rows = await db.query<{ game_type: string | null; turnover: string }>(sql`
    SELECT game_type, sum(bet_total)::text AS turnover FROM record_rounds
    WHERE member_id = ${memberId}::bigint AND currency = ${brand.currency.code} AND status = 'settled'
      AND closed_at >= ${new Date(start).toISOString()}::timestamptz
      AND closed_at < ${new Date(end).toISOString()}::timestamptz
    GROUP BY game_type`);
  const paid = await db.query<{ category: string; turnover: string; rate_bp: number; amount: string }>(sql`
    SELECT category, turnover::text AS turnover, rate_bp, amount::text AS amount FROM rebate_payouts
    WHERE member_id = ${memberId}::bigint AND day = ${day}::date`);
  const level = levelOf(vipSettings(brand), await storedRank(db, memberId))!;
  const turnover = new Map<RebateCategory, bigint>();
  for (const r of rows) {
    const cat = REBATE_CATEGORIES.find((c) => settings.categories[c].includes(r.game_type ?? ''));
    if (cat) turnover.set(cat, (turnover.get(cat) ?? 0n) + BigInt(r.turnover));
  }
  const out: RebateAccrual[] = [];
  for (const category of REBATE_CATEGORIES) {
    const p = paid.find((x) => x.category === category);
    if (p) {
      out.push({
        day,
        category,
        turnoverMinor: BigInt(p.turnover),
        rateBp: p.rate_bp,
        amountMinor: BigInt(p.amount),
        paid: true,
      });
      continue;
    }
    const t = turnover.get(category);
    if (!t) continue;
    const rateBp = level.rebateBp[category];
    out.push({
      day,
      category,
      turnoverMinor: t,
      rateBp,
      amountMinor: (t * BigInt(rateBp)) / 10000n,
      paid: false,
    });
  }
  return out;
}

/**
 * Pays one accrual, once, inside the caller's transaction `db`: reserves (member, day, category), pays the bonus and
 * records it. Returns the bonus id, or null when it was paid already (by a parallel claim or the job) or is zero.
 */
async function payAccrual(
  db: Db,
  brand: Brand,
  memberId: string,
  a: RebateAccrual,
  mode: 'manual' | 'auto',
  now: number,
): Promise<string | null> {
  if (a.paid || a.amountMinor <= 0n) return null;
  const multiplier = BigInt(rebateSettings(brand).turnoverMultiplier);
  const [reserved] = await db.query<{ day: string }>(sql`
    INSERT INTO rebate_payouts (member_id, day, category, turnover, rate_bp, amount, mode, created_at)
    VALUES (${memberId}::bigint, ${a.day}::date, ${a.category}, ${a.turnoverMinor.toString()}::bigint, ${a.rateBp},
      ${a.amountMinor.toString()}::bigint, ${mode}, ${new Date(now).toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING day::text AS day`);
  if (!reserved) return null;
  const paid = await payBonus(db, {
    brand: brand.id,
    memberId,
    currency: brand.currency.code,
    name: `Rebate ${a.category} ${a.day}`,
    amountMinor: a.amountMinor,
    turnoverMinor: a.amountMinor * multiplier,
    reference: `@rebate:${memberId}:${a.day}:${a.category}`,
    by: 'rebate',
    source: 'rebate',
    at: now,
  });
  await db.query(sql`
    UPDATE rebate_payouts SET bonus_id = ${paid.bonus.id}::bigint
    WHERE member_id = ${memberId}::bigint AND day = ${a.day}::date AND category = ${a.category}`);
  return paid.duplicate ? null : paid.bonus.id;
}

/**
 * Pays `accruals` of one member in ONE transaction, reserving them in (day, category) order: a parallel claim waits
 * on the first reservation until this one commits and then finds every row paid, so parallel claims make one payout
 * in all. Returns what was paid.
 */
async function payAll(
  db: Db,
  brand: Brand,
  memberId: string,
  accruals: readonly RebateAccrual[],
  mode: 'manual' | 'auto',
  now: number,
): Promise<{ paidMinor: bigint; payouts: number }> {
  const ordered = [...accruals].sort((a, b) =>
    a.day === b.day ? a.category.localeCompare(b.category) : a.day.localeCompare(b.day),
  );
  return db.tx(async (tx) => {
    let paidMinor = 0n;
    let payouts = 0;
    for (const a of ordered)
      if (await payAccrual(tx, brand, memberId, a, mode, now)) {
        paidMinor += a.amountMinor;
        payouts++;
      }
    return { paidMinor, payouts };
  });
}

/** The rebate page's state: mode, today's accruals, and the unpaid accruals still claimable (manual mode). */
export interface RebateState {
  mode: 'manual' | 'auto';
  autoPayHour: number;
  today: string;
  todayAccruals: RebateAccrual[];
  claimable: RebateAccrual[];
  claimableMinor: bigint;
}

/** The member's rebate state at `now` (see {@link RebateState}). */
export async function rebateState(db: Db, brand: Brand, memberId: string, now: number): Promise<RebateState> {
  const s = rebateSettings(brand);
  const days = lastDays(now, s.claimDays, brand.timezone || 'UTC');
  const all: RebateAccrual[] = [];
  for (const day of days) all.push(...(await accrualsOf(db, brand, memberId, day)));
  const claimable = s.mode === 'manual' ? all.filter((a) => !a.paid && a.amountMinor > 0n) : [];
  return {
    mode: s.mode,
    autoPayHour: s.autoPayHour,
    today: days[0]!,
    todayAccruals: all.filter((a) => a.day === days[0]),
    claimable,
    claimableMinor: claimable.reduce((n, a) => n + a.amountMinor, 0n),
  };
}

/**
 * The member claims every unpaid accrual of the last `claimDays` days (manual mode), each paid once. Returns what
 * this claim paid (minor units) and how many payouts.
 * @throws TIMED_OUT / SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT (a protected member gets no rebate, D26);
 *   REBATE_AUTO_ONLY (the brand pays automatically), REBATE_NOTHING_TO_CLAIM (nothing unpaid above zero, or a
 *   parallel claim paid it all)
 */
export async function claimRebate(
  db: Db,
  brand: Brand,
  memberId: string,
  now: number,
): Promise<{ paidMinor: bigint; payouts: number }> {
  const s = rebateSettings(brand);
  if (!s.enabled) throw fail('REBATE_NOTHING_TO_CLAIM');
  if (s.mode === 'auto') throw fail('REBATE_AUTO_ONLY');
  await assertMayReceiveRewards(db, brand, memberId, now);
  const state = await rebateState(db, brand, memberId, now);
  const r = await payAll(db, brand, memberId, state.claimable, 'manual', now);
  if (r.payouts === 0) throw fail('REBATE_NOTHING_TO_CLAIM');
  return r;
}

/**
 * The automatic payout of one brand (mode `auto`), from `autoPayHour` of the brand timezone on: pays every member's
 * unpaid accruals of the `claimDays` days before today. Idempotent (each accrual once). A timed-out or self-excluded
 * member (`isProtected` at `now`, D26) is skipped: nothing is reserved, so those days pay nothing while the block
 * lasts. Returns payouts made.
 */
export async function autoPayBrand(db: Db, brand: Brand, now: number): Promise<number> {
  const s = rebateSettings(brand);
  if (!s.enabled || s.mode !== 'auto') return 0;
  const tz = brand.timezone || 'UTC';
  const hour = new Date(now + tzOffset(now, tz)).getUTCHours();
  if (hour < s.autoPayHour) return 0;
  const days = lastDays(now, s.claimDays + 1, tz).slice(1);
  let n = 0;
  for (const day of days) {
    const { start, end } = dayBounds(day, tz);
    const members = await db.query<{ id: string }>(sql`
      SELECT DISTINCT r.member_id::text AS id FROM vendor_rounds r JOIN members m ON m.id = r.member_id
      WHERE m.brand = ${brand.id} AND m.type <> ${TRIAL_MEMBER_TYPE} AND r.status = 'settled'
        AND r.closed_at >= ${new Date(start).toISOString()}::timestamptz
        AND r.closed_at < ${new Date(end).toISOString()}::timestamptz`);
    for (const { id } of members) {
      if (await isProtected(db, id, now)) continue;
      n += (await payAll(db, brand, id, await accrualsOf(db, brand, id, day), 'auto', now)).payouts;
    }
  }
  return n;
}

/** The automatic rebate payout of every brand. */
export async function autoPayAll(db: Db, brands: BrandRegistry, now: number): Promise<number> {
  let n = 0;
  for (const brand of brands.brands.values()) n += await autoPayBrand(db, brand, now);
  return n;
}
