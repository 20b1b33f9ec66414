/**
 * The new-address two-factor step of a login (spec section 4 "Two-factor step: triggered by login from an unregistered
 * IP; has a verified state"), when the brand's `security.twoFactorOnNewIp` is on:
 * - the channels are the account's verified ones (a verified mobile number: SMS; a verified e-mail address: e-mail);
 *   an account with neither has no second factor to ask for and logs in as before;
 * - the player picks a channel, the code goes there (SMS through the SMS service's budgets and countdown, e-mail with
 *   its own countdown of the brand's `sms.expiredMinutes` and at most 5 an hour), then the login carries the code;
 *   codes are 6 digits, single use, 5 attempts (as every code of the platform);
 * - "trust this device for 30 days": a random token in an HttpOnly cookie, stored as its SHA-256 with the member and
 *   an expiry; a login carrying a live one for the same member skips the step. A password change or reset forgets
 *   every trusted device of the member (store.revokeOtherSessions).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { attemptStore, type AttemptRule } from '../../infra/limiter/index.ts';
import { sendMail } from '../../infra/messaging/templates.ts';
import { randomToken, sha256 } from '../../infra/tokens.ts';
import type { Ctx } from '../context.ts';
import { maskEmail, maskMobile } from '../member/bind.ts';
import { verifiedChannels } from '../member/notify.ts';
import { checkStoredCode, notSent, parsePhone, sendCode, verifyCode } from '../sms/service.ts';

/** A second-factor channel: `sms` to the verified mobile number, `email` to the verified address. */
export type TwoFactorChannel = 'sms' | 'email';

/** How long a trusted device skips the step (spec section 4; the site's "trust this device for 30 days"). */
export const TRUSTED_DEVICE_MS = 30 * 24 * 3_600_000;
/** The cookie that carries the trusted-device token (HttpOnly, path /wps/session). */
export const TRUSTED_DEVICE_COOKIE = 'pd_device';

const HOUR = 3_600_000;
const MAIL_HOURLY: AttemptRule = { scope: '2fa-mail-member', max: 5, windowMs: HOUR };
const mailCountdown = (brand: Brand): AttemptRule => ({
  scope: '2fa-mail-cd',
  max: 1,
  windowMs: brand.sms.expiredMinutes * 60_000,
});
const mailKey = (brand: Brand, memberId: string) => `2famail:${brand.id}:${memberId}`;

/** The verified channels of a member, each with its masked destination (`+88017******78`, `pl***@example.com`). */
export async function twoFactorChannels(
  ctx: Ctx,
  memberId: string,
): Promise<Array<{ channel: TwoFactorChannel; to: string; address: string }>> {
  const { mobile, email } = await verifiedChannels(ctx, memberId);
  return [
    ...(mobile ? [{ channel: 'sms' as const, to: maskMobile(mobile), address: mobile }] : []),
    ...(email ? [{ channel: 'email' as const, to: maskEmail(email), address: email }] : []),
  ];
}

/**
 * Sends a two-factor code to `address` over `channel`, from client `ip`, in language `lang` (e-mail).
 * @returns `{ expiredMinutes }` (the site's countdown is expiredMinutes x 60 s, spec 9)
 * @throws SMS_RESEND_TOO_SOON (`seconds`), SMS_TOO_MANY_REQUESTS, MESSAGE_NOT_SENT (nothing spent, no countdown)
 */
export async function sendTwoFactorCode(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  channel: TwoFactorChannel,
  address: string,
  ip: string,
  lang?: string,
): Promise<{ expiredMinutes: number }> {
  if (channel === 'sms') {
    const country = parsePhone(brand, address, undefined).country;
    return sendCode(ctx, brand, 'twofactor', address, country, ip, undefined, lang);
  }
  const { expiredMinutes } = brand.sms;
  const store = attemptStore(ctx);
  const now = ctx.now();
  const subject = `${brand.id}:${memberId}`;
  const cd = await store.reserve(mailCountdown(brand), subject, now);
  if (!cd.granted) {
    const seconds = Math.max(1, Math.ceil((cd.lockedUntil - now) / 1000));
    throw fail('SMS_RESEND_TOO_SOON', { seconds }, { seconds });
  }
  if (!(await store.reserve(MAIL_HOURLY, subject, now)).granted) {
    await store.release(mailCountdown(brand), subject, now);
    throw fail('SMS_TOO_MANY_REQUESTS');
  }
  const key = mailKey(brand, memberId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.kv.set(key, JSON.stringify({ h: sha256(code) }), expiredMinutes * 60_000);
  await ctx.kv.del(`${key}:attempts`);
  try {
    await sendMail(ctx.email, brand, address, { kind: 'verifyCode', code, minutes: expiredMinutes }, lang);
  } catch (e) {
    // Not delivered: the code is void and the countdown given back, so the player may ask again at once.
    await ctx.kv.del(key);
    await store.release(MAIL_HOURLY, subject, now);
    await store.release(mailCountdown(brand), subject, now);
    throw notSent(e);
  }
  return { expiredMinutes };
}

/**
 * Checks a two-factor code sent over `channel`: single use, 5 attempts (an atomic counter), then void.
 * @throws SMS_CODE_MISSING, SMS_CODE_EXPIRED, SMS_CODE_INVALID (`attemptsLeft`)
 */
export async function verifyTwoFactorCode(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  channel: TwoFactorChannel,
  address: string,
  code: string | undefined,
): Promise<void> {
  if (channel === 'sms') return verifyCode(ctx, brand, 'twofactor', address, code);
  return checkStoredCode(ctx, mailKey(brand, memberId), code);
}

/**
 * True when `token` (the device cookie) is a live trusted device of the member in `brand`; the device's "last used"
 * (shown on the security centre, D35) becomes `now` in the same statement.
 */
export async function isTrustedDevice(
  db: Db,
  brand: Brand,
  memberId: string,
  token: string | undefined,
  now: number,
): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const rows = await db.query<{ ok: number }>(sql`
    UPDATE trusted_devices SET last_used_at = ${new Date(now).toISOString()}::timestamptz
    WHERE token_hash = ${sha256(token)} AND member_id = ${memberId} AND brand = ${brand.id}
      AND expires_at > ${new Date(now).toISOString()}::timestamptz
    RETURNING 1 AS ok`);
  return rows.length > 0;
}

