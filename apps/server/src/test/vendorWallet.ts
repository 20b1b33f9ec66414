/**
 * Test helpers that play through the real signed seamless-wallet protocol (`POST /vendor/<code>/wallet/<op>`,
 * domain/vendor-wallet/protocol.ts), signed with the test app's vendor secret (harness.ts `testVendorSecret`).
 */
import { expect } from 'vitest';
import { signedHeaders } from '../domain/vendor-wallet/protocol.ts';
import { testVendorSecret, type TestApp } from './harness.ts';

/** One signed vendor wallet call (`op` bet, win, rollback...) with a JSON `body`; fails the test on anything but 200. */
export async function vendorWalletCall(
  t: Pick<TestApp, 'app'>,
  vendor: string,
  op: string,
  body: Record<string, unknown>,
): Promise<void> {
  const raw = JSON.stringify(body);
  const r = await t.app.inject({
    method: 'POST',
    url: `/vendor/${vendor}/wallet/${op}`,
    headers: signedHeaders(testVendorSecret(vendor), raw),
    payload: raw,
  });
  expect(r.statusCode, r.body).toBe(200);
}

/**
 * One settled BGS round in BDT: the stake, then the win, both in minor units, with transaction ids
 * `<roundId>-bet` and `<roundId>-win`.
 */
export async function settledRound(
  t: Pick<TestApp, 'app'>,
  playerId: string,
  roundId: string,
  stake: bigint,
  win: bigint,
): Promise<void> {
  for (const [op, amount] of [
    ['bet', stake],
    ['win', win],
  ] as const)
    await vendorWalletCall(t, 'BGS', op, {
      playerId,
      currency: 'BDT',
      roundId,
      transactionId: `${roundId}-${op}`,
      amount: amount.toString(),
    });
}
