/**
 * Promotion rewards and the reward center (spec sections 1, 2 `rewardCenter`, 4 activity statuses, 5 activity
 * applications; docs/decisions.md D17, D26, D32). The default brand's promotions are replaced by test ones (one per
 * way of taking a promotion and per eligibility rule) so dates and amounts are the test's own. Deposits are made and
 * confirmed through the real calls; bursts of 50 parallel requests are real races on PostgreSQL (DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PromotionReward } from '@playdeck/config-schema';
import type { BonusPage } from '@playdeck/api-client/bonus';
import type { OpsRewardEntry, RewardCenter, RewardEntry, RewardProof } from '@playdeck/api-client/rewards';
import { expect4xx, JPEG_MIN, payKit, PNG_1X1, type PayKit } from '../payments/testkit.ts';

const promo = (
  id: string,
  reward: PromotionReward,
  startsAt = '2020-01-01T00:00:00Z',
  endsAt = '2099-01-01T00:00:00Z',
) => ({
  id,
  categoryId: 'deposits',
  title: { en: `Promo ${id}`, bn: `প্রোমো ${id}` },
  content: { en: id, bn: id },
  announcementImages: [],
  startsAt,
  endsAt,
  reward,
});

const PROMOTIONS = [
  promo('t-first', {
    mode: 'automatic',
    trigger: 'firstDeposit',
    percent: '100',
    capMinor: '50000',
    minDepositMinor: '30000',
    turnoverMultiple: 10,
    gameTypes: ['RNG'],
    eligibility: { newMembersOnly: true, onePerPayoutAccount: true },
  }),
  promo('t-reload', {
    mode: 'automatic',
    trigger: 'reload',
    percent: '12.5',
    capMinor: '100000',
    minDepositMinor: '300000',
    turnoverMultiple: 2,
  }),
  promo('t-join', {
    mode: 'join',
    trigger: 'reload',
    percent: '50',
    capMinor: '30000',
    minDepositMinor: '50000',
    turnoverMultiple: 5,
  }),
  promo('t-apply', { mode: 'apply', amountMinor: '20000', turnoverMultiple: 1, gameTypes: ['SPORTS'] }),
  promo('t-vip', {
    mode: 'join',
    trigger: 'reload',
    percent: '10',
    capMinor: '1000',
    eligibility: { vipLevels: [3] },
  }),
  promo('t-soon', { mode: 'apply', amountMinor: '100' }, '2098-01-01T00:00:00Z'),
];

let k: PayKit;
beforeAll(async () => {
  k = await payKit({}, (b) => ({
    content: {
      ...b.content!,
      promotions: { categories: b.content!.promotions.categories, items: PROMOTIONS },
    },
  }));
});
afterAll(() => k.close());

type Member = Awaited<ReturnType<PayKit['member']>>;

/** A member registered long before every test promotion started (not a new member). */
async function oldMember(): Promise<Member> {
  const m = await k.member();
  await k.t.db.query(sql`UPDATE members SET created_at = '2019-01-01T00:00:00Z' WHERE id = ${m.id}::bigint`);
  return m;
}

async function newDeposit(m: Member, amount: string, methodId = 'bank'): Promise<string> {
  const r = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId, amount },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value!.id;
}
const confirm = (id: string) => k.ops('POST', `/ops/api/deposits/${id}/confirm`);
const center = (m: Member, lang = 'en') =>
  k.t.req<RewardCenter>('GET', `/wps/rewards?lang=${lang}`, { token: m.token });
const item = async (m: Member, id: string) => (await center(m)).body.value!.items.find((i) => i.id === id)!;
const promotionBonuses = async (m: Member) =>
  (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token: m.token })).body.value!.rows.filter(
    (b) => b.source === 'promotion',
  );
const upload = (m: Member, bytes: Buffer, type = 'image/png') =>
  k.http('POST', '/wps/rewards/proofs', {
    body: bytes,
    headers: { authorization: `Bearer ${m.token}`, 'content-type': type },
  });
const apply = (m: Member, id: string, body: unknown) =>
  k.t.req<RewardEntry>('POST', `/wps/rewards/${id}/apply`, { token: m.token, body });

