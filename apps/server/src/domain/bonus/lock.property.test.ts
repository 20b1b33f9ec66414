/**
 * Property test of the bonus lock (docs/decisions.md D17): random sequences of own deposits, bonus grants, rounds
 * played through the signed vendor protocol, moves out of the main wallet and forfeits match a small model of what is
 * locked: a move out succeeds exactly when it leaves the locked amount behind, the member's bonus list shows the
 * model's locked amounts, and `ledger:check` stays clean.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCatalogue } from '../games/catalogue.ts';
import { upsertVendors } from '../games/store.ts';
import { AppError } from '../../infra/errors.ts';
import { balanceOf, ledgerCheck, transfer } from '../ledger/index.ts';
import { cash } from '../payments/service.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { formatMinor } from '../money.ts';
import { walletTransfer } from '../wallet/service.ts';
import { loadVendorConfig } from '../vendor-wallet/config.ts';
import { forfeitBonus, grantBonus, listBonuses } from './service.ts';

const B = 'deshplay';
/** How each vendor is paid, as the server loads it (config/vendors.json: DG takes transfers). */
const wallets = loadVendorConfig(new URL('../../../../../config', import.meta.url).pathname);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertVendors(t.db, [{ vassalage: 'DG', gameType: 'LIVE', displayName: 'DG Live' }]);
  await refreshCatalogue(t.db);
});
afterAll(() => t.close());

type Op =
  | { t: 'deposit'; amount: bigint }
  | { t: 'grant'; amount: bigint; turnover: bigint }
  | { t: 'play'; stake: bigint; win: bigint }
  | { t: 'out'; amount: bigint }
  | { t: 'forfeit'; which: number };

const minor = fc.bigInt({ min: 1n, max: 50_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deposit' as const), amount: minor }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('grant' as const),
      amount: minor,
      turnover: fc.bigInt({ min: 1n, max: 150_000n }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('play' as const),
      stake: minor,
      win: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 100_000n })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('out' as const), amount: minor }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('forfeit' as const), which: fc.nat(5) }) },
);

/** One bonus in the model: its amount, target, turnover and net loss since its grant, and whether it still locks. */
interface ModelBonus {
  id: string;
  amount: bigint;
  required: bigint;
  achieved: bigint;
  lost: bigint;
  forfeited: boolean;
}
const active = (b: ModelBonus) => !b.forfeited && b.achieved < b.required;
const full = (b: ModelBonus) =>
  !active(b) ? 0n : b.lost <= 0n ? b.amount : b.lost >= b.amount ? 0n : b.amount - b.lost;
/** Locks cut to the balance, oldest first (what the list shows and a forfeit takes). */
function capped(bonuses: ModelBonus[], balance: bigint): Map<string, bigint> {
  const out = new Map<string, bigint>();
  let room = balance;
  for (const b of bonuses) {
    if (!active(b)) continue;
    const l = full(b) < room ? full(b) : room;
    out.set(b.id, l);
    room -= l;
  }
  return out;
}

let seq = 0;

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (e) {
    if (e instanceof AppError) return e.errorCode;
    throw e;
  }
};

describe('bonus lock under random sequences', () => {
  it('lets exactly the unlocked part leave the main wallet and keeps the ledger clean', async () => {
    const ctx = t.app.ctx;
    const brand = ctx.brands.get(B)!;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const run = randomBytes(6).toString('hex');
        const name = `bl${run}`;
        const [row] = await t.db.query<{ id: string }>(sql`
          INSERT INTO members (brand, username, username_key, password_hash)
          VALUES (${B}, ${name}, ${name}, 'x') RETURNING id::text AS id`);
        const memberId = row!.id;
        const member = { id: memberId, username: name, type: 1, tokenHash: 'x' };
        let balance = 0n;
        const bonuses: ModelBonus[] = [];
        for (const o of ops) {
          if (o.t === 'deposit') {
            await transfer(t.db, {
              debit: { kind: 'clearing', brand: B, currency: 'BDT', name: 'deposits' },
              credit: cash(B, 'BDT', memberId),
              amountMinor: o.amount,
              kind: 'deposit',
              idempotencyKey: `bl:${run}:${++seq}`,
            });
            balance += o.amount;
          } else if (o.t === 'grant') {
            const g = await grantBonus(
              ctx,
              {
                brand: B,
                username: name,
                name: 'Prop bonus',
                amount: formatMinor(o.amount, 2),
                turnover: formatMinor(o.turnover, 2),
                reference: `bl-${run}-${++seq}`,
              },
              'property-test',
            );
            bonuses.push({
              id: g.bonus.id,
              amount: o.amount,
              required: o.turnover,
              achieved: 0n,
              lost: 0n,
              forfeited: false,
            });
            balance += o.amount;
          } else if (o.t === 'play') {
            if (o.stake > balance) continue;
            const roundId = `bl-${run}-${++seq}`;
            await settledRound(t, memberId, roundId, o.stake, o.win);
            balance += o.win - o.stake;
            for (const b of bonuses) {
              b.achieved += o.stake;
              b.lost += o.stake - o.win;
            }
          } else if (o.t === 'out') {
            const locked = bonuses.reduce((s, b) => s + full(b), 0n);
            const want =
              o.amount > balance
                ? 'INSUFFICIENT_BALANCE'
                : balance - o.amount < locked
                  ? 'BONUS_LOCKED'
                  : 'OK';
            const got = await codeOf(
              walletTransfer(
                ctx,
                brand,
                member,
                {
                  vassalage: 'DG',
                  direction: 'in',
                  amount: formatMinor(o.amount, 2),
                },
                wallets,
              ),
            );
            expect(got).toBe(want);
            if (got === 'OK') balance -= o.amount;
          } else {
            const b = bonuses[o.which % Math.max(1, bonuses.length)];
            if (!b) continue;
            const take = capped(bonuses, balance).get(b.id);
            const got = await codeOf(forfeitBonus(ctx, memberId, b.id));
            expect(got).toBe(take === undefined ? 'BONUS_NOT_ACTIVE' : 'OK');
            if (take !== undefined) {
              b.forfeited = true;
              balance -= take;
            }
          }
          expect(await balanceOf(t.db, cash(B, 'BDT', memberId))).toBe(balance);
        }
        const shown = await listBonuses(t.db, { memberId, limit: 50, offset: 0 });
        const want = capped(bonuses, balance);
        for (const r of shown.rows) {
          expect(r.lockedMinor).toBe(want.get(r.id) ?? 0n);
          expect(r.status === 'wagering').toBe(want.has(r.id));
        }
      }),
      { numRuns: 25 },
    );
    const report = await ledgerCheck(t.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  }, 600_000);
});
