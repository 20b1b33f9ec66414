/**
 * SQL of payments (migration 0500_payments.sql): deposits, withdrawals, proofs, disputes, withdraw passwords, payout
 * accounts and the webhook replay guard. Money columns are read as text (bigint minor units); times as ISO 8601 UTC.
 * Every time written comes from the caller (the app clock, `ctx.now`), so tests can move time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';

/** An ISO 8601 UTC rendering of a timestamptz column (same text on PGlite and PostgreSQL). */
const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export interface DepositRow {
  id: string;
  brand: string;
  member_id: string;
  username: string;
  method_id: string;
  method_name: string;
  provider: 'manual' | 'sandbox';
  currency: string;
  amount: string;
  fee: string;
  status: 'pending' | 'credited' | 'rejected' | 'expired';
  gateway_reference: string | null;
  reason: string | null;
  decided_by: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

const DEPOSIT_COLS = sql`d.id::text AS id, d.brand, d.member_id::text AS member_id, m.username, d.method_id,
  d.method_name, d.provider, d.currency, d.amount::text AS amount, d.fee::text AS fee, d.status, d.gateway_reference,
  d.reason, d.decided_by, ${iso('d.created_at')} AS created_at, ${iso('d.expires_at')} AS expires_at,
  ${iso('d.decided_at')} AS decided_at`;

/**
 * Inserts a pending deposit unless the member already has `maxOpen` unexpired pending ones with this method (checked
 * and inserted in one transaction holding the member row); returns its id, or null at the limit.
 */
export async function insertDeposit(
  db: Db,
  d: {
    brand: string;
    memberId: string;
    methodId: string;
    methodName: string;
    provider: string;
    currency: string;
    amount: bigint;
    fee: bigint;
    reference: string | null;
    now: number;
    expiresAt: number;
  },
  maxOpen: number,
): Promise<string | null> {
  return db.tx(async (tx) => {
    // One request of a member at a time (its member row locked), so the count below sees every open deposit.
    await tx.query(sql`SELECT 1 FROM members WHERE id = ${d.memberId}::bigint FOR UPDATE`);
    const [open] = await tx.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM deposits WHERE member_id = ${d.memberId}::bigint AND method_id = ${d.methodId}
        AND status = 'pending' AND expires_at > ${ts(d.now)}`);
    if (open!.n >= maxOpen) return null;
    const [row] = await tx.query<{ id: string }>(sql`
      INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, fee, gateway_reference,
        created_at, expires_at)
      VALUES (${d.brand}, ${d.memberId}::bigint, ${d.methodId}, ${d.methodName}, ${d.provider}, ${d.currency},
        ${d.amount.toString()}::bigint, ${d.fee.toString()}::bigint, ${d.reference}, ${ts(d.now)}, ${ts(d.expiresAt)})
      RETURNING id::text AS id`);
    return row!.id;
  });
}

/** One deposit; `lock` adds FOR UPDATE (inside a transaction). */
export async function findDeposit(db: Db, id: string, lock = false): Promise<DepositRow | undefined> {
  const [row] = await db.query<DepositRow>(sql`
    SELECT ${DEPOSIT_COLS} FROM deposits d JOIN members m ON m.id = d.member_id WHERE d.id = ${id}::bigint
    ${lock ? sql`FOR UPDATE OF d` : sql``}`);
  return row;
}

export async function findDepositByReference(db: Db, provider: string, reference: string) {
  const [row] = await db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM deposits WHERE provider = ${provider} AND gateway_reference = ${reference}`,
  );
  return row?.id;
}

/** Deposits, newest first, filtered by member, status and brand. */
export async function listDeposits(
  db: Db,
  f: { memberId?: string; status?: string; brand?: string; limit: number; offset: number },
): Promise<{ total: number; rows: DepositRow[] }> {
  return listPage<DepositRow>(
    db,
    {
      cols: DEPOSIT_COLS,
      from: sql`deposits d JOIN members m ON m.id = d.member_id`,
      table: sql`deposits d`,
      alias: 'd',
    },
    f,
  );
}

/** Sets a deposit's final state (only from pending). Returns false when it was no longer pending. */
export async function decideDeposit(
  db: Db,
  id: string,
  status: 'credited' | 'rejected' | 'expired',
  by: string,
  reason: string | null,
  now: number,
): Promise<boolean> {
  const rows = await db.query(sql`
    UPDATE deposits SET status = ${status}, decided_by = ${by}, reason = ${reason}, decided_at = ${ts(now)}
    WHERE id = ${id}::bigint AND status = 'pending' RETURNING id`);
  return rows.length > 0;
}

/** Expires pending deposits past their time (all, or one); returns how many. */
export async function expireDeposits(db: Db, now: number, id?: string): Promise<number> {
  const rows = await db.query(sql`
    UPDATE deposits SET status = 'expired', decided_by = 'expiry', decided_at = ${ts(now)}
    WHERE status = 'pending' AND expires_at <= ${ts(now)} ${id ? sql`AND id = ${id}::bigint` : sql``}
    RETURNING id`);
  return rows.length;
}

/**
 * What a payments sweep at `now` would act on (the sweep backlog of infra/metrics.ts): pending deposits past their
 * expiry (expireDeposits) and paid withdrawals past their receipt deadline without a receipt (autoReceive).
 */
export async function sweepBacklog(db: Db, now: number): Promise<{ deposits: number; withdrawals: number }> {
  const [row] = await db.query<{ deposits: number; withdrawals: number }>(sql`
    SELECT (SELECT count(*)::int FROM deposits WHERE status = 'pending' AND expires_at <= ${ts(now)}) AS deposits,
      (SELECT count(*)::int FROM withdrawals
        WHERE status = 'paid' AND receipt_status IS NULL AND receipt_deadline <= ${ts(now)}) AS withdrawals`);
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}

/** Pending sandbox deposits created before `before` (the sandbox re-sends their webhook after a restart). */
export async function pendingSandboxDeposits(db: Db, before: number) {
  return db.query<{
    id: string;
    reference: string;
    amount: string;
    fee: string;
    currency: string;
    brand: string;
  }>(
    sql`SELECT id::text AS id, gateway_reference AS reference, amount::text AS amount, fee::text AS fee, currency, brand
    FROM deposits WHERE status = 'pending' AND provider = 'sandbox' AND created_at <= ${ts(before)}
    AND gateway_reference IS NOT NULL ORDER BY id LIMIT 200`,
  );
}

/** Records a webhook signature; false when it was seen before (a replay). */
export async function recordDelivery(db: Db, provider: string, signature: string, now: number) {
  const rows = await db.query(sql`
    INSERT INTO payment_webhook_deliveries (provider, signature, received_at)
    VALUES (${provider}, ${signature}, ${ts(now)}) ON CONFLICT DO NOTHING RETURNING signature`);
  return rows.length > 0;
}

/** Forgets webhook signatures older than `before` (their timestamps are outside the window anyway). */
export async function pruneDeliveries(db: Db, before: number) {
  await db.query(sql`DELETE FROM payment_webhook_deliveries WHERE received_at < ${ts(before)}`);
}

// ---- withdraw passwords ----

export async function withdrawPassword(db: Db, memberId: string) {
  const [row] = await db.query<{ password_hash: string }>(sql`
    SELECT password_hash FROM withdraw_passwords WHERE member_id = ${memberId}::bigint`);
  return row;
}

export async function setWithdrawPassword(db: Db, memberId: string, hash: string, now: number) {
  await db.query(sql`
    INSERT INTO withdraw_passwords (member_id, password_hash, updated_at) VALUES (${memberId}::bigint, ${hash}, ${ts(now)})
    ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`);
}

// ---- payout accounts ----

export interface PayoutAccountRow {
  id: string;
  channel: string;
  account_no: string;
  holder_name: string;
  /** The bank branch's IFSC (channels whose rule asks for it), else null. */
  ifsc: string | null;
  created_at: string;
}
const PAYOUT_COLS = sql`id::text AS id, channel, account_no, holder_name, ifsc, ${iso('created_at')} AS created_at`;

export async function payoutAccounts(db: Db, memberId: string) {
  return db.query<PayoutAccountRow>(sql`
    SELECT ${PAYOUT_COLS} FROM payout_accounts WHERE member_id = ${memberId}::bigint AND removed_at IS NULL ORDER BY id`);
}

export async function payoutAccount(db: Db, memberId: string, id: string) {
  const [row] = await db.query<PayoutAccountRow>(sql`
    SELECT ${PAYOUT_COLS} FROM payout_accounts
    WHERE id = ${id}::bigint AND member_id = ${memberId}::bigint AND removed_at IS NULL`);
  return row;
}

/** Binds a payout account unless the member already has `max`; returns undefined when at the limit. */
export async function insertPayoutAccount(
  db: Db,
  a: {
    brand: string;
    memberId: string;
    channel: string;
    accountNo: string;
    holderName: string;
    ifsc: string | null;
    now: number;
  },
  max: number,
) {
  const [row] = await db.query<PayoutAccountRow>(sql`
    INSERT INTO payout_accounts (brand, member_id, channel, account_no, holder_name, ifsc, created_at)
    SELECT ${a.brand}, ${a.memberId}::bigint, ${a.channel}, ${a.accountNo}, ${a.holderName}, ${a.ifsc}, ${ts(a.now)}
    WHERE (SELECT count(*) FROM payout_accounts WHERE member_id = ${a.memberId}::bigint AND removed_at IS NULL) < ${max}
    RETURNING ${PAYOUT_COLS}`);
  return row;
}

export async function removePayoutAccount(db: Db, memberId: string, id: string, now: number) {
  const rows = await db.query(sql`
    UPDATE payout_accounts SET removed_at = ${ts(now)}
    WHERE id = ${id}::bigint AND member_id = ${memberId}::bigint AND removed_at IS NULL RETURNING id`);
  return rows.length > 0;
}

// ---- withdrawals ----

export interface WithdrawalRow {
  id: string;
  brand: string;
  member_id: string;
  username: string;
  currency: string;
  amount: string;
  status: 'held' | 'paid' | 'failed' | 'cancelled';
  channel: string;
  account_no: string;
  holder_name: string;
  ifsc: string | null;
  /** When an operator took the held withdrawal (the member can no longer cancel it), else null. */
  taken_at: string | null;
  reason: string | null;
  payout_reference: string | null;
  created_at: string;
  decided_at: string | null;
  paid_at: string | null;
  receipt_deadline: string | null;
  receipt_status: 'received' | 'not_received' | 'partly_received' | 'auto_received' | null;
  received_amount: string | null;
  remaining_amount: string | null;
  receipt_at: string | null;
  proof_ids: string | null;
  dispute_id: string | null;
  dispute_status: 'open' | 'resolved' | null;
  dispute_outcome: string | null;
}

const WITHDRAWAL_COLS = sql`w.id::text AS id, w.brand, w.member_id::text AS member_id, m.username, w.currency,
  w.amount::text AS amount, w.status, w.channel, w.account_no, w.holder_name, w.ifsc, ${iso('w.taken_at')} AS taken_at,
  w.reason, w.payout_reference,
  ${iso('w.created_at')} AS created_at, ${iso('w.decided_at')} AS decided_at, ${iso('w.paid_at')} AS paid_at,
  ${iso('w.receipt_deadline')} AS receipt_deadline, w.receipt_status, w.received_amount::text AS received_amount,
  w.remaining_amount::text AS remaining_amount, ${iso('w.receipt_at')} AS receipt_at,
  (SELECT string_agg(p.id::text, ',' ORDER BY p.id) FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS proof_ids,
  x.id::text AS dispute_id, x.status AS dispute_status, x.outcome AS dispute_outcome`;
const WITHDRAWAL_FROM = sql`withdrawals w JOIN members m ON m.id = w.member_id
  LEFT JOIN payment_disputes x ON x.withdrawal_id = w.id`;

export async function insertWithdrawal(
  db: Db,
  w: {
    brand: string;
    memberId: string;
    currency: string;
    amount: bigint;
    payoutAccountId: string;
    channel: string;
    accountNo: string;
    holderName: string;
    ifsc: string | null;
    now: number;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql`
    INSERT INTO withdrawals (brand, member_id, currency, amount, status, payout_account_id, channel, account_no,
      holder_name, ifsc, created_at)
    VALUES (${w.brand}, ${w.memberId}::bigint, ${w.currency}, ${w.amount.toString()}::bigint, 'held',
      ${w.payoutAccountId}::bigint, ${w.channel}, ${w.accountNo}, ${w.holderName}, ${w.ifsc}, ${ts(w.now)})
    RETURNING id::text AS id`);
  return row!.id;
}

/** One withdrawal; `lock` adds FOR UPDATE of the withdrawal row (inside a transaction). */
export async function findWithdrawal(db: Db, id: string, lock = false): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow>(sql`
    SELECT ${WITHDRAWAL_COLS} FROM ${WITHDRAWAL_FROM} WHERE w.id = ${id}::bigint ${lock ? sql`FOR UPDATE OF w` : sql``}`);
  return row;
}

