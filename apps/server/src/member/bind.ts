/**
 * Bind and verify the member's mobile number and email address (spec 2 "Member center pages": securityCenter "my
 * account: profile, change password, bind/verify phone and email"). Spec 7 names no paths for these, so they follow
 * the member area's `/wps/member/...` naming; bodies and answers are in `@playdeck/api-client/bind`.
 *
 * - `GET /wps/member/bind` -> `{ mobile, mobileVerified, email, emailVerified }` (masked for display, null when none).
 * - `POST /wps/member/bind/mobile/code` `{ mobileNum, countryDialingCode? }` -> `{ expiredMinutes }`: a 6-digit code
 *   by SMS to the new number, with the SMS service's rules (countdown, hourly caps per number, IP and country code,
 *   brand's countries only; apps/server/src/sms/service.ts).
 * - `POST /wps/member/bind/mobile` `{ mobileNum, countryDialingCode?, verificationCode, password }` -> status: the
 *   number is stored in E.164 and marked verified (it then works for SMS login, and for the reset by phone once 24
 *   hours have passed).
 * - `POST /wps/member/bind/email/code` `{ email }` -> `{ expiredMinutes }`: a 6-digit code mailed to the address
 *   (ctx.email), same countdown as SMS codes (the brand's `sms.expiredMinutes`), at most 5 per member per hour.
 * - `POST /wps/member/bind/email` `{ email, verificationCode, password }` -> status: the address is stored and marked
 *   verified (`profile.emailVerified`; it then works for the reset by email once 24 hours have passed).
 *
 * docs/decisions.md D6 (a stolen session token must not become a permanent takeover): both binds need the member's login
 * password (the shared re-entry budget, session/reauth.ts: PASSWORD_INCORRECT, 423 PASSWORD_LOCKED); a change is told
 * to the channels verified before it (member/notify.ts); a channel bound less than 24 hours ago cannot reset the
 * password (`mobile_bound_at`, `email_bound_at`; member/service.ts).
 *
 * Codes are single use, 5 attempts, bound to the number or address they were sent to (a code for one address cannot
 * bind another). Errors (envelope, localised message): 401 NOT_LOGGED_IN; 403 TRIAL_FORBIDDEN (trial accounts, spec 6),
 * SMS_COUNTRY_NOT_ALLOWED; 400 PHONE_MISSING, PHONE_INVALID, EMAIL_FORMAT, SMS_CODE_MISSING, SMS_CODE_INVALID (with
 * `attemptsLeft`), SMS_CODE_EXPIRED, VALIDATION; 409 MOBILE_TAKEN (another member of the brand has the number);
 * 429 SMS_RESEND_TOO_SOON (with `seconds`), SMS_TOO_MANY_REQUESTS.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BindStatusValue } from '@playdeck/api-client/bind';
import type { Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { isUniqueViolation } from '../db/client.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../errors.ts';
import { attemptStore, type AttemptRule } from '../limiter/index.ts';
import { MAX_ATTEMPTS, parsePhone, sendCode, verifyCode, type OtpPurpose } from '../sms/service.ts';
import { checkLoginPassword } from '../session/reauth.ts';
import { safeEqual, sha256 } from '../tokens.ts';
import { notifyChannelChange, verifiedChannels } from './notify.ts';
import { TRIAL_MEMBER_TYPE } from './types.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../http/route.ts';

/** OTP purpose of binding codes: their own keys, so a registration or login code never binds a number. */
const BIND: OtpPurpose = 'bind';
/** Email codes a member may ask for per hour. */
const EMAIL_CODES_PER_HOUR = 5;
const HOUR = 3_600_000;
/** The address syntax the member area accepts (as the reset by email). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `+8801712345678` -> `+88017******78`: all but six digits before the last two (at least the last two hidden). */
export function maskMobile(e164: string): string {
  if (e164.length <= 8) return `${'*'.repeat(Math.max(0, e164.length - 2))}${e164.slice(-2)}`;
  return `${e164.slice(0, e164.length - 8)}******${e164.slice(-2)}`;
}

