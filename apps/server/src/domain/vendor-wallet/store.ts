/**
 * SQL of the vendor wallet's rollback path and reads (migrations 0600_vendor.sql, 0940_wallet_functions.sql; a bet or
 * win is one call of the database function pd_vendor_money, in service.ts). Every function takes the transaction
 * handle of the call (`Db.tx`), except the reads marked otherwise. Amounts are bigint minor units, read as text.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import type { RoundStatus } from './protocol.ts';

export type TxKind = 'bet' | 'win' | 'rollback' | 'void';

export interface TxRow {
  kind: TxKind;
  memberId: string;
  currency: string;
  roundId: string | null;
  amount: bigint;
  referenceId: string | null;
  status: 'done' | 'rolled_back';
  ledgerTransferId: string | null;
  /** The answer text as sent (rollbacks, and bets and wins recorded before the answer was kept as fields). */
  answer: string | null;
  /** A bet or win's answer fields (with the columns above): the balance after, minor units, and the round status. */
  balanceAfter: string | null;
  roundStatus: RoundStatus | null;
}

export interface RoundRow {
  memberId: string;
  currency: string;
  status: RoundStatus;
  betCount: number;
  winCount: number;
}

interface RawTx {
  kind: TxKind;
  member_id: string;
  currency: string;
  round_id: string | null;
  amount: string;
  reference_id: string | null;
  status: 'done' | 'rolled_back';
  ledger_transfer_id: string | null;
  answer: string | null;
  balance_after: string | null;
  round_status: RoundStatus | null;
}
const txRow = (r: RawTx): TxRow => ({
  kind: r.kind,
  memberId: r.member_id,
  currency: r.currency,
  roundId: r.round_id,
  amount: BigInt(r.amount),
  referenceId: r.reference_id,
  status: r.status,
  ledgerTransferId: r.ledger_transfer_id,
  answer: r.answer,
  balanceAfter: r.balance_after,
  roundStatus: r.round_status,
});

/** Members' brand and type by id, per database handle; neither ever changes once the member exists. */
const memberCache = new WeakMap<Db, Map<string, { brand: string; type: number }>>();
/** Most members a handle's cache keeps (oldest first out): about 10 MB. */
const MEMBER_CACHE_MAX = 100_000;

/**
 * A member's brand and type, or undefined. Found members are cached process-wide (both columns are fixed at
 * registration: nothing updates them), so a vendor call reads the member once, not on every bet; a miss is never
 * cached (the member may be created later).
 */
