/** Ledger core (docs/architecture.md "Ledger"; docs/decisions.md D10): transfers, idempotency, refusals that write nothing, records, the checker. */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDb } from '../../infra/db/client.ts';
import { migrationFiles } from '../../infra/db/migrate.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  MAX_MINOR,
  TRIAL_CURRENCY,
  balanceOf,
  ledgerCheck,
  memberBalances,
  memberTransfers,
  transfer,
  transferByKey,
  type AccountRef,
  type TransferInput,
} from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const B = 'deshplay';
const key = () => `test:${randomBytes(8).toString('hex')}`;
async function newMember(brand = B): Promise<string> {
  const name = `l${randomBytes(5).toString('hex')}`;
  const [row] = await t.db.query<{ id: string }>(sql`
    INSERT INTO members (brand, username, username_key, password_hash) VALUES (${brand}, ${name}, ${name}, 'x')
    RETURNING id::text AS id`);
  return row!.id;
}
const cash = (memberId: string): AccountRef => ({ kind: 'cash', brand: B, currency: 'BDT', memberId });
const vendor = (memberId: string, v = 'AG'): AccountRef => ({
  kind: 'vendor',
  brand: B,
  currency: 'BDT',
  memberId,
  vendor: v,
});
const deposits: AccountRef = { kind: 'clearing', brand: B, currency: 'BDT', name: 'deposits' };
const count = async () =>
  Number((await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM ledger_transfers`))[0]!.n);
async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.errorCode;
    throw e;
  }
  return 'no error';
}

describe('transfer', () => {
  it('reports the member-owned balances after the transfer', async () => {
    const m = await newMember();
    const d = await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 10_000n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    expect(d.creditBalanceAfter).toBe(10_000n);
    expect(d.debitBalanceAfter).toBeUndefined(); // a clearing account keeps no hot balance
    const w = await transfer(t.db, {
      debit: cash(m),
      credit: vendor(m),
      amountMinor: 2_500n,
      kind: 'wallet.transfer',
      idempotencyKey: key(),
    });
    expect([w.debitBalanceAfter, w.creditBalanceAfter]).toEqual([7_500n, 2_500n]);
  });

  it('forgets an account opened by a transaction that rolled back (no stale cached id afterwards)', async () => {
    const m = await newMember();
    await expect(
      t.db.tx(async (tx) => {
        await transfer(tx, {
          debit: deposits,
          credit: cash(m),
          amountMinor: 1_000n,
          kind: 'deposit',
          idempotencyKey: key(),
        });
        expect(await balanceOf(tx, cash(m))).toBe(1_000n);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await balanceOf(t.db, cash(m))).toBe(0n);
    // A cached id of the rolled-back account row would make this insert fail on its foreign key.
    const r = await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 700n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    expect(r.creditBalanceAfter).toBe(700n);
    expect(await balanceOf(t.db, cash(m))).toBe(700n);
  });

  it('moves money between a clearing account and a member, keeping both sides and the balance-after', async () => {
    const m = await newMember();
    const r = await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 10_000n,
      kind: 'deposit',
      idempotencyKey: key(),
      metadata: { ref: 'x1' },
    });
    expect(r.duplicate).toBe(false);
    expect(r.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await transfer(t.db, {
      debit: cash(m),
      credit: vendor(m),
      amountMinor: 2_500n,
      kind: 'wallet.transfer',
      idempotencyKey: key(),
    });
    expect(await balanceOf(t.db, cash(m))).toBe(7_500n);
    expect(await balanceOf(t.db, vendor(m))).toBe(2_500n);
    expect(await balanceOf(t.db, vendor(m, 'PT'))).toBe(0n);
    const all = await memberBalances(t.db, m);
    expect(all).toEqual([
      { kind: 'cash', currency: 'BDT', balanceMinor: 7_500n },
      { kind: 'vendor', currency: 'BDT', vendor: 'AG', balanceMinor: 2_500n },
    ]);
    const rec = await memberTransfers(t.db, { memberId: m, pageNo: 1, pageSize: 10 });
    expect(rec.total).toBe(3); // the wallet transfer shows once per side
    expect(rec.rows.map((x) => [x.kind, x.accountKind, x.amountMinor, x.balanceAfterMinor])).toEqual(
      expect.arrayContaining([
        ['deposit', 'cash', 10_000n, 10_000n],
        ['wallet.transfer', 'cash', -2_500n, 7_500n],
        ['wallet.transfer', 'vendor', 2_500n, 2_500n],
      ]),
    );
    expect(rec.rows.find((x) => x.kind === 'deposit')!.metadata).toEqual({ ref: 'x1' });
    const deps = await memberTransfers(t.db, { memberId: m, kinds: ['deposit'], pageNo: 1, pageSize: 10 });
    expect(deps.total).toBe(1);
    const page2 = await memberTransfers(t.db, { memberId: m, pageNo: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.rows).toHaveLength(1);
    const future = await memberTransfers(t.db, {
      memberId: m,
      from: new Date(Date.now() + 3_600_000),
      pageNo: 1,
      pageSize: 10,
    });
    expect(future).toEqual({ total: 0, rows: [] });
    // The clearing account keeps no hot row: its balance is the sum of its transfers (it paid out).
    expect(await balanceOf(t.db, deposits)).toBeLessThanOrEqual(-10_000n);
  });

  it('returns the original transfer for a repeated key and refuses the key for different content', async () => {
    const m = await newMember();
    const k = key();
    const input: TransferInput = {
      debit: deposits,
      credit: cash(m),
      amountMinor: 500n,
      kind: 'deposit',
      idempotencyKey: k,
    };
    const first = await transfer(t.db, input);
    const again = await transfer(t.db, { ...input, metadata: { retried: true } });
    // The original transfer, without balances-after: they may have moved since.
    expect(again).toEqual({ id: first.id, createdAt: first.createdAt, duplicate: true });
    const before = await count();
    expect(await errorCode(transfer(t.db, { ...input, amountMinor: 501n }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await errorCode(transfer(t.db, { ...input, kind: 'bonus' }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await errorCode(transfer(t.db, { ...input, credit: vendor(m) }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await count()).toBe(before);
    expect(await balanceOf(t.db, cash(m))).toBe(500n);
    expect((await transferByKey(t.db, k))!.id).toBe(first.id);
  });

  it('refuses a debit beyond the member balance and writes nothing; a retry of a done transfer still answers', async () => {
    const m = await newMember();
    const k = key();
    await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 300n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    const spend: TransferInput = {
      debit: cash(m),
      credit: vendor(m),
      amountMinor: 300n,
      kind: 'wallet.transfer',
      idempotencyKey: k,
    };
    await transfer(t.db, spend);
    const before = await count();
    expect(await errorCode(transfer(t.db, { ...spend, amountMinor: 1n, idempotencyKey: key() }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await count()).toBe(before);
    expect(await balanceOf(t.db, cash(m))).toBe(0n);
    // The balance is now short, but the key was used by this very transfer: the original is returned.
    expect((await transfer(t.db, spend)).duplicate).toBe(true);
    // A never-used account has nothing to give.
    expect(
      await errorCode(
        transfer(t.db, {
          debit: vendor(m, 'PT'),
          credit: cash(m),
          amountMinor: 1n,
          kind: 'test.fund',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
  });

  it('keeps trial funds and points in their own currencies (D10, D11)', async () => {
    const m = await newMember();
    const trial: AccountRef = { kind: 'trial', brand: B, currency: TRIAL_CURRENCY, memberId: m };
    const funding: AccountRef = { kind: 'house', brand: B, currency: TRIAL_CURRENCY, name: 'trial-funding' };
    await transfer(t.db, {
      debit: funding,
      credit: trial,
      amountMinor: 200_000n,
      kind: 'trial.grant',
      idempotencyKey: key(),
    });
    const before = await count();
    expect(
      await errorCode(
        transfer(t.db, {
          debit: trial,
          credit: cash(m),
          amountMinor: 1n,
          kind: 'test.fund',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('CURRENCY_MISMATCH');
    expect(
      await errorCode(
        transfer(t.db, {
          debit: trial,
          credit: { kind: 'vendor', brand: B, currency: TRIAL_CURRENCY, memberId: m, vendor: 'AG' },
          amountMinor: 1n,
          kind: 'test.fund',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('VALIDATION');
    expect(
      await errorCode(
        transfer(t.db, {
          debit: { kind: 'points', brand: B, currency: 'POINTS', memberId: m },
          credit: cash(m),
          amountMinor: 1n,
          kind: 'test.fund',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('CURRENCY_MISMATCH');
    expect(await count()).toBe(before);
    expect(await balanceOf(t.db, cash(m))).toBe(0n);
    expect(await balanceOf(t.db, trial)).toBe(200_000n);
  });

  it('refuses bad amounts, references and keys without writing', async () => {
    const m = await newMember();
    const other = await newMember('nova');
    const base: TransferInput = {
      debit: deposits,
      credit: cash(m),
      amountMinor: 1n,
      kind: 'deposit',
      idempotencyKey: key(),
    };
    const before = await count();
    for (const amountMinor of [0n, -1n, MAX_MINOR + 1n])
      expect(await errorCode(transfer(t.db, { ...base, amountMinor }))).toBe('AMOUNT_INVALID');
    expect(await errorCode(transfer(t.db, { ...base, amountMinor: 1 as unknown as bigint }))).toBe(
      'AMOUNT_INVALID',
    );
    expect(await errorCode(transfer(t.db, { ...base, idempotencyKey: '' }))).toBe('VALIDATION');
    expect(await errorCode(transfer(t.db, { ...base, kind: 'no spaces' as TransferInput['kind'] }))).toBe(
      'VALIDATION',
    );
    expect(await errorCode(transfer(t.db, { ...base, credit: deposits }))).toBe('VALIDATION');
    expect(await errorCode(transfer(t.db, { ...base, credit: { ...cash(m), memberId: undefined } }))).toBe(
      'VALIDATION',
    );
    expect(await errorCode(transfer(t.db, { ...base, credit: { ...deposits, name: undefined } }))).toBe(
      'VALIDATION',
    );
    // A member of another brand, or an unknown member, is not an account of this brand.
    expect(await errorCode(transfer(t.db, { ...base, credit: cash(other) }))).toBe('VALIDATION');
    expect(await errorCode(transfer(t.db, { ...base, credit: cash('999999999') }))).toBe('VALIDATION');
    expect(await errorCode(transfer(t.db, { ...base, reversalOf: '999999999' }))).toBe('VALIDATION');
    // A credit that would overflow bigint.
    await transfer(t.db, { ...base, amountMinor: MAX_MINOR, idempotencyKey: key() });
    const before2 = await count();
    expect(await errorCode(transfer(t.db, { ...base, idempotencyKey: key() }))).toBe('AMOUNT_INVALID');
    expect(await count()).toBe(before2);
    expect(before2).toBe(before + 1);
  });

  it('links a reversal to the transfer it reverses', async () => {
    const m = await newMember();
    const d = await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 70n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    const r = await transfer(t.db, {
      debit: cash(m),
      credit: deposits,
      amountMinor: 70n,
      kind: 'rollback',
      idempotencyKey: key(),
      reversalOf: d.id,
    });
    const [row] = await t.db.query<{ reversal_of: string }>(
      sql`SELECT reversal_of::text AS reversal_of FROM ledger_transfers WHERE id = ${r.id}`,
    );
    expect(row!.reversal_of).toBe(d.id);
    expect(await balanceOf(t.db, cash(m))).toBe(0n);
  });

  it('runs inside a caller transaction: refused transfers keep it usable, a rollback undoes everything', async () => {
    const m = await newMember();
    const before = await count();
    await expect(
      t.db.tx(async (tx) => {
        await transfer(tx, {
          debit: deposits,
          credit: cash(m),
          amountMinor: 5n,
          kind: 'deposit',
          idempotencyKey: key(),
        });
        expect(
          await errorCode(
            transfer(tx, {
              debit: cash(m),
              credit: vendor(m),
              amountMinor: 6n,
              kind: 'test.fund',
              idempotencyKey: key(),
            }),
          ),
        ).toBe('INSUFFICIENT_BALANCE');
        expect(await balanceOf(tx, cash(m))).toBe(5n);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count()).toBe(before);
    expect(await balanceOf(t.db, cash(m))).toBe(0n);
    const id = await t.db.tx(async (tx) => {
      const r = await transfer(tx, {
        debit: deposits,
        credit: cash(m),
        amountMinor: 5n,
        kind: 'deposit',
        idempotencyKey: key(),
      });
      return r.id;
    });
    expect(id).toMatch(/^\d+$/);
    expect(await balanceOf(t.db, cash(m))).toBe(5n);
  });
});

describe('ledger check', () => {
  it('is clean after the tests above and names the account whose hot balance drifted', async () => {
    expect(await ledgerCheck(t.db)).toMatchObject({ ok: true, problems: [] });
    const m = await newMember();
    await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 40n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    const [acc] = await t.db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM ledger_accounts WHERE member_id = ${m}::bigint AND kind = 'cash'`,
    );
    await t.db.query(sql`UPDATE ledger_balances SET balance = 41 WHERE account_id = ${acc!.id}::bigint`);
    const bad = await ledgerCheck(t.db);
    expect(bad.ok).toBe(false);
    expect(bad.problems).toContain(
      `account ${acc!.id} (deshplay member ${m} cash BDT): hot balance 41 <> sum of transfers 40`,
    );
    await t.db.query(sql`UPDATE ledger_balances SET balance = 40 WHERE account_id = ${acc!.id}::bigint`);
    expect((await ledgerCheck(t.db)).ok).toBe(true);
  });

  it('refuses a negative member balance at the database', async () => {
    const m = await newMember();
    await transfer(t.db, {
      debit: deposits,
      credit: cash(m),
      amountMinor: 1n,
      kind: 'deposit',
      idempotencyKey: key(),
    });
    await expect(
      t.db.query(sql`UPDATE ledger_balances SET balance = -1 WHERE account_id IN
        (SELECT id FROM ledger_accounts WHERE member_id = ${m}::bigint)`),
    ).rejects.toThrow();
  });
});

