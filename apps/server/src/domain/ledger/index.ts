/**
 * The wallet ledger (docs/architecture.md "Ledger"; docs/decisions.md D10 trial currency, D11 points currency): double-entry
 * accounts and transfers over the tables of migration 0400_ledger.sql. This file is the contract shared with payments,
 * ops, games and points: they move money only through `transfer()` here and read balances and records through
 * the functions below, never by writing the ledger tables themselves; money is always `bigint` minor units.
 *
 * How a transfer stays correct under concurrency (PostgreSQL, READ COMMITTED) and on PGlite: it is ONE statement, the
 * database function pd_ledger_transfer (migration 0940_wallet_functions.sql), that locks the member-owned balance rows
 * in ascending account id order (`SELECT ... ORDER BY account_id FOR UPDATE`, so two transfers over the same pair of rows
 * can never deadlock), applies both balance changes, and inserts the transfer row. The vendor wallet's bet/win function
 * calls the same function, so the rule lives in one place.
 * The `CHECK (balance >= 0)` of ledger_balances aborts the whole statement when a member balance would go negative
 * (-> INSUFFICIENT_BALANCE), and the UNIQUE idempotency key aborts it on a repeated key (-> the original transfer, or
 * IDEMPOTENCY_CONFLICT). Either way nothing is written. Inside `db.tx()` the statement runs under a savepoint so a
 * refused transfer leaves the caller's transaction usable.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { fail, type AppError } from '../../infra/errors.ts';
import { publishAfterCommit } from '../events/index.ts';
import {
  GAME_TRANSFER_KINDS,
  MEMBER_ACCOUNT_KINDS,
  type AccountKind,
  type TransferKind,
  type TransferKindGroup,
} from '@playdeck/domain/ledger';
import { countTransfer } from '../../infra/metrics.ts';

/** Pseudo-currency of trial funds (docs/decisions.md D10): never exchangeable with a real currency. */
export const TRIAL_CURRENCY = 'TRIAL';
/** Pseudo-currency of loyalty points (docs/decisions.md D11). */
export const POINTS_CURRENCY = 'POINTS';
/** Largest amount a transfer or a balance can hold (PostgreSQL bigint). */
export const MAX_MINOR = 9223372036854775807n;

export interface AccountRef {
  kind: AccountKind;
  brand: string; // brand id, e.g. 'deshplay'
  currency: string; // ISO code (e.g. 'BDT'), or the trial / points pseudo-currency
  memberId?: string; // required for cash | trial | points | vendor
  vendor?: string; // vassalage code, required for kind 'vendor'
  name?: string; // required for house | clearing, e.g. 'deposits', 'withdrawals', 'payouts', 'trial-funding'
}
export interface TransferInput {
  debit: AccountRef; // money leaves this account
  credit: AccountRef; // money enters this account
  amountMinor: bigint; // > 0, minor units of the currency (both accounts share the currency)
  kind: TransferKind; // @playdeck/domain TRANSFER_KINDS, e.g. 'deposit', 'withdraw.hold', 'wallet.transfer', 'bet'
  idempotencyKey: string; // unique forever; the same key with the same content returns the original transfer (duplicate: true); with different content -> AppError 'IDEMPOTENCY_CONFLICT'
  metadata?: Record<string, unknown>;
  reversalOf?: string; // id of the transfer this one reverses
}
export interface TransferResult {
  id: string;
  duplicate: boolean;
  createdAt: string /* ISO */;
  /**
   * Balances (minor units) right after this transfer of its member-owned sides (house and clearing accounts keep no hot
   * balance, so theirs is undefined); undefined on a duplicate, whose balances may have moved since.
   */
  debitBalanceAfter?: bigint;
  creditBalanceAfter?: bigint;
}

/** One line of a member's account record, from the member's side of the transfer. */
export interface MemberTransferRow {
  id: string;
  kind: string;
  /** Signed from the member's side: negative when money left the member's account. */
  amountMinor: bigint;
  currency: string;
  accountKind: AccountKind;
  vendor?: string;
  /** The member account's balance right after the transfer. */
  balanceAfterMinor?: bigint;
  createdAt: string;
  metadata: Record<string, unknown>;
}

/** A member-owned account with its hot balance. */
export interface MemberBalance {
  kind: AccountKind;
  currency: string;
  vendor?: string;
  balanceMinor: bigint;
}