export async function listWithdrawals(
  db: Db,
  f: { memberId?: string; status?: string; brand?: string; limit: number; offset: number },
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  return listPage<WithdrawalRow>(
    db,
    { cols: WITHDRAWAL_COLS, from: WITHDRAWAL_FROM, table: sql`withdrawals w`, alias: 'w' },
    f,
  );
}

/** held -> paid | failed (only from held). */
export async function decideWithdrawal(
  db: Db,
  id: string,
  d: {
    status: 'paid' | 'failed';
    by: string;
    reason: string | null;
    reference: string | null;
    now: number;
    receiptDeadline: number | null;
  },
) {
  const rows = await db.query(sql`
    UPDATE withdrawals SET status = ${d.status}, decided_by = ${d.by}, reason = ${d.reason},
      payout_reference = ${d.reference}, decided_at = ${ts(d.now)},
      paid_at = ${d.status === 'paid' ? ts(d.now) : sql`NULL`},
      receipt_deadline = ${d.receiptDeadline === null ? sql`NULL` : ts(d.receiptDeadline)}
    WHERE id = ${id}::bigint AND status = 'held' RETURNING id`);
  return rows.length > 0;
}

/** An operator takes a held withdrawal (first taker kept); false when it is not held. */
export async function takeWithdrawal(db: Db, id: string, by: string, now: number) {
  const rows = await db.query(sql`
    UPDATE withdrawals SET taken_at = COALESCE(taken_at, ${ts(now)}), taken_by = COALESCE(taken_by, ${by})
    WHERE id = ${id}::bigint AND status = 'held' RETURNING id`);
  return rows.length > 0;
}