describe('migration 0400', () => {
  it('moves wallet_balances into opening transfers from the brand house account and drops the table', async () => {
    const pg = await PGlite.create();
    const db = pgliteDb(pg);
    try {
      const files = migrationFiles();
      const at = files.findIndex(([n]) => n === '0400_ledger.sql');
      for (const [, script] of files.slice(0, at)) await db.exec(script);
      await db.exec(`
        INSERT INTO members (brand, username, username_key, password_hash) VALUES ('deshplay', 'a', 'a', 'x'), ('nova', 'b', 'b', 'x');
        INSERT INTO wallet_balances (member_id, currency, balance) VALUES (1, 'BDT', 12345), (1, 'TRIAL', 0), (2, 'BDT', 7), (2, 'TRIAL', 200000);`);
      await db.exec(files[at]![1]);
      expect(await balanceOf(db, { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: '1' })).toBe(
        12345n,
      );
      expect(await balanceOf(db, { kind: 'cash', brand: 'nova', currency: 'BDT', memberId: '2' })).toBe(7n);
      expect(await balanceOf(db, { kind: 'trial', brand: 'nova', currency: 'TRIAL', memberId: '2' })).toBe(
        200000n,
      );
      expect(
        await balanceOf(db, { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'opening' }),
      ).toBe(-12345n);
      const rec = await memberTransfers(db, { memberId: '1', pageNo: 1, pageSize: 5 });
      expect(rec.rows.map((r) => [r.kind, r.amountMinor, r.balanceAfterMinor])).toEqual([
        ['opening', 12345n, 12345n],
      ]);
      expect(await ledgerCheck(db)).toMatchObject({ ok: true, transfers: 3 });
      const [gone] = await db.query<{ t: string | null }>(
        sql`SELECT to_regclass('wallet_balances')::text AS t`,
      );
      expect(gone!.t).toBeNull();
    } finally {
      await db.close();
    }
  });
});
