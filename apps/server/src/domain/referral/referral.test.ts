/**
 * Refer and earn over the real stack (spec section 1 "refer and earn"; docs/decisions.md D36, D26): a registration
 * with a member's referral code records the referrer; once the referee's first deposit and turnover qualify, the
 * referrer is paid the configured bonus once, even under 30 parallel triggers; a referee registering from the
 * referrer's address, or holding the referrer's payout account, earns nothing and the referrer sees why; the cap per
 * referrer holds. The ledger stays clean. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReferralConfig } from '@playdeck/config-schema';
import type { BonusPage } from '@playdeck/api-client/bonus';
import type { ReferralPage } from '@playdeck/api-client/referral';
import { payKit, type PayKit } from '../payments/testkit.ts';

const PROGRAMME: ReferralConfig = {
  enabled: true,
  reward: { amountMinor: '10000', turnoverMultiplier: 3 },
  qualify: { firstDepositMinor: '150000', turnoverMinor: '50000' },
  maxRewardedPerReferrer: 2,
};

let k: PayKit;
beforeAll(async () => {
  k = await payKit({}, (b) => ({
    config: { ...b.config!, config: { ...b.config!.config, referral: PROGRAMME } },
  }));
});
afterAll(() => k.close());

type Member = Awaited<ReturnType<PayKit['member']>>;

const page = (m: { token: string }, lang = 'en') =>
  k.t.req<ReferralPage>('GET', '/wps/referral', { token: m.token, headers: { language: lang } });

/** Registers a member from address `ip` with `extra` fields (the harness's registration, the address chosen). */
const registerFrom = (ip: string, extra: Record<string, unknown>) => k.t.attemptRegister(extra, ip);

async function referee(referrerCode: string, ip = k.t.ip()) {
  const { r, username } = await registerFrom(ip, { referralCode: referrerCode });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const token = r.body.value!.token;
  const info = await k.t.req<{ id: string }>('GET', '/wps/member/info', { token });
  return { id: info.body.value!.id, token, username };
}

/** A credited deposit of `amount` (decimal string) through the member's deposit call and the operator's confirm. */
async function deposit(m: { token: string }, amount: string) {
  const r = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'bank', amount },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const c = await k.ops('POST', `/ops/api/deposits/${r.body.value!.id}/confirm`);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
}

