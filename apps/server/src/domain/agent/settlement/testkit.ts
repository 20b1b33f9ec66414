/**
 * Test and bench fixtures for agent settlement: members written straight to the database (no argon2, no
 * registration flow: these tests are about settlement), their upline through domain/agent/tree.ts, and settled rounds as the
 * vendor protocol leaves them in vendor_rounds (the e2e test drives the signed protocol itself). Not used by the
 * server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client.ts';
import { attachUpline } from '../tree.ts';

/** Creates a member of `brand` (type 1 agent or 0 player) under `uplineId`; returns its id. */
export async function makeMember(
  db: Db,
  brand: string,
  o: { username?: string; agent: boolean; uplineId?: string | null },
): Promise<{ id: string; username: string }> {
  const username = o.username ?? `t${randomBytes(5).toString('hex')}`;
  const [row] = await db.query<{ id: string }>(sql`
    INSERT INTO members (brand, username, username_key, password_hash, type, nickname)
    VALUES (${brand}, ${username}, ${username.toLowerCase()}, 'x', ${o.agent ? 1 : 0}, ${username})
    RETURNING id::text AS id`);
  if (o.uplineId) await db.tx((tx) => attachUpline(tx, row!.id, o.uplineId!));
  return { id: row!.id, username };
}

/** A settled round of `memberId`: stake and payout in minor units, closed at `closedAt`. */
export async function addRound(
  db: Db,
  memberId: string,
  o: { stake: bigint; win: bigint; closedAt: string | Date; currency?: string; status?: string },
): Promise<void> {
  const at = typeof o.closedAt === 'string' ? o.closedAt : o.closedAt.toISOString();
  await db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, updated_at, closed_at)
    VALUES ('BGS', ${`t-${randomBytes(8).toString('hex')}`}, ${memberId}::bigint, ${o.currency ?? 'BDT'},
      ${o.status ?? 'settled'}, 1, ${o.win > 0n ? 1 : 0}, ${o.stake.toString()}::bigint, ${o.win.toString()}::bigint,
      ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
}

/** The cash balance of a member in minor units (0 when it has no account). */
export async function cashOf(db: Db, memberId: string, currency = 'BDT'): Promise<bigint> {
  const [row] = await db.query<{ b: string }>(sql`
    SELECT b.balance::text AS b FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
    WHERE a.member_id = ${memberId}::bigint AND a.kind = 'cash' AND a.currency = ${currency}`);
  return BigInt(row?.b ?? 0);
}
