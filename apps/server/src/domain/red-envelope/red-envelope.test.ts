/**
 * Red envelopes over the real stack (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33, D26):
 * a member opens one envelope per window and is paid as a bonus with the round's turnover; the draw is the committed
 * seed's and can be checked once the window ends; 200 members opening at once never overdraw the pool and the
 * payouts add up to what the pool spent; protected members and members without the day's deposit get nothing. The
 * ledger stays clean. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RedEnvelopeRoundConfig } from '@playdeck/config-schema';
import type { OpenedEnvelope, OpenedEnvelopes, RedEnvelopeRounds } from '@playdeck/api-client/redEnvelope';
import { redEnvelopeDraw, redEnvelopePaid } from '@playdeck/domain/redEnvelopeFair';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { balanceOf } from '../ledger/index.ts';
import { cash } from '../payments/service.ts';
import { ledgerCheck } from '../ledger/index.ts';
import { claimableEnvelopes, openEnvelope, openedEnvelopes } from './service.ts';

const HOUR = 3_600_000;
const started = Date.now();
const daily = (id: string, extra: Partial<RedEnvelopeRoundConfig> = {}): RedEnvelopeRoundConfig => ({
  id,
  name: { en: `Round ${id}`, bn: `রাউন্ড ${id}` },
  daily: { open: '00:00', close: '23:59' },
  poolMinor: '1000000',
  minMinor: '100',
  maxMinor: '5000',
  turnoverMultiplier: 2,
  enabled: true,
  ...extra,
});
const ROUNDS: RedEnvelopeRoundConfig[] = [
  daily('everyday'),
  // 200 envelopes of 1.00 to 10.00 (5.50 on average) from a pool of 1000.00: the pool runs out in the burst.
  daily('burst', { poolMinor: '100000', minMinor: '100', maxMinor: '1000', turnoverMultiplier: 0 }),
  daily('depositors', { eligibility: { depositTodayMinor: '50000' } }),
  {
    ...daily('hour'),
    daily: undefined,
    start: new Date(started - HOUR).toISOString(),
    end: new Date(started + HOUR).toISOString(),
  },
];

let t: TestApp;
let offset = 0;
let brand: Brand;

beforeAll(async () => {
  t = await createTestApp({
    now: () => Date.now() + offset,
    brandOverride: (b) => {
      const { daily: _drop, ...hourRound } = ROUNDS[3]!;
      const rounds = [...ROUNDS.slice(0, 3), hourRound as RedEnvelopeRoundConfig];
      brand = { ...b, config: { ...b.config!, config: { ...b.config!.config, redEnvelope: { rounds } } } };
      return brand;
    },
  });
});
afterAll(() => t.close());

async function member() {
  const m = await t.register();
  const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token });
  return { id: info.body.value!.id, token: m.token };
}

const open = (token: string, roundId: string) =>
  t.req<OpenedEnvelope>('POST', '/wps/red-envelope/open', { token, body: { roundId } });

async function expectLedgerClean() {
  const r = await ledgerCheck(t.db);
  expect(r.problems).toEqual([]);
  expect(r.ok).toBe(true);
}

const wallet = (id: string) => balanceOf(t.db, cash('deshplay', 'BDT', id));

describe('red envelopes', () => {
  it('opens one envelope per window, pays it as a bonus with its turnover, and refuses a second', async () => {
    const m = await member();
    const before = await t.req<RedEnvelopeRounds>('GET', '/wps/red-envelope/rounds', { token: m.token });
    const everyday = before.body.value!.rounds.find((r) => r.id === 'everyday')!;
    expect(everyday.status).toBe('open');
    expect(everyday.window!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const r = await open(m.token, 'everyday');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const e = r.body.value!;
    const amount = BigInt(e.amountMinor);
    expect(amount >= 100n && amount <= 5000n).toBe(true);
    expect(e.serverSeed).toBeNull(); // the window is still open: the seed stays secret
    expect(e.serverSeedHash).toBe(everyday.window!.serverSeedHash);
    expect(await wallet(m.id)).toBe(amount);
    const bonuses = await t.req<{
      rows: Array<{ source?: string; amount: string; turnoverRequired: string }>;
    }>('GET', '/wps/member/bonuses', { token: m.token });
    expect(bonuses.status, JSON.stringify(bonuses.body)).toBe(200);
    const b = bonuses.body.value!.rows.find((x) => x.source === 'red_envelope')!;
    expect(b.amount).toBe(e.amount);
    expect(BigInt(b.turnoverRequired.replace('.', ''))).toBe(amount * 2n);

    const again = await open(m.token, 'everyday');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('RED_ENVELOPE_ALREADY_OPENED');
    expect(await wallet(m.id)).toBe(amount);
    const after = await t.req<RedEnvelopeRounds>('GET', '/wps/red-envelope/rounds', { token: m.token });
    expect(after.body.value!.rounds.find((x) => x.id === 'everyday')!.status).toBe('opened');
    const mine = await t.req<OpenedEnvelopes>('GET', '/wps/red-envelope/opened', { token: m.token });
    expect(mine.body.value!.rows).toEqual([e]);
    await expectLedgerClean();
  });

  it('reveals the seed after the window ends, and the revealed seed reproduces the draw', async () => {
    const m = await member();
    const r = await open(m.token, 'hour');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value!.serverSeed).toBeNull();
    offset = 2 * HOUR;
    try {
      // Two hours on, the session has lapsed; the service answers as the routes would.
      const later = Date.now() + offset;
      await expect(openEnvelope(t.db, brand, m.id, 'hour', later)).rejects.toMatchObject({
        errorCode: 'RED_ENVELOPE_CLOSED',
      });
      const e = (await openedEnvelopes(t.db, brand, m.id, later)).find((x) => x.roundId === 'hour')!;
      expect(e.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(createHash('sha256').update(Buffer.from(e.serverSeed!, 'hex')).digest('hex')).toBe(
        e.serverSeedHash,
      );
      expect(e.serverSeedHash).toBe(r.body.value!.serverSeedHash);
      const draw = await redEnvelopeDraw({
        serverSeed: e.serverSeed!,
        memberId: r.body.value!.clientSeed,
        minMinor: BigInt(r.body.value!.minMinor),
        maxMinor: BigInt(r.body.value!.maxMinor),
      });
      expect(draw.toString()).toBe(r.body.value!.drawMinor);
      expect(redEnvelopePaid(draw, BigInt(r.body.value!.remainingBeforeMinor)).toString()).toBe(
        r.body.value!.amountMinor,
      );
    } finally {
      offset = 0;
    }
  });

  it('never overdraws the pool with 200 members opening at once; the payouts add up to what the pool spent', async () => {
    const base = await member();
    const ids = (
      await t.db.query<{ id: string }>(sql`
        INSERT INTO members (brand, username, username_key, password_hash)
        SELECT brand, 'env' || g, 'env' || g, password_hash
        FROM members, generate_series(1, 200) g WHERE id = ${base.id}::bigint
        RETURNING id::text AS id`)
    ).map((r) => r.id);
    const now = Date.now();
    const results = await Promise.allSettled(ids.map((id) => openEnvelope(t.db, brand, id, 'burst', now)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    // 200 draws of at least 1.00 average 5.50: the 1000.00 pool is used up before the last member.
    expect(lost.length).toBeGreaterThan(0);
    expect(new Set(lost.map((r) => (r.reason as { errorCode?: string }).errorCode))).toEqual(
      new Set(['RED_ENVELOPE_EMPTY']),
    );
    const [w] = await t.db.query<{ pool: string; spent: string; paid: string; n: string; bonus: string }>(sql`
      SELECT w.pool::text AS pool, w.spent::text AS spent, sum(o.amount)::text AS paid, count(o.*)::text AS n,
        (SELECT sum(b.amount) FROM bonuses b WHERE b.reference LIKE 'red-envelope:' || w.id || ':%')::text AS bonus
      FROM red_envelope_windows w JOIN red_envelope_openings o ON o.window_id = w.id
      WHERE w.brand = 'deshplay' AND w.round_id = 'burst' GROUP BY w.id`);
    expect(w!.spent).toBe(w!.pool);
    expect(w!.paid).toBe(w!.spent);
    expect(w!.bonus).toBe(w!.spent);
    expect(Number(w!.n)).toBe(won.length);
    let wallets = 0n;
    for (const id of ids) wallets += await wallet(id);
    expect(wallets.toString()).toBe(w!.spent);
    await expectLedgerClean();
  });

  it('gives nothing to a timed-out member (D26) and lists nothing claimable for it', async () => {
    const m = await member();
    expect((await claimableEnvelopes(t.db, brand, m.id, Date.now())).map((c) => c.roundId)).toContain(
      'everyday',
    );
    const r = await t.req('POST', '/wps/protection/timeout', { token: m.token, body: { length: '24h' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await expect(openEnvelope(t.db, brand, m.id, 'everyday', Date.now())).rejects.toMatchObject({
      errorCode: 'RED_ENVELOPE_NOT_ELIGIBLE',
    });
    expect(await claimableEnvelopes(t.db, brand, m.id, Date.now())).toEqual([]);
    expect(await wallet(m.id)).toBe(0n);
  });

  it("asks for the day's deposit when the round requires one", async () => {
    const m = await member();
    const r = await open(m.token, 'depositors');
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('RED_ENVELOPE_DEPOSIT_REQUIRED');
    expect(r.body.message).toContain('500.00');
    await t.db.query(sql`
      INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, status,
        expires_at, decided_at)
      VALUES ('deshplay', ${m.id}::bigint, 'bkash', 'bKash', 'manual', 'BDT', 50000, 'credited', now(), now())`);
    const ok = await open(m.token, 'depositors');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('takes no opening in a stored window that has ended, though the config still says open', async () => {
    const m = await member();
    await t.db.query(sql`
      UPDATE red_envelope_windows SET ends_at = starts_at + interval '1 second'
      WHERE brand = 'deshplay' AND round_id = 'everyday'`);
    const r = await open(m.token, 'everyday');
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('RED_ENVELOPE_CLOSED');
    expect(await wallet(m.id)).toBe(0n);
  });

  it('refuses an unknown round', async () => {
    const m = await member();
    const r = await open(m.token, 'nope');
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('RED_ENVELOPE_NOT_FOUND');
  });
});
