/**
 * Bonuses over HTTP (member center bonusDetails; docs/architecture.md "Member center"): an operator grants a bonus through the operator
 * API, the money reaches the member's main wallet as one ledger transfer, the member sees it with its turnover
 * progress fed by rounds played through the real signed vendor protocol; idempotency, bad input and access rules.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusPage, OpsBonus, OpsBonusPage } from '@playdeck/api-client/bonus';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.close());

let seq = 0;
const grant = (username: string, extra: Record<string, unknown> = {}) =>
  k.ops<OpsBonus>('POST', '/ops/api/bonuses', {
    brand: 'deshplay',
    username,
    name: 'Welcome bonus',
    amount: '50.00',
    turnover: '100',
    reference: `test-${++seq}`,
    ...extra,
  });
const mine = (token: string) => k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token });

/** One settled round through the signed vendor protocol: stake then win, BDT minor units. */
const play = (playerId: string, stake: bigint, win: bigint) =>
  settledRound(k.t, playerId, `bonus-r-${++seq}`, stake, win);

describe('bonus grant and bonusDetails', () => {
  it('pays the bonus into the main wallet once and shows it with turnover progress from settled rounds', async () => {
    const m = await k.member();
    const before = await k.cash(m.id);
    const g = await grant(m.username, { reference: 'welcome-1' });
    expect(g.status).toBe(200);
    expect(g.body.value).toMatchObject({ amount: '50.00', turnoverRequired: '100.00', status: 'wagering' });
    expect(await k.cash(m.id)).toBe(before + 5000n);

    // The same grant again (a retried command) pays nothing more and answers the original.
    const again = await grant(m.username, { reference: 'welcome-1' });
    expect(again.body.value!.id).toBe(g.body.value!.id);
    expect(await k.cash(m.id)).toBe(before + 5000n);

    let page = (await mine(m.token)).body.value!;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ name: 'Welcome bonus', amount: '50.00', turnoverAchieved: '0.00' });

    await play(m.id, 4000n, 4000n); // 40.00 staked (and won back)
    page = (await mine(m.token)).body.value!;
    expect(page.rows[0]).toMatchObject({ turnoverAchieved: '40.00', status: 'wagering' });

    await play(m.id, 4000n, 4000n);
    await play(m.id, 3000n, 0n); // 110.00 staked in all: capped at the target, completed
    page = (await mine(m.token)).body.value!;
    expect(page.rows[0]).toMatchObject({ turnoverAchieved: '100.00', status: 'completed' });
    expect(await k.cash(m.id)).toBe(before + 2000n);
    await k.expectLedgerClean();
  });

  it('lists only the member’s own bonuses, newest first; a bonus without target has status none', async () => {
    const a = await k.member();
    const b = await k.member();
    await grant(a.username, { name: 'First', turnover: undefined });
    await grant(b.username, { name: 'Not yours' });
    await grant(a.username, { name: 'Second', amount: '1.5' });
    const page = (await mine(a.token)).body.value!;
    expect(page.rows.map((r) => r.name)).toEqual(['Second', 'First']);
    expect(page.rows[1]).toMatchObject({ status: 'none', turnoverRequired: '0.00' });
    expect(page.rows[0]!.amount).toBe('1.50');
    const all = await k.ops<OpsBonusPage>('GET', '/ops/api/bonuses?brand=deshplay&pageSize=100');
    expect(all.body.value!.rows.some((r) => r.username === b.username && r.name === 'Not yours')).toBe(true);
  });

  it('refuses bad grants with a 4xx envelope and moves no money', async () => {
    const m = await k.member();
    const snap = await k.snapshot([m.id]);
    expect4xx(await grant(m.username, { amount: '0' }), 'AMOUNT_INVALID');
    expect4xx(await grant(m.username, { amount: '-5' }), 'AMOUNT_INVALID');
    expect4xx(await grant(m.username, { amount: '1.234' }), 'AMOUNT_PRECISION');
    expect4xx(await grant(m.username, { amount: '1e9' }), 'AMOUNT_INVALID');
    expect4xx(await grant(m.username, { amount: '99999999999999999999999' }), 'AMOUNT_OUT_OF_RANGE');
    expect4xx(await grant('nobody-here', {}), 'MEMBER_NOT_FOUND');
    expect4xx(await grant(m.username, { brand: 'nope' }), 'UNKNOWN_BRAND');
    expect4xx(await grant(m.username, { name: '   ' }), 'VALIDATION');
    await grant(m.username, { reference: 'dup-ref' });
    const after = await k.snapshot([m.id]);
    expect4xx(await grant(m.username, { reference: 'dup-ref', amount: '60' }), 'BONUS_REFERENCE_CONFLICT');
    expect(await k.snapshot([m.id])).toBe(after);
    expect(after).not.toBe(snap);
  });

  it('needs an operator to grant and a session to list', async () => {
    const m = await k.member();
    const r = await k.t.req('POST', '/ops/api/bonuses', {
      token: m.token,
      body: { brand: 'deshplay', username: m.username, name: 'x', amount: '5', reference: 'self-grant' },
    });
    expect4xx(r, 'OPS_NOT_AUTHORIZED');
    expect4xx(await k.t.req('GET', '/wps/member/bonuses'), 'NOT_LOGGED_IN');
  });

  it('refuses a malformed page query', async () => {
    const m = await k.member();
    for (const q of ['pageNo=0', 'pageNo=-1', 'pageNo=x', 'pageSize=100', 'pageSize=1.5', 'pageNo=%00'])
      expect4xx(await k.t.req('GET', `/wps/member/bonuses?${q}`, { token: m.token }), 'VALIDATION', q);
  });
});
