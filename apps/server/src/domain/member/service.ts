/**
 * Members: registration (spec sections 3, 5; docs/decisions.md D2), free play (type 4, trial funds only: D10), profile,
 * password change and resets (D3: the email reset answers the same whether or not the account exists).
 */
import { assertMayLogIn } from '../protection/service.ts';
import type { LoginResult, RegisterBody } from '@playdeck/api-client/schemas';
import type { Brand } from '../../infra/brands/index.ts';
import { checkFieldRule, isEnabled, validateRegistration } from '../../infra/brands/index.ts';
import type { ErrorCode } from '@playdeck/api-client/errors';
import { requireCaptcha } from '../captcha/service.ts';
import type { Caller, Ctx } from '../context.ts';
import { isUniqueViolation } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { createSession, usernameKey } from '../session/service.ts';
import { weakPassword } from '../session/common-passwords.ts';
import { checkLoginPassword } from '../session/reauth.ts';
import * as sessions from '../session/store.ts';
import { parsePhone, verifyCode } from '../sms/service.ts';
import { sendMail, type Mail } from '../../infra/messaging/templates.ts';
import { randomToken, sha256 } from '../../infra/tokens.ts';
import { hashPassword } from '../../infra/passwords.ts';
import * as store from './store.ts';
import { referrerByCode } from '../referral/store.ts';
import { TRIAL_MEMBER_TYPE } from './types.ts';
import { TRIAL_CURRENCY } from '../ledger/index.ts';

export { TRIAL_CURRENCY };

/**
 * The age gate of `brand` (brand.json `ageGate`, spec section 5): the terms agreement age and the minimum age a
 * birthday must show, in whole years, and whether registration asks for a birthday (`birthday`: 'off', 'optional',
 * 'required'). Brands built by hand (tests) get the spec's 18 and 21, birthday 'off'.
 */
export function ageGate(brand: Brand): {
  termsMinAge: number;
  birthdayMinAge: number;
  birthday: 'off' | 'optional' | 'required';
} {
  const g = brand.config?.config.ageGate;
  return g ? { ...g } : { termsMinAge: 18, birthdayMinAge: 21, birthday: 'off' };
}

/**
 * Age in whole years on `today` (`yyyy-MM-dd`, the brand's calendar) of someone born on `birthday` (`yyyy-MM-dd`),
 * or null when `birthday` is not a real calendar date in that form or lies after `today`.
 */
export function ageOn(birthday: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!m || !t) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (birthday > today) return null;
  const [ty, tmo, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - y - (tmo < mo || (tmo === mo && td < d) ? 1 : 0);
}

/** Today's date (`yyyy-MM-dd`) in `timeZone` at `now` (ms). */
function todayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Refuses a birthday that shows an age under the brand's `ageGate.birthdayMinAge` (spec section 5 "birthday must
 * show age at least 21", the age from config), counted in the brand's timezone.
 * @throws AGE_RESTRICTED (400, `{ field: 'birthday', messageId: 'reg.age21', values: { age } }`) when under age;
 *   VALIDATION (400, field birthday, rule pattern) when not a `yyyy-MM-dd` date on or before today.
 */
export function checkBirthday(brand: Brand, birthday: string, now: number): void {
  const age = ageOn(birthday, todayIn(brand.timezone, now));
  if (age === null) throw fail('VALIDATION', { field: 'birthday', rule: 'pattern' });
  const min = ageGate(brand).birthdayMinAge;
  if (age < min)
    throw fail(
      'AGE_RESTRICTED',
      { field: 'birthday', messageId: 'reg.age21', values: { age: min } },
      { age: min },
    );
}
/** Error code of a failing registration field. */
const FIELD_ERROR: Record<string, ErrorCode> = {
  username: 'ACCOUNT_FORMAT',
  password: 'PASSWORD_FORMAT',
  confirmPassword: 'CONFIRM_PASSWORD',
  email: 'EMAIL_FORMAT',
  mobileNum: 'PHONE_INVALID',
  countryDialingCode: 'PHONE_INVALID',
  verificationCode: 'SMS_CODE_MISSING',
  affiliateCode: 'INVALID_INVITATION_CODE',
  captcha: 'CAPTCHA_REQUIRED',
};

const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/**
 * Registers a member and logs it in.
 * @param mode 'username' (/wps/member/register) or 'mobile' (/wps/member/register/mobile)
 * @throws FEATURE_DISABLED, AGE_RESTRICTED (a `birthday` under the brand's age gate), BIRTHDAY_REQUIRED (none given
 *   where the brand's `ageGate.birthday` is 'required'), VALIDATION/ACCOUNT_FORMAT/PASSWORD_FORMAT/EMAIL_FORMAT/PHONE_* (with `{ field, messageId, values }`),
 *   PASSWORD_WEAK (common, the username, blank), CONFIRM_PASSWORD, CAPTCHA_REQUIRED, CAPTCHA_INVALID,
 *   CAPTCHA_EXPIRED, CAPTCHA_REPLAYED, INVALID_INVITATION_CODE, SMS_CODE_*, USERNAME_TAKEN, MOBILE_TAKEN
 */