const MEMBER_KINDS = new Set<AccountKind>(MEMBER_ACCOUNT_KINDS);
const BRAND_KINDS = new Set<AccountKind>(['house', 'clearing']);
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** True for the member-owned kinds, which keep a hot, never-negative balance row. */
/** A brand's clearing account `name` in `currency` (a payment gateway's money in flight). */
export const clearing = (brand: string, currency: string, name: string): AccountRef => ({
  kind: 'clearing',
  brand,
  currency,
  name,
});
/** A member's main wallet (cash) account in `currency`. */
export const cash = (brand: string, currency: string, memberId: string): AccountRef => ({
  kind: 'cash',
  brand,
  currency,
  memberId,
});

export const isMemberKind = (k: AccountKind) => MEMBER_KINDS.has(k);

/** Checks an account reference; a malformed one is a programming error reported as VALIDATION. */
function checkRef(ref: AccountRef, side: string): void {
  const bad = (why: string) => fail('VALIDATION', { field: side, reason: why });
  if (!MEMBER_KINDS.has(ref.kind) && !BRAND_KINDS.has(ref.kind)) throw bad('kind');
  if (!TOKEN.test(ref.brand ?? '')) throw bad('brand');
  if (!TOKEN.test(ref.currency ?? '')) throw bad('currency');
  if (MEMBER_KINDS.has(ref.kind)) {
    if (!ref.memberId || !/^[1-9][0-9]{0,18}$/.test(ref.memberId)) throw bad('memberId');
    if (ref.name) throw bad('name');
  } else {
    if (ref.memberId) throw bad('memberId');
    if (!ref.name || !TOKEN.test(ref.name)) throw bad('name');
  }
  if (ref.kind === 'vendor' ? !ref.vendor || !TOKEN.test(ref.vendor) : ref.vendor) throw bad('vendor');
  if (ref.kind === 'trial' && ref.currency !== TRIAL_CURRENCY) throw bad('currency');
  if (ref.kind === 'points' && ref.currency !== POINTS_CURRENCY) throw bad('currency');
  if (
    (ref.kind === 'cash' || ref.kind === 'vendor') &&
    (ref.currency === TRIAL_CURRENCY || ref.currency === POINTS_CURRENCY)
  )
    throw bad('currency');
}

const refKey = (r: AccountRef) =>
  [r.brand, r.memberId ?? '', r.currency, r.kind, r.vendor ?? '', r.name ?? ''].join('\u0001');

/**
 * Account ids by reference, per database handle (accounts are never deleted). A transaction's handle has its own map
 * for what it learnt, published to its outer handle's map only after the commit: an account it created must not be
 * cached process-wide if the transaction rolls back.
 */
const accountCache = new WeakMap<Db, Map<string, string>>();

function cacheOf(db: Db): Map<string, string> {
  let cache = accountCache.get(db);
  if (!cache) accountCache.set(db, (cache = new Map()));
  return cache;
}

function identityWhere(r: AccountRef): SQL {
  return sql`brand = ${r.brand} AND COALESCE(member_id, 0) = ${r.memberId ?? '0'}::bigint AND currency = ${r.currency}
    AND kind = ${r.kind} AND vendor = ${r.vendor ?? ''} AND name = ${r.name ?? ''}`;
}

/**
 * The id of an account, or undefined when it was never used. With `create`, opens it (and its zero hot balance row for
 * a member-owned kind) in one statement. @throws VALIDATION when the member does not exist in `ref.brand`
 */
