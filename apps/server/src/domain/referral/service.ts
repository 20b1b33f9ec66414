/**
 * Refer and earn (spec section 1 "refer and earn", member-center page `referral`; docs/decisions.md D36). The
 * programme is brand config (`referral`, packages/config-schema/src/schema/referral.ts); codes and referees live in
 * migration 1110.
 *
 * A referee qualifies when its first credited deposit is at least `qualify.firstDepositMinor` and its settled turnover
 * since registering (vendor rounds, as VIP levels count it) reaches `qualify.turnoverMinor`. The referrer is then paid
 * `reward.amountMinor` as a bonus (domain/bonus payBonus, source `referral`, turnover `amount x turnoverMultiplier`),
 * once per referee:
 * 1. the referee's row moves from 'pending' by one conditional UPDATE (the reservation) before any money moves;
 * 2. the cap per referrer (`maxRewardedPerReferrer`) is reserved by one guarded UPDATE of the referrer's counter;
 * 3. the bonus is paid in the same transaction (reference `referral:<referee>`, itself idempotent).
 *
 * Triggers (both idempotent, any number may race): the referee's deposit being credited ({@link onRefereeDeposit},
 * called from domain/payments creditDeposit), and the referrer reading the referral page ({@link referralView} settles
 * the referrer's pending referees first). Turnover reached after the last deposit is therefore paid when the
 * referrer next opens the page.
 *
 * Anti-abuse (D36): a referee registering from an address the referrer has used (member_ips), or holding a payout
 * account (channel + account number, removed ones included) that the referrer holds, is refused with reason
 * REFERRAL_SAME_ADDRESS / REFERRAL_SAME_PAYOUT_ACCOUNT, kept and shown. Members have no device id shared between them
 * (trusted devices are per member and random), so "same device" cannot be told apart from "same address".
 * A protected referrer (self-excluded or timed out, D26, isProtected) is paid nothing: a referee that qualifies during
 * the block is refused (REFERRAL_PROTECTED) and not paid later, as points accrual does (D34).
 */
import { sql } from 'drizzle-orm';
import type { ReferralConfig } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { payBonus } from '../bonus/service.ts';
import { isProtected } from '../protection/service.ts';
import { maskUsername } from '../text.ts';
import { ensureCode } from './store.ts';

/** The brand's programme when enabled, else null (a brand built by hand in tests has none). */
export function referralProgramme(brand: Brand): ReferralConfig | null {
  const c = brand.config?.config.referral;
  return c?.enabled ? c : null;
}

/** Why a referee was refused (stable codes with en/bn/hi texts in apps/server/src/infra/i18n/errors.*.ts). */
export type RefusalReason =
  'REFERRAL_SAME_ADDRESS' | 'REFERRAL_SAME_PAYOUT_ACCOUNT' | 'REFERRAL_CAP_REACHED' | 'REFERRAL_PROTECTED';

/** A referee's figures towards qualifying, minor units of the brand currency. */
export interface RefereeProgress {
  firstDepositMinor: bigint | null;
  turnoverMinor: bigint;
}

/** A referee row with its figures (internal to the settle path; exported for its signature). */
export interface RefereeRow {
  referee_id: string;
  referrer_id: string;
  username: string;
  status: 'pending' | 'rewarded' | 'refused';
  reason: string | null;
  amount: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  first_deposit: string | null;
  turnover: string;
}

/** Referee rows with their figures (first credited deposit, settled turnover since registering). */
async function refereeRows(db: Db, brand: Brand, where: ReturnType<typeof sql>): Promise<RefereeRow[]> {
  return db.query<RefereeRow>(sql`
    SELECT r.referee_id::text AS referee_id, r.referrer_id::text AS referrer_id, m.username, r.status, r.reason,
      r.amount::text AS amount, r.created_at, r.decided_at,
      (SELECT d.amount::text FROM deposits d WHERE d.member_id = r.referee_id AND d.status = 'credited'
        ORDER BY d.decided_at, d.id LIMIT 1) AS first_deposit,
      COALESCE((SELECT sum(v.bet_total) FROM vendor_rounds v WHERE v.member_id = r.referee_id
        AND v.currency = ${brand.currency.code} AND v.status = 'settled' AND v.closed_at >= r.created_at), 0)::text
        AS turnover
    FROM referrals r JOIN members m ON m.id = r.referee_id
    WHERE r.brand = ${brand.id} AND ${where}
    ORDER BY r.created_at DESC, r.referee_id DESC`);
}

