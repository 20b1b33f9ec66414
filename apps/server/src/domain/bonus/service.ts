/**
 * Bonuses (member center `bonusDetails`, spec 2; docs/architecture.md "Member center"; shapes in @playdeck/api-client/bonus).
 *
 * A grant is one database transaction: the ledger transfer (kind `bonus`, house account `bonuses` of the brand ->
 * the member's main wallet, idempotency key `bonus:<brand>:<reference>`) and the `bonuses` row that names it. The
 * turnover (wagering) progress is read from vendor_rounds when listed: the member's settled stakes in the bonus
 * currency since the grant (`bet_total`, the live stakes: rolled-back ones are already out of it), capped at the target. Nothing about progress is stored,
 * so it cannot drift from the rounds.
 *
 * While its target is not met the bonus money is locked in the main wallet (docs/decisions.md D17; the rule and its
 * amounts in domain/bonus/lock.ts): it plays, but cannot be withdrawn or moved out. The member may forfeit such a bonus
 * (`forfeitBonus`): what is left of it goes back to the house account in the same transaction and the lock ends.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { balanceOf, cash, transfer, type AccountRef } from '../ledger/index.ts';
import { bonusLocks, turnoverOf } from './lock.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';
import { parseAmount } from '../payments/amount.ts';
import { usernameKey } from '../session/service.ts';
import { assertMayReceiveRewards } from '../protection/service.ts';

/** The brand's house account bonuses are paid from (it may go below zero: it is the house's cost). */
const house = (brand: string, currency: string): AccountRef => ({
  kind: 'house',
  brand,
  currency,
  name: 'bonuses',
});

/** Largest single grant, minor units of a 2-decimal currency scaled by the exponent: 10,000,000.00. */
const MAX_GRANT_MAJOR = 10_000_000n;

/** A bonus with its turnover progress, amounts in minor units. */
export interface BonusRecord {
  id: string;
  brand: string;
  memberId: string;
  username: string;
  name: string;
  currency: string;
  amountMinor: bigint;
  turnoverRequiredMinor: bigint;
  turnoverAchievedMinor: bigint;
  /** Money this bonus locks in the main wallet now (0 unless `wagering`; filled for a member's own list). */
  lockedMinor: bigint;
  status: 'none' | 'wagering' | 'completed' | 'forfeited';
  source: BonusSource;
  reference: string;
  grantedBy: string;
  createdAt: string;
}

interface Row {
  id: string;
  brand: string;
  member_id: string;
  username: string;
  name: string;
  currency: string;
  amount: string;
  turnover_required: string;
  achieved: string;
  reference: string;
  granted_by: string;
  created_at: string;
  released: boolean;
  forfeited: boolean;
  source: BonusSource;
  total: string;
}

const SELECT = sql`
  SELECT b.id::text AS id, b.brand, b.member_id::text AS member_id, m.username, b.name, b.currency,
    b.amount::text AS amount, b.turnover_required::text AS turnover_required, b.reference, b.granted_by, b.source,
    b.released_at IS NOT NULL AS released, b.forfeited_at IS NOT NULL AS forfeited,
    to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    ${turnoverOf('b', 'g')}::text AS achieved,
    count(*) OVER ()::text AS total
  FROM bonuses b JOIN members m ON m.id = b.member_id JOIN ledger_transfers g ON g.id = b.ledger_transfer_id`;

function record(r: Row): BonusRecord {
  const required = BigInt(r.turnover_required);
  const achieved = BigInt(r.achieved);
  return {
    id: r.id,
    brand: r.brand,
    memberId: r.member_id,
    username: r.username,
    name: r.name,
    currency: r.currency,
    amountMinor: BigInt(r.amount),
    turnoverRequiredMinor: required,
    turnoverAchievedMinor: required > 0n && achieved > required ? required : achieved,
    lockedMinor: 0n,
    status:
      required === 0n
        ? 'none'
        : r.forfeited
          ? 'forfeited'
          : r.released || achieved >= required
            ? 'completed'
            : 'wagering',
    source: r.source,
    reference: r.reference,
    grantedBy: r.granted_by,
    createdAt: r.created_at,
  };
}

/** What an operator asks for: amounts as typed, in the brand currency's major unit. */
export interface GrantInput {
  brand: string;
  username: string;
  name: string;
  amount: string;
  turnover?: string;
  reference: string;
}

/**
 * Grants a bonus: pays `amount` into the member's main wallet and records the bonus, in one transaction.
 * Idempotent on (brand, reference): the same grant again returns the original with `duplicate: true`.
 * @throws UNKNOWN_BRAND; MEMBER_NOT_FOUND (no such username in the brand, or a trial account); AMOUNT_INVALID /
 *   AMOUNT_PRECISION / AMOUNT_OUT_OF_RANGE (amount 0.01..10,000,000, turnover 0..10,000,000,000 major units);
 *   VALIDATION (empty name); BONUS_REFERENCE_CONFLICT (reference used for a different grant); TIMED_OUT /
 *   SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT (a timed-out or self-excluded member gets no bonus, D26)
 */