export async function accountId(db: Db, ref: AccountRef, create: boolean): Promise<string | undefined> {
  const shared = cacheOf(db.outer ?? db);
  const cache = db.outer ? cacheOf(db) : shared;
  const key = refKey(ref);
  const hit = shared.get(key) ?? cache.get(key);
  if (hit) return hit;
  const memberId = ref.memberId ?? null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = create
      ? await db.query<{ id: string }>(sql`
        WITH ins AS (
          INSERT INTO ledger_accounts (brand, member_id, currency, kind, vendor, name)
          SELECT ${ref.brand}, ${memberId}::bigint, ${ref.currency}, ${ref.kind}, ${ref.vendor ?? ''}, ${ref.name ?? ''}
          WHERE ${memberId}::bigint IS NULL
            OR EXISTS (SELECT 1 FROM members WHERE id = ${memberId}::bigint AND brand = ${ref.brand})
          ON CONFLICT DO NOTHING
          RETURNING id, member_id
        ), bal AS (
          INSERT INTO ledger_balances (account_id) SELECT id FROM ins WHERE member_id IS NOT NULL
        )
        SELECT id::text AS id FROM ins
        UNION ALL
        SELECT id::text AS id FROM ledger_accounts WHERE ${identityWhere(ref)}`)
      : await db.query<{ id: string }>(
          sql`SELECT id::text AS id FROM ledger_accounts WHERE ${identityWhere(ref)}`,
        );
    const id = rows[0]?.id;
    if (id) {
      cache.set(key, id);
      if (cache !== shared) db.onCommit?.(() => shared.set(key, id));
      return id;
    }
    if (!create) return undefined;
    if (memberId) {
      const [m] = await db.query(
        sql`SELECT 1 FROM members WHERE id = ${memberId}::bigint AND brand = ${ref.brand}`,
      );
      if (!m) throw fail('VALIDATION', { field: 'memberId', reason: 'unknown member' });
    }
    // A concurrent creator committed after this statement's snapshot: read again.
  }
  throw new Error(`ledger account not resolved: ${key}`);
}

/** The transfer statement: pd_ledger_transfer (migration 0940) with a PreparedTransfer's fields in order. */
const TRANSFER_CALL = `
  SELECT transfer_id::text AS id,
    to_char(transfer_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    debit_after::text AS debit_after, credit_after::text AS credit_after
  FROM pd_ledger_transfer($1::bigint, $2::bigint, $3::bigint, $4, $5, $6::jsonb, NULLIF($7, '')::bigint, $8::boolean)`;

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}
function pgError(err: unknown): PgError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const x = e as PgError;
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) return x;
    e = x.cause;
  }
  return undefined;
}

/** Checks the input of `transfer`; @throws VALIDATION, AMOUNT_INVALID, CURRENCY_MISMATCH */
function checkInput(input: TransferInput): void {
  checkRef(input.debit, 'debit');
  checkRef(input.credit, 'credit');
  if (typeof input.amountMinor !== 'bigint' || input.amountMinor <= 0n || input.amountMinor > MAX_MINOR)
    throw fail('AMOUNT_INVALID');
  if (input.debit.currency !== input.credit.currency) throw fail('CURRENCY_MISMATCH');
  if (refKey(input.debit) === refKey(input.credit))
    throw fail('VALIDATION', { field: 'credit', reason: 'same' });
  if (typeof input.kind !== 'string' || !TOKEN.test(input.kind)) throw fail('VALIDATION', { field: 'kind' });
  const k = input.idempotencyKey;
  if (typeof k !== 'string' || k.length < 1 || k.length > 200 || k.includes('\0'))
    throw fail('VALIDATION', { field: 'idempotencyKey' });
  if (input.reversalOf !== undefined && !/^[1-9][0-9]{0,18}$/.test(input.reversalOf))
    throw fail('VALIDATION', { field: 'reversalOf' });
}

/**
 * The transfer already recorded under `want`'s idempotency key, compared with it: same debit, credit, amount, kind and
 * reversal link -> the original (duplicate: true); anything else -> IDEMPOTENCY_CONFLICT. Metadata is descriptive and
 * not compared (the original's is kept). Undefined when the key is unused.
 */
async function existing(db: Db, want: PreparedTransfer): Promise<TransferResult | undefined> {
  const [row] = await db.queryPrepared<{
    id: string;
    debit: string;
    credit: string;
    amount: string;
    kind: string;
    reversal_of: string;
    created_at: string;
  }>(
    'pd_ledger_by_key',
    `SELECT id::text AS id, debit_account_id::text AS debit, credit_account_id::text AS credit, amount::text AS amount,
       kind, COALESCE(reversal_of::text, '') AS reversal_of,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM ledger_transfers WHERE idempotency_key = $1`,
    [want.idempotencyKey],
  );
  if (!row) return undefined;
  const same =
    row.debit === want.debit &&
    row.credit === want.credit &&
    row.amount === want.amount &&
    row.kind === want.kind &&
    row.reversal_of === want.reversalOf;
  if (!same) throw fail('IDEMPOTENCY_CONFLICT');
  return { id: row.id, duplicate: true, createdAt: row.created_at };
}