describe('automatic deposit bonuses', () => {
  it('pays the first-deposit bonus with its turnover when the first deposit is credited, and not again', async () => {
    const m = await k.member();
    expect(await item(m, 't-first')).toMatchObject({
      status: 'Process',
      action: null,
      amount: '500.00',
      percent: '100',
      minDeposit: '300.00',
      turnoverMultiple: 10,
      gameTypes: ['RNG'],
    });
    // rocket charges a 10.00 fee: 390.00 is credited.
    const d1 = await newDeposit(m, '400.00', 'rocket');
    expect((await confirm(d1)).status).toBe(200);
    // 100 % of the credited 390.00, turnover 10x, locked until met (D17).
    expect(await k.cash(m.id)).toBe(78000n);
    const [bonus] = await promotionBonuses(m);
    expect(bonus).toMatchObject({ amount: '390.00', turnoverRequired: '3900.00', status: 'wagering' });
    expect(await item(m, 't-first')).toMatchObject({
      status: 'Issued',
      amount: '390.00',
      turnover: '3900.00',
    });
    const c = (await center(m)).body.value!;
    expect(c.history).toEqual([
      expect.objectContaining({
        promotionId: 't-first',
        status: 'Issued',
        amount: '390.00',
        turnover: '3900.00',
      }),
    ]);
    // A second deposit is not a first deposit.
    await confirm(await newDeposit(m, '400.00', 'rocket'));
    expect(await promotionBonuses(m)).toHaveLength(1);
    expect(await k.cash(m.id)).toBe(117000n);
    await k.expectLedgerClean();
  });

  it('caps the bonus and pays nothing under the minimum deposit', async () => {
    const small = await k.member();
    // 300.00 less the 10.00 fee is under the 300.00 minimum.
    await confirm(await newDeposit(small, '300.00', 'rocket'));
    expect(await promotionBonuses(small)).toHaveLength(0);
    // The first deposit is gone: the first-deposit promotion is closed for this member.
    expect(await item(small, 't-first')).toMatchObject({ status: 'Close' });
    const big = await k.member();
    await confirm(await newDeposit(big, '2000.00'));
    expect((await promotionBonuses(big))[0]).toMatchObject({ amount: '500.00', turnoverRequired: '5000.00' });
  });

  it('refuses old members a new-members-only promotion with a clear code', async () => {
    const m = await oldMember();
    expect(await item(m, 't-first')).toMatchObject({
      status: 'Close',
      ineligible: 'PROMOTION_NEW_MEMBERS_ONLY',
    });
    await confirm(await newDeposit(m, '400.00', 'rocket'));
    expect(await promotionBonuses(m)).toHaveLength(0);
  });

  it('pays a reload promotion once per member under 50 parallel confirmations of several deposits', async () => {
    const m = await oldMember();
    const ids = [
      await newDeposit(m, '4000.00'),
      await newDeposit(m, '4000.00'),
      await newDeposit(m, '4000.00'),
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => confirm(ids[i % ids.length]!)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const paid = await promotionBonuses(m);
    // 12.5 % of 4000.00 = 500.00, once.
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: '500.00', turnoverRequired: '1000.00' });
    expect(await k.cash(m.id)).toBe(1_200_000n + 50_000n);
    const [n] = await k.t.db.query<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM ledger_transfers t JOIN bonuses b ON b.ledger_transfer_id = t.id
      WHERE b.member_id = ${m.id}::bigint`);
    expect(n!.n).toBe('1');
    await k.expectLedgerClean();
  });

  it('pays a promotion once per payout account: a second member with the same account is rejected', async () => {
    const a = await k.member();
    const b = await k.member();
    for (const m of [a, b])
      await k.t.db.query(sql`
        INSERT INTO payout_accounts (brand, member_id, channel, account_no, holder_name)
        VALUES ('deshplay', ${m.id}::bigint, 'bkash', '01712 345678', 'Same Person')`);
    await confirm(await newDeposit(a, '400.00', 'rocket'));
    await confirm(await newDeposit(b, '400.00', 'rocket'));
    expect(await promotionBonuses(a)).toHaveLength(1);
    expect(await promotionBonuses(b)).toHaveLength(0);
    expect(await item(b, 't-first')).toMatchObject({
      status: 'Rejected',
      remark: 'payout account already used',
    });
    await k.expectLedgerClean();
  });
});

describe('join promotions', () => {
  it('pays only after joining, on the next qualifying deposit, once under 50 parallel joins', async () => {
    const m = await oldMember();
    // A deposit before joining pays nothing.
    await confirm(await newDeposit(m, '1000.00'));
    expect(await promotionBonuses(m)).toHaveLength(0);
    expect(await item(m, 't-join')).toMatchObject({ status: 'Join', action: 'join' });
    const joins = await Promise.all(
      Array.from({ length: 50 }, () =>
        k.t.req<RewardEntry>('POST', '/wps/rewards/t-join/join', { token: m.token }),
      ),
    );
    expect(joins.filter((j) => j.status === 200)).toHaveLength(1);
    for (const j of joins.filter((x) => x.status !== 200)) expect4xx(j, 'PROMOTION_TAKEN');
    expect(await item(m, 't-join')).toMatchObject({ status: 'Joined', action: null });
    // Under the minimum (390.00 credited): still joined.
    await confirm(await newDeposit(m, '400.00', 'rocket'));
    expect(await promotionBonuses(m)).toHaveLength(0);
    const ids = [await newDeposit(m, '1000.00'), await newDeposit(m, '1000.00')];
    await Promise.all(Array.from({ length: 50 }, (_, i) => confirm(ids[i % 2]!)));
    const paid = await promotionBonuses(m);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: '300.00', turnoverRequired: '1500.00' });
    expect(await item(m, 't-join')).toMatchObject({ status: 'Issued' });
    await k.expectLedgerClean();
  });

  it('refuses the wrong VIP level, a promotion not started, the wrong way and an unknown promotion', async () => {
    const m = await k.member();
    expect4xx(await k.t.req('POST', '/wps/rewards/t-vip/join', { token: m.token }), 'PROMOTION_VIP_LEVEL');
    expect(await item(m, 't-vip')).toMatchObject({ status: 'Close', ineligible: 'PROMOTION_VIP_LEVEL' });
    expect(await item(m, 't-soon')).toMatchObject({ status: 'coming soon', action: null });
    expect4xx(await k.t.req('POST', '/wps/rewards/t-apply/join', { token: m.token }), 'PROMOTION_WRONG_MODE');
    expect4xx(await k.t.req('POST', '/wps/rewards/nope/join', { token: m.token }), 'PROMOTION_NOT_FOUND');
    const bn = await k.t.req('POST', '/wps/rewards/t-vip/join', {
      token: m.token,
      headers: { language: 'bn' },
    });
    expect(bn.body.message).toBe('আপনার ভিআইপি স্তরে এই প্রোমোশনটি পাওয়া যায় না');
  });
});

describe('apply promotions', () => {
  it('applies with a comment and proofs; 50 parallel approvals pay the bonus once', async () => {
    const m = await k.member();
    expect(await item(m, 't-apply')).toMatchObject({ status: 'Claim', action: 'apply', amount: '200.00' });
    const p1 = await upload(m, PNG_1X1);
    const p2 = await upload(m, JPEG_MIN, 'image/jpeg');
    expect(p1.status).toBe(200);
    expect(p2.status).toBe(200);
    const ids = [(p1.body.value as RewardProof).id, (p2.body.value as RewardProof).id];
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => apply(m, 't-apply', { comment: 'Lost on the final', proofIds: ids })),
    );
    const made = burst.filter((r) => r.status === 200);
    expect(made).toHaveLength(1);
    for (const r of burst.filter((x) => x.status !== 200))
      expect(['PROMOTION_TAKEN', 'PROMOTION_PROOF_INVALID']).toContain(r.body.errorCode);
    expect(made[0]!.body.value).toMatchObject({
      status: 'Applying',
      proofCount: 2,
      comment: 'Lost on the final',
    });
    expect(await item(m, 't-apply')).toMatchObject({ status: 'Applying', action: null });

    const list = await k.ops<{ rows: OpsRewardEntry[] }>(
      'GET',
      '/ops/api/rewards/applications?status=applying',
    );
    const entry = list.body.value!.rows.find((r) => r.username === m.username)!;
    expect(entry.proofIds).toHaveLength(2);
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () =>
        k.ops<OpsRewardEntry>('POST', `/ops/api/rewards/applications/${entry.id}/approve`, { remark: 'ok' }),
      ),
    );
    for (const a of approvals) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(await promotionBonuses(m)).toEqual([
      expect.objectContaining({ amount: '200.00', turnoverRequired: '200.00' }),
    ]);
    expect(await k.cash(m.id)).toBe(20000n);
    expect(await item(m, 't-apply')).toMatchObject({ status: 'Issued' });
    expect4xx(
      await k.ops('POST', `/ops/api/rewards/applications/${entry.id}/reject`, { remark: 'changed my mind' }),
      'PROMOTION_ENTRY_DECIDED',
    );
    await k.expectLedgerClean();
  });

  it('rejects with a remark, shown in the history; refuses bad forms with clear codes', async () => {
    const m = await k.member();
    expect4xx(await upload(m, Buffer.from('GIF89a not a png')), 'PROOF_NOT_IMAGE');
    const proof = ((await upload(m, PNG_1X1)).body.value as RewardProof).id;
    expect4xx(
      await apply(m, 't-apply', { comment: 'x'.repeat(141), proofIds: [proof] }),
      'PROMOTION_COMMENT_TOO_LONG',
    );
    expect4xx(await apply(m, 't-apply', { comment: 'ok', proofIds: ['999999'] }), 'PROMOTION_PROOF_INVALID');
    const other = await k.member();
    expect4xx(await apply(other, 't-apply', { comment: 'ok', proofIds: [proof] }), 'PROMOTION_PROOF_INVALID');
    expect4xx(await apply(m, 't-soon', { comment: 'ok', proofIds: [proof] }), 'PROMOTION_NOT_OPEN');
    // 140 characters exactly is allowed; the refused attempts left nothing behind.
    const ok = await apply(m, 't-apply', { comment: 'y'.repeat(140), proofIds: [proof] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const id = ok.body.value!.id;
    expect4xx(
      await k.ops('POST', `/ops/api/rewards/applications/${id}/reject`, { remark: ' ' }),
      'VALIDATION',
    );
    const rej = await k.ops<OpsRewardEntry>('POST', `/ops/api/rewards/applications/${id}/reject`, {
      remark: 'The bet was not on cricket',
    });
    expect(rej.body.value).toMatchObject({ status: 'Rejected', remark: 'The bet was not on cricket' });
    expect4xx(await k.ops('POST', `/ops/api/rewards/applications/${id}/approve`), 'PROMOTION_ENTRY_DECIDED');
    const c = (await center(m)).body.value!;
    expect(c.history).toEqual([
      expect.objectContaining({
        promotionId: 't-apply',
        status: 'Rejected',
        remark: 'The bet was not on cricket',
      }),
    ]);
    expect(await k.cash(m.id)).toBe(0n);
  });
});

describe('protected members (D26)', () => {
  it('get no deposit bonus and no approval while a time-out is in force', async () => {
    const m = await k.member();
    const proof = ((await upload(m, PNG_1X1)).body.value as RewardProof).id;
    const applied = await apply(m, 't-apply', { comment: 'before the break', proofIds: [proof] });
    const dep = await newDeposit(m, '400.00', 'rocket');
    const t = await k.t.req('POST', '/wps/protection/timeout', { token: m.token, body: { length: '24h' } });
    expect(t.status).toBe(200);
    expect((await confirm(dep)).status).toBe(200);
    expect(await k.cash(m.id)).toBe(39000n);
    expect4xx(
      await k.ops('POST', `/ops/api/rewards/applications/${applied.body.value!.id}/approve`),
      'PROMOTION_PROTECTED',
    );
    const [n] = await k.t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM bonuses WHERE member_id = ${m.id}::bigint`,
    );
    expect(n!.n).toBe('0');
    await k.expectLedgerClean();
  });
});

describe('reward center', () => {
  it('lists every promotion with its status in the asked language and counts the claimable ones', async () => {
    const m = await k.member();
    const c = (await center(m, 'bn')).body.value!;
    expect(c.currency).toBe('BDT');
    const promos = c.items.filter((i) => i.kind === 'promotion');
    expect(promos.map((i) => [i.id, i.status])).toEqual([
      ['t-first', 'Process'],
      ['t-reload', 'Process'],
      ['t-join', 'Join'],
      ['t-apply', 'Claim'],
      ['t-vip', 'Close'],
      ['t-soon', 'coming soon'],
    ]);
    expect(promos[0]!.title).toBe('প্রোমো t-first');
    expect(promos[0]!.expiresAt).toBe('2099-01-01T00:00:00.000Z');
    expect(c.claimable).toBe(c.items.filter((i) => i.action !== null).length);
    expect(c.claimable).toBeGreaterThanOrEqual(2);
    expect(c.history).toEqual([]);
    expect4xx(await k.t.req('GET', '/wps/rewards'), 'NOT_LOGGED_IN');
  });
});