/** held and not taken -> cancelled by the member; false otherwise. */
export async function cancelWithdrawal(db: Db, id: string, now: number) {
  const rows = await db.query(sql`
    UPDATE withdrawals SET status = 'cancelled', decided_by = 'member', decided_at = ${ts(now)}
    WHERE id = ${id}::bigint AND status = 'held' AND taken_at IS NULL RETURNING id`);
  return rows.length > 0;
}

/** Paid withdrawals whose receipt window passed unanswered count as received (spec section 4); all, or one. */
export async function autoReceive(db: Db, now: number, id?: string): Promise<number> {
  const rows = await db.query(sql`
    UPDATE withdrawals SET receipt_status = 'auto_received', receipt_at = ${ts(now)}
    WHERE status = 'paid' AND receipt_status IS NULL AND receipt_deadline <= ${ts(now)}
    ${id ? sql`AND id = ${id}::bigint` : sql``} RETURNING id`);
  return rows.length;
}

export async function setReceipt(
  db: Db,
  id: string,
  r: { status: string; received: bigint | null; remaining: bigint | null; now: number },
) {
  const rows = await db.query(sql`
    UPDATE withdrawals SET receipt_status = ${r.status}, received_amount = ${r.received?.toString() ?? null}::bigint,
      remaining_amount = ${r.remaining?.toString() ?? null}::bigint, receipt_at = ${ts(r.now)}
    WHERE id = ${id}::bigint AND status = 'paid' AND receipt_status IS NULL RETURNING id`);
  return rows.length > 0;
}