export async function register(
  ctx: Ctx,
  caller: Caller,
  body: RegisterBody,
  mode: 'username' | 'mobile',
): Promise<LoginResult> {
  const brand = caller.brand;
  if (
    !isEnabled(brand, 'DIRECTREG3') ||
    !isEnabled(brand, mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3')
  )
    throw fail('FEATURE_DISABLED');
  const b: Record<string, unknown> = { ...body };
  for (const [k, v] of Object.entries(b))
    if (typeof v === 'string' && k !== 'password' && k !== 'confirmPassword') b[k] = v.trim();
  // The birthday is not a registration field setting: its one rule is the brand's age gate (spec 5).
  const birthday = typeof b.birthday === 'string' && b.birthday ? b.birthday : undefined;
  delete b.birthday;
  if (birthday) checkBirthday(brand, birthday, ctx.now());
  else if (ageGate(brand).birthday === 'required') throw fail('BIRTHDAY_REQUIRED', { field: 'birthday' });
  const smsVerify = mode === 'mobile' || isEnabled(brand, 'REGMOBVERF3');
  // The same schema the browser uses (config-schema), then the checks a schema cannot make.
  const problems = await validateRegistration(brand, mode, { ...b, registerMethod: 'WEB' });
  const first = problems[0];
  if (first)
    throw fail(FIELD_ERROR[first.field] ?? 'VALIDATION', {
      field: first.field,
      messageId: first.messageId,
      values: first.values,
    });
  if (mode === 'username' && !b.username)
    throw fail('ACCOUNT_FORMAT', { field: 'username', messageId: 'reg.required' });
  if (!b.password) throw fail('PASSWORD_FORMAT', { field: 'password', messageId: 'reg.required' });
  if (b.password !== b.confirmPassword) throw fail('CONFIRM_PASSWORD', { field: 'confirmPassword' });
  // ASVS 5.0 V6.2.4 / V6.2.11: not a common password, not the username (or the number it is made from), not blank.
  checkNotWeak(b.password as string, (b.username as string | undefined) || undefined, 'password');
  if (b.mobileNum) checkNotWeak(b.password as string, b.mobileNum as string, 'password');
  if (mode === 'mobile' && !b.mobileNum) throw fail('PHONE_MISSING', { field: 'mobileNum' });

  let mobile: string | null = null;
  if (b.mobileNum)
    mobile = parsePhone(brand, b.mobileNum as string, b.countryDialingCode as string | undefined).e164;
  if (smsVerify && mobile && !b.verificationCode)
    throw fail('SMS_CODE_MISSING', { field: 'verificationCode' });

  const cap = brand.register.captcha;
  if (cap?.enabled && cap.required)
    await requireCaptcha(ctx, brand, b.captcha as string | undefined, { field: 'captcha' });

  // A member's referral code (refer and earn, D36) in `referralCode` records the referrer; an agent's affiliate code
  // wins when both are given (D18), and a `referralCode` that is no member's code is read as an affiliate code.
  const referrerId =
    !b.affiliateCode && b.referralCode
      ? await referrerByCode(ctx.db, brand.id, b.referralCode as string)
      : undefined;
  const affiliate =
    (b.affiliateCode as string | undefined) ||
    (referrerId ? undefined : (b.referralCode as string | undefined));
  // The code's agent becomes the new member's upline (docs/architecture.md "Agents", tree).
  const code = affiliate
    ? await store.affiliateLookup(ctx.db, brand.id, affiliate, b.domain as string | undefined)
    : undefined;
  if (affiliate && !code) {
    throw fail('INVALID_INVITATION_CODE', { field: b.affiliateCode ? 'affiliateCode' : 'referralCode' });
  }
  if (smsVerify && mobile) await verifyCode(ctx, brand, 'register', mobile, b.verificationCode as string);

  const username = (b.username as string | undefined) || `m${mobile!.replace(/\D/g, '')}`;
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (typeof b[f] === 'string' && b[f]) profile[f] = b[f] as string;
  if (birthday) profile.birthday = birthday;
  let id: string;
  try {
    id = await store.insertMember(ctx.db, {
      brand: brand.id,
      username,
      usernameKey: usernameKey(username),
      mobile,
      mobileVerified: !!mobile && smsVerify,
      email: (b.email as string | undefined) || null,
      passwordHash: await hashPassword(b.password as string),
      type: 0,
      nickname: username,
      language: caller.lang,
      mustChangePassword: false,
      registerUrl: ((b.registerUrl as string | undefined) || caller.referer || null)?.slice(0, 2048) ?? null,
      registerMethod: 'WEB',
      affiliateCode: (b.affiliateCode as string | undefined) || null,
      referralCode: (b.referralCode as string | undefined) || null,
      profile,
      balances: { [brand.currency.code]: 0n },
      uplineId: code?.agentId ?? null,
      referral: referrerId ? { referrerId, ip: caller.ip || null } : null,
    });
  } catch (err) {
    const dup = isUniqueViolation(err);
    if (dup) throw fail(dup.constraint === 'members_brand_mobile' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
    throw err;
  }
  const s = await createSession(ctx, id, brand, { ip: caller.ip, mustChange: false });
  return {
    token: s.token,
    firstTimeLogin: true,
    passwordExpired: false,
    mustChangePassword: false,
    expiresAt: s.expiresAt.toISOString(),
  };
}

/** Free play: a trial member (type 4) with trial funds only (docs/decisions.md D10). @throws FEATURE_DISABLED */
export async function freeplay(ctx: Ctx, caller: Caller): Promise<LoginResult> {
  const brand = caller.brand;
  if (!isEnabled(brand, 'FREEPLAY3')) throw fail('FEATURE_DISABLED');
  const username = `trial_${randomToken(9).replace(/[-_]/g, 'x')}`;
  const id = await store.insertMember(ctx.db, {
    brand: brand.id,
    username,
    usernameKey: usernameKey(username),
    mobile: null,
    mobileVerified: false,
    email: null,
    passwordHash: await hashPassword(randomToken(24)),
    type: TRIAL_MEMBER_TYPE,
    nickname: username,
    language: caller.lang,
    mustChangePassword: false,
    registerUrl: null,
    registerMethod: 'FREEPLAY',
    affiliateCode: null,
    referralCode: null,
    profile: {},
    balances: { [brand.currency.code]: 0n, [TRIAL_CURRENCY]: brand.freeplay.trialBalanceMinor },
  });
  const s = await createSession(ctx, id, brand);
  return {
    token: s.token,
    firstTimeLogin: true,
    passwordExpired: false,
    mustChangePassword: false,
    expiresAt: s.expiresAt.toISOString(),
  };
}

/**
 * Refuses a new password on the common list, equal to the username or only whitespace (ASVS 5.0 V6.2.4, V6.2.11;
 * domain/session/common-passwords.ts). @throws PASSWORD_WEAK (`{ field, rule: 'common' | 'username' | 'blank' }`)
 */
function checkNotWeak(pw: string, username: string | undefined, field: string) {
  const weak = weakPassword(pw, username);
  if (weak) throw fail('PASSWORD_WEAK', { field, rule: weak });
}

/**
 * Checks a new password against the brand's password rule (its registration module's `passwordRule`, spec section 5),
 * the weak-password rules (with the username when known) and its confirmation.
 * @throws PASSWORD_FORMAT `{ field: 'newPassword', messageId, values }` (e.g. `reg.passwordLength` with `{ min, max }`),
 *   PASSWORD_WEAK, CONFIRM_PASSWORD
 */
async function checkNewPassword(brand: Brand, pw: string, confirm: string, username?: string) {
  const p = await checkFieldRule(brand, 'password', pw);
  if (p) throw fail('PASSWORD_FORMAT', { field: 'newPassword', messageId: p.messageId, values: p.values });
  checkNotWeak(pw, username, 'newPassword');
  if (pw !== confirm) throw fail('CONFIRM_PASSWORD', { field: 'confirmNewPassword' });
}

/**
 * Changes the password of the logged-in member; other sessions are revoked.
 * @throws PASSWORD_INCORRECT (old password wrong), PASSWORD_LOCKED (too many wrong ones), PASSWORD_FORMAT, PASSWORD_WEAK, CONFIRM_PASSWORD, TRIAL_FORBIDDEN
 */
export async function changePassword(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  memberType: number,
  tokenHash: string,
  oldPassword: string | undefined,
  newPassword: string,
  confirm: string,
  username?: string,
) {
  if (memberType === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  await checkNewPassword(brand, newPassword, confirm, username);
  // The old password spends the member's shared re-entry budget (domain/session/reauth.ts), reserved before the hash check.
  await checkLoginPassword(ctx, memberId, oldPassword, 'oldPassword');
  await store.setPassword(ctx.db, memberId, await hashPassword(newPassword));
  await sessions.revokeOtherSessions(ctx.db, memberId, tokenHash);
}

/** A channel may reset the password only 24 hours after it was bound or changed (docs/decisions.md D6). */
export const RESET_AFTER_BIND_MS = 24 * 3_600_000;

/** True when `boundAt` (a channel's bind time) is less than RESET_AFTER_BIND_MS ago. */
function boundRecently(ctx: Ctx, boundAt: Date | string | null | undefined): boolean {
  return !!boundAt && new Date(boundAt).getTime() > ctx.now() - RESET_AFTER_BIND_MS;
}

/**
 * Forgot password by email: when username and email match, a reset link (30 minutes, single use) is emailed.
 * Always resolves the same way (D3).
 */
export async function forgotByEmail(ctx: Ctx, brand: Brand, username: string, email: string, lang?: string) {
  const started = ctx.now();
  const m = await store.findForEmailReset(ctx.db, brand.id, usernameKey(username), email.trim());
  // A mail the provider refuses is logged and recorded (src/infra/messaging), never told to the caller: the answer is the
  // same whether or not an account matched (D3), and a delivery error would tell.
  const mail = (what: Mail) =>
    sendMail(ctx.email, brand, email.trim(), what, lang).catch((err: unknown) =>
      ctx.log.warn({ err, brand: brand.id }, 'password reset mail not delivered'),
    );
  if (m && boundRecently(ctx, m.email_bound_at)) {
    // D6: an address bound less than 24 hours ago gets no link; the answer to the caller is the same (D3).
    await mail({ kind: 'resetTooSoon' });
  } else if (m) {
    const token = randomToken(24);
    await ctx.kv.set(`pwreset:${sha256(token)}`, m.id, 30 * 60_000);
    const link = `${brand.mainDomain ? `https://${brand.mainDomain}` : ''}/?resetToken=${token}`;
    await mail({ kind: 'passwordReset', link, minutes: 30 });
  }
  // Roughly equal timing for both branches.
  const spent = ctx.now() - started;
  if (spent < 50) await new Promise((r) => setTimeout(r, 50 - spent));
}

/** Completes an email reset with the token from the link. @throws TICKET_INVALID, PASSWORD_FORMAT, CONFIRM_PASSWORD */
export async function resetByEmailToken(
  ctx: Ctx,
  brand: Brand,
  token: string,
  newPassword: string,
  confirm: string,
) {
  await checkNewPassword(brand, newPassword, confirm);
  // The username check needs the member: read the token first, spend it only once the password is acceptable.
  const pending = await ctx.kv.get(`pwreset:${sha256(token)}`);
  if (!pending) throw fail('TICKET_INVALID');
  checkNotWeak(newPassword, (await sessions.findById(ctx.db, pending))?.username, 'newPassword');
  const id = await ctx.kv.take(`pwreset:${sha256(token)}`);
  if (!id) throw fail('TICKET_INVALID');
  await store.setPassword(ctx.db, id, await hashPassword(newPassword));
  await sessions.revokeOtherSessions(ctx.db, id, null);
}

/**
 * Reset by phone (spec section 4 "Forgot by phone"): verifies the SMS code sent by /wps/verification/sms/noLogin,
 * sets the password and logs in. @throws PHONE_*, SMS_CODE_*, PASSWORD_FORMAT, ACCOUNT_SUSPENDED (locked by its agent),
 *   RESET_CHANNEL_TOO_NEW (403: the number was bound less than 24 hours ago, docs/decisions.md D6)
 */
export async function resetByPhone(
  ctx: Ctx,
  brand: Brand,
  mobileNum: string,
  dial: string | undefined,
  code: string,
  newPassword: string,
): Promise<LoginResult> {
  await checkNewPassword(brand, newPassword, newPassword);
  const { e164 } = parsePhone(brand, mobileNum, dial);
  await verifyCode(ctx, brand, 'nologin', e164, code);
  const m = await sessions.findByMobile(ctx.db, brand.id, e164);
  if (!m || !m.mobile_verified || m.type === TRIAL_MEMBER_TYPE) throw fail('SMS_CODE_INVALID');
  // Locked by its agent: no session here either (as login, domain/session/service.ts), and nothing changed.
  if (m.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');
  // Timed out or self-excluded (docs/decisions.md D26): no session through a reset either.
  assertMayLogIn(ctx, brand, sessions.blockOf(m));
  // D6: a number bound less than 24 hours ago cannot reset the password (a stolen session that rebinds the phone
  // must not turn into a permanent takeover). Only the holder of the code gets this answer.
  if (boundRecently(ctx, m.mobile_bound_at)) throw fail('RESET_CHANNEL_TOO_NEW');
  checkNotWeak(newPassword, m.username, 'newPassword');
  await store.setPassword(ctx.db, m.id, await hashPassword(newPassword));
  await sessions.revokeOtherSessions(ctx.db, m.id, null);
  const s = await createSession(ctx, m.id, brand);
  return {
    token: s.token,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    expiresAt: s.expiresAt.toISOString(),
  };
}