/**
 * A transfer checked and resolved for its statement: both account ids (opened on first use) and the other arguments of
 * pd_ledger_transfer as text. For `transfer`, and for callers whose own database function moves the money with
 * pd_ledger_transfer inside one statement of theirs (the vendor wallet's bet and win).
 */
export interface PreparedTransfer {
  debit: string;
  credit: string;
  /** Minor units. */
  amount: string;
  kind: string;
  idempotencyKey: string;
  /** JSON text. */
  metadata: string;
  /** The reversed transfer's id, or ''. */
  reversalOf: string;
  /** Both sides member-owned (the function then locks the two hot rows in id order). */
  both: boolean;
}

/**
 * Checks `input` and resolves its accounts (see PreparedTransfer).
 * @throws VALIDATION (malformed account reference, unknown member), AMOUNT_INVALID, CURRENCY_MISMATCH
 */
export async function prepareTransfer(db: Db, input: TransferInput): Promise<PreparedTransfer> {
  checkInput(input);
  return {
    debit: (await accountId(db, input.debit, true))!,
    credit: (await accountId(db, input.credit, true))!,
    amount: input.amountMinor.toString(),
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    metadata: JSON.stringify(input.metadata ?? {}),
    reversalOf: input.reversalOf ?? '',
    both: MEMBER_KINDS.has(input.debit.kind) && MEMBER_KINDS.has(input.credit.kind),
  };
}

/**
 * The ledger's refusal behind a failed pd_ledger_transfer statement, as the AppError `transfer` throws: the balance
 * check -> INSUFFICIENT_BALANCE, the idempotency key -> IDEMPOTENCY_CONFLICT, bigint overflow -> AMOUNT_INVALID, an
 * unknown reversed transfer -> VALIDATION; undefined for anything else (not a refusal: rethrow it). For callers that
 * run the function inside a statement of their own, where a used key can only be a conflict (their own claim made it
 * new) and nothing can be read after the abort.
 */
export function transferRefusal(err: unknown): AppError | undefined {
  const e = pgError(err);
  if (e?.code === '23514' && e.constraint === 'ledger_balances_non_negative')
    return fail('INSUFFICIENT_BALANCE');
  if (e?.code === '23505' && e.constraint === 'ledger_transfers_idempotency_key')
    return fail('IDEMPOTENCY_CONFLICT');
  if (e?.code === '22003') return fail('AMOUNT_INVALID');
  if (e?.code === '23503' && e.constraint === 'ledger_transfers_reversal_of_fkey')
    return fail('VALIDATION', { field: 'reversalOf' });
  return undefined;
}

/**
 * Tells the member(s) whose account a new transfer touched (src/domain/events: the site's live stream turns it into the new
 * balance), once it is committed. One `transfer` event per member: `{ kind, currency, account }` (transfer kind, the
 * member account's currency and kind). Neither amounts nor balances travel: the stream reads the balance it shows.
 */
/** Counts a transfer of `kind` in the metrics (infra/metrics.ts) once it is committed: now, or at its commit. */
export function countCommitted(db: Db, kind: string): void {
  if (db.inTx && db.onCommit) db.onCommit(() => countTransfer(kind));
  else countTransfer(kind);
}

function announce(db: Db, input: TransferInput): void {
  const told = new Set<string>();
  for (const side of [input.debit, input.credit]) {
    if (!side.memberId || told.has(side.memberId)) continue;
    told.add(side.memberId);
    publishAfterCommit(db, side.memberId, {
      event: 'transfer',
      data: { kind: input.kind, currency: side.currency, account: side.kind },
    });
  }
}

