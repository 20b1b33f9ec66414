/**
 * The conformance kit (docs/vendor-protocol.md "Conformance kit"; docs/architecture.md "Targets"): it passes against the platform served over real HTTP (on
 * PGlite, and on PostgreSQL when DATABASE_URL is set) with a clean ledger afterwards, and it fails against
 * deliberately broken implementations, naming the cases they break.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../ledger/index.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../../test/harness.ts';
import { CASES, runConformance, type KitReport } from './conformance.ts';
import { signatureMatches, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './protocol.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const failedNames = (r: KitReport) => r.cases.filter((c) => !c.passed).map((c) => c.name);

describe('conformance kit against the platform', () => {
  it('passes every case for BGS (open-round-only) with a clean ledger', async () => {
    const r = await runConformance({
      url,
      vendor: 'BGS',
      secret: testVendorSecret('BGS'),
      expectRollbackAfterWin: 'refuse',
    });
    expect(r.cases.filter((c) => !c.passed)).toEqual([]);
    expect(r.passed).toBe(CASES.length);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it('passes every case for PT (bets-any-time), and fails the strict expectation of the other policy', async () => {
    const r = await runConformance({
      url,
      vendor: 'PT',
      secret: testVendorSecret('PT'),
      expectRollbackAfterWin: 'allow',
    });
    expect(r.cases.filter((c) => !c.passed)).toEqual([]);
    const wrong = await runConformance({
      url,
      vendor: 'PT',
      secret: testVendorSecret('PT'),
      expectRollbackAfterWin: 'refuse',
      grep: 'rollback of a bet after its win',
    });
    expect(failedNames(wrong)).toEqual([
      'rollback of a bet after its win follows the rollback policy and never pays twice',
    ]);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it('works with a fixed --player instead of the test hook, leaving it its funds', async () => {
    const created = await t.req<{ playerId: string }>('POST', '/__test/vendor/players', {
      body: { balance: '50000' },
    });
    const player = created.body.value!.playerId;
    const r = await runConformance({
      url,
      vendor: 'BGS',
      secret: testVendorSecret('BGS'),
      player,
      grep: 'concurrent bets racing',
    });
    expect(r).toMatchObject({ passed: 1, failed: 0 });
  });

  it('fails every signed case with the wrong secret', async () => {
    const r = await runConformance({ url, vendor: 'BGS', secret: 'wrong', grep: 'bet debits' });
    expect(r).toMatchObject({ passed: 0, failed: 1 });
    expect(r.cases[0]!.detail).toMatch(/INVALID_SIGNATURE/);
  });
});

/**
 * A naive vendor wallet in memory, broken on purpose in the ways `flaws` name, otherwise following the protocol's
 * answers closely enough that the cases it does not break pass.
 */
async function brokenWallet(flaws: { idempotency?: boolean; signature?: boolean; negative?: boolean }) {
  const app: FastifyInstance = Fastify();
  const balances = new Map<string, bigint>();
  const seen = new Map<string, string>();
  const rounds = new Map<string, string>();
  const secret = testVendorSecret('BROKEN');
  let next = 1;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, b, done) => done(null, b));
  app.post('/__test/vendor/players', async () => {
    const playerId = String(next++);
    balances.set(playerId, 100_000n);
    return { success: true, value: { playerId, currency: 'BDT', balance: '100000' } };
  });
  app.post<{ Params: { op: string } }>('/vendor/BROKEN/wallet/:op', async (req, reply) => {
    const raw = req.body as string;
    const ts = req.headers[TIMESTAMP_HEADER];
    const sig = req.headers[SIGNATURE_HEADER];
    const err = (status: number, code: string) =>
      reply.status(status).send({ status: 'ERROR', code, message: code });
    if (
      !flaws.signature &&
      (typeof ts !== 'string' || typeof sig !== 'string' || !signatureMatches(secret, ts, raw, sig))
    )
      return err(401, 'INVALID_SIGNATURE');
    if (!flaws.signature && Math.abs(Date.now() / 1000 - Number(ts)) > 300) return err(401, 'STALE_REQUEST');
    const b = JSON.parse(raw) as Record<string, string>;
    const bal = balances.get(b.playerId!);
    if (bal === undefined) return err(404, 'PLAYER_NOT_FOUND');
    const key = `${req.params.op}:${b.transactionId}`;
    if (!flaws.idempotency && seen.has(key)) return reply.type('application/json').send(seen.get(key));
    let nb = bal;
    if (req.params.op === 'bet') {
      nb = bal - BigInt(b.amount!);
      if (nb < 0n && !flaws.negative) return err(402, 'INSUFFICIENT_FUNDS');
      rounds.set(b.roundId!, 'open');
    } else if (req.params.op === 'win') {
      if (!rounds.has(b.roundId!)) return err(404, 'ROUND_NOT_FOUND');
      nb = bal + BigInt(b.amount!);
    }
    balances.set(b.playerId!, nb);
    const answer = JSON.stringify({
      status: 'OK',
      playerId: b.playerId,
      currency: 'BDT',
      balance: nb.toString(),
    });
    seen.set(key, answer);
    return reply.type('application/json').send(answer);
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }), secret };
}

describe('conformance kit against broken implementations', () => {
  it('fails a wallet that applies every duplicate again', async () => {
    const b = await brokenWallet({ idempotency: true });
    try {
      const r = await runConformance({ url: b.url, vendor: 'BROKEN', secret: b.secret });
      const failed = failedNames(r);
      expect(failed).toContain(
        'duplicate bet id with the same content returns the original answer and debits once',
      );
      expect(failed).toContain('the same bet sent concurrently is applied once, every answer the same');
      expect(failed).toContain(
        'retries after timeouts (answer lost before or after processing) move money once',
      );
      expect(r.failed).toBeGreaterThan(5);
    } finally {
      await b.app.close();
    }
  });

  it('fails a wallet that skips the signature check and lets balances go negative', async () => {
    const b = await brokenWallet({ signature: true, negative: true });
    try {
      const failed = failedNames(await runConformance({ url: b.url, vendor: 'BROKEN', secret: b.secret }));
      expect(failed).toContain('bad signatures are refused and record nothing');
      expect(failed).toContain('stale and future timestamps are refused and record nothing');
      expect(failed).toContain('concurrent bets racing the balance: the balance never goes negative');
    } finally {
      await b.app.close();
    }
  });
});
