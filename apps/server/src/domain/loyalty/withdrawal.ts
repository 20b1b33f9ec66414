/**
 * VIP withdrawal limits (docs/architecture.md "Loyalty"; docs/decisions.md D34): each VIP level's
 * `benefits.withdrawal` allows `dailyCount` withdrawals and `dailyMaxMinor` in all per brand-timezone day. Counted:
 * the member's withdrawals created that day that are not failed or cancelled (held or paid). A brand without VIP
 * levels has no such limit. The level is the member's stored rank (the loyalty job keeps it).
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { periodAt } from '../agent/settlement/engine.ts';
import { formatMinor } from '../money.ts';
import { levelOf, vipSettings } from './config.ts';
import { storedRank } from './vip.ts';

/**
 * Refuses a withdrawal of `amountMinor` that would pass the member's VIP daily limits. Runs in the withdrawal's
 * transaction `db` and first locks the member's row, so parallel withdrawals of one member are counted one after the
 * other (a burst cannot pass the limit).
 * @throws VIP_WITHDRAW_COUNT_LIMIT (value `{ count }`), VIP_WITHDRAW_AMOUNT_LIMIT (value `{ max, remaining }`, decimal
 *   strings in the brand currency)
 */
export async function assertVipWithdrawal(
  db: Db,
  brand: Brand,
  memberId: string,
  amountMinor: bigint,
  now: number,
): Promise<void> {
  const s = vipSettings(brand);
  if (!s.levels.length) return;
  await db.query(sql`SELECT id FROM members WHERE id = ${memberId}::bigint FOR UPDATE`);
  const level = levelOf(s, await storedRank(db, memberId))!;
  const { start, end } = periodAt('daily', now, brand.timezone || 'UTC');
  const [used] = await db.query<{ n: number; total: string }>(sql`
    SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS total FROM withdrawals
    WHERE member_id = ${memberId}::bigint AND status IN ('held', 'paid')
      AND created_at >= ${new Date(start).toISOString()}::timestamptz
      AND created_at < ${new Date(end).toISOString()}::timestamptz`);
  const { dailyCount, dailyMaxMinor } = level.withdrawal;
  if (Number(used!.n) + 1 > dailyCount)
    throw fail('VIP_WITHDRAW_COUNT_LIMIT', { count: dailyCount }, { count: dailyCount });
  const total = BigInt(used!.total);
  if (total + amountMinor > dailyMaxMinor) {
    const exp = brand.currency.exponent;
    const left = dailyMaxMinor - total > 0n ? dailyMaxMinor - total : 0n;
    const v = { max: formatMinor(dailyMaxMinor, exp), remaining: formatMinor(left, exp) };
    throw fail('VIP_WITHDRAW_AMOUNT_LIMIT', v, v);
  }
}
