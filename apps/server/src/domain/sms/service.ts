/**
 * One-time codes by SMS (spec sections 3, 4, 8, 9): 6 digits, single use, at most 5 attempts, expiring after the
 * brand's `expiredMinutes`; a new send is refused while the countdown (expiredMinutes x 60 s) runs; hourly budgets per
 * address, per network (/24, /48), per number and per country code against SMS pumping, each reserved atomically
 * (src/infra/limiter), so parallel requests cannot pass the countdown or a cap; only the brand's allowed countries. A code
 * the provider does not accept gives every budget back (MESSAGE_NOT_SENT). Numbers are parsed
 * with libphonenumber-js and kept in E.164. Past the country cap, sends go on only with a solved captcha (the
 * proof-of-work of src/domain/captcha, docs/decisions.md D23): a pumping run is slowed to the widget's pace while people
 * still get their codes, and the operators are alerted once per window.
 */
import { randomInt } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../../infra/errors.ts';
import { DeliveryError } from '../../infra/messaging/smsHttp.ts';
import { renderSms } from '../../infra/messaging/templates.ts';
import { attemptStore, type AttemptRule } from '../../infra/limiter/index.ts';
import { captchaRefusal, checkCaptcha } from '../captcha/service.ts';
import { safeEqual, sha256 } from '../../infra/tokens.ts';

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
 * The budgets of one send, in the order they are reserved: the caller's address, its network (the brand's
 * `perNetworkFactor` times the address budget: a /24 or /48 is one household, office or carrier NAT pool, so it gets
 * room for several addresses but not for an actor who rotates addresses inside it; OWASP Automated Threats OAT-009
 * SMS pumping: budgets per number, address and network before any global cap), the number's countdown,
 * the number's hourly cap, then the country's. Each is an attempt reservation (src/infra/limiter), so a burst cannot pass
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
      rule: hourly('sms-net', brand.sms.perIpPerHour * brand.sms.perNetworkFactor),
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
 * Reserves one send of a code to `e164` under every budget (the caller's address and network, the number's countdown
 * and hourly cap, the country's), atomically (src/infra/limiter). A refused send gives back what it had reserved. Callers
 * that look anything up about the number (does an account have it?) reserve first, so each answer spends the same
 * budgets whatever the number is (D3).
 *
 * The country cap degrades instead of refusing everyone: once it is reached, a send that carries a solved captcha
 * (`captcha`, the widget's payload, single use) goes on, and one without is refused with CAPTCHA_REQUIRED and
 * `{ captcha: true }` so the site shows the widget; the first refusal of each window logs an operator alert. The
 * captcha is only looked at (and spent) past the cap.
 * @returns the reservation, to give back when the provider does not take the SMS ({@link issueCode})
 * @throws SMS_RESEND_TOO_SOON (429, with `{ seconds }`), SMS_TOO_MANY_REQUESTS (429); past the country cap
 *   CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED, CAPTCHA_REPLAYED (src/domain/captcha/service.ts)
 */
export async function reserveSend(
  ctx: Ctx,
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  country: string,
  ip: string,
  captcha?: string,
): Promise<SendReservation> {
  const store = attemptStore(ctx);
  const now = ctx.now();
  const granted: Array<{ rule: AttemptRule; subject: string }> = [];
  const release = async () => {
    for (const g of granted) await store.release(g.rule, g.subject, now);
  };
  for (const b of sendBudgets(brand, purpose, e164, country, ip)) {
    const r = await store.reserve(b.rule, b.subject, now);
    if (r.granted) {
      granted.push(b);
      continue;
    }
    if (b.rule.scope === 'sms-country') {
      // Once per window of the cap (its end names it), on whichever instance meets it first.
      const alert = await store.reserve(
        { scope: 'sms-country-alert', max: 1, windowMs: HOUR },
        `${brand.id}:${country}:${r.lockedUntil}`,
        now,
      );
      if (alert.granted)
        ctx.log.error(
          {
            alert: 'sms-country-cap',
            brand: brand.id,
            country,
            cap: b.rule.max,
            until: new Date(r.lockedUntil),
          },
          'OPERATOR ALERT: SMS country cap reached; until the hour ends, sends to this country need a solved captcha',
        );
      const verdict = await checkCaptcha(ctx, brand, captcha);
      if (verdict === 'ok') continue;
      await release();
      throw captchaRefusal(verdict);
    }
    await release();
    if (b.refusal === 'cooldown') {
      const seconds = Math.max(1, Math.ceil((r.lockedUntil - now) / 1000));
      throw fail('SMS_RESEND_TOO_SOON', { seconds }, { seconds });
    }
    throw fail('SMS_TOO_MANY_REQUESTS');
  }
  return { release };
}

/** The budgets one send reserved ({@link reserveSend}); `release` gives them all back. */
export interface SendReservation {
  release(): Promise<void>;
}

/**
 * Issues a new code for `e164` and `purpose` (the previous one and its attempts are void) and hands it to the SMS
 * provider when `deliver`. `wait: false` does not wait for the provider (its failure is logged): the answer then takes
 * the same time whether or not a message goes out (noLogin, D3). The SMS is written in `lang` (the request's
 * language) when the brand speaks it, else the brand's default (infra/messaging/templates.ts renderSms).
 * @throws MESSAGE_NOT_SENT (503, only when waiting): the provider did not accept the SMS; the code is void and the
 *   `reservation` is given back, so no countdown starts (docs/architecture.md "Messaging")
 */
export async function issueCode(
  ctx: Ctx,
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  {
    deliver = true,
    wait = true,
    reservation,
    lang,
  }: { deliver?: boolean; wait?: boolean; reservation?: SendReservation; lang?: string } = {},
): Promise<void> {
  const { expiredMinutes } = brand.sms;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.kv.set(key(brand, purpose, e164), JSON.stringify({ h: sha256(code) }), expiredMinutes * 60_000);
  await ctx.kv.del(attemptsKey(key(brand, purpose, e164)));
  if (!deliver) return;
  const sending = ctx.sms.send(
    e164,
    renderSms(brand, { kind: 'code', code, minutes: expiredMinutes }, lang),
    { brand, kind: `code:${purpose}` },
  );
  if (!wait) {
    sending.catch((err: unknown) => ctx.log.error({ err, purpose }, 'SMS provider failed'));
    return;
  }
  try {
    await sending;
  } catch (e) {
    await ctx.kv.del(key(brand, purpose, e164));
    await reservation?.release();
    throw notSent(e);
  }
}

/**
 * Sends a code unless a countdown runs or a budget is spent ({@link reserveSend}, then {@link issueCode}), written in
 * `lang` (the request's language) when the brand speaks it.
 * @returns `{ expiredMinutes }`
 * @throws SMS_RESEND_TOO_SOON (429, with `{ seconds }`), SMS_TOO_MANY_REQUESTS (429), MESSAGE_NOT_SENT (503: the
 *   provider did not accept the SMS; no countdown started, no budget spent)
 */
export async function sendCode(
  ctx: Ctx,
  brand: Brand,
  purpose: OtpPurpose,
  e164: string,
  country: string,
  ip: string,
  captcha?: string,
  lang?: string,
) {
  const reservation = await reserveSend(ctx, brand, purpose, e164, country, ip, captcha);
  await issueCode(ctx, brand, purpose, e164, { reservation, lang });
  return { expiredMinutes: brand.sms.expiredMinutes };
}

/**
 * The answer to a code or notice the provider did not accept: MESSAGE_NOT_SENT (503) for a DeliveryError; anything
 * else (a bug) is rethrown as it is.
 */
export function notSent(e: unknown): unknown {
  return e instanceof DeliveryError ? fail('MESSAGE_NOT_SENT') : e;
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
  return checkStoredCode(ctx, key(brand, purpose, e164), code);
}

/**
 * The one check of a 6-digit code kept hashed under kv key `k` (`{ h: sha256(code), ...}`), for SMS codes and e-mailed
 * ones alike: every check spends one of {@link MAX_ATTEMPTS} attempts first (an atomic counter, kv.incr: INCR on
 * Redis, so concurrent guesses cannot exceed it); the code is consumed on success (only the caller that removes the
 * record wins) and void after the last wrong attempt. `matches` adds a check on the stored record (e.g. the address
 * the code was sent to).
 * @throws SMS_CODE_MISSING, SMS_CODE_EXPIRED (absent, expired or used up), SMS_CODE_INVALID (`attemptsLeft`)
 */
export async function checkStoredCode(
  ctx: Ctx,
  k: string,
  code: string | undefined,
  matches: (rec: Record<string, unknown>) => boolean = () => true,
): Promise<void> {
  const c = (code ?? '').trim();
  if (!c) throw fail('SMS_CODE_MISSING');
  const ttl = await ctx.kv.ttl(k);
  if (ttl <= 0) throw fail('SMS_CODE_EXPIRED');
  const n = await ctx.kv.incr(attemptsKey(k), ttl);
  if (n > MAX_ATTEMPTS) {
    await ctx.kv.del(k);
    throw fail('SMS_CODE_EXPIRED');
  }
  const raw = await ctx.kv.get(k);
  if (!raw) throw fail('SMS_CODE_EXPIRED');
  const rec = JSON.parse(raw) as { h: string } & Record<string, unknown>;
  if (matches(rec) && /^\d{6}$/.test(c) && safeEqual(rec.h, sha256(c))) {
    if ((await ctx.kv.take(k)) === null) throw fail('SMS_CODE_EXPIRED');
    await ctx.kv.del(attemptsKey(k));
    return;
  }
  if (n >= MAX_ATTEMPTS) await ctx.kv.del(k);
  throw fail('SMS_CODE_INVALID', { attemptsLeft: Math.max(0, MAX_ATTEMPTS - n) });
}