/**
 * Records a new trusted device of the member for {@link TRUSTED_DEVICE_MS}, named after the browser's `userAgent`
 * ({@link deviceName}).
 * @returns the token for the cookie (shown only here) and its expiry
 */
export async function trustDevice(
  db: Db,
  brand: Brand,
  memberId: string,
  now: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now + TRUSTED_DEVICE_MS);
  await db.query(sql`
    INSERT INTO trusted_devices (token_hash, member_id, brand, expires_at, name)
    VALUES (${sha256(token)}, ${memberId}, ${brand.id}, ${expiresAt.toISOString()}::timestamptz,
      ${deviceName(userAgent)})`);
  // Expired rows of the member go as a new one comes: the table holds at most the live devices plus this one.
  await db.query(sql`
    DELETE FROM trusted_devices WHERE member_id = ${memberId} AND expires_at <= ${new Date(now).toISOString()}::timestamptz`);
  return { token, expiresAt };
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\bHeadless|\b)(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short, language-neutral name of a browser from its User-Agent ("Chrome on Android", "Firefox", "Windows"), at
 * most 64 characters; '' when nothing is recognised (the site then says "Unknown browser"). Product names are not
 * translated (D35).
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return (browser && system ? `${browser} on ${system}` : (browser ?? system ?? '')).slice(0, 64);
}

/** A trusted device as the security centre lists it (D35): times ISO 8601, `current` when it is this browser. */
export interface TrustedDeviceRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  current: boolean;
}

/**
 * The member's live trusted devices in `brand`, newest first; `token` (this browser's device cookie, if any) marks
 * the current one.
 */
export async function listTrustedDevices(
  db: Db,
  brand: Brand,
  memberId: string,
  token: string | undefined,
  now: number,
): Promise<TrustedDeviceRow[]> {
  const mine = token && token.length <= 128 ? sha256(token) : '';
  const rows = await db.query<{
    id: string | number;
    name: string;
    created_at: string | Date;
    last_used_at: string | Date | null;
    expires_at: string | Date;
    current: boolean;
  }>(sql`
    SELECT id, name, created_at, last_used_at, expires_at, token_hash = ${mine} AS current
    FROM trusted_devices
    WHERE member_id = ${memberId} AND brand = ${brand.id} AND expires_at > ${new Date(now).toISOString()}::timestamptz
    ORDER BY created_at DESC, id DESC`);
  const iso = (v: string | Date) => new Date(v).toISOString();
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    createdAt: iso(r.created_at),
    lastUsedAt: r.last_used_at ? iso(r.last_used_at) : null,
    expiresAt: iso(r.expires_at),
    current: r.current,
  }));
}

/**
 * Forgets one trusted device of the member (its next login there asks for the two-factor step again, D28).
 * @throws TRUSTED_DEVICE_NOT_FOUND (404) when `id` is not one of the member's devices in `brand`
 */
export async function removeTrustedDevice(db: Db, brand: Brand, memberId: string, id: string): Promise<void> {
  const rows = await db.query<{ ok: number }>(sql`
    DELETE FROM trusted_devices WHERE id = ${id}::bigint AND member_id = ${memberId} AND brand = ${brand.id}
    RETURNING 1 AS ok`);
  if (!rows.length) throw fail('TRUSTED_DEVICE_NOT_FOUND');
}

/** Forgets every trusted device of the member in `brand`. @returns how many were forgotten */
export async function removeAllTrustedDevices(db: Db, brand: Brand, memberId: string): Promise<number> {
  const rows = await db.query<{ ok: number }>(sql`
    DELETE FROM trusted_devices WHERE member_id = ${memberId} AND brand = ${brand.id} RETURNING 1 AS ok`);
  return rows.length;
}

/** Forgets the trusted device whose cookie is `token`, if it is the member's ("sign out and forget this device"). */
export async function forgetThisDevice(
  db: Db,
  brand: Brand,
  memberId: string,
  token: string | undefined,
): Promise<void> {
  if (!token || token.length > 128) return;
  await db.query(sql`
    DELETE FROM trusted_devices WHERE token_hash = ${sha256(token)} AND member_id = ${memberId} AND brand = ${brand.id}`);
}