/**
 * Moves `amountMinor` from `debit` to `credit` atomically (one statement, pd_ledger_transfer: transfer row and both hot
 * balances), opening either account on first use. Inside `db.tx()` it runs under a savepoint, so a refusal leaves the
 * caller's transaction usable. The member(s) whose account it touched get a `transfer` event after the commit
 * (src/domain/events; not for a duplicate, which moved nothing).
 * @returns the transfer id and time; `duplicate: true` when `idempotencyKey` was already used with the same content
 * @throws INSUFFICIENT_BALANCE when a member-owned debit account would go below zero (nothing written);
 *   IDEMPOTENCY_CONFLICT when the key was used for a different transfer; CURRENCY_MISMATCH when the accounts' currencies
 *   differ (trial and points are currencies of their own: D10, D11); AMOUNT_INVALID for an amount <= 0 or beyond
 *   bigint (or a credit that would overflow); VALIDATION for a malformed account reference, an unknown member or
 *   an unknown reversed transfer.
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  const t = await prepareTransfer(db, input);
  const params = [
    t.debit,
    t.credit,
    t.amount,
    t.kind,
    t.idempotencyKey,
    t.metadata,
    t.reversalOf,
    String(t.both),
  ];
  // A savepoint keeps the caller's transaction usable after a refusal, and lets the refusal be told from a retry.
  const savepoint = db.inTx === true;
  if (savepoint) await db.exec('SAVEPOINT pd_ledger_transfer');
  try {
    const [row] = await db.queryPrepared<{
      id: string;
      created_at: string;
      debit_after: string | null;
      credit_after: string | null;
    }>('pd_ledger_transfer_call', TRANSFER_CALL, params);
    if (savepoint) await db.exec('RELEASE SAVEPOINT pd_ledger_transfer');
    announce(db, input);
    countCommitted(db, input.kind);
    return {
      id: row!.id,
      duplicate: false,
      createdAt: row!.created_at,
      ...(row!.debit_after !== null ? { debitBalanceAfter: BigInt(row!.debit_after) } : {}),
      ...(row!.credit_after !== null ? { creditBalanceAfter: BigInt(row!.credit_after) } : {}),
    };
  } catch (err) {
    if (savepoint)
      await db.exec('ROLLBACK TO SAVEPOINT pd_ledger_transfer; RELEASE SAVEPOINT pd_ledger_transfer');
    const refusal = transferRefusal(err);
    if (refusal?.errorCode === 'IDEMPOTENCY_CONFLICT' || refusal?.errorCode === 'INSUFFICIENT_BALANCE') {
      // A retry of a transfer that already went through (its key is used; its balance may now be short): the key
      // decides.
      const found = await existing(db, t);
      if (found) return found;
    }
    throw refusal ?? err;
  }
}

/** The transfer recorded under an idempotency key, or undefined. */
export async function transferByKey(
  db: Db,
  key: string,
): Promise<{ id: string; amountMinor: bigint; kind: string; createdAt: string } | undefined> {
  const [row] = await db.query<{ id: string; amount: string; kind: string; created_at: string }>(sql`
    SELECT id::text AS id, amount::text AS amount, kind,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM ledger_transfers WHERE idempotency_key = ${key}`);
  return row && { id: row.id, amountMinor: BigInt(row.amount), kind: row.kind, createdAt: row.created_at };
}

/** Balance in minor units (0n for an account never used). For house/clearing: the sum of its transfers. */
export async function balanceOf(db: Db, ref: AccountRef): Promise<bigint> {
  checkRef(ref, 'account');
  const id = await accountId(db, ref, false);
  if (!id) return 0n;
  if (MEMBER_KINDS.has(ref.kind)) {
    const [row] = await db.queryPrepared<{ balance: string }>(
      'pd_ledger_balance',
      'SELECT balance::text AS balance FROM ledger_balances WHERE account_id = $1::bigint',
      [id],
    );
    return BigInt(row?.balance ?? '0');
  }
  const [row] = await db.query<{ balance: string }>(sql`
    SELECT (COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE credit_account_id = ${id}::bigint), 0)
      - COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE debit_account_id = ${id}::bigint), 0))::text AS balance`);
  return BigInt(row!.balance);
}

/** Every member-owned account of a member with its balance (cash, trial, points, vendor sub-wallets). */
export async function memberBalances(db: Db, memberId: string): Promise<MemberBalance[]> {
  const rows = await db.queryPrepared<{
    kind: AccountKind;
    currency: string;
    vendor: string;
    balance: string;
  }>(
    'pd_ledger_member_balances',
    `SELECT a.kind, a.currency, a.vendor, b.balance::text AS balance
     FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
     WHERE a.member_id = $1::bigint ORDER BY a.kind, a.currency, a.vendor`,
    [memberId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    currency: r.currency,
    ...(r.vendor ? { vendor: r.vendor } : {}),
    balanceMinor: BigInt(r.balance),
  }));
}

