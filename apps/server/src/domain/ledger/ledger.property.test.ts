/**
 * Property test (docs/architecture.md "Targets"): random sequences of deposits, holds, releases, wallet transfers, withdrawals
 * (payouts) and replayed deliveries keep every ledger invariant and match a simple model of the balances.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceOf, ledgerCheck, transfer, type AccountRef, type TransferInput } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const B = 'deshplay';
const house = (name: string, kind: 'house' | 'clearing' = 'clearing'): AccountRef => ({
  kind,
  brand: B,
  currency: 'BDT',
  name,
});

type Op =
  | { t: 'deposit'; m: number; amount: bigint }
  | { t: 'hold'; m: number; amount: bigint }
  | { t: 'release'; hold: number }
  | { t: 'paid'; hold: number }
  | { t: 'in' | 'out'; m: number; vendor: 'AG' | 'PT'; amount: bigint }
  | { t: 'replay'; of: number }
  | { t: 'conflict'; of: number };

const amount = fc.oneof(fc.bigInt({ min: 1n, max: 500n }), fc.bigInt({ min: 1n, max: 5_000_000n }));
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('deposit' as const), m: fc.nat(2), amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('hold' as const), m: fc.nat(2), amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('release' as const), hold: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('paid' as const), hold: fc.nat(20) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constantFrom('in' as const, 'out' as const),
      m: fc.nat(2),
      vendor: fc.constantFrom('AG' as const, 'PT' as const),
      amount,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), of: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), of: fc.nat(40) }) },
);

async function attempt(input: TransferInput): Promise<string | { id: string; duplicate: boolean }> {
  try {
    return await transfer(t.db, input);
  } catch (e) {
    if (e instanceof AppError) return e.errorCode;
    throw e;
  }
}

describe('ledger invariants under random operation sequences', () => {
  it('keeps balances equal to the model, never negative, each key once, ledger:check clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        const run = randomBytes(6).toString('hex');
        const members: string[] = [];
        for (let i = 0; i < 3; i++) {
          const name = `p${run}${i}`;
          const [row] = await t.db.query<{ id: string }>(sql`
            INSERT INTO members (brand, username, username_key, password_hash)
            VALUES (${B}, ${name}, ${name}, 'x') RETURNING id::text AS id`);
          members.push(row!.id);
        }
        const cash = (m: number): AccountRef => ({
          kind: 'cash',
          brand: B,
          currency: 'BDT',
          memberId: members[m],
        });
        const sub = (m: number, v: string): AccountRef => ({ ...cash(m), kind: 'vendor', vendor: v });
        // Model: member-owned balances by "m:cash" / "m:AG" / "m:PT"; holds made (and whether settled).
        const model = new Map<string, bigint>();
        const get = (k: string) => model.get(k) ?? 0n;
        const holds: Array<{ m: number; amount: bigint; id: string; settled: boolean }> = [];
        const done: TransferInput[] = [];
        let n = 0;
        const key = () => `prop:${run}:${n++}`;
        const apply = async (input: TransferInput, debitKey: string | null, creditKey: string | null) => {
          const short = debitKey !== null && get(debitKey) < input.amountMinor;
          const r = await attempt(input);
          if (short) {
            expect(r).toBe('INSUFFICIENT_BALANCE');
            return undefined;
          }
          expect(typeof r).toBe('object');
          if (debitKey) model.set(debitKey, get(debitKey) - input.amountMinor);
          if (creditKey) model.set(creditKey, get(creditKey) + input.amountMinor);
          done.push(input);
          return (r as { id: string }).id;
        };
        for (const o of ops) {
          if (o.t === 'deposit') {
            await apply(
              {
                debit: house('deposits'),
                credit: cash(o.m),
                amountMinor: o.amount,
                kind: 'deposit',
                idempotencyKey: key(),
              },
              null,
              `${o.m}:cash`,
            );
          } else if (o.t === 'hold') {
            const id = await apply(
              {
                debit: cash(o.m),
                credit: house('withdrawals'),
                amountMinor: o.amount,
                kind: 'withdraw.hold',
                idempotencyKey: key(),
              },
              `${o.m}:cash`,
              null,
            );
            if (id) holds.push({ m: o.m, amount: o.amount, id, settled: false });
          } else if (o.t === 'release' || o.t === 'paid') {
            const h = holds.filter((x) => !x.settled)[o.hold % Math.max(1, holds.length)];
            if (!h) continue;
            h.settled = true;
            if (o.t === 'release')
              await apply(
                {
                  debit: house('withdrawals'),
                  credit: cash(h.m),
                  amountMinor: h.amount,
                  kind: 'withdraw.release',
                  idempotencyKey: `release:${h.id}`,
                  reversalOf: h.id,
                },
                null,
                `${h.m}:cash`,
              );
            else
              await apply(
                {
                  debit: house('withdrawals'),
                  credit: house('payouts', 'house'),
                  amountMinor: h.amount,
                  kind: 'withdraw.paid',
                  idempotencyKey: `paid:${h.id}`,
                },
                null,
                null,
              );
          } else if (o.t === 'in' || o.t === 'out') {
            const [d, c] = o.t === 'in' ? [cash(o.m), sub(o.m, o.vendor)] : [sub(o.m, o.vendor), cash(o.m)];
            const [dk, ck] =
              o.t === 'in' ? [`${o.m}:cash`, `${o.m}:${o.vendor}`] : [`${o.m}:${o.vendor}`, `${o.m}:cash`];
            await apply(
              { debit: d, credit: c, amountMinor: o.amount, kind: 'wallet.transfer', idempotencyKey: key() },
              dk,
              ck,
            );
          } else if ((o.t === 'replay' || o.t === 'conflict') && done.length) {
            const prior = done[o.of % done.length]!;
            if (o.t === 'replay') {
              const r = await attempt({ ...prior, metadata: { replayed: true } });
              expect(r).toMatchObject({ duplicate: true });
            } else {
              const r = await attempt({ ...prior, amountMinor: prior.amountMinor + 1n });
              expect(r).toBe('IDEMPOTENCY_CONFLICT');
            }
          }
        }
        for (let m = 0; m < 3; m++) {
          expect(await balanceOf(t.db, cash(m))).toBe(get(`${m}:cash`));
          for (const v of ['AG', 'PT']) expect(await balanceOf(t.db, sub(m, v))).toBe(get(`${m}:${v}`));
        }
        const report = await ledgerCheck(t.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