// ---- proofs ----

export async function proofCount(db: Db, withdrawalId: string) {
  const [row] = await db.query<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM withdrawal_proofs WHERE withdrawal_id = ${withdrawalId}::bigint`,
  );
  return Number(row!.n);
}

export async function insertProof(
  db: Db,
  p: { withdrawalId: string; memberId: string; mime: string; bytes: Buffer; sha256: string; now: number },
) {
  const hex = p.bytes.toString('hex');
  const [row] = await db.query<{ id: string }>(sql`
    INSERT INTO withdrawal_proofs (withdrawal_id, member_id, mime, size, sha256, bytes, created_at)
    VALUES (${p.withdrawalId}::bigint, ${p.memberId}::bigint, ${p.mime}, ${p.bytes.length}, ${p.sha256},
      decode(${hex}, 'hex'), ${ts(p.now)})
    RETURNING id::text AS id`);
  return row!.id;
}

export async function proofImage(db: Db, withdrawalId: string, proofId: string) {
  const [row] = await db.query<{ mime: string; hex: string }>(sql`
    SELECT mime, encode(bytes, 'hex') AS hex FROM withdrawal_proofs
    WHERE id = ${proofId}::bigint AND withdrawal_id = ${withdrawalId}::bigint`);
  return row && { mime: row.mime, bytes: Buffer.from(row.hex, 'hex') };
}

// ---- disputes ----

export interface DisputeRow {
  id: string;
  withdrawal_id: string;
  brand: string;
  member_id: string;
  username: string;
  kind: string;
  currency: string;
  claimed_amount: string;
  status: 'open' | 'resolved';
  outcome: string | null;
  note: string | null;
  created_at: string;
  resolved_at: string | null;
}
const DISPUTE_COLS = sql`x.id::text AS id, x.withdrawal_id::text AS withdrawal_id, x.brand,
  x.member_id::text AS member_id, m.username, x.kind, x.currency, x.claimed_amount::text AS claimed_amount, x.status,
  x.outcome, x.note, ${iso('x.created_at')} AS created_at, ${iso('x.resolved_at')} AS resolved_at`;

export async function insertDispute(
  db: Db,
  d: {
    withdrawalId: string;
    brand: string;
    memberId: string;
    kind: string;
    currency: string;
    claimed: bigint;
    now: number;
  },
) {
  await db.query(sql`
    INSERT INTO payment_disputes (withdrawal_id, brand, member_id, kind, currency, claimed_amount, created_at)
    VALUES (${d.withdrawalId}::bigint, ${d.brand}, ${d.memberId}::bigint, ${d.kind}, ${d.currency},
      ${d.claimed.toString()}::bigint, ${ts(d.now)})`);
}

export async function findDispute(db: Db, id: string, lock = false): Promise<DisputeRow | undefined> {
  const [row] = await db.query<DisputeRow>(sql`
    SELECT ${DISPUTE_COLS} FROM payment_disputes x JOIN members m ON m.id = x.member_id WHERE x.id = ${id}::bigint
    ${lock ? sql`FOR UPDATE OF x` : sql``}`);
  return row;
}

export async function listDisputes(
  db: Db,
  f: { status?: string; brand?: string; limit: number; offset: number },
): Promise<{ total: number; rows: DisputeRow[] }> {
  return listPage<DisputeRow>(
    db,
    {
      cols: DISPUTE_COLS,
      from: sql`payment_disputes x JOIN members m ON m.id = x.member_id`,
      table: sql`payment_disputes x`,
      alias: 'x',
    },
    f,
  );
}

export async function resolveDispute(
  db: Db,
  id: string,
  r: { outcome: string; note: string | null; by: string; now: number },
) {
  const rows = await db.query(sql`
    UPDATE payment_disputes SET status = 'resolved', outcome = ${r.outcome}, note = ${r.note}, resolved_by = ${r.by},
      resolved_at = ${ts(r.now)}
    WHERE id = ${id}::bigint AND status = 'open' RETURNING id`);
  return rows.length > 0;
}

/**
 * One page of a back-office list, newest (highest id) first: `cols` of `from`, filtered by the optional member,
 * status and brand of the table aliased `alias` (`table`, which the total counts without the joins), with the number
 * of rows the filter matches. `alias` is a constant of this module, never input.
 */
async function listPage<R>(
  db: Db,
  q: { cols: SQL; from: SQL; table: SQL; alias: 'd' | 'w' | 'x' },
  f: { memberId?: string; status?: string; brand?: string; limit: number; offset: number },
): Promise<{ total: number; rows: R[] }> {
  const col = (name: string) => sql.raw(`${q.alias}.${name}`);
  const where = conds([
    f.memberId ? sql`${col('member_id')} = ${f.memberId}::bigint` : undefined,
    f.status ? sql`${col('status')} = ${f.status}` : undefined,
    f.brand ? sql`${col('brand')} = ${f.brand}` : undefined,
  ]);
  const rows = await db.query<R & { total: string }>(sql`
    SELECT ${q.cols}, count(*) OVER ()::text AS total FROM ${q.from} WHERE ${where}
    ORDER BY ${col('id')} DESC LIMIT ${f.limit} OFFSET ${f.offset}`);
  return {
    total: await pageTotal(db, rows, sql`SELECT count(*)::text AS n FROM ${q.table} WHERE ${where}`),
    rows,
  };
}

/**
 * The total of a list query whose rows carry `count(*) OVER ()` as `total`; a page past the end has no row to carry it,
 * so `count` (a `SELECT count(*)::text AS n ...` of the same filter) answers instead.
 */
async function pageTotal(db: Db, rows: Array<{ total: string }>, count: SQL): Promise<number> {
  if (rows[0]) return Number(rows[0].total);
  return Number((await db.query<{ n: string }>(count))[0]!.n);
}

function conds(list: Array<SQL | undefined>): SQL {
  const present = list.filter((c): c is SQL => !!c);
  return present.length ? sql.join(present, sql` AND `) : sql`TRUE`;
}