/** `player@example.com` -> `pl***@example.com` (the first two characters of the local part kept). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

interface BindRow {
  mobile: string | null;
  mobile_verified: boolean;
  email: string | null;
  email_verified: boolean;
}

async function bindStatus(ctx: Ctx, memberId: string): Promise<BindStatusValue> {
  const [row] = await ctx.db.query<BindRow>(sql`
    SELECT mobile, mobile_verified, email, coalesce(profile->>'emailVerified', '') = '1' AS email_verified
    FROM members WHERE id = ${memberId}`);
  if (!row) throw fail('NOT_LOGGED_IN');
  return {
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    mobileVerified: !!row.mobile && row.mobile_verified,
    email: row.email ? maskEmail(row.email) : null,
    emailVerified: !!row.email && row.email_verified,
  };
}

/** Normalised address (trimmed; domain lower-cased) or EMAIL_FORMAT. */
function normaliseEmail(raw: string): string {
  const e = raw.trim();
  if (!EMAIL_RE.test(e)) throw fail('EMAIL_FORMAT', { field: 'email' });
  const at = e.lastIndexOf('@');
  return `${e.slice(0, at)}@${e.slice(at + 1).toLowerCase()}`;
}

const emailKey = (brand: Brand, memberId: string) => `bindmail:${brand.id}:${memberId}`;
/** One e-mail code per member per countdown (the brand's `sms.expiredMinutes`, as SMS codes). */
export const emailCountdown = (brand: Brand): AttemptRule => ({
  scope: 'mail-cd',
  max: 1,
  windowMs: brand.sms.expiredMinutes * 60_000,
});
const EMAIL_HOURLY: AttemptRule = { scope: 'mail-member', max: EMAIL_CODES_PER_HOUR, windowMs: HOUR };

