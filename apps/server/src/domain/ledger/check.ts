/**
 * Ledger invariants (docs/architecture.md "Ledger"): what `npm run ledger:check` and the tests verify on a live database.
 *  1. every hot balance equals the sum of its account's transfers (credits minus debits);
 *  2. no member-owned (cash, trial, points, vendor) balance below zero, stored or computed;
 *  3. each idempotency key used once;
 *  4. every member-owned account has exactly one hot balance row, and house/clearing accounts have none;
 *  5. both sides of every transfer name existing accounts of one currency (trial and points never mix with cash: D10,
 *     D11);
 *  6. the recorded balance-after of every member-side transfer equals the running sum up to it (id order is the order
 *     in which the locked balance rows were updated).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';

export interface LedgerCheckReport {
  ok: boolean;
  /** One precise line per violated invariant instance (account id, owner, expected and found). */
  problems: string[];
  accounts: number;
  transfers: number;
}

const LIMIT = 50;

/** Checks every ledger invariant; never throws on a violation, reports it. */
export async function ledgerCheck(db: Db): Promise<LedgerCheckReport> {
  const problems: string[] = [];
  type AccountRow = {
    id: string;
    brand: string;
    member_id: string | null;
    kind: string;
    currency: string;
    vendor: string;
    name: string;
  };
  const label = (r: AccountRow) =>
    `account ${r.id} (${r.brand} ${r.member_id ? `member ${r.member_id}` : r.name} ${r.kind}${r.vendor ? ` ${r.vendor}` : ''} ${r.currency})`;
  const sums = await db.query<AccountRow & { balance: string | null; computed: string }>(sql`
    WITH c AS (SELECT credit_account_id AS id, sum(amount) AS s FROM ledger_transfers GROUP BY 1),
    d AS (SELECT debit_account_id AS id, sum(amount) AS s FROM ledger_transfers GROUP BY 1)
    SELECT a.id::text AS id, a.brand, a.member_id::text AS member_id, a.kind, a.currency, a.vendor, a.name,
      b.balance::text AS balance, (COALESCE(c.s, 0) - COALESCE(d.s, 0))::text AS computed
    FROM ledger_accounts a
    LEFT JOIN ledger_balances b ON b.account_id = a.id
    LEFT JOIN c ON c.id = a.id LEFT JOIN d ON d.id = a.id
    WHERE a.member_id IS NOT NULL AND (b.balance IS NULL OR b.balance <> COALESCE(c.s, 0) - COALESCE(d.s, 0)
        OR b.balance < 0 OR COALESCE(c.s, 0) - COALESCE(d.s, 0) < 0)
      OR a.member_id IS NULL AND b.account_id IS NOT NULL
    ORDER BY a.id LIMIT ${LIMIT}`);
  for (const r of sums) {
    if (!r.member_id)
      problems.push(`${label(r)}: house/clearing account has a hot balance row (${r.balance})`);
    else if (r.balance === null) problems.push(`${label(r)}: member account has no hot balance row`);
    else {
      if (r.balance !== r.computed)
        problems.push(`${label(r)}: hot balance ${r.balance} <> sum of transfers ${r.computed}`);
      if (BigInt(r.balance) < 0n || BigInt(r.computed) < 0n)
        problems.push(`${label(r)}: negative balance (hot ${r.balance}, transfers ${r.computed})`);
    }
  }

  const orphans = await db.query<{ account_id: string }>(sql`
    SELECT b.account_id::text AS account_id FROM ledger_balances b
    LEFT JOIN ledger_accounts a ON a.id = b.account_id WHERE a.id IS NULL LIMIT ${LIMIT}`);
  for (const o of orphans) problems.push(`balance row ${o.account_id}: no such account`);

  const keys = await db.query<{ idempotency_key: string; n: string; ids: string }>(sql`
    SELECT idempotency_key, count(*)::text AS n, string_agg(id::text, ',' ORDER BY id) AS ids
    FROM ledger_transfers GROUP BY idempotency_key HAVING count(*) > 1 ORDER BY 1 LIMIT ${LIMIT}`);
  for (const k of keys)
    problems.push(
      `idempotency key ${JSON.stringify(k.idempotency_key)} used ${k.n} times (transfers ${k.ids})`,
    );

  const mixed = await db.query<{ id: string; dc: string | null; cc: string | null }>(sql`
    SELECT t.id::text AS id, d.currency AS dc, c.currency AS cc FROM ledger_transfers t
    LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id
    WHERE d.id IS NULL OR c.id IS NULL OR d.currency <> c.currency OR t.amount <= 0 ORDER BY t.id LIMIT ${LIMIT}`);
  for (const m of mixed)
    problems.push(
      m.dc === null || m.cc === null
        ? `transfer ${m.id}: references an unknown account (debit ${m.dc ?? 'missing'}, credit ${m.cc ?? 'missing'})`
        : `transfer ${m.id}: debit currency ${m.dc} <> credit currency ${m.cc} or amount <= 0`,
    );

  const after = await db.query<{
    id: string;
    account_id: string;
    recorded: string | null;
    running: string;
  }>(sql`
    WITH sides AS (
      SELECT t.id, t.debit_account_id AS account_id, -t.amount AS delta, t.debit_balance_after AS recorded
      FROM ledger_transfers t JOIN ledger_balances b ON b.account_id = t.debit_account_id
      UNION ALL
      SELECT t.id, t.credit_account_id, t.amount, t.credit_balance_after
      FROM ledger_transfers t JOIN ledger_balances b ON b.account_id = t.credit_account_id
    ), run AS (
      SELECT id, account_id, recorded, sum(delta) OVER (PARTITION BY account_id ORDER BY id) AS running FROM sides
    )
    SELECT id::text AS id, account_id::text AS account_id, recorded::text AS recorded, running::text AS running
    FROM run WHERE recorded IS DISTINCT FROM running ORDER BY id LIMIT ${LIMIT}`);
  for (const a of after)
    problems.push(
      `transfer ${a.id}: account ${a.account_id} balance-after ${a.recorded ?? 'missing'} <> running sum ${a.running}`,
    );

  const [counts] = await db.query<{ accounts: number; transfers: number }>(sql`
    SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts, (SELECT count(*) FROM ledger_transfers)::int AS transfers`);
  return { ok: problems.length === 0, problems, accounts: counts!.accounts, transfers: counts!.transfers };
}