export async function findMember(db: Db, memberId: string) {
  const handle = db.outer ?? db;
  let cache = memberCache.get(handle);
  if (!cache) memberCache.set(handle, (cache = new Map()));
  const hit = cache.get(memberId);
  if (hit) return hit;
  const [row] = await db.queryPrepared<{ brand: string; type: number }>(
    'pd_vendor_member',
    'SELECT brand, type FROM members WHERE id = $1::bigint',
    [memberId],
  );
  if (!row) return undefined;
  const member = { brand: row.brand, type: Number(row.type) };
  if (cache.size >= MEMBER_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(memberId, member);
  return member;
}

/**
 * Claims `(vendor, transactionId)` for a new transaction: true when inserted. On PostgreSQL a concurrent claim of the
 * same id waits here until the first commits (then false) or rolls back (then true).
 */
export async function claim(
  db: Db,
  t: {
    vendor: string;
    transactionId: string;
    kind: TxKind;
    memberId: string;
    currency: string;
    roundId: string | null;
    amount: bigint;
    referenceId: string | null;
    status?: 'done' | 'rolled_back';
  },
): Promise<boolean> {
  const rows = await db.query(sql`
    INSERT INTO vendor_transactions (vendor, transaction_id, kind, member_id, currency, round_id, amount, reference_id,
      status, rolled_back_at)
    VALUES (${t.vendor}, ${t.transactionId}, ${t.kind}, ${t.memberId}::bigint, ${t.currency}, ${t.roundId},
      ${t.amount.toString()}::bigint, ${t.referenceId}, ${t.status ?? 'done'},
      ${t.status === 'rolled_back' ? sql`now()` : sql`NULL`})
    ON CONFLICT (vendor, transaction_id) DO NOTHING
    RETURNING 1 AS x`);
  return rows.length === 1;
}

/** The recorded transaction, optionally locking it (FOR UPDATE) for the rest of the database transaction. */
export async function findTx(
  db: Db,
  vendor: string,
  transactionId: string,
  lock = false,
): Promise<TxRow | undefined> {
  const [row] = await db.query<RawTx>(sql`
    SELECT kind, member_id::text AS member_id, currency, round_id, amount::text AS amount, reference_id, status,
      ledger_transfer_id::text AS ledger_transfer_id, answer, balance_after::text AS balance_after, round_status
    FROM vendor_transactions WHERE vendor = ${vendor} AND transaction_id = ${transactionId}
    ${lock ? sql`FOR UPDATE` : sql``}`);
  return row && txRow(row);
}

/** Records the outcome of a claimed transaction: its ledger transfer (or null) and the answer sent. */
export async function finish(
  db: Db,
  vendor: string,
  transactionId: string,
  ledgerTransferId: string | null,
  answer: string,
) {
  await db.query(sql`
    UPDATE vendor_transactions SET ledger_transfer_id = ${ledgerTransferId}::bigint, answer = ${answer}
    WHERE vendor = ${vendor} AND transaction_id = ${transactionId}`);
}

/** Marks a bet or win reversed. */
export async function markRolledBack(db: Db, vendor: string, transactionId: string) {
  await db.query(sql`
    UPDATE vendor_transactions SET status = 'rolled_back', rolled_back_at = now()
    WHERE vendor = ${vendor} AND transaction_id = ${transactionId}`);
}

interface RawRound {
  member_id: string;
  currency: string;
  status: RoundStatus;
  bet_count: number;
  win_count: number;
}
const roundRow = (r: RawRound): RoundRow => ({
  memberId: r.member_id,
  currency: r.currency,
  status: r.status,
  betCount: Number(r.bet_count),
  winCount: Number(r.win_count),
});

/** The round locked for the rest of the database transaction, or undefined. */
export async function lockRound(db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db.query<RawRound>(sql`
    SELECT member_id::text AS member_id, currency, status, bet_count, win_count
    FROM vendor_rounds WHERE vendor = ${vendor} AND round_id = ${roundId} FOR UPDATE`);
  return row && roundRow(row);
}

/** A change to a round: count deltas (live bets and wins), amount deltas (minor units), and the new status. */
export interface RoundChange {
  bets?: number;
  wins?: number;
  betTotal?: bigint;
  winTotal?: bigint;
  refunded?: bigint;
  status: RoundStatus;
}

/** Applies `d` to a locked round (see RoundChange) with pd_vendor_round_update (migration 0940), the one round rule. */
export async function updateRound(db: Db, vendor: string, roundId: string, d: RoundChange) {
  await db.queryPrepared(
    'pd_vendor_round_update_call',
    'SELECT pd_vendor_round_update($1, $2, $3::int, $4::int, $5::bigint, $6::bigint, $7::bigint, $8)',
    [
      vendor,
      roundId,
      String(d.bets ?? 0),
      String(d.wins ?? 0),
      (d.betTotal ?? 0n).toString(),
      (d.winTotal ?? 0n).toString(),
      (d.refunded ?? 0n).toString(),
      d.status,
    ],
  );
}

/** Round status by id (tests and the records area). Not in a transaction. */
export async function roundStatus(db: Db, vendor: string, roundId: string): Promise<RoundStatus | undefined> {
  const [row] = await db.query<{ status: RoundStatus }>(
    sql`SELECT status FROM vendor_rounds WHERE vendor = ${vendor} AND round_id = ${roundId}`,
  );
  return row?.status;
}