export async function grantBonus(
  ctx: Ctx,
  input: GrantInput,
  by: string,
): Promise<{ bonus: BonusRecord; duplicate: boolean }> {
  const brand = ctx.brands.get(input.brand);
  if (!brand) throw fail('UNKNOWN_BRAND');
  const exp = brand.currency.exponent;
  const unit = 10n ** BigInt(exp);
  const amount = parseAmount(input.amount.trim(), exp, 1n, MAX_GRANT_MAJOR * unit);
  const turnover =
    input.turnover === undefined || /^0*(\.0*)?$/.test(input.turnover.trim())
      ? 0n
      : parseAmount(input.turnover.trim(), exp, 1n, MAX_GRANT_MAJOR * 1000n * unit);
  const name = input.name.trim();
  if (!name) throw fail('VALIDATION', { field: 'name' });
  const currency = brand.currency.code;

  return ctx.db.tx(async (db) => {
    const [member] = await db.query<{ id: string; type: number }>(sql`
      SELECT id::text AS id, type FROM members
      WHERE brand = ${brand.id} AND username_key = ${usernameKey(input.username)}`);
    if (!member || member.type === TRIAL_MEMBER_TYPE) throw fail('MEMBER_NOT_FOUND');
    await assertMayReceiveRewards(db, brand, member.id, ctx.now());
    const prior = await find(db, sql`b.brand = ${brand.id} AND b.reference = ${input.reference}`);
    if (prior) {
      const same =
        prior.memberId === member.id &&
        prior.amountMinor === amount &&
        prior.turnoverRequiredMinor === turnover &&
        prior.name === name;
      if (!same) throw fail('BONUS_REFERENCE_CONFLICT');
      return { bonus: prior, duplicate: true };
    }
    return payBonus(db, {
      brand: brand.id,
      memberId: member.id,
      currency,
      name,
      amountMinor: amount,
      turnoverMinor: turnover,
      reference: input.reference,
      by,
      source: 'grant',
      at: ctx.now(),
    });
  });
}

/**
 * Where a bonus came from (bonuses.source): an operator's grant, a rebate payout, a VIP bonus, a red envelope
 * (domain/red-envelope), a promotion (domain/rewards).
 */
export type BonusSource =
  'grant' | 'rebate' | 'vip' | 'red_envelope' | 'promotion' | 'referral' | 'leaderboard' | 'mission';

/** A payout as a bonus, amounts in minor units of `currency`. */
export interface BonusPayment {
  brand: string;
  memberId: string;
  currency: string;
  name: string;
  amountMinor: bigint;
  /** Turnover target (0n: none, the money is free at once). */
  turnoverMinor: bigint;
  /** Unique per brand; the ledger key is `bonus:<brand>:<reference>`. */
  reference: string;
  by: string;
  source: BonusSource;
  /** App clock, epoch ms (the row's created_at). */
  at: number;
}

/**
 * Pays a bonus inside the caller's transaction `db`: the ledger transfer (kind `bonus`, house account `bonuses` ->
 * the member's main wallet) and the `bonuses` row that names it, so the turnover lock (docs/decisions.md D17) and the
 * bonus page see it as any grant. A reference already paid returns that bonus with `duplicate: true` and pays
 * nothing. Used by operator grants, rebate payouts and VIP bonuses (domain/loyalty).
 * @throws IDEMPOTENCY_CONFLICT when the reference was paid with another amount or member
 */
export async function payBonus(db: Db, p: BonusPayment): Promise<{ bonus: BonusRecord; duplicate: boolean }> {
  const t = await transfer(db, {
    debit: house(p.brand, p.currency),
    credit: cash(p.brand, p.currency, p.memberId),
    amountMinor: p.amountMinor,
    kind: 'bonus',
    idempotencyKey: `bonus:${p.brand}:${p.reference}`,
    metadata: { name: p.name, reference: p.reference, turnoverMinor: p.turnoverMinor.toString() },
  });
  if (t.duplicate) {
    const prior = await find(db, sql`b.brand = ${p.brand} AND b.reference = ${p.reference}`);
    if (prior) return { bonus: prior, duplicate: true };
  }
  const [row] = await db.query<{ id: string }>(sql`
    INSERT INTO bonuses (brand, member_id, name, currency, amount, turnover_required, ledger_transfer_id,
      granted_by, reference, source, created_at)
    VALUES (${p.brand}, ${p.memberId}::bigint, ${p.name}, ${p.currency}, ${p.amountMinor.toString()}::bigint,
      ${p.turnoverMinor.toString()}::bigint, ${t.id}::bigint, ${p.by}, ${p.reference}, ${p.source},
      ${new Date(p.at).toISOString()}::timestamptz)
    RETURNING id::text AS id`);
  return { bonus: (await find(db, sql`b.id = ${row!.id}::bigint`))!, duplicate: false };
}

