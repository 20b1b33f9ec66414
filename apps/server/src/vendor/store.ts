/**
 * SQL of the vendor wallet (migration 0600_vendor.sql). Every function takes the transaction handle of the call
 * (`Db.tx`), except the reads marked otherwise. Amounts are bigint minor units, read as text.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  answer: string | null;
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
      ledger_transfer_id::text AS ledger_transfer_id, answer
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

// $1 vendor, $2 round id, $3 bet count delta, $4 win count delta, $5 bet total delta, $6 win total delta, $7 refunded
// delta, $8 new status (closed_at set when the round leaves 'open', cleared when it reopens). One text for
// updateRound and settleMoney, so the round rule lives in one place.
const ROUND_UPDATE_SQL = `
  UPDATE vendor_rounds SET
    bet_count = bet_count + $3::int, win_count = win_count + $4::int,
    bet_total = bet_total + $5::bigint, win_total = win_total + $6::bigint,
    refunded_total = refunded_total + $7::bigint,
    status = $8::text, updated_at = now(),
    closed_at = CASE WHEN $8::text = 'open' THEN NULL ELSE COALESCE(closed_at, now()) END
  WHERE vendor = $1 AND round_id = $2`;

const roundChangeParams = (vendor: string, roundId: string, d: RoundChange) => [
  vendor,
  roundId,
  String(d.bets ?? 0),
  String(d.wins ?? 0),
  (d.betTotal ?? 0n).toString(),
  (d.winTotal ?? 0n).toString(),
  (d.refunded ?? 0n).toString(),
  d.status,
];

/** Applies `d` to a locked round (see RoundChange). */
export async function updateRound(db: Db, vendor: string, roundId: string, d: RoundChange) {
  await db.queryPrepared('pd_vendor_round_update', ROUND_UPDATE_SQL, roundChangeParams(vendor, roundId, d));
}

/** Round status by id (tests and the records area). Not in a transaction. */
export async function roundStatus(db: Db, vendor: string, roundId: string): Promise<RoundStatus | undefined> {
  const [row] = await db.query<{ status: RoundStatus }>(
    sql`SELECT status FROM vendor_rounds WHERE vendor = ${vendor} AND round_id = ${roundId}`,
  );
  return row?.status;
}

/** The first statement of a bet or win: the claim of its transaction id, and its round. */
export interface ClaimHead {
  /** False when the id was already recorded (a repeat: answer from the stored row). */
  claimed: boolean;
  /** The round (bet: opened when new; win: the existing one), locked; undefined when not claimed or no such round. */
  round?: RoundRow;
}

/** A bet or win to claim: the vendor transaction row's content. */
export interface MoneyClaim {
  vendor: string;
  transactionId: string;
  memberId: string;
  currency: string;
  roundId: string;
  amount: bigint;
}

/** A claim statement's row: the claim flag, and the round's columns (null on the outer join's empty side). */
type RawHead = Omit<RawRound, 'member_id'> & { claimed: boolean; member_id: string | null };

const headOf = (r: RawHead | undefined): ClaimHead =>
  r?.claimed
    ? {
        claimed: true,
        ...(r.member_id !== null ? { round: roundRow({ ...r, member_id: r.member_id }) } : {}),
      }
    : { claimed: false };

// $1 vendor, $2 transaction id, $3 member id, $4 currency, $5 round id, $6 amount (minor units). The round part runs
// only when the claim inserted (an uncorrelated EXISTS is a one-time filter evaluated first), so a repeat never locks
// its round, and two calls of one id cannot wait on each other's round lock.
const CLAIM_INSERT = (kind: 'bet' | 'win') => `
  INSERT INTO vendor_transactions (vendor, transaction_id, kind, member_id, currency, round_id, amount, status)
  VALUES ($1, $2, '${kind}', $3::bigint, $4, $5, $6::bigint, 'done')
  ON CONFLICT (vendor, transaction_id) DO NOTHING
  RETURNING 1 AS x`;

