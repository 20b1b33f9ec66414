/**
 * Loyalty points and the points mall over the real stack (docs/decisions.md D11, D24; spec 2, 3, 4, 7, 9): rounds
 * played through the signed vendor protocol earn points per category at the brand's rates once settled, a rollback
 * takes them back, deposits earn at the deposit rate; the mall's stock and per-member limit hold under a parallel
 * burst; operators approve (cash paid, bonus granted with its turnover) and reject (points refunded). The ledger stays
 * clean and every points balance equals the sum of its transfers. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountRecordPage } from '@playdeck/api-client/accountRecord';
import type {
  OpsRedemption,
  PointsDetailPage,
  RedemptionPage,
  RedemptionRow,
} from '@playdeck/api-client/points';
import { BOOTSTRAP, expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';
import { balanceOf, transfer } from '../ledger/index.ts';
import { cash } from '../payments/service.ts';
import { pointsAccount, pointsIssued } from './accrual.ts';
import { redeemVerified } from './mall.ts';
import { pointsFor, parseRate } from './settings.ts';
import { loadBrandRegistry } from '../../infra/brands/index.ts';
import { memoryKv } from '../../infra/kv/index.ts';
import type { Ctx } from '../context.ts';

let k: PayKit;
let seq = 0;
const configDir = new URL('../../../../../config', import.meta.url).pathname;

beforeAll(async () => {
  k = await payKit();
  // The catalogue is not seeded in test apps: this test's catalogue gives each seamless vendor played here one game
  // type (a round's type is its vendor's only one, migration 0800 record_rounds), one per points category.
  await k.t.db.query(sql`
    INSERT INTO game_vendors (vassalage, game_type, display_name) VALUES
      ('BBIN', 'LIVE', 'BBIN'), ('MGS', 'RNG', 'MGS'), ('AE', 'LOTT', 'AE'), ('ISB', 'PVP', 'ISB'),
      ('TTG', 'SPORTS', 'TTG'), ('PT', 'LIVE', 'PT')
    ON CONFLICT DO NOTHING`);
});
afterAll(() => k.close());

const accrue = async () => {
  const r = await k.ops<{ sources: number }>('POST', '/ops/api/points/accrue');
  expect(r.status).toBe(200);
  return r.body.value!.sources;
};
const points = (memberId: string) => balanceOf(k.t.db, pointsAccount('deshplay', memberId));

/** Cash for a member to play with (house `opening` -> main wallet), minor units; on `kit` (default the file's app). */
async function fund(memberId: string, minor: bigint, kit: PayKit = k) {
  await transfer(kit.t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'opening' },
    credit: cash('deshplay', 'BDT', memberId),
    amountMinor: minor,
    kind: 'opening',
    idempotencyKey: `points-test-fund-${++seq}-${memberId}`,
  });
}

/** A bet (and, unless `open`, a settling win) of one round of `vendor` on `kit`. Returns the round id. */
async function round(
  vendor: string,
  playerId: string,
  stake: bigint,
  win: bigint,
  open = false,
  kit: PayKit = k,
) {
  const roundId = `pts-${vendor}-${++seq}`;
  const ops: Array<['bet' | 'win', bigint]> = open
    ? [['bet', stake]]
    : [
        ['bet', stake],
        ['win', win],
      ];
  for (const [op, amount] of ops)
    await vendorWalletCall(kit.t, vendor, op, {
      playerId,
      currency: 'BDT',
      roundId,
      transactionId: `${roundId}-${op}`,
      amount: amount.toString(),
    });
  return roundId;
}

/** Every member points balance equals the sum of its transfers, and the ledger invariants hold. */
async function expectPointsBalancesTrue() {
  const rows = await k.t.db.query<{ balance: string; computed: string }>(sql`
    SELECT b.balance::text AS balance,
      (COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE credit_account_id = a.id), 0)
        - COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE debit_account_id = a.id), 0))::text AS computed
    FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id WHERE a.kind = 'points'`);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.balance).toBe(r.computed);
  await k.expectLedgerClean();
}