/** Mails a 6-digit code for `email` to the member (one pending address per member; a new one replaces it). */
async function sendEmailCode(ctx: Ctx, brand: Brand, memberId: string, email: string) {
  const { expiredMinutes } = brand.sms;
  const key = emailKey(brand, memberId);
  // Countdown, then the hourly cap, each reserved atomically (src/limiter): parallel requests send one mail.
  const store = attemptStore(ctx);
  const now = ctx.now();
  const subject = `${brand.id}:${memberId}`;
  const cd = await store.reserve(emailCountdown(brand), subject, now);
  if (!cd.granted) {
    const seconds = Math.max(1, Math.ceil((cd.lockedUntil - now) / 1000));
    throw fail('SMS_RESEND_TOO_SOON', { seconds }, { seconds });
  }
  if (!(await store.reserve(EMAIL_HOURLY, subject, now)).granted) {
    await store.release(emailCountdown(brand), subject, now);
    throw fail('SMS_TOO_MANY_REQUESTS');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.kv.set(key, JSON.stringify({ e: email.toLowerCase(), h: sha256(code) }), expiredMinutes * 60_000);
  await ctx.kv.del(`${key}:attempts`);
  await ctx.email.send(
    email,
    `${brand.name}: verify your email`,
    `Your ${brand.name} verification code is ${code}. It expires in ${expiredMinutes} minute(s).`,
  );
  return { expiredMinutes };
}

/** Checks an email code as SMS codes are checked: single use, 5 attempts, for the address it was sent to. */
async function verifyEmailCode(ctx: Ctx, brand: Brand, memberId: string, email: string, code: string) {
  const c = code.trim();
  if (!c) throw fail('SMS_CODE_MISSING');
  const key = emailKey(brand, memberId);
  const ttl = await ctx.kv.ttl(key);
  if (ttl <= 0) throw fail('SMS_CODE_EXPIRED');
  const n = await ctx.kv.incr(`${key}:attempts`, ttl);
  if (n > MAX_ATTEMPTS) {
    await ctx.kv.del(key);
    throw fail('SMS_CODE_EXPIRED');
  }
  const raw = await ctx.kv.get(key);
  if (!raw) throw fail('SMS_CODE_EXPIRED');
  const rec = JSON.parse(raw) as { e: string; h: string };
  if (rec.e === email.toLowerCase() && /^\d{6}$/.test(c) && safeEqual(rec.h, sha256(c))) {
    if ((await ctx.kv.take(key)) === null) throw fail('SMS_CODE_EXPIRED');
    await ctx.kv.del(`${key}:attempts`);
    return;
  }
  if (n >= MAX_ATTEMPTS) await ctx.kv.del(key);
  throw fail('SMS_CODE_INVALID', { attemptsLeft: Math.max(0, MAX_ATTEMPTS - n) });
}

/** Registers the five bind calls (see the file comment). */
export function bindRoutes(app: FastifyInstance, ctx: Ctx) {
  const auth = requireAuth(ctx);
  const member = async (req: Parameters<typeof auth>[0]) => {
    await auth(req);
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  };
  provideAuth(app, 'fullMember', member);

  route(app, routes.member.bindStatus, async (req) => ok(await bindStatus(ctx, req.member!.id)));

  route(app, routes.member.bindMobileCode, async (req) => {
    const brand = req.brand;
    const { e164, country } = parsePhone(brand, req.body.mobileNum, req.body.countryDialingCode);
    const [other] = await ctx.db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM members WHERE brand = ${brand.id} AND mobile = ${e164} AND id <> ${req.member!.id}`,
    );
    if (other) throw fail('MOBILE_TAKEN');
    return ok(await sendCode(ctx, brand, BIND, e164, country, req.ip));
  });

  route(app, routes.member.bindMobile, async (req) => {
    const brand = req.brand;
    const id = req.member!.id;
    const { e164 } = parsePhone(brand, req.body.mobileNum, req.body.countryDialingCode);
    // D6: the login password as well as the code, so a session token alone cannot take the account's phone.
    await checkLoginPassword(ctx, id, req.body.password);
    await verifyCode(ctx, brand, BIND, e164, req.body.verificationCode);
    const old = await verifiedChannels(ctx, id);
    const [prev] = await ctx.db.query<{ mobile: string | null }>(
      sql`SELECT mobile FROM members WHERE id = ${id}`,
    );
    const changed = prev?.mobile !== e164;
    try {
      await ctx.db.query(sql`UPDATE members SET mobile = ${e164}, mobile_verified = true,
          mobile_bound_at = CASE WHEN ${changed} THEN ${new Date(ctx.now()).toISOString()}::timestamptz
            ELSE mobile_bound_at END
          WHERE id = ${id}`);
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('MOBILE_TAKEN');
      throw err;
    }
    if (changed) await notifyChannelChange(ctx, brand, old, { kind: 'mobile', masked: maskMobile(e164) });
    return ok(await bindStatus(ctx, id));
  });

  route(app, routes.member.bindEmailCode, async (req) =>
    ok(await sendEmailCode(ctx, req.brand, req.member!.id, normaliseEmail(req.body.email))),
  );

  route(app, routes.member.bindEmail, async (req) => {
    const id = req.member!.id;
    const email = normaliseEmail(req.body.email);
    // D6: the login password as well as the code (see the mobile binding).
    await checkLoginPassword(ctx, id, req.body.password);
    await verifyEmailCode(ctx, req.brand, id, email, req.body.verificationCode);
    const old = await verifiedChannels(ctx, id);
    const [prev] = await ctx.db.query<{ email: string | null }>(
      sql`SELECT email FROM members WHERE id = ${id}`,
    );
    const changed = prev?.email?.toLowerCase() !== email.toLowerCase();
    await ctx.db.query(sql`
        UPDATE members SET email = ${email}, profile = profile || '{"emailVerified":"1"}'::jsonb,
          email_bound_at = CASE WHEN ${changed} THEN ${new Date(ctx.now()).toISOString()}::timestamptz
            ELSE email_bound_at END
        WHERE id = ${id}`);
    if (changed) await notifyChannelChange(ctx, req.brand, old, { kind: 'email', masked: maskEmail(email) });
    return ok(await bindStatus(ctx, id));
  });
}
