/**
 * One-time codes by SMS (spec sections 3, 4, 8, 9): 6 digits, single use, at most 5 attempts, expiring after the
 * brand's `expiredMinutes`; a new send is refused while the countdown (expiredMinutes x 60 s) runs; hourly budgets per
 * address, per network (/24, /48), per number and per country code against SMS pumping, each reserved atomically
 * (src/limiter), so parallel requests cannot pass the countdown or a cap; only the brand's allowed countries. Numbers are parsed
 * with libphonenumber-js and kept in E.164.
 */
import { randomInt } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';
import { attemptStore, type AttemptRule } from '../limiter/index.ts';
import { safeEqual, sha256 } from '../tokens.ts';

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
 * Requests of one network share a budget of this many times the per-address one: a /24 (IPv4) or /48 (IPv6) is one
 * household, office or carrier NAT pool, so it gets room for several addresses but not for an actor who rotates
 * addresses inside it (OWASP Automated Threats OAT-009 SMS pumping: budgets per number, address and network before
 * any global cap).
 */
export const NETWORK_BUDGET_FACTOR = 5;

/** The network of an address: its /24 for IPv4 (IPv4-mapped IPv6 too), its /48 for IPv6. */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return ip;
  // Expand '::' to the missing zero groups, then keep the first three groups (48 bits).
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

/** The countdown of a number and purpose: one send per `expiredMinutes`. */
const cooldownRule = (brand: Brand, purpose: OtpPurpose): AttemptRule => ({
  scope: `sms-cd-${purpose}`,
  max: 1,
  windowMs: brand.sms.expiredMinutes * 60_000,
});

/**
 * The budgets of one send, in the order they are reserved: the caller's address, its network, the number's countdown,
 * the number's hourly cap, then the country's. Each is an attempt reservation (src/limiter), so a burst cannot pass
 * any of them; the cheap, attacker-bound ones come first, and a refused send gives back what it had reserved, so an
 * actor refused by its own budgets spends no one else's.
 */
function sendBudgets(
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  country: string,
  ip: string,
): Array<{ rule: AttemptRule; subject: string; refusal: 'cooldown' | 'cap' }> {
  const hourly = (scope: string, max: number): AttemptRule => ({ scope, max, windowMs: HOUR });
  return [
    { rule: hourly('sms-ip', brand.sms.perIpPerHour), subject: ip, refusal: 'cap' },
    {
      rule: hourly('sms-net', brand.sms.perIpPerHour * NETWORK_BUDGET_FACTOR),
      subject: networkOf(ip),
      refusal: 'cap',
    },
    { rule: cooldownRule(brand, purpose), subject: `${brand.id}:${e164}`, refusal: 'cooldown' },
    {
      rule: hourly('sms-number', brand.sms.perNumberPerHour),
      subject: `${brand.id}:${e164}`,
      refusal: 'cap',
    },
    {
      rule: hourly('sms-country', brand.sms.perCountryCodePerHour),
      subject: `${brand.id}:${country}`,
      refusal: 'cap',
    },
  ];
}

/**
 * Sends a code unless a countdown runs or a budget is spent. When `deliver` is false everything is checked and counted
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
  const store = attemptStore(ctx);
  const now = ctx.now();
  const granted: Array<{ rule: AttemptRule; subject: string }> = [];
  for (const b of sendBudgets(brand, purpose, e164, country, ip)) {
    const r = await store.reserve(b.rule, b.subject, now);
    if (r.granted) {
      granted.push(b);
      continue;
    }
    for (const g of granted) await store.release(g.rule, g.subject, now);
    if (b.refusal === 'cooldown') {
      const seconds = Math.max(1, Math.ceil((r.lockedUntil - now) / 1000));
      throw fail('SMS_RESEND_TOO_SOON', { seconds }, { seconds });
    }
    if (b.rule.scope === 'sms-country')
      ctx.log.warn(
        { brand: brand.id, country, cap: b.rule.max },
        'SMS country cap reached: sends to this country are refused until the hour ends',
      );
    throw fail('SMS_TOO_MANY_REQUESTS');
  }
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

/** Ends the resend countdown of a number and purpose (an operator's decision; tests that send twice at once). */
export async function forgetCountdown(ctx: Ctx, brand: Brand, purpose: OtpPurpose, e164: string) {
  await attemptStore(ctx).clear(cooldownRule(brand, purpose), `${brand.id}:${e164}`);
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