/** Claim of a bet, and its round opened when new (then $7: game code or ''), in one statement. */
const CLAIM_BET_SQL = `
  WITH c AS (${CLAIM_INSERT('bet')}
  ), r AS (
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, game_code)
    SELECT $1, $5, $3::bigint, $4, NULLIF($7, '') WHERE EXISTS (SELECT 1 FROM c)
    ON CONFLICT (vendor, round_id) DO UPDATE SET updated_at = now()
    RETURNING member_id::text AS member_id, currency, status, bet_count, win_count
  )
  SELECT EXISTS (SELECT 1 FROM c) AS claimed, r.member_id, r.currency, r.status, r.bet_count, r.win_count
  FROM (VALUES (1)) one LEFT JOIN r ON true`;

/** Claim of a win, and its round locked (FOR UPDATE) when it exists, in one statement. */
const CLAIM_WIN_SQL = `
  WITH c AS (${CLAIM_INSERT('win')}
  )
  SELECT EXISTS (SELECT 1 FROM c) AS claimed, r.member_id, r.currency, r.status, r.bet_count, r.win_count
  FROM (VALUES (1)) one LEFT JOIN (
    SELECT member_id::text AS member_id, currency, status, bet_count, win_count FROM vendor_rounds
    WHERE vendor = $1 AND round_id = $5 AND EXISTS (SELECT 1 FROM c) FOR UPDATE
  ) r ON true`;

/**
 * Claims a bet's transaction id and opens (or joins) its round, locked for the rest of the database transaction: one
 * round trip instead of a claim then an upsert. A concurrent claim of the same id waits until the first commits (then
 * `claimed: false`) or rolls back.
 */
export async function claimBet(db: Db, t: MoneyClaim, gameCode: string | null): Promise<ClaimHead> {
  const [row] = await db.queryPrepared<RawHead>('pd_vendor_claim_bet', CLAIM_BET_SQL, [
    ...claimParams(t),
    gameCode ?? '',
  ]);
  return headOf(row);
}

/** Claims a win's transaction id and locks its round (undefined round: no bet yet), in one round trip. */
export async function claimWin(db: Db, t: MoneyClaim): Promise<ClaimHead> {
  const [row] = await db.queryPrepared<RawHead>('pd_vendor_claim_win', CLAIM_WIN_SQL, claimParams(t));
  return headOf(row);
}

const claimParams = (t: MoneyClaim) => [
  t.vendor,
  t.transactionId,
  t.memberId,
  t.currency,
  t.roundId,
  t.amount.toString(),
];

// The round update ($1-$8, ROUND_UPDATE_SQL), then $9 transaction id, $10 ledger transfer id or '', $11 answer text.
const SETTLE_SQL = `
  WITH r AS (${ROUND_UPDATE_SQL}
    RETURNING 1 AS x
  )
  UPDATE vendor_transactions SET ledger_transfer_id = NULLIF($10, '')::bigint, answer = $11
  WHERE vendor = $1 AND transaction_id = $9`;

/**
 * Ends a claimed bet or win in one round trip: applies it to its (locked) round — one more live bet or win, its amount,
 * the new status (closed_at set when it leaves 'open') — and records the ledger transfer (or null) and the answer sent.
 */
export async function settleMoney(
  db: Db,
  t: { vendor: string; transactionId: string; roundId: string; kind: 'bet' | 'win'; amount: bigint },
  status: RoundStatus,
  ledgerTransferId: string | null,
  answer: string,
): Promise<void> {
  const change: RoundChange =
    t.kind === 'bet' ? { bets: 1, betTotal: t.amount, status } : { wins: 1, winTotal: t.amount, status };
  await db.queryPrepared('pd_vendor_settle', SETTLE_SQL, [
    ...roundChangeParams(t.vendor, t.roundId, change),
    t.transactionId,
    ledgerTransferId ?? '',
    answer,
  ]);
}
