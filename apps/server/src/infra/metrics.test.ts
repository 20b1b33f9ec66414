/**
 * The platform's Prometheus metrics (infra/metrics.ts): `/metrics` answers on the operator listener only, and after
 * real requests (a route called, vendor wallet calls that pass and fail, ledger transfers, periodic job runs) the
 * matching series have moved by what was done.
 */
import { randomUUID } from 'node:crypto';
import { parseExposition } from '@playdeck/db/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSettlementScheduler } from '../domain/agent/settlement/service.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../test/harness.ts';
import { signedHeaders } from '../domain/vendor-wallet/protocol.ts';
import { listenOps, type OpsListener } from '../http/health.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
let ops: OpsListener;
beforeAll(async () => {
  t = await createTestApp({ opsListener: true, payments: { sweepMs: 50 } });
  ops = await listenOps(t.app, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ops.close();
  await t.close();
});

/** Scrapes the operator listener's /metrics: sample name with labels (as written) -> value. */
async function scrape(): Promise<Map<string, number>> {
  const r = await fetch(`${ops.url}/metrics`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await r.text());
}
const value = (m: Map<string, number>, sample: string) => m.get(sample) ?? 0;

/** A signed vendor wallet call through the public listener (inject). */
async function walletCall(vendor: string, op: string, body: unknown, secret = testVendorSecret(vendor)) {
  const raw = JSON.stringify(body);
  const r = await t.app.inject({
    method: 'POST',
    url: `/vendor/${vendor}/wallet/${op}`,
    headers: signedHeaders(secret, raw),
    payload: raw,
  });
  return r.json<{ status: string; code?: string }>();
}

describe('GET /metrics', () => {
  it('is served on the operator port only: 404 NOT_FOUND on the public port', async () => {
    const pub = await t.app.inject({ url: '/metrics' });
    expect(pub.statusCode).toBe(404);
    expect(pub.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const m = await scrape();
    // The process metrics and the queue gauges are there from the start.
    expect(m.has('playdeck_process_cpu_user_seconds_total')).toBe(true);
    expect(m.get('playdeck_password_pool_jobs{state="waiting"}')).toBe(0);
    expect(m.get('playdeck_payments_sweep_backlog{item="deposits"}')).toBe(0);
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    const before = await scrape();
    const sample = 'playdeck_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}';
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // A path parameter's value and an unknown path: the pattern and "unmatched", not the URL.
    await walletCall('BGS', 'balance', { playerId: 'nobody' });
    await t.app.inject({ url: `/no/such/${randomUUID()}` });
    const after = await scrape();
    expect(value(after, sample) - value(before, sample)).toBe(3);
    const wallet = [...after.keys()].filter((k) => k.includes('route="/vendor/:code/wallet/:op"'));
    expect(wallet.length).toBeGreaterThan(0);
    expect([...after.keys()].some((k) => k.includes('/no/such/'))).toBe(false);
    expect([...after.keys()].some((k) => k.includes('route="unmatched",status="404"'))).toBe(true);
    // Buckets are cumulative: the +Inf one equals the count.
    expect(after.get(sample.replace('_count{', '_bucket{').replace('}', ',le="+Inf"}'))).toBe(
      value(after, sample),
    );
  });

  it('counts vendor wallet calls by outcome and ledger transfers by kind', async () => {
    const before = await scrape();
    const funded = await t.req<{ playerId: string; currency: string }>('POST', '/__test/vendor/players', {
      body: { balance: '10000' },
    });
    expect(funded.status).toBe(200);
    const { playerId, currency } = funded.body.value!;
    const round = `r-${randomUUID()}`;
    const bet = (transactionId: string, amount: string, roundId = round) => ({
      playerId,
      currency,
      transactionId,
      roundId,
      amount,
    });
    expect((await walletCall('BGS', 'bet', bet(`b-${randomUUID()}`, '2500'))).status).toBe('OK');
    expect((await walletCall('BGS', 'bet', bet(`b-${randomUUID()}`, '1500'))).status).toBe('OK');
    expect((await walletCall('BGS', 'win', bet(`w-${randomUUID()}`, '9000'))).status).toBe('OK');
    // More than the balance: INSUFFICIENT_FUNDS, nothing moved.
    expect(
      (await walletCall('BGS', 'bet', bet(`b-${randomUUID()}`, '999999', `r-${randomUUID()}`))).code,
    ).toBe('INSUFFICIENT_FUNDS');
    // A wrong signature, and a made-up vendor code (labelled unknown: callers cannot grow the series).
    expect((await walletCall('BGS', 'balance', { playerId }, 'wrong-secret')).status).toBe('ERROR');
    expect((await walletCall('NOPE', 'balance', { playerId })).code).toBe('UNKNOWN_VENDOR');
    const after = await scrape();
    const moved = (s: string) => value(after, s) - value(before, s);
    expect(moved('playdeck_vendor_wallet_calls_total{vendor="BGS",op="bet",outcome="ok"}')).toBe(2);
    expect(moved('playdeck_vendor_wallet_calls_total{vendor="BGS",op="win",outcome="ok"}')).toBe(1);
    expect(
      moved('playdeck_vendor_wallet_calls_total{vendor="BGS",op="bet",outcome="INSUFFICIENT_FUNDS"}'),
    ).toBe(1);
    expect(
      moved('playdeck_vendor_wallet_calls_total{vendor="BGS",op="balance",outcome="INVALID_SIGNATURE"}'),
    ).toBe(1);
    expect(
      moved('playdeck_vendor_wallet_calls_total{vendor="unknown",op="unknown",outcome="UNKNOWN_VENDOR"}'),
    ).toBe(1);
    expect(moved('playdeck_ledger_transfers_total{kind="test.fund"}')).toBe(1);
    expect(moved('playdeck_ledger_transfers_total{kind="bet"}')).toBe(2);
    expect(moved('playdeck_ledger_transfers_total{kind="win"}')).toBe(1);
  });

  it('counts periodic job runs (the payments sweeper, a settlement run)', async () => {
    const before = await scrape();
    const stop = startSettlementScheduler(t.db, t.app.ctx.brands, Date.now, t.app.log, 50);
    try {
      await new Promise((r) => setTimeout(r, 400));
    } finally {
      stop();
    }
    const after = await scrape();
    for (const job of ['payments-sweep', 'agent-settlement']) {
      const s = `playdeck_periodic_job_runs_total{job="${job}",outcome="ok"}`;
      expect(value(after, s) - value(before, s), job).toBeGreaterThanOrEqual(2);
    }
  });
});
