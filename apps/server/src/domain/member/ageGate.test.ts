/**
 * The registration age gate from brand config (spec section 5: terms agreement age 18 by default, a birthday must
 * show 21): a brand that asks for a birthday (brand.json `ageGate.birthday` "required") refuses a registration
 * without one, and the birthday rule follows the brand's `birthdayMinAge`, to the day in the brand's timezone.
 * Stable error codes and localised messages. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configVariant, createTestApp, type TestApp } from '../../test/harness.ts';
import { ageOn } from './service.ts';

let t: TestApp;
let cfg: ReturnType<typeof configVariant>;
beforeAll(async () => {
  cfg = configVariant({ brands: { deshplay: { ageGate: { birthdayMinAge: 21, birthday: 'required' } } } });
  t = await createTestApp({ configDir: cfg.dir });
});
afterAll(async () => {
  await t.close();
  cfg.remove();
});

/** `yyyy-MM-dd` of today in Dhaka (the brand's timezone) minus `years` years plus `days` days. */
function dateAgo(years: number, days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(Date.now());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('registration age gate', () => {
  it('serves the brand asking for a birthday in the status', async () => {
    const r = await t.req<{ info: { ageGate: unknown } }>('GET', '/wps/system/status');
    expect(r.body.value!.info.ageGate).toEqual({ termsMinAge: 18, birthdayMinAge: 21, birthday: 'required' });
  });

  it('refuses a registration without a birthday where the brand asks for one', async () => {
    const before = await t.count('members');
    const body = { username: 'nobirthday1', password: 'long-enough-pw', confirmPassword: 'long-enough-pw' };
    const en = await t.req('PUT', '/wps/member/register', { body, ip: t.ip() });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      errorCode: 'BIRTHDAY_REQUIRED',
      message: 'Please enter your date of birth',
      value: { field: 'birthday' },
    });
    const bn = await t.req('PUT', '/wps/member/register', { body, ip: t.ip(), headers: { language: 'bn' } });
    expect(bn.body).toMatchObject({
      errorCode: 'BIRTHDAY_REQUIRED',
      message: 'অনুগ্রহ করে আপনার জন্ম তারিখ লিখুন',
    });
    expect(await t.count('members')).toBe(before);
  });

  it('refuses the day before the 21st birthday and accepts the birthday itself', async () => {
    const young = await t.req('PUT', '/wps/member/register', {
      body: {
        username: 'almost21',
        password: 'long-enough-pw',
        confirmPassword: 'long-enough-pw',
        birthday: dateAgo(21, 1),
      },
      ip: t.ip(),
    });
    expect(young.body).toMatchObject({
      errorCode: 'AGE_RESTRICTED',
      message: 'Please confirm you are 21 years old',
      value: { field: 'birthday', values: { age: 21 } },
    });
    const ok = await t.register({ birthday: dateAgo(21, 0) });
    expect(ok.token).toBeTruthy();
  });

  it('counts whole years, a 29 February birthday coming of age on 1 March', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOn('2004-03-01', '2025-03-01')).toBe(21);
    expect(ageOn('2004-03-02', '2025-03-01')).toBe(20);
  });
});
