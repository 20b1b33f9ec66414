/**
 * One-time codes by SMS (spec sections 3, 4, 8, 9): 6 digits, single use, at most 5 attempts, expiring after the
 * brand's `expiredMinutes`; a new send is refused while the countdown (expiredMinutes x 60 s) runs; hourly caps per
 * number, per IP and per country code against SMS pumping; only the brand's allowed countries. Numbers are parsed
 * with libphonenumber-js and kept in E.164.
 */
import { randomInt } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../http/errors.ts';
import { safeEqual, sha256 } from '../util.ts';

/** What a code is for: each purpose has its own keys, so a code sent for one never passes for another. */
export type OtpPurpose = 'register' | 'nologin' | 'twofactor' | 'bind';
export const MAX_ATTEMPTS = 5;
const HOUR = 3_600_000;

/**
 * Parses a national or international number with a dialing code ('880' or '+880').
 * @throws PHONE_MISSING when empty, PHONE_INVALID when not a valid number, SMS_COUNTRY_NOT_ALLOWED outside the brand list
 */
export function parsePhone(
  brand: Brand,
  mobile: string | undefined,
  dialCode: string | undefined,
): { e164: string; country: string } {
  const raw = (mobile ?? '').trim();
  if (!raw) throw fail('PHONE_MISSING');
  const dial = (dialCode ?? '').trim().replace(/^\+/, '');
  if (dial && !/^\d{1,4}$/.test(dial)) throw fail('PHONE_INVALID');
  if (!/^\+?[\d\s-]{4,20}$/.test(raw)) throw fail('PHONE_INVALID');
  const p = raw.startsWith('+')
    ? parsePhoneNumberFromString(raw)
    : dial
      ? parsePhoneNumberFromString(raw, { defaultCallingCode: dial })
      : parsePhoneNumberFromString(raw, { defaultCountry: (brand.sms.allowedCountries[0] ?? 'BD') as never });
  if (!p || !p.isValid() || !p.country) throw fail('PHONE_INVALID');
  if (!brand.sms.allowedCountries.includes(p.country)) throw fail('SMS_COUNTRY_NOT_ALLOWED');
  return { e164: p.number, country: p.country };
}

const key = (brand: Brand, purpose: OtpPurpose, e164: string) => `otp:${brand.id}:${purpose}:${e164}`;
/** Attempt counter of a code record (a separate counter so it can be incremented atomically). */
const attemptsKey = (codeKey: string) => `${codeKey}:attempts`;

/**
 * Sends a code unless a countdown runs or a cap is reached. When `deliver` is false everything is checked and counted
 * but nothing is sent (a number without an account asks for a login code: same answer, no SMS).
 * @returns `{ expiredMinutes }`
 * @throws SMS_RESEND_TOO_SOON (429, with `{ seconds }`), SMS_TOO_MANY_REQUESTS (429)
 */
export async function sendCode(
  ctx: Ctx,
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  country: string,
  ip: string,
  deliver = true,
) {
  const { kv } = ctx;
  const { expiredMinutes } = brand.sms;
  const cd = await kv.ttl(`otpcd:${brand.id}:${purpose}:${e164}`);
  if (cd > 0)
    throw fail('SMS_RESEND_TOO_SOON', { seconds: Math.ceil(cd / 1000) }, { seconds: Math.ceil(cd / 1000) });
  const caps: Array<[string, number]> = [
    [`otpn:${brand.id}:${e164}`, brand.sms.perNumberPerHour],
    [`otpip:${ip}`, brand.sms.perIpPerHour],
    [`otpcc:${brand.id}:${country}`, brand.sms.perCountryCodePerHour],
  ];
  for (const [k, max] of caps) if (Number((await kv.get(k)) ?? 0) >= max) throw fail('SMS_TOO_MANY_REQUESTS');
  for (const [k] of caps) await kv.incr(k, HOUR);
  await kv.set(`otpcd:${brand.id}:${purpose}:${e164}`, '1', expiredMinutes * 60_000);
  if (deliver) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await kv.set(key(brand, purpose, e164), JSON.stringify({ h: sha256(code) }), expiredMinutes * 60_000);
    await kv.del(attemptsKey(key(brand, purpose, e164)));
    await ctx.sms.send(
      e164,
      `${brand.name}: your verification code is ${code}. It expires in ${expiredMinutes} minute(s).`,
    );
  }
  return { expiredMinutes };
}

/**
 * Checks a code; consumed on success; every check spends one of 5 attempts (an atomic counter, so concurrent guesses
 * cannot exceed 5); after the 5th wrong one the code is void.
 * @throws SMS_CODE_MISSING, SMS_CODE_EXPIRED (absent, expired or used up), SMS_CODE_INVALID
 */
export async function verifyCode(
  ctx: Ctx,
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  code: string | undefined,
): Promise<void> {
  const c = (code ?? '').trim();
  if (!c) throw fail('SMS_CODE_MISSING');
  const k = key(brand, purpose, e164);
  const ttl = await ctx.kv.ttl(k);
  if (ttl <= 0) throw fail('SMS_CODE_EXPIRED');
  // Every check spends an attempt first, atomically (kv.incr: INCR on Redis), so concurrent guesses cannot exceed 5.
  const n = await ctx.kv.incr(attemptsKey(k), ttl);
  if (n > MAX_ATTEMPTS) {
    await ctx.kv.del(k);
    throw fail('SMS_CODE_EXPIRED');
  }
  const raw = await ctx.kv.get(k);
  if (!raw) throw fail('SMS_CODE_EXPIRED');
  const rec = JSON.parse(raw) as { h: string };
  if (/^\d{6}$/.test(c) && safeEqual(rec.h, sha256(c))) {
    // Single use: only the caller that removes the record wins.
    if ((await ctx.kv.take(k)) === null) throw fail('SMS_CODE_EXPIRED');
    await ctx.kv.del(attemptsKey(k));
    return;
  }
  if (n >= MAX_ATTEMPTS) await ctx.kv.del(k);
  throw fail('SMS_CODE_INVALID', { attemptsLeft: Math.max(0, MAX_ATTEMPTS - n) });
}
