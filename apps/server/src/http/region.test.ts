// The region rule on every money, launch, ticket and code-send request (docs/decisions.md D7), on the real server:
// a session from an allowed country used from a denied one is refused there, not only at login and status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_PATH } from '@playdeck/api-client/launch';
import { configVariant, createTestApp, type TestApp } from '../test/harness.ts';

const US = '203.0.113.7';
const BD = '203.0.113.8';
const NOWHERE = '192.0.2.55';

/** Every guarded request class, with a body that passes validation where a member can send it. */
const GUARDED: Array<[string, string, Record<string, unknown>]> = [
  ['POST', '/wps/payments/deposits', { methodId: 'bkash', amount: '500.00' }],
  ['POST', '/wps/payments/withdrawals', { amount: '500.00', payoutAccountId: '1', withdrawPassword: 'x' }],
  ['POST', '/wps/relay/GCS_walletTransfer', { vassalage: 'BG', direction: 'in', amount: '1.00' }],
  ['POST', '/wps/agent/transfer', { direction: 'up', amount: '1.00', password: 'x', idempotencyKey: 'k1' }],
  ['POST', LAUNCH_PATH, { vassalage: 'CQ9', gameType: 'RNG', gameCode: 'cq9-launch-1' }],
  ['POST', '/wps/session/ticket', {}],
  ['POST', '/wps/member/bind/mobile/code', { mobileNum: '1712345678', countryDialingCode: '+880' }],
  ['POST', '/wps/member/bind/email/code', { email: 'a@example.com' }],
];

describe('region rule with a deny list, per request', () => {
  const cfg = configVariant({ brands: { deshplay: { server: { region: { allow: [], deny: ['US'] } } } } });
  let t: TestApp;
  let lookups: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      configDir: cfg.dir,
      geo: (ip) => (lookups.push(ip), ({ [US]: 'US', [BD]: 'BD' } as Record<string, string>)[ip] ?? null),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    cfg.remove();
  });

  it('refuses every guarded call of a session signed in from an allowed country once it comes from a denied one', async () => {
    const m = await t.register();
    for (const [method, url, body] of GUARDED) {
      const there = await t.req(method, url, { token: m.token, body, ip: US });
      expect([url, there.status, there.body.errorCode]).toEqual([url, 403, 'ACCESS_RESTRICTED']);
      expect(there.body.message).toBeTruthy();
      const home = await t.req(method, url, { token: m.token, body, ip: BD });
      expect([url, home.body.errorCode]).not.toEqual([url, 'ACCESS_RESTRICTED']);
    }
    // The same member's read-only calls stay open from anywhere.
    const info = await t.req('GET', '/wps/member/info', { token: m.token, ip: US });
    expect(info.status).toBe(200);
  });

  it('refuses a ticket minted at home and exchanged from a denied country', async () => {
    const m = await t.register();
    const tk = await t.req<{ ticket: string }>('POST', '/wps/session/ticket', { token: m.token, ip: BD });
    expect(tk.status).toBe(200);
    const away = await t.req('POST', '/wps/session/ticket/exchange', {
      body: { ticket: tk.body.value!.ticket },
      ip: US,
    });
    expect([away.status, away.body.errorCode]).toEqual([403, 'ACCESS_RESTRICTED']);
    const home = await t.req<{ token: string }>('POST', '/wps/session/ticket/exchange', {
      body: { ticket: tk.body.value!.ticket },
      ip: BD,
    });
    expect(home.status).toBe(200);
  });

  it('looks the address up again only when the session comes from a new address', async () => {
    const m = await t.register();
    lookups = [];
    for (let i = 0; i < 3; i++) await t.req('POST', '/wps/session/ticket', { token: m.token, ip: BD });
    expect(lookups).toEqual([BD]);
    expect((await t.req('POST', '/wps/session/ticket', { token: m.token, ip: US })).status).toBe(403);
    expect((await t.req('POST', '/wps/session/ticket', { token: m.token, ip: US })).status).toBe(403);
    expect((await t.req('POST', '/wps/session/ticket', { token: m.token, ip: BD })).status).toBe(200);
    expect(lookups).toEqual([BD, US, BD]);
  });
});

describe('region rule with an allow list', () => {
  const cfg = configVariant({ brands: { deshplay: { server: { region: { allow: ['BD'], deny: [] } } } } });
  let t: TestApp;
  beforeAll(async () => {
    // The harness registers from 10.x addresses: they are in Bangladesh here.
    t = await createTestApp({
      configDir: cfg.dir,
      geo: (ip) => (ip.startsWith('10.') || ip === BD ? 'BD' : ip === US ? 'US' : null),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    cfg.remove();
  });

  it('denies an address of no known country, on the status call and on every guarded call', async () => {
    const m = await t.register();
    const status = await t.req<{ status: number }>('GET', '/wps/system/status', { ip: NOWHERE });
    expect(status.body.value!.status).toBe(2);
    for (const [method, url, body] of GUARDED) {
      const r = await t.req(method, url, { token: m.token, body, ip: NOWHERE });
      expect([url, r.status, r.body.errorCode]).toEqual([url, 403, 'ACCESS_RESTRICTED']);
    }
    const home = await t.req('POST', '/wps/session/ticket', { token: m.token, ip: BD });
    expect(home.status).toBe(200);
  });
});