/** The SQL condition on `x.kind` of an account record filter group (@playdeck/domain TRANSFER_KIND_GROUPS). */
function kindGroupCondition(group: TransferKindGroup): SQL {
  const game = sql.join(
    GAME_TRANSFER_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  switch (group) {
    case 'deposit':
      return sql`x.kind = 'deposit'`;
    case 'withdraw':
      return sql`x.kind LIKE 'withdraw.%'`;
    case 'transfer':
      return sql`x.kind = 'wallet.transfer'`;
    case 'game':
      return sql`x.kind IN (${game})`;
    case 'other':
      return sql`x.kind <> 'deposit' AND x.kind NOT LIKE 'withdraw.%' AND x.kind <> 'wallet.transfer' AND x.kind NOT IN (${game})`;
  }
}

/**
 * Transfers touching a member's accounts, newest first, for the account record (paging, kind filter, date range).
 * A transfer between two accounts of the same member (main wallet <-> vendor sub-wallet) gives two rows with the same
 * id, one per side. `pageNo` starts at 1.
 */
export async function memberTransfers(
  db: Db,
  q: {
    memberId: string;
    kinds?: string[];
    /** Filter group of the account record (packages/api-client accountRecord.ts), applied with `kinds`. */
    group?: TransferKindGroup;
    from?: Date;
    to?: Date;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ total: number; rows: MemberTransferRow[] }> {
  const pageSize = Math.max(1, Math.min(500, Math.trunc(q.pageSize) || 1));
  const offset = (Math.max(1, Math.trunc(q.pageNo) || 1) - 1) * pageSize;
  const conds: SQL[] = [sql`TRUE`];
  if (q.kinds?.length)
    conds.push(
      sql`x.kind IN (${sql.join(
        q.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (q.group) conds.push(kindGroupCondition(q.group));
  if (q.from) conds.push(sql`x.created_at >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) conds.push(sql`x.created_at < ${q.to.toISOString()}::timestamptz`);
  const rows = await db.query<{
    id: string;
    kind: string;
    amount: string;
    currency: string;
    account_kind: AccountKind;
    vendor: string;
    balance_after: string | null;
    created_at: string;
    metadata: Record<string, unknown> | string;
    total: string;
  }>(sql`
    -- Money accounts only: points are a currency of their own with their own statement (points details).
    WITH acc AS (SELECT id, kind, currency, vendor FROM ledger_accounts
      WHERE member_id = ${q.memberId}::bigint AND currency <> ${POINTS_CURRENCY}),
    x AS (
      SELECT t.id, t.kind, -t.amount AS amount, a.currency, a.kind AS account_kind, a.vendor,
        t.debit_balance_after AS balance_after, t.created_at, t.metadata
      FROM acc a JOIN ledger_transfers t ON t.debit_account_id = a.id
      UNION ALL
      SELECT t.id, t.kind, t.amount, a.currency, a.kind, a.vendor, t.credit_balance_after, t.created_at, t.metadata
      FROM acc a JOIN ledger_transfers t ON t.credit_account_id = a.id
    )
    SELECT x.id::text AS id, x.kind, x.amount::text AS amount, x.currency, x.account_kind, x.vendor,
      x.balance_after::text AS balance_after,
      to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, x.metadata,
      count(*) OVER ()::text AS total
    FROM x WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY x.created_at DESC, x.id DESC, x.amount ASC
    LIMIT ${pageSize} OFFSET ${offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && offset > 0) {
    const [c] = await db.query<{ n: string }>(sql`
      WITH acc AS (SELECT id FROM ledger_accounts WHERE member_id = ${q.memberId}::bigint),
      x AS (
        SELECT t.kind, t.created_at FROM acc a JOIN ledger_transfers t ON t.debit_account_id = a.id
        UNION ALL
        SELECT t.kind, t.created_at FROM acc a JOIN ledger_transfers t ON t.credit_account_id = a.id
      )
      SELECT count(*)::text AS n FROM x WHERE ${sql.join(conds, sql` AND `)}`);
    total = Number(c?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountMinor: BigInt(r.amount),
      currency: r.currency,
      accountKind: r.account_kind,
      ...(r.vendor ? { vendor: r.vendor } : {}),
      ...(r.balance_after !== null ? { balanceAfterMinor: BigInt(r.balance_after) } : {}),
      createdAt: r.created_at,
      metadata:
        typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : r.metadata,
    })),
  };
}

export { ledgerCheck, type LedgerCheckReport } from './check.ts';
