/**
 * Account statement of a member's main wallet (GLI-19 2.5.9 "account statement"; UKGC LCCP 4.1 customer records): the
 * brand-currency cash account over whole days of the brand's timezone, within the last 12 months. The ledger is the
 * source of truth (docs/architecture.md "Ledger"): the opening balance is the sum of the account's transfers before
 * the range, each row's balance is the opening plus the running sum in transfer-id order (the order the hot balance
 * was updated in), and the closing balance is the opening plus every transfer of the range, so for a range ending
 * today it equals the hot balance `ledger:check` verifies. Amounts are bigint minor units; shown as decimal strings.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { accountId } from '../ledger/index.ts';
import { formatMinor } from '../money.ts';
import { zonedMidnight } from '../agent/settlement/engine.ts';

/** How far back a statement may start: 12 months (GLI-19 2.5.9 keeps statements available for a year at least). */
export const STATEMENT_MONTHS = 12;

/** A statement request: the member, the brand, and inclusive brand-timezone days `from`..`to` (`yyyy-MM-dd`). */
export interface StatementRange {
  memberId: string;
  brand: string;
  currency: string;
  exponent: number;
  timeZone: string;
  from: string;
  to: string;
  /** The server's clock, ms. */
  now: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [y, m (0-based), d] of a real calendar day `yyyy-MM-dd`, or null. */
function parseDay(s: string): [number, number, number] | null {
  const m = DAY.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const t = new Date(Date.UTC(y, mo, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo && t.getUTCDate() === d ? [y, mo, d] : null;
}

/** `yyyy-MM-dd` of instant `t` in `timeZone`. */
function dayIn(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);
}

/**
 * The instants of a statement range: [start of `from`, start of the day after `to`) in the brand's timezone.
 * @throws VALIDATION (field from or to) when a day is not a real `yyyy-MM-dd` date; STATEMENT_RANGE when `from` is
 *   after `to`, `to` is after today, or `from` is more than {@link STATEMENT_MONTHS} months before today (brand
 *   timezone).
 */
export function statementWindow(r: Pick<StatementRange, 'from' | 'to' | 'timeZone' | 'now'>): {
  start: number;
  end: number;
} {
  const f = parseDay(r.from);
  if (!f) throw fail('VALIDATION', { field: 'from' });
  const t = parseDay(r.to);
  if (!t) throw fail('VALIDATION', { field: 'to' });
  const today = dayIn(r.now, r.timeZone);
  const [ty, tm, td] = parseDay(today)!;
  // The same calendar day 12 months ago (29 February goes to 1 March, as Date.UTC overflows).
  const earliest = new Date(Date.UTC(ty, tm - STATEMENT_MONTHS, td)).toISOString().slice(0, 10);
  if (r.from > r.to || r.to > today || r.from < earliest)
    throw fail('STATEMENT_RANGE', { field: r.from > r.to || r.to > today ? 'to' : 'from', earliest, today });
  return {
    start: zonedMidnight(f[0], f[1], f[2], r.timeZone),
    end: zonedMidnight(t[0], t[1], t[2] + 1, r.timeZone),
  };
}

/** The member's side of every transfer on account `id`: signed amount (credit +, debit -). */
const sides = (id: string) => sql`
  SELECT t.id, t.created_at, t.kind, t.amount AS amt FROM ledger_transfers t WHERE t.credit_account_id = ${id}::bigint
  UNION ALL
  SELECT t.id, t.created_at, t.kind, -t.amount FROM ledger_transfers t WHERE t.debit_account_id = ${id}::bigint`;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const isoTime = sql`to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Minor-unit figures of a statement (before formatting). */
export interface StatementTotals {
  accountId: string | undefined;
  start: number;
  end: number;
  opening: bigint;
  credits: bigint;
  debits: bigint;
  closing: bigint;
  total: number;
}

/**
 * Opening and closing balances and the sums in and out of the range (minor units).
 * @throws as {@link statementWindow}
 */
export async function statementTotals(db: Db, r: StatementRange): Promise<StatementTotals> {
  const { start, end } = statementWindow(r);
  const id = await accountId(
    db,
    { kind: 'cash', brand: r.brand, currency: r.currency, memberId: r.memberId },
    false,
  );
  if (!id) return { accountId: id, start, end, opening: 0n, credits: 0n, debits: 0n, closing: 0n, total: 0 };
  const [row] = await db.query<{ opening: string; credits: string; debits: string; n: string }>(sql`
    WITH x AS (${sides(id)})
    SELECT COALESCE(sum(amt) FILTER (WHERE created_at < ${at(start)}), 0)::text AS opening,
      COALESCE(sum(amt) FILTER (WHERE created_at >= ${at(start)} AND created_at < ${at(end)} AND amt > 0), 0)::text
        AS credits,
      COALESCE(-sum(amt) FILTER (WHERE created_at >= ${at(start)} AND created_at < ${at(end)} AND amt < 0), 0)::text
        AS debits,
      count(*) FILTER (WHERE created_at >= ${at(start)} AND created_at < ${at(end)})::text AS n
    FROM x`);
  const opening = BigInt(row!.opening);
  const credits = BigInt(row!.credits);
  const debits = BigInt(row!.debits);
  return {
    accountId: id,
    start,
    end,
    opening,
    credits,
    debits,
    closing: opening + credits - debits,
    total: Number(row!.n),
  };
}

/** One statement row in minor units. */
export interface StatementLine {
  id: string;
  time: string;
  kind: string;
  amount: bigint;
  balance: bigint;
}

/**
 * Rows of the range in transfer-id order, after transfer `afterId` (keyset; '0' for the first), at most `limit`,
 * each with the balance after it (`runningBefore` is the balance before the first row returned).
 */
async function lines(
  db: Db,
  t: StatementTotals,
  where: SQL,
  limit: number,
  runningBefore: bigint,
): Promise<StatementLine[]> {
  const rows = await db.query<{ id: string; time: string; kind: string; amt: string }>(sql`
    WITH x AS (${sides(t.accountId!)})
    SELECT x.id::text AS id, ${isoTime} AS time, x.kind, x.amt::text AS amt FROM x
    WHERE x.created_at >= ${at(t.start)} AND x.created_at < ${at(t.end)} AND ${where}
    ORDER BY x.id LIMIT ${limit}`);
  let balance = runningBefore;
  return rows.map((r) => {
    const amount = BigInt(r.amt);
    balance += amount;
    return { id: r.id, time: r.time, kind: r.kind, amount, balance };
  });
}

/**
 * One page of a statement (oldest first; `pageNo` from 1) with its opening and closing balances.
 * @returns the shape of @playdeck/api-client/player StatementValue
 * @throws as {@link statementWindow}
 */
export async function statementPage(db: Db, r: StatementRange & { pageNo: number; pageSize: number }) {
  const t = await statementTotals(db, r);
  let rows: StatementLine[] = [];
  const offset = (r.pageNo - 1) * r.pageSize;
  if (t.accountId && offset < t.total) {
    // The balance before the page: the opening plus every row of the range before it.
    const [before] = await db.query<{ s: string; after: string }>(sql`
      WITH x AS (${sides(t.accountId)}),
      p AS (SELECT id, amt FROM x WHERE created_at >= ${at(t.start)} AND created_at < ${at(t.end)}
        ORDER BY id LIMIT ${offset})
      SELECT COALESCE(sum(amt), 0)::text AS s, COALESCE(max(id), 0)::text AS after FROM p`);
    rows = await lines(
      db,
      t,
      sql`x.id > ${before!.after}::bigint`,
      r.pageSize,
      t.opening + BigInt(before!.s),
    );
  }
  const money = (v: bigint) => formatMinor(v, r.exponent);
  return {
    currency: r.currency,
    timeZone: r.timeZone,
    from: r.from,
    to: r.to,
    opening: money(t.opening),
    closing: money(t.closing),
    credits: money(t.credits),
    debits: money(t.debits),
    total: t.total,
    rows: rows.map((l) => ({
      id: l.id,
      time: l.time,
      kind: l.kind,
      amount: money(l.amount),
      balance: money(l.balance),
    })),
  };
}

/** Quotes a CSV field when it holds a comma, quote or line break (RFC 4180). */
function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/** The CSV header line of {@link statementCsv}. */
export const STATEMENT_CSV_HEADER = 'time,transfer_id,kind,amount,balance,currency';

/**
 * The statement as CSV lines (RFC 4180, CRLF), streamed in batches of `batch` transfers: the header, an `opening`
 * line (the balance at the start of `from`), one line per transfer (signed amount, balance after), and a `closing`
 * line. Amounts are decimal strings in the major unit; the opening plus the amounts equals the closing balance.
 * @throws as {@link statementWindow} (before the first line, so a refusal is still a JSON envelope)
 */
export async function statementCsv(
  db: Db,
  r: StatementRange,
  batch = 1000,
): Promise<AsyncGenerator<string, void, unknown>> {
  const t = await statementTotals(db, r);
  const money = (v: bigint) => formatMinor(v, r.exponent);
  const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;
  return (async function* () {
    yield line(STATEMENT_CSV_HEADER.split(','));
    yield line([new Date(t.start).toISOString(), '', 'opening', '', money(t.opening), r.currency]);
    let after = '0';
    let running = t.opening;
    while (t.accountId) {
      const rows = await lines(db, t, sql`x.id > ${after}::bigint`, batch, running);
      for (const l of rows) yield line([l.time, l.id, l.kind, money(l.amount), money(l.balance), r.currency]);
      const last = rows.at(-1);
      if (last) ({ id: after, balance: running } = last);
      if (rows.length < batch) break;
    }
    const closeAt = Math.min(t.end, r.now);
    yield line([new Date(closeAt).toISOString(), '', 'closing', '', money(running), r.currency]);
  })();
}
