/**
 * Agent transfers (docs/architecture.md "Agents", transfers; spec 6; docs/decisions.md D12): from the caller's main wallet to a member of its team
 * (`down`, flag transferDownline) or to its direct upline (`up`, flag transferUpline), as one ledger transfer
 * (kind 'agent.transfer') with an audit row in agent_transfers (migration 0910). Per sender and brand-timezone day the
 * amounts per direction and the number of transfers are capped by brand config `server.agentTransfer`; the login
 * password is re-entered; an idempotency key makes a retry return the first result; the ledger never lets a balance
 * go negative (INSUFFICIENT_BALANCE). Shapes in @playdeck/api-client/agentTeam.
 */
import { assertTransferTo } from '../../protection/guard.ts';
import { sql } from 'drizzle-orm';
import { isEnabled, type Brand } from '../../../infra/brands/index.ts';
import type { Db } from '../../../infra/db/client.ts';
import { fail } from '../../../infra/errors.ts';
import { balanceOf, transfer } from '../../ledger/index.ts';
import type { Ctx } from '../../context.ts';
import { assertUnlocked } from '../../bonus/lock.ts';
import { cash } from '../../payments/service.ts';
import { checkLoginPassword } from '../../session/reauth.ts';
import { formatMinor } from '../../money.ts';
import { parseAmount } from '../../wallet/service.ts';
import { isInTeam, uplineOf } from '../tree.ts';
import { isAgentType } from '../../member/types.ts';

/** Whitelabel flags of the two directions (spec names AGEDOWNTRANS3 / AGETRANSFERUP3; config/brands whitelabel). */
export const TRANSFER_FLAGS = { down: 'transferDownline', up: 'transferUpline' } as const;

/** The brand's daily limits, minor units; all zero when the brand configures none (no transfer allowed). */
export function transferLimits(brand: Brand) {
  const c = brand.config?.config.server.agentTransfer;
  return {
    down: BigInt(c?.downDailyMinor ?? '0'),
    up: BigInt(c?.upDailyMinor ?? '0'),
    count: c?.dailyCount ?? 0,
  };
}

