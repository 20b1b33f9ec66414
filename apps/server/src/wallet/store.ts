/** SQL for balances (the ledger arrives with the wallet issue). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Balances of a member as `{ currency: minor units as string }`. */
export async function balances(db: Db, memberId: string): Promise<Record<string, string>> {
  const rows = await db.query<{ currency: string; balance: string }>(
    sql`SELECT currency, balance::text AS balance FROM wallet_balances WHERE member_id = ${memberId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, r.balance]));
}