async function setWithdrawPassword(m: { token: string; password: string }, pw: string) {
  const r = await k.t.req('PUT', '/wps/payments/withdraw/password', {
    token: m.token,
    body: { password: m.password, newWithdrawPassword: pw, confirmWithdrawPassword: pw },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe('points accrual', () => {
  it('is not run by a test app on its own: points move only when accrued (a tick would change ledger counts mid-test)', async () => {
    const was = process.env.POINTS_ACCRUAL_MS;
    process.env.POINTS_ACCRUAL_MS = '50'; // read when the app starts its jobs: a job would tick every 50 ms
    const own = await payKit();
    if (was === undefined) delete process.env.POINTS_ACCRUAL_MS;
    else process.env.POINTS_ACCRUAL_MS = was;
    try {
      await own.t.db.query(sql`
        INSERT INTO game_vendors (vassalage, game_type, display_name) VALUES ('MGS', 'RNG', 'MGS') ON CONFLICT DO NOTHING`);
      const m = await own.member();
      await fund(m.id, 10_000n, own);
      await round('MGS', m.id, 10_000n, 0n, false, own);
      await new Promise((r) => setTimeout(r, 400)); // eight periods of the job, had it started
      const mine = () => balanceOf(own.t.db, pointsAccount('deshplay', m.id));
      expect(await mine()).toBe(0n);
      expect((await own.ops('POST', '/ops/api/points/accrue')).status).toBe(200);
      expect(await mine()).toBe(100n); // slots, 100.00 at 1
    } finally {
      await own.close();
    }
  });

  it('computes whole points from turnover, rate and multiplier without floats, rounding down', () => {
    expect(pointsFor(10_000n, parseRate('0.5'), 2, { num: 1n, den: 1n })).toBe(50n);
    expect(pointsFor(3_333n, parseRate('1'), 2, { num: 1n, den: 1n })).toBe(33n);
    expect(pointsFor(10_000n, parseRate('0.05'), 2, { num: 3n, den: 2n })).toBe(7n);
    expect(pointsFor(10_000n, parseRate('0'), 2, { num: 1n, den: 1n })).toBe(0n);
  });

  it('earns points on settled rounds by category at the brand rates, never on an open round', async () => {
    const m = await k.member();
    await fund(m.id, 100_000n);
    await round('BBIN', m.id, 10_000n, 0n); // live, 100.00 at 0.5 -> 50
    await round('MGS', m.id, 10_000n, 20_000n); // slots, 100.00 at 1 -> 100 (the win does not count)
    await round('AE', m.id, 3_333n, 0n); // lottery, 33.33 at 1 -> 33
    await round('ISB', m.id, 1_000n, 0n); // pvp, 10.00 -> 10
    await round('TTG', m.id, 555n, 0n); // sports, 5.55 -> 5
    const open = await round('MGS', m.id, 5_000n, 0n, true); // not settled: nothing yet
    await accrue();
    expect(await points(m.id)).toBe(198n);

    // The queue is idempotent per round: working it again (or a repeated row) pays nothing more.
    await k.t.db.query(sql`INSERT INTO points_queue (source, ref) VALUES ('round', ${'MGS\u0001' + open})`);
    await accrue();
    expect(await points(m.id)).toBe(198n);

    await vendorWalletCall(k.t, 'MGS', 'win', {
      playerId: m.id,
      currency: 'BDT',
      roundId: open,
      transactionId: `${open}-win`,
      amount: '0',
    });
    await accrue();
    expect(await points(m.id)).toBe(248n);

    const details = await k.t.req<PointsDetailPage>('GET', '/wps/points/details?pageSize=20', {
      token: m.token,
    });
    expect(details.status).toBe(200);
    const cats = details.body.value!.rows.map((r) => `${r.category}:${r.points}`).sort();
    expect(cats).toEqual(['live:50', 'lottery:33', 'pvp:10', 'slots:100', 'slots:50', 'sports:5']);
    expect(details.body.value!.rows[0]!.balanceAfter).toBe('248');
    const live = await k.t.req<PointsDetailPage>('GET', '/wps/points/details?category=live', {
      token: m.token,
    });
    expect(live.body.value!.rows.map((r) => r.points)).toEqual(['50']);
    const bal = await k.t.req<{ points: string }>('GET', '/wps/points/balance', { token: m.token });
    expect(bal.body.value).toEqual({ points: '248' });
    await expectPointsBalancesTrue();
  });

  it('takes the points of a rolled-back round back, once', async () => {
    const m = await k.member();
    await fund(m.id, 100_000n);
    const r = await round('PT', m.id, 20_000n, 0n); // live via PT (bets-any-time): 200.00 at 0.5 -> 100
    await accrue();
    expect(await points(m.id)).toBe(100n);
    await vendorWalletCall(k.t, 'PT', 'rollback', {
      playerId: m.id,
      currency: 'BDT',
      roundId: r,
      transactionId: `${r}-rb`,
      referenceTransactionId: `${r}-bet`,
    });
    await accrue();
    await accrue();
    expect(await points(m.id)).toBe(0n);
    const details = await k.t.req<PointsDetailPage>('GET', '/wps/points/details', { token: m.token });
    expect(details.body.value!.rows.map((x) => [x.kind, x.points])).toEqual([
      ['points.reversal', '-100'],
      ['points.accrual', '100'],
    ]);
    await expectPointsBalancesTrue();
  });

  it('earns deposit points when a deposit is credited', async () => {
    const m = await k.member();
    const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bkash', amount: '500.00' },
    });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    await accrue();
    expect(await points(m.id)).toBe(0n); // pending earns nothing
    expect((await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`)).status).toBe(200);
    await accrue();
    expect(await points(m.id)).toBe(50n); // 500.00 at 0.1
    const details = await k.t.req<PointsDetailPage>('GET', '/wps/points/details?category=deposit', {
      token: m.token,
    });
    expect(details.body.value!.rows.map((r) => r.points)).toEqual(['50']);
    // The account record is money only: the deposit is there, its points are not (they have their own page).
    const record = await k.t.req<AccountRecordPage>('GET', '/wps/wallet/transactions?pageNo=1&pageSize=20', {
      token: m.token,
    });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body.value!.rows.length).toBeGreaterThan(0);
    expect(record.body.value!.rows.filter((r) => r.currency === 'POINTS')).toEqual([]);
  });
});

describe('points mall', () => {
  const grantPoints = (memberId: string, n: bigint) =>
    transfer(k.t.db, {
      debit: pointsIssued('deshplay'),
      credit: pointsAccount('deshplay', memberId),
      amountMinor: n,
      kind: 'points.accrual',
      idempotencyKey: `points-test-grant-${++seq}`,
      metadata: { category: 'slots' },
    });

  it('redeems with the withdraw password, lists it In Process, and an operator approval pays the cash', async () => {
    const m = await k.member();
    await grantPoints(m.id, 1_200n);
    const redeem = (body: Record<string, unknown>) =>
      k.t.req<RedemptionRow>('POST', '/wps/points/redeem', { token: m.token, body });
    expect4xx(await redeem({ itemId: 'cash-50' }), 'WITHDRAW_PASSWORD_REQUIRED');
    await setWithdrawPassword(m, 'wd-pass-1234');
    expect4xx(
      await redeem({ itemId: 'cash-50', withdrawPassword: 'wrong-pass' }),
      'WITHDRAW_PASSWORD_INCORRECT',
    );
    expect4xx(await redeem({ itemId: 'nope', withdrawPassword: 'wd-pass-1234' }), 'POINTS_ITEM_NOT_FOUND');
    expect4xx(
      await redeem({ itemId: 'tshirt', withdrawPassword: 'wd-pass-1234' }),
      'POINTS_DELIVERY_REQUIRED',
    );
    expect(await points(m.id)).toBe(1_200n);

    const cashBefore = await k.cash(m.id);
    const r = await redeem({ itemId: 'cash-50', withdrawPassword: 'wd-pass-1234' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({
      status: 'in_process',
      points: '500',
      amount: '50.00',
      type: 'cash',
    });
    expect(await points(m.id)).toBe(700n);
    expect(await k.cash(m.id)).toBe(cashBefore);

    const approved = await k.ops<OpsRedemption>(
      'POST',
      `/ops/api/points/redemptions/${r.body.value!.id}/approve`,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', username: m.username });
    expect(await k.cash(m.id)).toBe(cashBefore + 5_000n);
    // Approving again changes nothing; rejecting an approved one is refused.
    await k.ops('POST', `/ops/api/points/redemptions/${r.body.value!.id}/approve`);
    expect(await k.cash(m.id)).toBe(cashBefore + 5_000n);
    expect4xx(
      await k.ops('POST', `/ops/api/points/redemptions/${r.body.value!.id}/reject`, { remark: 'late' }),
      'REDEMPTION_STATE',
    );

    const history = await k.t.req<RedemptionPage>('GET', '/wps/points/redemptions', { token: m.token });
    expect(history.body.value!.rows[0]).toMatchObject({ status: 'approved', name: expect.any(String) });
    await expectPointsBalancesTrue();
  });

  it('grants a bonus item through the bonus path with its turnover locked', async () => {
    const m = await k.member();
    await grantPoints(m.id, 800n);
    await setWithdrawPassword(m, 'wd-pass-1234');
    const r = await k.t.req<RedemptionRow>('POST', '/wps/points/redeem', {
      token: m.token,
      body: { itemId: 'bonus-100', withdrawPassword: 'wd-pass-1234' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await k.ops('POST', `/ops/api/points/redemptions/${r.body.value!.id}/approve`);
    const bonuses = await k.t.req<{
      rows: Array<{ amount: string; turnoverRequired: string; status: string }>;
    }>('GET', '/wps/member/bonuses', { token: m.token });
    expect(bonuses.body.value!.rows[0]).toMatchObject({
      amount: '100.00',
      turnoverRequired: '1000.00',
      status: 'wagering',
    });
    await expectPointsBalancesTrue();
  });

  it('rejects with a remark: the points come back and the stock unit is released', async () => {
    const m = await k.member();
    await grantPoints(m.id, 500n);
    await setWithdrawPassword(m, 'wd-pass-1234');
    const r = await k.t.req<RedemptionRow>('POST', '/wps/points/redeem', {
      token: m.token,
      body: { itemId: 'cash-50', withdrawPassword: 'wd-pass-1234' },
    });
    expect(await points(m.id)).toBe(0n);
    expect4xx(
      await k.t.req('POST', '/wps/points/redeem', {
        token: m.token,
        body: { itemId: 'cash-50', withdrawPassword: 'wd-pass-1234' },
      }),
      'POINTS_INSUFFICIENT',
    );
    expect4xx(
      await k.ops('POST', `/ops/api/points/redemptions/${r.body.value!.id}/reject`, {}),
      'VALIDATION',
    );
    const rej = await k.ops<OpsRedemption>('POST', `/ops/api/points/redemptions/${r.body.value!.id}/reject`, {
      remark: 'Address not reachable',
    });
    expect(rej.status).toBe(200);
    expect(rej.body.value).toMatchObject({ status: 'rejected', remark: 'Address not reachable' });
    expect(await points(m.id)).toBe(500n);
    const history = await k.t.req<RedemptionPage>('GET', '/wps/points/redemptions', { token: m.token });
    expect(history.body.value!.rows[0]).toMatchObject({
      status: 'rejected',
      remark: 'Address not reachable',
    });
    const [c] = await k.t.db.query<{ taken: number }>(sql`
      SELECT taken FROM points_member_item_counts WHERE item_id = 'cash-50' AND member_id = ${m.id}::bigint`);
    expect(Number(c!.taken)).toBe(0);
    await expectPointsBalancesTrue();
  });

  it('converts points to cash at the brand rate at once', async () => {
    const m = await k.member();
    await grantPoints(m.id, 250n);
    await setWithdrawPassword(m, 'wd-pass-1234');
    expect4xx(
      await k.t.req('POST', '/wps/points/convert', {
        token: m.token,
        body: { points: '50', withdrawPassword: 'wd-pass-1234' },
      }),
      'POINTS_CONVERT_MIN',
    );
    const before = await k.cash(m.id);
    const r = await k.t.req<RedemptionRow>('POST', '/wps/points/convert', {
      token: m.token,
      body: { points: '250', withdrawPassword: 'wd-pass-1234' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({ type: 'convert', status: 'approved', amount: '25.00' });
    expect(await k.cash(m.id)).toBe(before + 2_500n);
    expect(await points(m.id)).toBe(0n);
    await expectPointsBalancesTrue();
  });

  it('sells exactly the last 3 units to 50 members redeeming at once; the losers keep their points', async () => {
    const brands = loadBrandRegistry(configDir);
    const ctx = { db: k.t.db, kv: memoryKv(), brands, now: Date.now, log: console } as unknown as Ctx;
    const brand = brands.get('deshplay')!;
    const stock = brand.config!.config.points.mall.find((i) => i.id === 'phone')!.stock;
    await k.t.db.query(sql`
      INSERT INTO points_item_counts (brand, item_id, taken) VALUES ('deshplay', 'phone', ${stock - 3})
      ON CONFLICT (brand, item_id) DO UPDATE SET taken = EXCLUDED.taken`);
    // 50 members (copies of a registered one) with enough points and credited deposits for the phone.
    const base = await k.member();
    const ids = (
      await k.t.db.query<{ id: string }>(sql`
        INSERT INTO members (brand, username, username_key, password_hash)
        SELECT brand, 'race' || g || ${String(++seq)}, 'race' || g || ${String(seq)}, password_hash
        FROM members, generate_series(1, 50) g WHERE id = ${base.id}::bigint
        RETURNING id::text AS id`)
    ).map((r) => r.id);
    for (const id of ids) {
      await grantPoints(id, 20_000n);
      await k.t.db.query(sql`
        INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, status,
          expires_at, decided_at)
        VALUES ('deshplay', ${id}::bigint, 'bkash', 'bKash', 'manual', 'BDT', 1000000, 'credited', now(), now())`);
    }
    const results = await Promise.allSettled(
      ids.map((id) =>
        redeemVerified(ctx, brand, id, {
          itemId: 'phone',
          delivery: { name: 'A', phone: '+8801700000000', address: 'Dhaka' },
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(3);
    expect(new Set(lost.map((r) => (r.reason as { errorCode?: string }).errorCode))).toEqual(
      new Set(['POINTS_OUT_OF_STOCK']),
    );
    const [c] = await k.t.db.query<{ taken: number }>(
      sql`SELECT taken FROM points_item_counts WHERE brand = 'deshplay' AND item_id = 'phone'`,
    );
    expect(Number(c!.taken)).toBe(stock);
    const balances = await Promise.all(ids.map((id) => points(id)));
    expect(balances.filter((b) => b === 0n)).toHaveLength(3);
    expect(balances.filter((b) => b === 20_000n)).toHaveLength(47);
    await expectPointsBalancesTrue();
  });

  it('holds the per-member limit under a parallel burst of one member', async () => {
    const brands = loadBrandRegistry(configDir);
    const ctx = { db: k.t.db, kv: memoryKv(), brands, now: Date.now, log: console } as unknown as Ctx;
    const brand = brands.get('deshplay')!;
    const m = await k.member();
    await grantPoints(m.id, 100_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => redeemVerified(ctx, brand, m.id, { itemId: 'cash-50' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5); // perMemberLimit 5
    expect(await points(m.id)).toBe(100_000n - 5n * 500n);
    await expectPointsBalancesTrue();
  });

  it('redeems once for 20 parallel redeems with one idempotency key, and answers a retry with the same redemption', async () => {
    const brands = loadBrandRegistry(configDir);
    const ctx = { db: k.t.db, kv: memoryKv(), brands, now: Date.now, log: console } as unknown as Ctx;
    const brand = brands.get('deshplay')!;
    const m = await k.member();
    await grantPoints(m.id, 100_000n);
    const idempotencyKey = `redeem-${m.id}-burst`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        redeemVerified(ctx, brand, m.id, { itemId: 'cash-50', idempotencyKey }),
      ),
    );
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(ok).toHaveLength(20); // every twin answers, with the one redemption
    expect(new Set(ok).size).toBe(1);
    expect(await points(m.id)).toBe(100_000n - 500n);

    // Over HTTP: the retry with the key answers the same redemption; the key with another item is refused.
    await setWithdrawPassword(m, 'wd-pass-1234');
    const redeem = (body: Record<string, unknown>) =>
      k.t.req<RedemptionRow>('POST', '/wps/points/redeem', {
        token: m.token,
        body: { withdrawPassword: 'wd-pass-1234', ...body },
      });
    const first = await redeem({ itemId: 'cash-50', idempotencyKey: 'retry-key-0001' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await redeem({ itemId: 'cash-50', idempotencyKey: 'retry-key-0001' });
    expect(again.body.value!.id).toBe(first.body.value!.id);
    expect(await points(m.id)).toBe(100_000n - 1_000n);
    expect4xx(
      await redeem({ itemId: 'bonus-100', idempotencyKey: 'retry-key-0001' }),
      'IDEMPOTENCY_CONFLICT',
    );
    expect4xx(await redeem({ itemId: 'cash-50', idempotencyKey: 'short' }), 'VALIDATION');
    expect4xx(await redeem({ itemId: 'cash-50', idempotencyKey: 'has spaces in it' }), 'VALIDATION');
    expect(await points(m.id)).toBe(100_000n - 1_000n);
    const rows = await k.t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM points_redemptions WHERE member_id = ${m.id}::bigint`,
    );
    expect(Number(rows[0]!.n)).toBe(2);
    await expectPointsBalancesTrue();
  });

  it('lets an operator list and reject a redemption from the ops CLI', async () => {
    const repoRoot = new URL('../../../../../', import.meta.url).pathname;
    const cli = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((done) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/ops.ts'), ...args, '--json'],
          {
            cwd: repoRoot,
            env: {
              ...process.env,
              OPS_URL: k.baseUrl,
              OPS_TOKEN: '',
              OPS_USER: '',
              OPS_BOOTSTRAP_TOKEN: BOOTSTRAP,
            },
            encoding: 'utf8',
            timeout: 60_000,
          },
          (error, stdout) =>
            done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, out: stdout }),
        );
      });
    const m = await k.member();
    await grantPoints(m.id, 500n);
    await setWithdrawPassword(m, 'wd-pass-1234');
    const r = await k.t.req<RedemptionRow>('POST', '/wps/points/redeem', {
      token: m.token,
      body: { itemId: 'cash-50', withdrawPassword: 'wd-pass-1234' },
    });
    const list = await cli(['redemptions', '--status', 'in_process', '--brand', 'deshplay', '--size', '100']);
    expect(list.code).toBe(0);
    expect(list.out).toContain(r.body.value!.id);
    expect((await cli(['reject-redemption', r.body.value!.id])).code).toBe(2); // --remark is required
    const rej = await cli(['reject-redemption', r.body.value!.id, '--remark', 'Out of season']);
    expect(rej.code).toBe(0);
    expect(rej.out).toContain('rejected');
    expect(await points(m.id)).toBe(500n);
  });
});
