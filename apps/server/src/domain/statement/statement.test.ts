/**
 * Account statement over HTTP (GLI-19 2.5.9; @playdeck/api-client/player): range edges in the brand's timezone,
 * opening and closing balances against the ledger, paging, and the CSV download whose sums equal the balances
 * `ledger:check` verifies. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementValue } from '@playdeck/api-client/player';
import { balanceOf, ledgerCheck, transfer } from '../ledger/index.ts';
import { zonedMidnight } from '../agent/settlement/engine.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { STATEMENT_CSV_HEADER } from './service.ts';

const TZ = 'Asia/Dhaka'; // the deshplay test brand's timezone
const DAY_MS = 86_400_000;
// The statement's clock: 2026-03-15 10:00 in Dhaka (04:00 UTC); its "today" and its 12 months follow it. Members
// register on the real clock (the captcha's lifetime is signed with it), then the clock moves to this day.
const STATEMENT_NOW = Date.parse('2026-03-15T04:00:00.000Z');
let clock = STATEMENT_NOW;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** Midnight starting a Dhaka calendar day (month 1-based). */
const midnight = (y: number, m: number, d: number) => zonedMidnight(y, m - 1, d, TZ);

let seq = 0;
/** A registered member and its id. */
async function member() {
  clock = Date.now();
  const m = await t.register();
  clock = STATEMENT_NOW;
  const id = (await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token })).body.value!.id;
  return { ...m, id };
}
const cash = (memberId: string) => ({ kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId }) as const;
const house = { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' } as const;

/** A transfer into (`minor` > 0) or out of the member's cash account, dated `at` (ms). */
async function move(memberId: string, minor: bigint, at: number) {
  const r = await transfer(t.db, {
    debit: minor > 0n ? house : cash(memberId),
    credit: minor > 0n ? cash(memberId) : house,
    amountMinor: minor > 0n ? minor : -minor,
    kind: 'test.fund',
    idempotencyKey: `test:statement:${++seq}`,
  });
  // The ledger stamps transfers with the database clock; the statement is about days, so each is moved to its day.
  await t.db.query(
    sql`UPDATE ledger_transfers SET created_at = ${new Date(at).toISOString()}::timestamptz WHERE id = ${r.id}::bigint`,
  );
  return r.id;
}

const statement = (token: string, q: string) =>
  t.req<StatementValue>('GET', `/wps/player/statement?${q}`, { token });

/** Parses the CSV download (no quoted fields in these rows). */
function parseCsv(text: string) {
  const lines = text.split('\r\n').filter(Boolean);
  return { header: lines[0], rows: lines.slice(1).map((l) => l.split(',')) };
}

/** Decimal string (2 decimals, BDT) to minor units. */
const minor = (s: string) => BigInt(s.replace('.', ''));

describe('account statement', () => {
  it('opens and closes at the ledger balance on the range edges of the brand timezone', async () => {
    const m = await member();
    // Before the range: 100.00 in, at 23:59:59.999 on 12 March (Dhaka).
    await move(m.id, 10_000n, midnight(2026, 3, 13) - 1);
    // In the range 13..14 March: first and last milliseconds.
    const first = await move(m.id, 2_500n, midnight(2026, 3, 13));
    const second = await move(m.id, -1_200n, midnight(2026, 3, 15) - 1);
    // After the range: today.
    await move(m.id, 700n, midnight(2026, 3, 15) + 1000);

    const r = await statement(m.token, 'from=2026-03-13&to=2026-03-14');
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      currency: 'BDT',
      timeZone: TZ,
      opening: '100.00',
      credits: '25.00',
      debits: '12.00',
      closing: '113.00',
      total: 2,
      rows: [
        { id: first, kind: 'test.fund', amount: '25.00', balance: '125.00' },
        { id: second, kind: 'test.fund', amount: '-12.00', balance: '113.00' },
      ],
    });
    expect(r.body.value!.rows[0]!.time).toBe(new Date(midnight(2026, 3, 13)).toISOString());

    // One day: the 14th holds only the debit; the 12th only the opening credit.
    const d14 = await statement(m.token, 'from=2026-03-14&to=2026-03-14');
    expect(d14.body.value).toMatchObject({ opening: '125.00', closing: '113.00', total: 1 });
    const d12 = await statement(m.token, 'from=2026-03-12&to=2026-03-12');
    expect(d12.body.value).toMatchObject({ opening: '0.00', closing: '100.00', total: 1 });

    // A range ending today closes at the hot balance, which ledger:check holds to the sum of transfers.
    const now = await statement(m.token, 'from=2026-03-01&to=2026-03-15');
    const hot = await balanceOf(t.db, cash(m.id));
    expect(minor(now.body.value!.closing)).toBe(hot);
    expect(hot).toBe(12_000n);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it('pages oldest first, each row carrying the balance after it', async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) await move(m.id, BigInt(i * 100), midnight(2026, 3, 10) + i * 60_000);
    const p2 = await statement(m.token, 'from=2026-03-10&to=2026-03-10&pageNo=2&pageSize=2');
    expect(p2.body.value).toMatchObject({
      opening: '0.00',
      closing: '15.00',
      total: 5,
      rows: [
        { amount: '3.00', balance: '6.00' },
        { amount: '4.00', balance: '10.00' },
      ],
    });
    const past = await statement(m.token, 'from=2026-03-10&to=2026-03-10&pageNo=4&pageSize=2');
    expect(past.body.value).toMatchObject({ total: 5, rows: [] });
  });

  it('refuses ranges outside the last 12 months, ending after today or reversed, with a stable code', async () => {
    const m = await member();
    // 15 March 2025 is exactly 12 months back: allowed; the 14th is not.
    expect((await statement(m.token, 'from=2025-03-15&to=2025-03-20')).status).toBe(200);
    for (const q of [
      'from=2025-03-14&to=2025-03-20',
      'from=2026-03-10&to=2026-03-16',
      'from=2026-03-12&to=2026-03-11',
    ]) {
      const r = await statement(m.token, q);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        errorCode: 'STATEMENT_RANGE',
        message: 'Please choose dates within the last 12 months, the start not after the end',
      });
    }
    const bn = await t.req('GET', '/wps/player/statement?from=2026-03-12&to=2026-03-11', {
      token: m.token,
      headers: { language: 'bn' },
    });
    expect(bn.body.message).toBe('অনুগ্রহ করে গত ১২ মাসের মধ্যে তারিখ বেছে নিন, শুরু শেষের পরে নয়');
    const bad = await statement(m.token, 'from=2026-02-30&to=2026-03-01');
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'from' } });
    expect((await t.req('GET', '/wps/player/statement?from=2026-03-01&to=2026-03-02')).status).toBe(401);
  });

  it('downloads a CSV whose opening plus amounts equals the closing and the ledger balance', async () => {
    const m = await member();
    await move(m.id, 50_000n, clock - 40 * DAY_MS);
    let expected = 50_000n;
    for (let i = 0; i < 25; i++) {
      const amount = i % 3 === 2 ? -BigInt(700 + i) : BigInt(1_000 + i * 13);
      await move(m.id, amount, clock - (20 - (i % 20)) * DAY_MS + i * 1000);
      expected += amount;
    }
    const r = await t.req('GET', '/wps/player/statement.csv?from=2026-02-01&to=2026-03-15', {
      token: m.token,
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-02-01-2026-03-15.csv"',
    );
    const { header, rows } = parseCsv(r.raw.body);
    expect(header).toBe(STATEMENT_CSV_HEADER);
    const opening = rows[0]!;
    const closing = rows.at(-1)!;
    expect(opening[2]).toBe('opening');
    expect(closing[2]).toBe('closing');
    const moves = rows.slice(1, -1);
    expect(moves).toHaveLength(26);
    let sum = minor(opening[4]!);
    for (const row of moves) {
      sum += minor(row[3]!);
      // Each line's balance is the running sum.
      expect(minor(row[4]!)).toBe(sum);
    }
    expect(minor(closing[4]!)).toBe(sum);
    // ledger:check's view: the hot balance equals the sum of the account's transfers, and so does the CSV.
    expect(sum).toBe(expected);
    expect(sum).toBe(await balanceOf(t.db, cash(m.id)));
    const [computed] = await t.db.query<{ s: string }>(sql`
      SELECT (COALESCE(sum(amount) FILTER (WHERE credit_account_id = a.id), 0)
        - COALESCE(sum(amount) FILTER (WHERE debit_account_id = a.id), 0))::text AS s
      FROM ledger_accounts a JOIN ledger_transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)
      WHERE a.member_id = ${m.id}::bigint AND a.kind = 'cash' GROUP BY a.id`);
    expect(BigInt(computed!.s)).toBe(sum);
    expect((await ledgerCheck(t.db)).ok).toBe(true);

    // The same range as JSON agrees.
    const json = await statement(m.token, 'from=2026-02-01&to=2026-03-15');
    expect(minor(json.body.value!.closing)).toBe(sum);

    // A refused range is the JSON envelope, not a half-written file.
    const refused = await t.req('GET', '/wps/player/statement.csv?from=2024-01-01&to=2024-01-02', {
      token: m.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'STATEMENT_RANGE' });
  });
});
