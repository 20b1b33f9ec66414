/**
 * The member's live stream (GET /wps/events) read over real HTTP with the Authorization header, as the site reads it:
 * a deposit credited by the sandbox webhook, a withdrawal and a vendor-protocol bet each push the new balance to that
 * member's stream only; a rolled-back transfer pushes nothing; a visitor gets 401; an ended session is announced; and,
 * with Redis, an event published on one instance reaches a stream on another.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../infra/db/client.ts';
import { transfer } from '../ledger/index.ts';
import { cash } from '../payments/service.ts';
import { createSession } from '../session/service.ts';
import { payKit, type PayKit } from '../payments/testkit.ts';
import { createTestApp } from '../../test/harness.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';
import { bridgeRedis, memberBus, type MemberEvent } from './index.ts';

let k: PayKit;

beforeAll(async () => {
  k = await payKit();
});
afterAll(async () => {
  await k?.close();
});

interface Frame {
  event: string;
  data: Record<string, string>;
}

/** An open stream: every frame read so far, and a wait for a frame matching `pred`. */
async function openStream(token?: string, base = k.baseUrl) {
  const abort = new AbortController();
  const res = await fetch(`${base}/wps/events`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const frames: Frame[] = [];
  let wake: (() => void) | undefined;
  if (res.ok) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) frames.push({ event, data: JSON.parse(data) as Record<string, string> });
            wake?.();
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    res,
    frames,
    async waitFor(pred: (f: Frame) => boolean, what: string, ms = 5000): Promise<Frame> {
      const deadline = Date.now() + ms;
      for (;;) {
        const f = frames.find(pred);
        if (f) return f;
        if (Date.now() > deadline) throw new Error(`no frame: ${what}; got ${JSON.stringify(frames)}`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
    },
    close: () => abort.abort(),
  };
}

const balanceIs = (v: string) => (f: Frame) => f.event === 'balance' && f.data.balance === v;

describe('member event stream', () => {
  it('pushes the new balance to the member whose deposit was credited, and to nobody else', async () => {
    const a = await k.member();
    const b = await k.member();
    const sa = await openStream(a.token);
    const sb = await openStream(b.token);
    expect(sa.res.status).toBe(200);
    expect(sa.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await sa.waitFor(balanceIs('0.00'), 'A balance on connect');
    await sb.waitFor(balanceIs('0.00'), 'B balance on connect');

    const r = await k.t.req('POST', '/wps/payments/deposits', {
      token: a.token,
      body: { methodId: 'bkash', amount: '500.00' },
    });
    expect(r.status).toBe(200);
    const t = await sa.waitFor((f) => f.event === 'transfer', 'A transfer event');
    expect(t.data).toEqual({ kind: 'deposit', currency: 'BDT', account: 'cash' });
    const bal = await sa.waitFor(balanceIs('500.00'), 'A balance after the deposit');
    expect(bal.data).toEqual({ balance: '500.00', currency: 'BDT', trialBalance: '0.00' });

    // A bet and a win through the signed seamless-wallet protocol (the in-house games' path).
    for (const [op, amount] of [
      ['bet', '10000'],
      ['win', '2550'],
    ] as const) {
      await vendorWalletCall(k.t, 'BGS', op, {
        playerId: a.id,
        currency: 'BDT',
        transactionId: `ev-${op}-${a.id}`,
        roundId: `ev-round-${a.id}`,
        amount,
      });
    }
    await sa.waitFor((f) => f.event === 'transfer' && f.data.kind === 'bet', 'bet event');
    await sa.waitFor(balanceIs('425.50'), 'A balance after the bet and the win');

    // B's stream saw only its own balance on connect.
    await new Promise((r) => setTimeout(r, 200));
    expect(sb.frames).toEqual([
      { event: 'balance', data: { balance: '0.00', currency: 'BDT', trialBalance: '0.00' } },
    ]);
    sa.close();
    sb.close();
  });

  it('pushes the balance after an operator confirms a manual deposit and after a withdrawal holds the funds', async () => {
    const a = await k.member();
    const s = await openStream(a.token);
    await s.waitFor(balanceIs('0.00'), 'balance on connect');
    const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: a.token,
      body: { methodId: 'bank', amount: '1000' },
    });
    expect((await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`)).status).toBe(200);
    await s.waitFor(balanceIs('1000.00'), 'balance after the operator confirmed');
    const pw = await k.t.req('PUT', '/wps/payments/withdraw/password', {
      token: a.token,
      body: {
        password: a.password,
        newWithdrawPassword: 'wd-pass-2468',
        confirmWithdrawPassword: 'wd-pass-2468',
      },
    });
    expect(pw.status).toBe(200);
    const acc = await k.t.req<{ id: string }>('POST', '/wps/payments/payout-accounts', {
      token: a.token,
      body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: a.password },
    });
    expect(acc.status).toBe(200);
    const w = await k.t.req('POST', '/wps/payments/withdrawals', {
      token: a.token,
      body: { payoutAccountId: acc.body.value!.id, amount: '600.00', withdrawPassword: 'wd-pass-2468' },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    await s.waitFor((f) => f.event === 'transfer' && f.data.kind === 'withdraw.hold', 'withdraw.hold event');
    await s.waitFor(balanceIs('400.00'), 'balance after the hold');
    s.close();
  });

  it('announces nothing for a transfer whose transaction rolled back', async () => {
    const a = await k.member();
    const seen: MemberEvent[] = [];
    const off = memberBus(k.t.db).subscribe(a.id, (e) => seen.push(e));
    await expect(
      k.t.db.tx(async (tx) => {
        await transfer(tx, {
          debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'opening' },
          credit: cash('deshplay', 'BDT', a.id),
          amountMinor: 100n,
          kind: 'test.fund',
          idempotencyKey: `rb-${randomBytes(6).toString('hex')}`,
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(seen).toEqual([]);
    await transfer(k.t.db, {
      debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'opening' },
      credit: cash('deshplay', 'BDT', a.id),
      amountMinor: 100n,
      kind: 'test.fund',
      idempotencyKey: `ok-${randomBytes(6).toString('hex')}`,
    });
    expect(seen).toEqual([
      { event: 'transfer', data: { kind: 'test.fund', currency: 'BDT', account: 'cash' } },
    ]);
    off();
  });

  it('answers a visitor 401 NOT_LOGGED_IN', async () => {
    const s = await openStream();
    expect(s.res.status).toBe(401);
    expect(((await s.res.json()) as { errorCode: string }).errorCode).toBe('NOT_LOGGED_IN');
  });

  it('closes the subscription when the browser goes away', async () => {
    const a = await k.member();
    const s = await openStream(a.token);
    await s.waitFor((f) => f.event === 'balance', 'balance on connect');
    // The stream's events and its session watch (http/sse.ts).
    expect(memberBus(k.t.db).listeners(a.id)).toBe(2);
    s.close();
    for (let i = 0; i < 40 && memberBus(k.t.db).listeners(a.id) > 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(memberBus(k.t.db).listeners(a.id)).toBe(0);
  });
});

describe('member event stream: ended sessions', () => {
  it('announces a session that ended while the stream was open, then closes the stream', async () => {
    const t = await createTestApp({ eventsKeepAliveMs: 100 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = t.app.server.address();
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const m = await t.register();
      const s = await openStream(m.token, base);
      await s.waitFor((f) => f.event === 'balance', 'balance on connect');
      expect((await t.req('DELETE', '/wps/session/logout', { token: m.token })).status).toBe(200);
      const ended = await s.waitFor((f) => f.event === 'session', 'session event');
      expect(ended.data).toEqual({ state: 'ended' });
      s.close();
    } finally {
      await t.close();
    }
  });
});

describe('member event stream: the session it lives by (docs/decisions.md D22)', () => {
  it('ends at once, long before the next keep-alive, when its session logs out or another session changes the password', async () => {
    const a = await k.member();
    const s = await openStream(a.token);
    await s.waitFor((f) => f.event === 'balance', 'balance on connect');
    expect((await k.t.req('DELETE', '/wps/session/logout', { token: a.token })).status).toBe(200);
    // The keep-alive (and its re-check) runs every 25 s here: the 5-second wait can only pass on the notice.
    expect((await s.waitFor((f) => f.event === 'session', 'session ended')).data).toEqual({ state: 'ended' });
    s.close();

    const b = await k.member();
    const other = await createSession(k.t.app.ctx, b.id, k.t.app.ctx.brands.defaultBrand);
    const kept = await openStream(b.token);
    const ended = await openStream(other.token);
    await kept.waitFor((f) => f.event === 'balance', 'balance on connect');
    await ended.waitFor((f) => f.event === 'balance', 'balance on connect');
    const changed = await k.t.req('POST', '/wps/member/password', {
      token: b.token,
      body: { oldPassword: b.password, newPassword: 'A-new-pass-771', confirmNewPassword: 'A-new-pass-771' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await ended.waitFor((f) => f.event === 'session', 'the other session ended');
    expect(kept.frames.some((f) => f.event === 'session' || f.event === 'sessions.changed')).toBe(false);
    kept.close();
    ended.close();
  });

  it('opens at most 3 streams per session and refuses a 4th with 429 STREAM_LIMIT until one closes', async () => {
    const a = await k.member();
    const open = await Promise.all([1, 2, 3].map(() => openStream(a.token)));
    for (const s of open) expect(s.res.status).toBe(200);
    const fourth = await openStream(a.token);
    expect(fourth.res.status).toBe(429);
    expect(((await fourth.res.json()) as { errorCode: string }).errorCode).toBe('STREAM_LIMIT');
    // Another session of the same member has its own count.
    const other = await createSession(k.t.app.ctx, a.id, k.t.app.ctx.brands.defaultBrand);
    const elsewhere = await openStream(other.token);
    expect(elsewhere.res.status).toBe(200);
    elsewhere.close();
    open[0]!.close();
    let again = await openStream(a.token);
    for (let i = 0; i < 40 && again.res.status === 429; i++) {
      await again.res.text();
      await new Promise((r) => setTimeout(r, 25));
      again = await openStream(a.token);
    }
    expect(again.res.status).toBe(200);
    for (const s of [...open, again]) s.close();
  });
});

describe.runIf(!!process.env.REDIS_URL)('member events across instances (Redis)', () => {
  it('delivers an event published on one instance to a subscriber on another, once', async () => {
    const channel = `pd:test-events:${randomBytes(4).toString('hex')}`;
    const ra = new Redis(process.env.REDIS_URL!);
    const rb = new Redis(process.env.REDIS_URL!);
    // Two instances: two database handles (the bus is per database), each bridged through its own connection.
    const dbA = {} as Db;
    const dbB = {} as Db;
    const offA = await bridgeRedis(dbA, ra, channel);
    const offB = await bridgeRedis(dbB, rb, channel);
    const onA: MemberEvent[] = [];
    const onB: MemberEvent[] = [];
    memberBus(dbA).subscribe('7', (e) => onA.push(e));
    memberBus(dbB).subscribe('7', (e) => onB.push(e));
    memberBus(dbB).subscribe('8', () => onB.push({ event: 'wrong member', data: {} }));
    const e = { event: 'transfer', data: { kind: 'bet', currency: 'BDT', account: 'cash' } };
    memberBus(dbA).publish('7', e);
    for (let i = 0; i < 80 && onB.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    expect(onB).toEqual([e]);
    expect(onA).toEqual([e]);
    await offA();
    await offB();
    ra.disconnect();
    rb.disconnect();
  });
});