/** Start of the current brand-timezone day, as SQL. */
const dayStart = (tz: string) => sql`(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;

async function usedToday(db: Db, brand: Brand, memberId: string) {
  const [row] = await db.query<{ down: string; up: string; n: string }>(sql`
    SELECT COALESCE(sum(amount) FILTER (WHERE direction = 'down'), 0)::text AS down,
      COALESCE(sum(amount) FILTER (WHERE direction = 'up'), 0)::text AS up, count(*)::text AS n
    FROM agent_transfers
    WHERE from_member_id = ${memberId}::bigint AND created_at >= ${dayStart(brand.timezone || 'UTC')}`);
  return { down: BigInt(row!.down), up: BigInt(row!.up), count: Number(row!.n) };
}

/** The main wallet of `memberId` in the brand currency. */
const wallet = (brand: Brand, memberId: string) => cash(brand.id, brand.currency.code, memberId);

/** The caller's limits, today's use and main balance (transfer form). */
export async function limitsView(db: Db, brand: Brand, memberId: string) {
  const e = brand.currency.exponent;
  const l = transferLimits(brand);
  const used = await usedToday(db, brand, memberId);
  const upline = await uplineOf(db, memberId);
  const [u] = upline
    ? await db.query<{ username: string }>(sql`SELECT username FROM members WHERE id = ${upline}::bigint`)
    : [];
  return {
    currency: brand.currency.code,
    downline: {
      enabled: isEnabled(brand, TRANSFER_FLAGS.down),
      limit: formatMinor(l.down, e),
      used: formatMinor(used.down, e),
    },
    upline: {
      enabled: isEnabled(brand, TRANSFER_FLAGS.up) && !!upline,
      limit: formatMinor(l.up, e),
      used: formatMinor(used.up, e),
      username: u?.username ?? null,
    },
    count: { limit: l.count, used: used.count },
    balance: formatMinor(await balanceOf(db, wallet(brand, memberId)), e),
  };
}

export interface TransferRequest {
  direction: 'down' | 'up';
  memberId?: string;
  amount: string;
  password: string;
  idempotencyKey: string;
  ip: string;
}

/**
 * Moves money from `fromId`'s main wallet (see the module comment). Checks, in order: the direction's flag
 * (FEATURE_DISABLED), the amount (AMOUNT_INVALID), the target in the caller's tree (AGENT_MEMBER_NOT_FOUND, nothing
 * else said), the password (PASSWORD_INCORRECT, PASSWORD_LOCKED), then in one transaction holding a lock on the sender's member row:
 * a repeated key (the first result, duplicate: true; IDEMPOTENCY_CONFLICT when its content differs), today's limits
 * (AGENT_TRANSFER_LIMIT), the receiver's protection (AGENT_MEMBER_PROTECTED: domain/protection/guard.ts), the ledger transfer (INSUFFICIENT_BALANCE), the sender's locked bonus money (BONUS_LOCKED:
 * domain/bonus/lock.ts) and the audit row.
 */
export async function agentTransfer(ctx: Ctx, brand: Brand, fromId: string, t: TransferRequest) {
  const db = ctx.db;
  if (!isEnabled(brand, TRANSFER_FLAGS[t.direction])) throw fail('FEATURE_DISABLED');
  const e = brand.currency.exponent;
  const amount = parseAmount(t.amount, e);
  let toId: string | null;
  if (t.direction === 'down') {
    toId = t.memberId && (await isInTeam(db, fromId, t.memberId)) ? t.memberId : null;
  } else toId = await uplineOf(db, fromId);
  if (!toId) throw fail('AGENT_MEMBER_NOT_FOUND');
  // The login password, on the member's shared re-entry budget (domain/session/reauth.ts): reserved before the hash check.
  await checkLoginPassword(ctx, fromId, t.password);
  const limits = transferLimits(brand);

  const result = await db.tx(async (tx) => {
    // One sender at a time: the limit check and the insert below see every earlier transfer of the day.
    await tx.query(sql`SELECT 1 FROM members WHERE id = ${fromId}::bigint FOR UPDATE`);
    const [prior] = await tx.query<{
      to_member_id: string;
      direction: string;
      amount: string;
      ledger_transfer_id: string;
      created_at: string;
    }>(sql`
      SELECT to_member_id::text AS to_member_id, direction, amount::text AS amount,
        ledger_transfer_id::text AS ledger_transfer_id,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM agent_transfers WHERE from_member_id = ${fromId}::bigint AND idempotency_key = ${t.idempotencyKey}`);
    if (prior) {
      if (prior.to_member_id !== toId || prior.direction !== t.direction || BigInt(prior.amount) !== amount)
        throw fail('IDEMPOTENCY_CONFLICT');
      return { id: prior.ledger_transfer_id, duplicate: true, createdAt: prior.created_at };
    }
    const used = await usedToday(tx, brand, fromId);
    const cap = t.direction === 'down' ? limits.down : limits.up;
    const spent = t.direction === 'down' ? used.down : used.up;
    if (used.count + 1 > limits.count || spent + amount > cap) throw fail('AGENT_TRANSFER_LIMIT');
    // Player protection (docs/decisions.md D26): nothing to a timed-out or self-excluded member, nor above what its
    // deposit limits leave (money from an agent counts as a deposit); the agent is not told which.
    await assertTransferTo(tx, brand, toId, amount, ctx.now());
    const moved = await transfer(tx, {
      debit: wallet(brand, fromId),
      credit: wallet(brand, toId),
      amountMinor: amount,
      kind: 'agent.transfer',
      idempotencyKey: `agent:${fromId}:${t.idempotencyKey}`,
      metadata: { direction: t.direction, from: fromId, to: toId },
    });
    // Locked bonus money of the sender stays (docs/decisions.md D17); a refusal rolls the transfer back.
    await assertUnlocked(tx, {
      memberId: fromId,
      currency: brand.currency.code,
      amountMinor: amount,
      balanceAfterMinor: moved.debitBalanceAfter,
      exponent: e,
    });
    await tx.query(sql`
      INSERT INTO agent_transfers (brand, from_member_id, to_member_id, direction, currency, amount,
        ledger_transfer_id, idempotency_key, ip)
      VALUES (${brand.id}, ${fromId}::bigint, ${toId}::bigint, ${t.direction}, ${brand.currency.code},
        ${amount.toString()}::bigint, ${moved.id}::bigint, ${t.idempotencyKey}, ${t.ip})`);
    return { id: moved.id, duplicate: false, createdAt: moved.createdAt };
  });
  return {
    transferId: result.id,
    duplicate: result.duplicate,
    amount: formatMinor(amount, e),
    balance: formatMinor(await balanceOf(db, wallet(brand, fromId)), e),
    createdAt: result.createdAt,
  };
}

/**
 * The member's direct upline when it is an agent of the brand (a member-center transfer goes only to an agent
 * upline: spec 2 member-center page transferUpline, D12), with its username; null otherwise.
 */
export async function agentUplineOf(db: Db, brand: Brand, memberId: string) {
  const upline = await uplineOf(db, memberId);
  if (!upline) return null;
  const [u] = await db.query<{ username: string; type: number }>(
    sql`SELECT username, type FROM members WHERE id = ${upline}::bigint`,
  );
  return u && isAgentType(brand, Number(u.type)) ? { id: upline, username: u.username } : null;
}

/**
 * The member-center upline transfer form (shape `UplineTransferView` of @playdeck/api-client/agentTeam): the agent
 * upline (null when none), the brand's daily upline limit and today's use (minor units formatted as decimal strings),
 * today's transfer count against the daily count, the main balance.
 * @throws FEATURE_DISABLED when the brand turns transferUpline off.
 */
export async function uplineTransferView(db: Db, brand: Brand, memberId: string) {
  if (!isEnabled(brand, TRANSFER_FLAGS.up)) throw fail('FEATURE_DISABLED');
  const e = brand.currency.exponent;
  const l = transferLimits(brand);
  const used = await usedToday(db, brand, memberId);
  const upline = await agentUplineOf(db, brand, memberId);
  return {
    currency: brand.currency.code,
    upline: upline ? { username: upline.username } : null,
    limit: formatMinor(l.up, e),
    used: formatMinor(used.up, e),
    count: { limit: l.count, used: used.count },
    balance: formatMinor(await balanceOf(db, wallet(brand, memberId)), e),
  };
}

/**
 * A member's transfer to its agent upline (member-center page transferUpline; D12): the agent transfer `up`
 * ({@link agentTransfer}: flag, amount, password on the shared re-entry budget, then under the sender's row lock the
 * idempotency key, the daily limits, the ledger transfer that never overdraws, locked bonus money and the audit row).
 * @throws FEATURE_DISABLED, NO_AGENT_UPLINE (no upline, or an upline that is not an agent), and every error of
 * {@link agentTransfer}.
 */
export async function transferToUpline(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  t: Omit<TransferRequest, 'direction' | 'memberId'>,
) {
  if (!isEnabled(brand, TRANSFER_FLAGS.up)) throw fail('FEATURE_DISABLED');
  if (!(await agentUplineOf(ctx.db, brand, memberId))) throw fail('NO_AGENT_UPLINE');
  return agentTransfer(ctx, brand, memberId, { ...t, direction: 'up' });
}
