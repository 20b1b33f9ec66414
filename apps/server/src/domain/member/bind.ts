/**
 * Bind and verify the member's mobile number and email address (spec 2 "Member center pages": securityCenter "my
 * account: profile, change password, bind/verify phone and email"). Spec 7 names no paths for these, so they follow
 * the member area's `/wps/member/...` naming; bodies and answers are in `@playdeck/api-client/bind`.
 *
 * - `GET /wps/member/bind` -> `{ mobile, mobileVerified, email, emailVerified }` (masked for display, null when none).
 * - `POST /wps/member/bind/mobile/code` `{ mobileNum, countryDialingCode? }` -> `{ expiredMinutes }`: a 6-digit code
 *   by SMS to the new number, with the SMS service's rules (countdown, hourly caps per number, IP and country code,
 *   brand's countries only; apps/server/src/domain/sms/service.ts).
 * - `POST /wps/member/bind/mobile` `{ mobileNum, countryDialingCode?, verificationCode, password }` -> status: the
 *   number is stored in E.164 and marked verified (it then works for SMS login, and for the reset by phone once 24
 *   hours have passed).
 * - `POST /wps/member/bind/email/code` `{ email }` -> `{ expiredMinutes }`: a 6-digit code mailed to the address
 *   (ctx.email), same countdown as SMS codes (the brand's `sms.expiredMinutes`), at most 5 per member per hour.
 * - `POST /wps/member/bind/email` `{ email, verificationCode, password }` -> status: the address is stored and marked
 *   verified (`profile.emailVerified`; it then works for the reset by email once 24 hours have passed).
 *
 * The calls themselves are registered by bindRoutes.ts; the functions here take plain values.
 *
 * docs/decisions.md D6 (a stolen session token must not become a permanent takeover): both binds need the member's login
 * password (the shared re-entry budget, domain/session/reauth.ts: PASSWORD_INCORRECT, 423 PASSWORD_LOCKED); a change is told
 * to the channels verified before it (domain/member/notify.ts); a channel bound less than 24 hours ago cannot reset the
 * password (`mobile_bound_at`, `email_bound_at`; domain/member/service.ts).
 *
 * Codes are single use, 5 attempts, bound to the number or address they were sent to (a code for one address cannot
 * bind another). Errors (envelope, localised message): 401 NOT_LOGGED_IN; 403 TRIAL_FORBIDDEN (trial accounts, spec 6),
 * SMS_COUNTRY_NOT_ALLOWED; 400 PHONE_MISSING, PHONE_INVALID, EMAIL_FORMAT, SMS_CODE_MISSING, SMS_CODE_INVALID (with
 * `attemptsLeft`), SMS_CODE_EXPIRED, VALIDATION; 409 MOBILE_TAKEN (another member of the brand has the number);
 * 429 SMS_RESEND_TOO_SOON (with `seconds`), SMS_TOO_MANY_REQUESTS. The code call reserves the SMS budgets before it
 * checks whether the number is taken, so MOBILE_TAKEN spends a send too (D3).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  BindEmailBody,
  BindMobileBody,
  BindMobileCodeBody,
  BindStatusValue,
} from '@playdeck/api-client/bind';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { isUniqueViolation } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { attemptStore, type AttemptRule } from '../../infra/limiter/index.ts';
import {
  issueCode,
  checkStoredCode,
  notSent,
  parsePhone,
  reserveSend,
  verifyCode,
  type OtpPurpose,
} from '../sms/service.ts';
import { sendMail } from '../../infra/messaging/templates.ts';
import { checkLoginPassword } from '../session/reauth.ts';
import { sha256 } from '../../infra/tokens.ts';
import { notifyChannelChange, verifiedChannels } from './notify.ts';

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

/** What member `memberId` has bound (masked) and verified. @throws NOT_LOGGED_IN (no such member) */
export async function bindStatus(ctx: Ctx, memberId: string): Promise<BindStatusValue> {
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

/**
 * Mails a 6-digit code for the address `raw` (normalised first) to the member (one pending address per member; a new
 * one replaces it), in the member's language `lang`.
 * @throws EMAIL_FORMAT, SMS_RESEND_TOO_SOON (`seconds`), SMS_TOO_MANY_REQUESTS, MESSAGE_NOT_SENT (503: nothing
 *   spent, the member may ask again at once)
 */
export async function sendEmailCode(ctx: Ctx, brand: Brand, memberId: string, raw: string, lang?: string) {
  const email = normaliseEmail(raw);
  const { expiredMinutes } = brand.sms;
  const key = emailKey(brand, memberId);
  // Countdown, then the hourly cap, each reserved atomically (src/infra/limiter): parallel requests send one mail.
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
  try {
    await sendMail(ctx.email, brand, email, { kind: 'verifyCode', code, minutes: expiredMinutes }, lang);
  } catch (e) {
    // Not delivered: the code is void, the countdown and the hourly mail are given back (docs/architecture.md
    // "Messaging"), so the member may ask again at once.
    await ctx.kv.del(key);
    await store.release(EMAIL_HOURLY, subject, now);
    await store.release(emailCountdown(brand), subject, now);
    throw notSent(e);
  }
  return { expiredMinutes };
}

/** Checks an email code as SMS codes are checked (sms/service checkStoredCode), for the address it was sent to. */
async function verifyEmailCode(ctx: Ctx, brand: Brand, memberId: string, email: string, code: string) {
  await checkStoredCode(ctx, emailKey(brand, memberId), code, (rec) => rec.e === email.toLowerCase());
}

/**
 * Sends a binding code by SMS to the number `body` names, from client address `ip` (the SMS service's caps per IP).
 * The budgets are reserved first (D3): asking whether a number is taken spends a send, so the answer cannot be used to
 * test numbers for free.
 * @throws PHONE_MISSING, PHONE_INVALID, SMS_COUNTRY_NOT_ALLOWED, SMS_RESEND_TOO_SOON, SMS_TOO_MANY_REQUESTS,
 *   MOBILE_TAKEN (another member of the brand has it), MESSAGE_NOT_SENT
 */
export async function sendMobileBindCode(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  body: BindMobileCodeBody,
  ip: string,
  lang?: string,
) {
  const { e164, country } = parsePhone(brand, body.mobileNum, body.countryDialingCode);
  const reservation = await reserveSend(ctx, brand, BIND, e164, country, ip);
  const [other] = await ctx.db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM members WHERE brand = ${brand.id} AND mobile = ${e164} AND id <> ${memberId}`,
  );
  if (other) throw fail('MOBILE_TAKEN');
  await issueCode(ctx, brand, BIND, e164, { reservation, lang });
  return { expiredMinutes: brand.sms.expiredMinutes };
}

/**
 * Binds the number `body` names to member `id` once its code and the login password check (D6); a changed number
 * is told to the channels verified before (in the member's language `lang`). Answers the new bind status.
 * @throws PHONE_*, PASSWORD_INCORRECT, PASSWORD_LOCKED, SMS_CODE_*, MOBILE_TAKEN
 */
export async function bindMobile(
  ctx: Ctx,
  brand: Brand,
  id: string,
  body: BindMobileBody,
  lang?: string,
): Promise<BindStatusValue> {
  const { e164 } = parsePhone(brand, body.mobileNum, body.countryDialingCode);
  // D6: the login password as well as the code, so a session token alone cannot take the account's phone.
  await checkLoginPassword(ctx, id, body.password);
  await verifyCode(ctx, brand, BIND, e164, body.verificationCode);
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
  if (changed) await notifyChannelChange(ctx, brand, old, { kind: 'mobile', masked: maskMobile(e164) }, lang);
  return bindStatus(ctx, id);
}

/**
 * Binds the address `body` names to member `id` once its code and the login password check (D6); a changed
 * address is told to the channels verified before (in the member's language `lang`). Answers the new bind status.
 * @throws EMAIL_FORMAT, PASSWORD_INCORRECT, PASSWORD_LOCKED, SMS_CODE_*
 */
export async function bindEmail(
  ctx: Ctx,
  brand: Brand,
  id: string,
  body: BindEmailBody,
  lang?: string,
): Promise<BindStatusValue> {
  const email = normaliseEmail(body.email);
  // D6: the login password as well as the code (see the mobile binding).
  await checkLoginPassword(ctx, id, body.password);
  await verifyEmailCode(ctx, brand, id, email, body.verificationCode);
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
  if (changed) await notifyChannelChange(ctx, brand, old, { kind: 'email', masked: maskEmail(email) }, lang);
  return bindStatus(ctx, id);
}
