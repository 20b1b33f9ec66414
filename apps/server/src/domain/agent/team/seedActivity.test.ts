/**
 * Demo activity of the seed (seedActivity.ts; docs/decisions.md D15): after the first seed of a brand, the demo agent
 * holds salary contracts and has offered its sub-agent lower ones, the demo players have settled real slot rounds on
 * the winner board, the settlement of the period pays the agents, the ledger is clean, and a second seed adds nothing.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../app.ts';
import { ledgerCheck } from '../../ledger/index.ts';
import { rankList } from '../../records/service.ts';
import { seed } from '../../seed.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../../../test/harness.ts';
import { loadVendorConfig } from '../../vendor-wallet/config.ts';
import { settleDue } from '../settlement/service.ts';
import { DEMO_SPINS, demoActivity, demoSalaryTypes } from './seedActivity.ts';
import { DEMO_TREE } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const players = DEMO_TREE.filter((m) => !m.agent).length;

async function firstSeed() {
  const vendors = loadVendorConfig(join(repoRoot, 'config'), {}, testVendorSecret);
  await seed(t.db, t.app.ctx.brands, t.app.log, true, demoActivity(t.app.ctx, vendors));
}

const count = async (q: ReturnType<typeof sql>) => (await t.db.query<{ n: number }>(q))[0]!.n;

describe('demo activity at the first seed', () => {
  it('seeds contracts, real rounds, a paid settlement and a winner board, once', async () => {
    await t.db.query(sql`DELETE FROM seeds`);
    const started = Date.now();
    await firstSeed();
    const brands = [...t.app.ctx.brands.brands.values()];
    for (const brand of brands) {
      const rounds = await count(sql`SELECT count(*)::int AS n FROM vendor_rounds r JOIN members m
        ON m.id = r.member_id WHERE m.brand = ${brand.id} AND r.status = 'settled'`);
      expect(rounds).toBe(players * DEMO_SPINS);
      const active = await t.db.query<{ username: string; type: string; upline: string | null }>(sql`
        SELECT a.username, c.type, u.username AS upline FROM agent_contracts c JOIN members a ON a.id = c.agent_id
        LEFT JOIN members u ON u.id = c.upline_id WHERE c.brand = ${brand.id} AND c.status = 'active'
        ORDER BY a.username, c.type`);
      expect(active.map((c) => `${c.username} ${c.type}`).sort()).toEqual(
        demoSalaryTypes(brand)
          .flatMap((type) => [`demoagent ${type}`, `demosubagent ${type}`])
          .sort(),
      );
      expect(active.length).toBeGreaterThan(0);
      expect(active.filter((c) => c.username === 'demosubagent').every((c) => c.upline === 'demoagent')).toBe(
        true,
      );
      expect(active.filter((c) => c.username === 'demoagent').length).toBe(
        active.filter((c) => c.username === 'demosubagent').length,
      );
      const board = await rankList(t.db, {
        brand: brand.id,
        currency: brand.currency.code,
        exponent: brand.currency.exponent,
        lang: 'en',
        limit: 10,
        now: Date.now(),
      });
      expect(board.length).toBeGreaterThan(0);
      expect(board.every((r) => r.username.includes('***') && !r.username.startsWith('demoplayer'))).toBe(
        true,
      );
      expect(board[0]!.vendor).toBe('BGS');
    }
    // The periods in play settle like any other once over (two hours on for real-time and hourly, two days on for
    // daily): in every brand both agents get statements that pay.
    const hours = await settleDue(t.db, t.app.ctx.brands, started + 2 * 3_600_000);
    const days = await settleDue(t.db, t.app.ctx.brands, started + 2 * 86_400_000);
    expect(hours.paid + days.paid).toBeGreaterThan(0);
    for (const brand of brands) {
      const paid = await t.db.query<{ username: string }>(sql`
        SELECT DISTINCT m.username FROM agent_settlements s JOIN members m ON m.id = s.agent_id
        WHERE s.brand = ${brand.id} AND s.amount > 0 ORDER BY m.username`);
      expect(paid.map((r) => r.username)).toEqual(['demoagent', 'demosubagent']);
    }
    expect((await ledgerCheck(t.db)).problems).toEqual([]);

    // A second start finds every brand seeded: nothing is added.
    const before = await count(sql`SELECT count(*)::int AS n FROM vendor_rounds`);
    const contracts = await count(sql`SELECT count(*)::int AS n FROM agent_contracts`);
    await firstSeed();
    expect(await count(sql`SELECT count(*)::int AS n FROM vendor_rounds`)).toBe(before);
    expect(await count(sql`SELECT count(*)::int AS n FROM agent_contracts`)).toBe(contracts);
  });
});