async function find(db: Db, where: ReturnType<typeof sql>): Promise<BonusRecord | undefined> {
  const [r] = await db.query<Row>(sql`${SELECT} WHERE ${where}`);
  return r && record(r);
}

/**
 * One page of bonuses, newest first: a member's own (`memberId`), or every member's of a brand (operators).
 * @param limit rows per page; @param offset rows skipped
 */
export async function listBonuses(
  db: Db,
  q: { memberId?: string; brand?: string; limit: number; offset: number },
): Promise<{ total: number; rows: BonusRecord[] }> {
  const conds = [sql`true`];
  if (q.memberId) conds.push(sql`b.member_id = ${q.memberId}::bigint`);
  if (q.brand) conds.push(sql`b.brand = ${q.brand}`);
  const rows = await db.query<Row>(sql`${SELECT} WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.offset > 0) {
    const [c] = await db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM bonuses b WHERE ${sql.join(conds, sql` AND `)}`,
    );
    total = Number(c?.n ?? 0);
  }
  const records = rows.map(record);
  if (q.memberId && records.some((b) => b.status === 'wagering')) await withLocks(db, q.memberId, records);
  return { total, rows: records };
}

/** Fills `lockedMinor` of a member's wagering bonuses from domain/bonus/lock.ts (one look-up per currency). */
async function withLocks(db: Db, memberId: string, records: BonusRecord[]): Promise<void> {
  for (const currency of new Set(records.filter((b) => b.status === 'wagering').map((b) => b.currency))) {
    const brand = records.find((b) => b.currency === currency)!.brand;
    const balance = await balanceOf(db, cash(brand, currency, memberId));
    const locks = new Map(
      (await bonusLocks(db, { memberId, currency, capMinor: balance })).map((l) => [
        l.bonusId,
        l.lockedMinor,
      ]),
    );
    for (const b of records)
      if (b.currency === currency && b.status === 'wagering') {
        const locked = locks.get(b.id);
        // Not among the locks any more: its target was met by rounds settled after the list was read.
        if (locked === undefined) b.status = 'completed';
        else b.lockedMinor = locked;
      }
  }
}

/**
 * The member forfeits a bonus whose turnover is not met, by their explicit choice: what is left of it (its locked
 * amount, within the main wallet's balance, older bonuses first) goes back to the brand's house account `bonuses` (ledger kind
 * `bonus.forfeit`, key `bonus:<brand>:<reference>:forfeit`) and the bonus is marked forfeited, in one transaction; the
 * lock ends with it. Returns the bonus as the member's list shows it.
 * @throws BONUS_NOT_FOUND (no such bonus of this member), BONUS_NOT_ACTIVE (no target, target met, already forfeited)
 */
export async function forfeitBonus(ctx: Ctx, memberId: string, bonusId: string): Promise<BonusRecord> {
  if (!/^[1-9][0-9]{0,18}$/.test(bonusId)) throw fail('BONUS_NOT_FOUND');
  const id = await ctx.db.tx(async (db) => {
    const [b] = await db.query<{
      id: string;
      brand: string;
      currency: string;
      reference: string;
      active: boolean;
    }>(sql`
      SELECT id::text AS id, brand, currency, reference,
        (released_at IS NULL AND forfeited_at IS NULL AND turnover_required > 0) AS active
      FROM bonuses WHERE id = ${bonusId}::bigint AND member_id = ${memberId}::bigint FOR UPDATE`);
    if (!b) throw fail('BONUS_NOT_FOUND');
    if (!b.active) throw fail('BONUS_NOT_ACTIVE');
    const wallet = cash(b.brand, b.currency, memberId);
    const balance = await balanceOf(db, wallet);
    const locks = await bonusLocks(db, { memberId, currency: b.currency, capMinor: balance });
    const lock = locks.find((l) => l.bonusId === b.id);
    if (!lock) throw fail('BONUS_NOT_ACTIVE');
    const take = lock.lockedMinor;
    let transferId: string | null = null;
    if (take > 0n)
      transferId = (
        await transfer(db, {
          debit: wallet,
          credit: house(b.brand, b.currency),
          amountMinor: take,
          kind: 'bonus.forfeit',
          idempotencyKey: `bonus:${b.brand}:${b.reference}:forfeit`,
          metadata: { bonusId: b.id, reference: b.reference },
        })
      ).id;
    await db.query(sql`
      UPDATE bonuses SET forfeited_at = ${new Date(ctx.now()).toISOString()}::timestamptz,
        forfeit_transfer_id = ${transferId}::bigint
      WHERE id = ${b.id}::bigint`);
    return b.id;
  });
  return (await find(ctx.db, sql`b.id = ${id}::bigint`))!;
}