let roundNo = 0;
/** Settled turnover of `betMinor` for member `id` (a vendor round closed now). */
async function turnover(id: string, betMinor: number) {
  await k.t.db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, closed_at)
    VALUES ('AG', ${`ref${++roundNo}-${id}`}, ${id}::bigint, 'BDT', 'settled', 1, 0, ${betMinor}, 0, now(), now())`);
}

const referralBonuses = async (m: Member) =>
  (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token: m.token })).body.value!.rows.filter(
    (b) => b.source === 'referral',
  );

describe('refer and earn', () => {
  it('gives each member a stable code and records the referrer of a registration through it', async () => {
    expect((await k.t.req('GET', '/wps/referral')).status).toBe(401);
    const a = await k.member();
    const first = await page(a);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const v = first.body.value!;
    expect(v.code).toMatch(/^R[A-Z2-9]{7}$/);
    expect(v.path).toBe(`/register?referralCode=${v.code}`);
    expect(v).toMatchObject({ enabled: true, reward: '100.00', firstDeposit: '1500.00', turnover: '500.00' });
    expect(v.referees).toEqual([]);
    expect((await page(a)).body.value!.code).toBe(v.code);

    const friend = await referee(v.code.toLowerCase());
    const after = (await page(a)).body.value!;
    expect(after.referees).toHaveLength(1);
    const [row] = after.referees;
    expect(row!.name).toBe(`${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`);
    expect(row).toMatchObject({
      status: 'pending',
      reason: null,
      firstDeposit: null,
      turnover: '0.00',
      reward: null,
    });
    // A code that is no member's and no agent's is refused as before.
    const bad = await registerFrom(k.t.ip(), { referralCode: 'RZZZZZZZ' });
    expect(bad.r.status).toBe(400);
    expect(bad.r.body.errorCode).toBe('INVALID_INVITATION_CODE');
  });

  it('pays the referrer once when the referee qualifies, under 30 parallel triggers', async () => {
    const a = await k.member();
    const code = (await page(a)).body.value!.code;
    const f = await referee(code);
    await deposit(f, '1600.00');
    // Deposit met, turnover not yet: nothing paid, progress shown.
    let v = (await page(a)).body.value!;
    expect(v.referees[0]).toMatchObject({ status: 'pending', firstDeposit: '1600.00', turnover: '0.00' });
    expect(await k.cash(a.id)).toBe(0n);

    await turnover(f.id, 60000);
    const burst = await Promise.all(Array.from({ length: 30 }, () => page(a)));
    for (const r of burst) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await k.cash(a.id)).toBe(10000n);
    const bonuses = await referralBonuses(a);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ amount: '100.00', turnoverRequired: '300.00' });
    v = (await page(a)).body.value!;
    expect(v.rewardedCount).toBe(1);
    expect(v.referees[0]).toMatchObject({ status: 'rewarded', reward: '100.00', turnover: '600.00' });
    await k.expectLedgerClean();
  });

  it('pays on the deposit that qualifies the referee, and stops at the cap per referrer', async () => {
    const a = await k.member();
    const code = (await page(a)).body.value!.code;
    const friends = [await referee(code), await referee(code), await referee(code)];
    for (const f of friends) await turnover(f.id, 50000);
    // Under the qualifying deposit: nothing.
    await deposit(friends[0]!, '1000.00');
    expect(await k.cash(a.id)).toBe(0n);
    await deposit(friends[1]!, '1500.00');
    expect(await k.cash(a.id)).toBe(10000n);
    await deposit(friends[2]!, '2000.00');
    expect(await k.cash(a.id)).toBe(20000n);
    // The first deposit of friend 0 was too small: a later bigger one does not make it qualify.
    await deposit(friends[0]!, '5000.00');
    const v = (await page(a)).body.value!;
    expect(v.rewardedCount).toBe(2);
    expect(v.referees.map((r) => r.status).sort()).toEqual(['pending', 'rewarded', 'rewarded']);

    const more = await referee(code);
    await turnover(more.id, 50000);
    await deposit(more, '1500.00');
    expect(await k.cash(a.id)).toBe(20000n);
    const capped = (await page(a)).body.value!.referees.find((r) => r.status === 'refused')!;
    expect(capped.reason).toBe('REFERRAL_CAP_REACHED');
    await k.expectLedgerClean();
  });

  it('refuses a referee registering from the referrer’s address, with the reason shown in the referrer’s language', async () => {
    const ip = k.t.ip();
    const { r } = await registerFrom(ip, {});
    expect(r.status).toBe(200);
    const a = { token: r.body.value!.token };
    const code = (await page(a)).body.value!.code;
    const f = await referee(code, ip);
    await deposit(f, '1600.00');
    await turnover(f.id, 60000);
    const en = (await page(a)).body.value!.referees[0]!;
    expect(en).toMatchObject({ status: 'refused', reason: 'REFERRAL_SAME_ADDRESS', reward: null });
    expect(en.reasonText).toMatch(/same network address/);
    const bn = (await page(a, 'bn')).body.value!.referees[0]!;
    expect(bn.reasonText).not.toBe(en.reasonText);
    const info = await k.t.req<{ id: string }>('GET', '/wps/member/info', { token: a.token });
    expect(await k.cash(info.body.value!.id)).toBe(0n);
    await k.expectLedgerClean();
  });

  it('refuses a referee holding the referrer’s payout account, and pays a protected referrer nothing', async () => {
    const a = await k.member();
    const code = (await page(a)).body.value!.code;
    const f = await referee(code);
    for (const who of [a.id, f.id])
      await k.t.db.query(sql`INSERT INTO payout_accounts (brand, member_id, channel, account_no, holder_name)
        VALUES ('deshplay', ${who}::bigint, 'bkash', '01712345678', 'Same Holder')`);
    await turnover(f.id, 60000);
    await deposit(f, '1600.00');
    expect((await page(a)).body.value!.referees[0]).toMatchObject({
      status: 'refused',
      reason: 'REFERRAL_SAME_PAYOUT_ACCOUNT',
    });
    expect(await k.cash(a.id)).toBe(0n);

    const b = await k.member();
    const g = await referee((await page(b)).body.value!.code);
    const t = await k.t.req('POST', '/wps/protection/timeout', { token: b.token, body: { length: '24h' } });
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    await turnover(g.id, 60000);
    await deposit(g, '1600.00');
    expect(await k.cash(b.id)).toBe(0n);
    const [row] = await k.t.db.query<{ status: string; reason: string }>(
      sql`SELECT status, reason FROM referrals WHERE referee_id = ${g.id}::bigint`,
    );
    expect(row).toEqual({ status: 'refused', reason: 'REFERRAL_PROTECTED' });
    await k.expectLedgerClean();
  });
});
