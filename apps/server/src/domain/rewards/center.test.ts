/**
 * The reward center's red-envelope and referral sources over the real stack (spec 2 `rewardCenter`, spec 4 statuses;
 * docs/decisions.md D33, D36, D39): an envelope the member can open now is a claimable item counted in the badge and,
 * once opened, leaves the list for the history (Claimed, with the amount paid); a referee still qualifying shows as
 * Process and, once it qualifies, the referral reward paid shows in the history (Issued). PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RedEnvelopeRoundConfig, ReferralConfig } from '@playdeck/config-schema';
import type { OpenedEnvelope } from '@playdeck/api-client/redEnvelope';
import type { ReferralPage } from '@playdeck/api-client/referral';
import type { RewardCenter } from '@playdeck/api-client/rewards';
import { payKit, type PayKit } from '../payments/testkit.ts';

const ROUND: RedEnvelopeRoundConfig = {
  id: 'allday',
  name: { en: 'All-day envelope', bn: 'সারাদিনের খাম' },
  daily: { open: '00:00', close: '23:59' },
  poolMinor: '1000000',
  minMinor: '100',
  maxMinor: '5000',
  turnoverMultiplier: 2,
  enabled: true,
};
const PROGRAMME: ReferralConfig = {
  enabled: true,
  reward: { amountMinor: '10000', turnoverMultiplier: 3 },
  qualify: { firstDepositMinor: '150000', turnoverMinor: '50000' },
};

let k: PayKit;
beforeAll(async () => {
  k = await payKit({}, (b) => ({
    config: {
      ...b.config!,
      config: { ...b.config!.config, redEnvelope: { rounds: [ROUND] }, referral: PROGRAMME },
    },
  }));
});
afterAll(() => k.close());

const center = async (token: string) => {
  const r = await k.t.req<RewardCenter>('GET', '/wps/rewards?lang=en', { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value!;
};

describe('reward center: red envelopes', () => {
  it('lists an open round as claimable and counts it; once opened it moves to the history as Claimed', async () => {
    const m = await k.member();
    const before = await center(m.token);
    const item = before.items.find((i) => i.kind === 'redEnvelope')!;
    expect(item).toMatchObject({
      key: 'redEnvelope:allday',
      id: 'allday',
      title: 'All-day envelope',
      status: 'Claim',
      action: 'open',
      amount: '50.00',
      minAmount: '1.00',
      turnoverMultiple: 2,
    });
    expect(Date.parse(item.expiresAt!)).toBeGreaterThan(Date.now());
    const others = before.items.filter((i) => i.kind !== 'redEnvelope' && i.action !== null).length;
    expect(before.claimable).toBe(others + 1);
    expect(before.history.filter((h) => h.kind === 'redEnvelope')).toEqual([]);

    const opened = await k.t.req<OpenedEnvelope>('POST', '/wps/red-envelope/open', {
      token: m.token,
      body: { roundId: 'allday' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const after = await center(m.token);
    expect(after.items.some((i) => i.kind === 'redEnvelope')).toBe(false);
    expect(after.claimable).toBe(others);
    const row = after.history.find((h) => h.kind === 'redEnvelope')!;
    expect(row).toMatchObject({
      title: 'All-day envelope',
      status: 'Claimed',
      amount: opened.body.value!.amount,
    });
    const paid = BigInt(opened.body.value!.amountMinor);
    expect(BigInt(row.turnover!.replace('.', ''))).toBe(paid * 2n);
    expect(Math.abs(Date.parse(row.createdAt) - Date.now())).toBeLessThan(60_000);
  });
});

/** Registers a member from its own address through `code` (the referral registration of the harness). */
async function referee(code: string) {
  const t = k.t;
  const { r, username } = await t.attemptRegister({ referralCode: code });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const token = r.body.value!.token;
  const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token });
  return { id: info.body.value!.id, token, username };
}

describe('reward center: referral rewards', () => {
  it('shows a referee still qualifying as Process, then the reward paid for it in the history as Issued', async () => {
    const a = await k.member();
    const code = (await k.t.req<ReferralPage>('GET', '/wps/referral', { token: a.token })).body.value!.code;
    const friend = await referee(code);
    const masked = `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`;

    const pending = await center(a.token);
    expect(pending.items.find((i) => i.kind === 'referral')).toMatchObject({
      title: masked,
      status: 'Process',
      action: null,
      amount: '100.00',
      turnoverMultiple: 3,
    });
    expect(pending.history.filter((h) => h.kind === 'referral')).toEqual([]);

    // The friend qualifies: a first deposit of 1500.00, then 500.00 of settled turnover (paid on the next read).
    const dep = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: friend.token,
      body: { methodId: 'bank', amount: '1500' },
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(200);
    expect((await k.ops('POST', `/ops/api/deposits/${dep.body.value!.id}/confirm`)).status).toBe(200);
    await k.t.db.query(sql`
      INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
        win_total, created_at, closed_at)
      VALUES ('AG', ${`rc-${friend.id}`}, ${friend.id}::bigint, 'BDT', 'settled', 1, 0, 50000, 0, now(), now())`);

    const paid = await center(a.token);
    expect(paid.items.some((i) => i.kind === 'referral')).toBe(false);
    expect(paid.history.find((h) => h.kind === 'referral')).toMatchObject({
      title: masked,
      status: 'Issued',
      amount: '100.00',
      turnover: '300.00',
    });
    // Paid once: the referral page read afterwards finds it rewarded, not paid again.
    const page = (await k.t.req<ReferralPage>('GET', '/wps/referral', { token: a.token })).body.value!;
    expect(page.rewardedCount).toBe(1);
  });
});

describe('reward center: bad input', () => {
  it('refuses a language code too long with a 400 envelope and a member-less call with 401', async () => {
    const m = await k.member();
    const r = await k.t.req('GET', `/wps/rewards?lang=${'x'.repeat(11)}`, { token: m.token });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.errorCode).toBe('VALIDATION');
    expect((await k.t.req('GET', '/wps/rewards?lang=en')).status).toBe(401);
  });
});
