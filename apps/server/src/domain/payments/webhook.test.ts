/**
 * The signed gateway webhook over real HTTP (docs/architecture.md "Payments"; bad input in docs/architecture.md "Targets"): bad signatures,
 * stale timestamps and replays are refused with a 4xx envelope and no ledger change; a gateway retry with a fresh
 * signature is idempotent on the reference; `failed` rejects. The sandbox's own delivery is held back (long delay) so
 * the test drives the webhook itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from './sandbox.ts';
import { expect4xx, payKit, SANDBOX_SECRET, type PayKit } from './testkit.ts';

let k: PayKit;
beforeAll(async () => {
  k = await payKit({ sandboxDelayMs: 600_000 });
});
afterAll(() => k.close());

const PATH = '/wps/payments/webhook/sandbox';

async function sandboxDeposit(token: string, amount = '500.00') {
  const r = await k.t.req<{ id: string; reference: string }>('POST', '/wps/payments/deposits', {
    token,
    body: { methodId: 'nagad', amount },
  });
  expect(r.status).toBe(200);
  return r.body.value!;
}

function delivery(body: Record<string, unknown>, o: { secret?: string; at?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((o.at ?? Date.now()) / 1000));
  return {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-pd-timestamp': timestamp,
      'x-pd-signature': signWebhook(o.secret ?? SANDBOX_SECRET, timestamp, raw),
    },
  };
}

describe('sandbox webhook', () => {
  it('refuses bad signatures, stale timestamps and replays without touching the ledger; credits once', async () => {
    const m = await k.member();
    const d = await sandboxDeposit(m.token);
    const paid = { reference: d.reference, orderId: d.id, status: 'paid', amount: '500.00', currency: 'BDT' };
    const before = await k.snapshot([m.id]);

    expect4xx(
      await k.http('POST', PATH, delivery(paid, { secret: 'wrong-secret' })),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const tampered = delivery(paid);
    tampered.body = tampered.body.replace('500.00', '50000.00');
    expect4xx(await k.http('POST', PATH, tampered), 'WEBHOOK_SIGNATURE_INVALID', 'tampered body');
    expect4xx(
      await k.http('POST', PATH, {
        body: JSON.stringify(paid),
        headers: { 'content-type': 'application/json' },
      }),
      'WEBHOOK_SIGNATURE_INVALID',
      'unsigned',
    );
    expect4xx(
      await k.http('POST', PATH, delivery(paid, { at: Date.now() - 6 * 60_000 })),
      'WEBHOOK_REPLAYED',
      'stale',
    );
    expect4xx(
      await k.http('POST', PATH, delivery(paid, { at: Date.now() + 6 * 60_000 })),
      'WEBHOOK_REPLAYED',
      'future',
    );
    expect4xx(
      await k.http('POST', PATH, delivery({ ...paid, amount: '5000.00' })),
      'WEBHOOK_CONFLICT',
      'amount',
    );
    expect4xx(
      await k.http('POST', PATH, delivery({ ...paid, reference: 'SBXUNKNOWN' })),
      'DEPOSIT_NOT_FOUND',
    );
    expect4xx(await k.http('POST', PATH, delivery({ ...paid, amount: -5 })), 'VALIDATION', 'shape');
    expect(await k.snapshot([m.id])).toBe(before);

    const first = delivery(paid);
    const ok = await k.http('POST', PATH, first);
    expect(ok.status).toBe(200);
    expect(ok.body.value).toEqual({ depositId: d.id, status: 'credited', duplicate: false });
    expect(await k.cash(m.id)).toBe(50_000n);
    const after = await k.snapshot([m.id]);

    expect4xx(await k.http('POST', PATH, first), 'WEBHOOK_REPLAYED', 'same delivery again');
    // A gateway retry signs afresh (a later timestamp): accepted, nothing changes.
    const retry = await k.http('POST', PATH, delivery(paid, { at: Date.now() + 1000 }));
    expect(retry.status).toBe(200);
    expect(retry.body.value).toEqual({ depositId: d.id, status: 'credited', duplicate: true });
    expect4xx(
      await k.http('POST', PATH, delivery({ ...paid, status: 'failed' }, { at: Date.now() + 2000 })),
      'DEPOSIT_STATE',
    );
    expect(await k.snapshot([m.id])).toBe(after);
    await k.expectLedgerClean();
  });

  it('a failed payment rejects the deposit and moves no money', async () => {
    const m = await k.member();
    const d = await sandboxDeposit(m.token, '250');
    const before = await k.snapshot([m.id]);
    const r = await k.http(
      'POST',
      PATH,
      delivery({
        reference: d.reference,
        orderId: d.id,
        status: 'failed',
        amount: '250.00',
        currency: 'BDT',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ depositId: d.id, status: 'rejected', duplicate: false });
    const mine = await k.t.req<{ status: string }>('GET', `/wps/payments/deposits/${d.id}`, {
      token: m.token,
    });
    expect(mine.body.value!.status).toBe('rejected');
    expect(await k.snapshot([m.id])).toBe(before);
  });

  it('refuses a body that is not JSON with a 4xx envelope', async () => {
    const r = await k.http('POST', PATH, { body: 'not json', headers: { 'content-type': 'text/plain' } });
    expect4xx(r);
  });
});