const progressOf = (r: RefereeRow): RefereeProgress => ({
  firstDepositMinor: r.first_deposit === null ? null : BigInt(r.first_deposit),
  turnoverMinor: BigInt(r.turnover),
});

const qualifies = (p: ReferralConfig, g: RefereeProgress) =>
  g.firstDepositMinor !== null &&
  g.firstDepositMinor >= BigInt(p.qualify.firstDepositMinor) &&
  g.turnoverMinor >= BigInt(p.qualify.turnoverMinor);

/** Refuses a pending referee with `reason` (one conditional UPDATE: a decided referee is left as it is). */
async function refuse(db: Db, refereeId: string, reason: RefusalReason, at: number) {
  await db.query(sql`UPDATE referrals SET status = 'refused', reason = ${reason},
    decided_at = ${new Date(at).toISOString()}::timestamptz
    WHERE referee_id = ${refereeId}::bigint AND status = 'pending'`);
}

/**
 * Settles one pending referee: refuses it for a shared payout account, or, once it qualifies, pays its referrer.
 * Idempotent and safe under any number of parallel calls (the pending -> rewarded UPDATE is the reservation).
 * @returns what happened: 'paid' by this call, 'refused' by this call, or 'none' (not qualified yet, already
 *   decided, no programme)
 */
export async function settleReferee(
  db: Db,
  brand: Brand,
  row: RefereeRow,
  now: number,
): Promise<'paid' | 'refused' | 'none'> {
  const p = referralProgramme(brand);
  if (!p || row.status !== 'pending' || !qualifies(p, progressOf(row))) return 'none';
  const [shared] = await db.query<{ n: number }>(sql`
    SELECT 1 AS n FROM payout_accounts a JOIN payout_accounts b
      ON b.member_id = ${row.referrer_id}::bigint AND b.channel = a.channel AND b.account_no = a.account_no
    WHERE a.member_id = ${row.referee_id}::bigint LIMIT 1`);
  if (shared) {
    await refuse(db, row.referee_id, 'REFERRAL_SAME_PAYOUT_ACCOUNT', now);
    return 'refused';
  }
  if (await isProtected(db, row.referrer_id, now)) {
    await refuse(db, row.referee_id, 'REFERRAL_PROTECTED', now);
    return 'refused';
  }
  const amount = BigInt(p.reward.amountMinor);
  const at = new Date(now).toISOString();
  return db.tx(async (tx) => {
    // The reservation: one referee is paid for once, whoever wins this row.
    const [mine] = await tx.query<{ referrer: string }>(sql`
      UPDATE referrals SET status = 'rewarded', amount = ${amount.toString()}::bigint, decided_at = ${at}::timestamptz
      WHERE referee_id = ${row.referee_id}::bigint AND status = 'pending'
      RETURNING referrer_id::text AS referrer`);
    if (!mine) return 'none' as const;
    const cap = p.maxRewardedPerReferrer ?? null;
    const [slot] = await tx.query<{ n: number }>(sql`
      UPDATE referral_codes SET rewarded = rewarded + 1
      WHERE member_id = ${mine.referrer}::bigint AND (${cap}::int IS NULL OR rewarded < ${cap}::int)
      RETURNING rewarded AS n`);
    if (!slot) {
      await tx.query(sql`UPDATE referrals SET status = 'refused', reason = 'REFERRAL_CAP_REACHED', amount = NULL
        WHERE referee_id = ${row.referee_id}::bigint`);
      return 'refused' as const;
    }
    const { bonus } = await payBonus(tx, {
      brand: brand.id,
      memberId: mine.referrer,
      currency: brand.currency.code,
      name: 'Refer and earn',
      amountMinor: amount,
      turnoverMinor: amount * BigInt(p.reward.turnoverMultiplier),
      reference: `referral:${row.referee_id}`,
      by: 'referral',
      source: 'referral',
      at: now,
    });
    await tx.query(sql`UPDATE referrals SET bonus_id = ${bonus.id}::bigint
      WHERE referee_id = ${row.referee_id}::bigint`);
    return 'paid' as const;
  });
}

