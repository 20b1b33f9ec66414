/**
 * Bonus money locked until its turnover is met (docs/decisions.md D17; UKGC RTS 14: bonus terms are enforced, not
 * just shown). A bonus with a turnover target stays in the member's main wallet, playable, but locked: money may leave
 * the main wallet for a withdrawal, a vendor transfer wallet or an agent transfer only from the part of the balance
 * above the locked amount. Amounts are bigint minor units of the bonus currency.
 *
 * What is locked, all read from the rounds and the ledger in the caller's transaction, nothing kept on the side:
 * - a bonus locks while it has a target (`turnover_required` > 0), is neither released nor forfeited, and the member's
 *   turnover since the grant is below the target. Turnover: the live stakes (`bet_total`, rolled-back stakes already
 *   taken out) of the member's settled rounds in the bonus currency since the grant (vendor_rounds);
 * - a bonus locks its amount less what the member has lost in play since the grant (stakes less wins of every round
 *   not cancelled, open ones included: their stake is out of the wallet): play spends bonus money first, and winnings
 *   are the member's own. Staking the bonus and winning it back leaves it locked;
 * - the member's locked amount is the sum over those bonuses; shown, it is capped at the main wallet's balance.
 * A bonus seen with its target met is marked released (`bonuses.released_at`), so a later rollback cannot lock it again.
 *
 * The check runs AFTER the outgoing ledger transfer, in the same transaction: the transfer has locked the main wallet's
 * balance row (pd_ledger_transfer, migration 0940), so no bet, grant or other move of that wallet can run between the
 * check and the commit, and no second row lock is taken (two locks in another order could deadlock). A refused check
 * throws, which rolls the whole transaction back with the transfer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { formatMinor } from '../money.ts';

/**
 * Turnover of bonus `b` granted by ledger transfer `g` (aliases of the bonuses and ledger_transfers tables in the
 * enclosing query), minor units: the live stakes of the member's settled rounds in the bonus currency started since
 * the grant. "Since" compares database times (the grant transfer's and the round's), never the app clock with the
 * database's. Shared by the bonus list and the lock.
 */
export const turnoverOf = (b: string, g: string): SQL =>
  sql.raw(`COALESCE((SELECT sum(r.bet_total) FROM vendor_rounds r
    WHERE r.member_id = ${b}.member_id AND r.currency = ${b}.currency AND r.status = 'settled'
      AND r.created_at >= ${g}.created_at), 0)`);

/** One bonus that locks money, with its part of the locked amount (minor units). */
export interface BonusLock {
  bonusId: string;
  /** The bonus amount less the member's net loss in play since the grant (capped when asked, see `bonusLocks`). */
  lockedMinor: bigint;
  turnoverRequiredMinor: bigint;
  turnoverAchievedMinor: bigint;
}

/**
 * The bonuses of `memberId` in `currency` that lock money now, oldest first. Bonuses whose target is met are marked
 * released on the way, so run it inside the transaction that moves the money. With `capMinor` (the main wallet's
 * balance), the locks are cut to it, oldest first, for display and forfeit; without, they are the full amounts the
 * check compares with.
 */
export async function bonusLocks(
  db: Db,
  q: { memberId: string; currency: string; capMinor?: bigint },
): Promise<BonusLock[]> {
  const rows = await db.query<{
    id: string;
    amount: string;
    required: string;
    achieved: string;
    lost: string;
  }>(sql`
    SELECT b.id::text AS id, b.amount::text AS amount, b.turnover_required::text AS required,
      ${turnoverOf('b', 'g')}::text AS achieved,
      COALESCE((SELECT sum(r.bet_total - r.win_total) FROM vendor_rounds r
        WHERE r.member_id = b.member_id AND r.currency = b.currency AND r.status <> 'cancelled'
          AND r.created_at >= g.created_at), 0)::text AS lost
    FROM bonuses b JOIN ledger_transfers g ON g.id = b.ledger_transfer_id
    WHERE b.member_id = ${q.memberId}::bigint AND b.currency = ${q.currency}
      AND b.released_at IS NULL AND b.forfeited_at IS NULL AND b.turnover_required > 0
    ORDER BY b.id`);
  const locks: BonusLock[] = [];
  const released: string[] = [];
  let room = q.capMinor;
  for (const r of rows) {
    const required = BigInt(r.required);
    const achieved = BigInt(r.achieved);
    if (achieved >= required) {
      released.push(r.id);
      continue;
    }
    const amount = BigInt(r.amount);
    const lost = BigInt(r.lost);
    let locked = lost <= 0n ? amount : lost >= amount ? 0n : amount - lost;
    if (room !== undefined) {
      if (locked > room) locked = room;
      room -= locked;
    }
    locks.push({
      bonusId: r.id,
      lockedMinor: locked,
      turnoverRequiredMinor: required,
      turnoverAchievedMinor: achieved,
    });
  }
  if (released.length)
    await db.query(sql`UPDATE bonuses SET released_at = now()
      WHERE id IN (${sql.join(
        released.map((id) => sql`${id}::bigint`),
        sql`, `,
      )}) AND released_at IS NULL`);
  return locks;
}

/** The member's locked amount in `currency`: the sum of the full `bonusLocks` (minor units; 0 when nothing locks). */
export async function lockedMinor(db: Db, q: { memberId: string; currency: string }): Promise<bigint> {
  return (await bonusLocks(db, q)).reduce((s, l) => s + l.lockedMinor, 0n);
}

/**
 * Refuses an outgoing transfer of the main wallet that dipped into locked bonus money. Call it right after the
 * transfer, in its transaction, with its amount and the main wallet's balance after it; a duplicate delivery (balance
 * unknown) was checked the first time and passes.
 * @throws BONUS_LOCKED (403) when `balanceAfterMinor` is below the locked amount: the request asked for more than the
 *   unlocked part. The envelope's value is `{ locked, available }` (decimal strings: the locked amount, and what could
 *   have left), which the message also names.
 */
export async function assertUnlocked(
  db: Db,
  q: {
    memberId: string;
    currency: string;
    amountMinor: bigint;
    balanceAfterMinor: bigint | undefined;
    /** Decimals of the currency, for the message's amounts. */
    exponent: number;
  },
): Promise<void> {
  if (q.balanceAfterMinor === undefined) return;
  const locked = await lockedMinor(db, q);
  if (locked === 0n || q.balanceAfterMinor >= locked) return;
  throw bonusLocked(locked, q.balanceAfterMinor + q.amountMinor, q.exponent);
}

/**
 * The BONUS_LOCKED error for a main wallet of `balanceMinor` with `lockedMinor` locked: value and message arguments
 * `{ locked, available }` as decimal strings of a currency with `exponent` decimals (the locked part capped at the
 * balance; available = the rest).
 */
export function bonusLocked(locked: bigint, balanceMinor: bigint, exponent: number) {
  const held = locked < balanceMinor ? locked : balanceMinor;
  const money = {
    locked: formatMinor(held, exponent),
    available: formatMinor(balanceMinor - held, exponent),
  };
  return fail('BONUS_LOCKED', money, money);
}