/**
 * Deposit trigger: after member `memberId`'s deposit is credited (inside that transaction `db`), settles the member
 * as a referee when it has a pending referral. No-op for a member nobody referred.
 */
export async function onRefereeDeposit(db: Db, brand: Brand, memberId: string, now: number): Promise<void> {
  if (!referralProgramme(brand)) return;
  const [row] = await refereeRows(
    db,
    brand,
    sql`r.referee_id = ${memberId}::bigint AND r.status = 'pending'`,
  );
  if (row) await settleReferee(db, brand, row, now);
}

/** One referee as its referrer sees it (username masked; amounts minor units). */
export interface RefereeView {
  maskedName: string;
  registeredAt: number;
  /** When it was rewarded or refused (epoch ms), null while pending. */
  decidedAt: number | null;
  status: 'pending' | 'rewarded' | 'refused';
  reason: string | null;
  firstDepositMinor: bigint | null;
  turnoverMinor: bigint;
  rewardMinor: bigint | null;
}

/** The referral page of a member: code, programme, referees. */
export interface ReferralPage {
  enabled: boolean;
  code: string;
  programme: ReferralConfig | null;
  rewardedCount: number;
  referees: RefereeView[];
}

/**
 * Member `memberId`'s referees at app time `now`, newest first (at most 200), after settling the pending ones (the
 * page-read trigger: a referee whose turnover qualified after its last deposit is paid here). Read by the referral
 * page and by the reward center's referral source (domain/rewards/center.ts).
 */
export async function settledReferees(
  db: Db,
  brand: Brand,
  memberId: string,
  now: number,
): Promise<RefereeView[]> {
  const mine = sql`r.referrer_id = ${memberId}::bigint`;
  let rows = await refereeRows(db, brand, mine);
  if (referralProgramme(brand) && rows.some((r) => r.status === 'pending')) {
    let changed = false;
    for (const r of rows) if ((await settleReferee(db, brand, r, now)) !== 'none') changed = true;
    if (changed) rows = await refereeRows(db, brand, mine);
  }
  return rows.slice(0, 200).map((r) => ({
    maskedName: maskUsername(r.username),
    registeredAt: r.created_at instanceof Date ? r.created_at.getTime() : Date.parse(r.created_at),
    decidedAt:
      r.decided_at === null
        ? null
        : r.decided_at instanceof Date
          ? r.decided_at.getTime()
          : Date.parse(r.decided_at),
    status: r.status,
    reason: r.reason,
    firstDepositMinor: progressOf(r).firstDepositMinor,
    turnoverMinor: progressOf(r).turnoverMinor,
    rewardMinor: r.amount === null ? null : BigInt(r.amount),
  }));
}

/**
 * The member's referral page at app time `now`: makes the code on first read, settles the member's pending referees
 * (the page-read trigger), then lists them newest first (at most 200).
 */
export async function referralView(
  db: Db,
  brand: Brand,
  memberId: string,
  now: number,
): Promise<ReferralPage> {
  const code = await ensureCode(db, brand.id, memberId);
  const programme = referralProgramme(brand);
  const referees = await settledReferees(db, brand, memberId, now);
  const [c] = await db.query<{ n: number }>(
    sql`SELECT rewarded AS n FROM referral_codes WHERE member_id = ${memberId}::bigint`,
  );
  return { enabled: !!programme, code, programme, rewardedCount: Number(c?.n ?? 0), referees };
}
