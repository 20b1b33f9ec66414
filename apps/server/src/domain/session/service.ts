/**
 * Sessions and login (spec sections 3, 4, 8; docs/decisions.md D1, D2, D3, D6).
 * - Session tokens: 256 random bits, stored as SHA-256; idle timeout 30 minutes, absolute lifetime 12 hours.
 * - Login failures: 3 within 30 minutes lock the username (or mobile number) for 30 minutes, known or unknown alike,
 *   so a lock says nothing about existence. Each attempt is reserved atomically before the credentials are checked
 *   (src/infra/limiter, in the database or Redis), so a parallel burst gets at most 3 checks; a lock survives a restart.
 *   After the brand's `captchaAfterFailures` failures a captcha is demanded.
 * - One generic failure (LOGIN_FAILED) with the same work (an argon2 verify) whether or not the account exists.
 * - A password from the common list (123456 included) or `must_change_password` answers `mustChangePassword: true`.
 * - `agentSide: true` (the /agent form): a non-agent member type (brand `userTypes.agent`) whose credentials are right
 *   gets AGENT_ONLY (403, 'Non-agents cannot log in', spec 6) and no session; wrong credentials stay LOGIN_FAILED.
 */
import { assertMayLogIn } from '../protection/service.ts';
import type { LoginBody, LoginResult } from '@playdeck/api-client/schemas';
import type { Brand } from '../../infra/brands/index.ts';
import { isEnabled } from '../../infra/brands/index.ts';
import type { Caller, Ctx } from '../context.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { fail } from '../../infra/errors.ts';
import { parsePhone, verifyCode } from '../sms/service.ts';
import { sendMail } from '../../infra/messaging/templates.ts';
import { verifiedChannels } from '../member/notify.ts';
import { randomToken, sha256 } from '../../infra/tokens.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { attemptStore, minutesUntil, type AttemptRule } from '../../infra/limiter/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findPasswordAccount } from './mobileLogin.ts';
import * as store from './store.ts';
import {
  isTrustedDevice,
  sendTwoFactorCode,
  trustDevice,
  twoFactorChannels,
  verifyTwoFactorCode,
} from './twoFactor.ts';
import { isAgentType, TRIAL_MEMBER_TYPE, type AuthMember } from '../member/types.ts';

export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3_600_000;
export const LOCK_AFTER = 3;
export const LOCK_WINDOW_MIN = 30;
export const LOCK_MIN = 30;
export const TICKET_TTL_MS = 60_000;
/** The login limit as an attempt rule (src/infra/limiter): LOCK_AFTER attempts per LOCK_WINDOW_MIN, then LOCK_MIN locked. */
export const LOGIN_RULE: AttemptRule = {
  scope: 'login',
  max: LOCK_AFTER,
  windowMs: LOCK_WINDOW_MIN * 60_000,
  lockMs: LOCK_MIN * 60_000,
};
const TOUCH_EVERY_MS = 60_000;

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so both paths cost one argon2 verify. */
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken(16)));

/** Lower-cased, NFKC-normalised username key (uniqueness and look-up). */
export const usernameKey = (u: string) => u.normalize('NFKC').trim().toLowerCase();

/**
 * Creates a session; returns the token (only ever shown here) and its absolute expiry. `signIn` (login and
 * registration) records the sign-in and the address in the same statement (store.insertSession).
 */
export async function createSession(
  ctx: Ctx,
  memberId: string,
  brand: Brand,
  signIn?: { ip: string; mustChange: boolean },
) {
  const token = randomToken(32);
  const expiresAt = new Date(ctx.now() + ABSOLUTE_MS);
  await store.insertSession(ctx.db, sha256(token), memberId, brand.id, expiresAt, signIn);
  return { token, expiresAt };
}

/**
 * The session token a call carries (`Authorization: Bearer <token>`, or a `token` header), or null when absent or
 * longer than 128 characters. Takes the two header values as they came (a repeated header is an array, then ignored).
 */
export function sessionToken(headers: {
  authorization?: string | string[] | undefined;
  token?: string | string[] | undefined;
}): string | null {
  const h = typeof headers.authorization === 'string' ? headers.authorization : undefined;
  const t = typeof headers.token === 'string' ? headers.token : undefined;
  const token = h?.startsWith('Bearer ') ? h.slice(7).trim() : t;
  return token && token.length <= 128 ? token : null;
}

/**
 * Checks a session row: present, not revoked, this brand, inside the idle and absolute timeouts. `touch` (default
 * true) counts the call as activity: the idle window slides (GLI-19 idle re-login); a passive call (a background
 * re-check or read the member did not ask for) leaves it where it is. Returns the row and when the session lapses
 * unless used again (`lapsesAt`, ms: the earlier of the idle and the absolute limit).
 */
async function liveSession<T extends store.SessionRow>(
  ctx: Ctx,
  brand: Brand,
  tokenHash: string,
  s: T | undefined,
  touch = true,
): Promise<(T & { lapsesAt: number }) | null> {
  const now = ctx.now();
  if (!s || s.revoked_at || s.brand !== brand.id) return null;
  let lastSeen = new Date(s.last_seen_at).getTime();
  const expires = new Date(s.expires_at).getTime();
  if (expires <= now || lastSeen + IDLE_MS <= now) return null;
  // Sliding idle window, written at most once a minute to keep reads cheap.
  if (touch && now - lastSeen > TOUCH_EVERY_MS) {
    await store.touchSession(ctx.db, tokenHash, now);
    lastSeen = now;
  }
  return Object.assign(s, { lapsesAt: Math.min(expires, lastSeen + IDLE_MS) });
}

/**
 * Resolves a session token (see {@link sessionToken}) on `brand` to its member, enforcing the idle and absolute
 * timeouts and the brand. Returns null when the token is null or invalid. `opts.touch: false`: a passive call that
 * does not count as activity (the idle window stays; GLI-19 idle re-login).
 */
export async function authenticate(
  ctx: Ctx,
  brand: Brand,
  token: string | null,
  opts: { touch?: boolean } = {},
): Promise<AuthMember | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  const s = await liveSession(ctx, brand, tokenHash, await store.findSession(ctx.db, tokenHash), opts.touch);
  return (
    s && {
      id: s.member_id,
      username: s.username,
      type: s.type,
      tokenHash,
      lapsesAt: s.lapsesAt,
      ...(s.must_change_password ? { mustChangePassword: true } : {}),
    }
  );
}

/**
 * `authenticate` plus the member's profile, balance (brand currency, or `trialCurrency` for a trial member) and unread
 * message count, read in one statement (the /wps/member/info hot path). Returns null when the session is absent or invalid.
 */
export async function authenticateWithProfile(
  ctx: Ctx,
  brand: Brand,
  token: string | null,
  trialCurrency: string,
) {
  if (!token) return null;
  const tokenHash = sha256(token);
  const row = await store.findSessionProfile(ctx.db, tokenHash, brand.id, brand.currency.code, trialCurrency);
  const s = await liveSession(ctx, brand, tokenHash, row);
  if (!s) return null;
  const member: AuthMember = {
    id: s.member_id,
    username: s.username,
    type: s.type,
    tokenHash,
    lapsesAt: s.lapsesAt,
    ...(s.must_change_password ? { mustChangePassword: true } : {}),
  };
  return { member, profile: s };
}

const failKey = (brand: Brand, who: string) => `loginfail:${brand.id}:${who}`;

/** How long a two-factor step ticket lets the step's calls skip the login captcha (D28). */
export const STEP_TICKET_MS = 10 * 60_000;
const stepKey = (ticket: string) => `2fastep:${sha256(ticket)}`;

/** The step ticket a login carries when it is live for this name (`subject`) and address, else undefined. */
async function stepOf(ctx: Ctx, ticket: string | undefined, subject: string, ip: string) {
  if (!ticket || ticket.length > 64) return undefined;
  return (await ctx.kv.get(stepKey(ticket))) === `${subject}|${ip}` ? ticket : undefined;
}

/**
 * The ticket of a two-factor step (D28): the live one the login carried, or a new one for this name and address
 * ({@link STEP_TICKET_MS}). Issued only after the credentials proved right; spent when the login succeeds.
 */
async function stepTicket(ctx: Ctx, live: string | undefined, subject: string, ip: string) {
  const ticket = live ?? randomToken(24);
  await ctx.kv.set(stepKey(ticket), `${subject}|${ip}`, STEP_TICKET_MS);
  return ticket;
}

/** What a login gives beside its answer: the trusted-device token to set as a cookie, when one was made. */
export interface LoginOutcome extends LoginResult {
  trustedDevice?: { token: string; expiresAt: Date };
}

/**
 * Login by username/password or mobile + SMS code. `deviceToken`: the trusted-device cookie the browser sent, if any
 * (twoFactor.ts); `userAgent`: the browser's, naming a device it trusts. @returns the login result and, after a two-factor step with `trustDevice`, the new device token
 * @throws LOGIN_REQUIRED_FIELDS, CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED, CAPTCHA_REPLAYED, ACCOUNT_LOCKED,
 *   ACCOUNT_SUSPENDED, LOGIN_FAILED, TWO_FACTOR_REQUIRED (`{ twoFactor, channels, sent?, expiredMinutes? }`),
 *   SMS_CODE_* and SMS_RESEND_TOO_SOON / SMS_TOO_MANY_REQUESTS / MESSAGE_NOT_SENT (two-factor code), FEATURE_DISABLED
 */
export async function login(
  ctx: Ctx,
  caller: Caller,
  body: LoginBody,
  deviceToken?: string,
  userAgent?: string,
): Promise<LoginOutcome> {
  const brand = caller.brand;
  const sms = body.type === 'sms';
  const username = body.username.trim();
  const password = sms ? body.password.trim() : body.password;
  if (!username || !password) throw fail('LOGIN_REQUIRED_FIELDS');
  if (sms && !isEnabled(brand, 'SMSLOGIN3')) throw fail('FEATURE_DISABLED');

  let who: string;
  let e164 = '';
  if (sms) {
    e164 = parsePhone(brand, username, body.countryDialingCode).e164;
    who = `m:${e164}`;
  } else who = `u:${usernameKey(username)}`;
  const ip = caller.ip;

  // Failures and locks are attempt reservations (src/infra/limiter), keyed by the name typed whether or not an account has
  // it: both paths reserve and count the same way (D3), in the database (a lock survives a restart without Redis) or
  // in Redis when the short-lived store is Redis.
  const attempts = attemptStore(ctx);
  const subject = `${brand.id}:${who}`;
  const now = ctx.now();
  const state = await attempts.peek(LOGIN_RULE, subject, now);
  if (state.lockedUntil)
    throw fail('ACCOUNT_LOCKED', { captcha: true }, { minutes: minutesUntil(state.lockedUntil, now) });

  // The captcha after failures is a soft step read from the current state; the limit itself is the reservation below.
  const failures = Math.max(state.attempts, Number((await ctx.kv.get(failKey(brand, `ip:${ip}`))) ?? 0));
  // The two-factor step's calls (send, resend, check) carry the step ticket the captcha-gated attempt earned, so one
  // solved captcha covers the whole step (docs/decisions.md D28); any other call is gated as before.
  const step = await stepOf(ctx, body.twoFactorTicket, subject, ip);
  if (!step && failures >= brand.security.captchaAfterFailures) {
    await requireCaptcha(ctx, brand, body.captcha);
  }

  // The attempt is reserved before the credentials are checked, in one atomic step: at most LOCK_AFTER checks per
  // window whatever the concurrency, and the one that reaches it locks the name (ASVS 5.0 V6.3.1).
  const reservation = await attempts.reserve(LOGIN_RULE, subject, now);
  if (!reservation.granted)
    throw fail('ACCOUNT_LOCKED', { captcha: true }, { minutes: minutesUntil(reservation.lockedUntil, now) });

  const member = sms
    ? await store.findByMobile(ctx.db, brand.id, e164)
    : await findPasswordAccount(ctx.db, brand, username, usernameKey(username), body.countryDialingCode);
  let good = false;
  if (sms) {
    // D6: SMS login only for a number already verified on an account. The code is checked either way.
    try {
      await verifyCode(ctx, brand, 'nologin', e164, password);
      good = !!member && member.mobile_verified;
    } catch {
      good = false;
    }
  } else {
    let okPw: boolean;
    try {
      okPw = await verifyPassword(member?.password_hash ?? (await getDummyHash()), password);
    } catch (err) {
      // Shed by the hashing pool after the door let the call in (SERVER_BUSY, src/infra/pool.ts): nothing was checked,
      // so the attempt is given back; a login flood must not lock out the members whose logins it crowds out.
      await attempts.release(LOGIN_RULE, subject, now);
      throw err;
    }
    good = !!member && okPw;
  }
  if (good && member && member.type === TRIAL_MEMBER_TYPE) good = false; // trial accounts only log in through free play
  if (!good) {
    const ipFailures = await ctx.kv.incr(failKey(brand, `ip:${ip}`), LOCK_WINDOW_MIN * 60_000);
    if (reservation.lockedUntil) {
      caller.log.warn(
        { brand: brand.id, who: sha256(who).slice(0, 12), ip },
        'login locked after repeated failures',
      );
      throw fail('ACCOUNT_LOCKED', { captcha: true }, { minutes: LOCK_MIN });
    }
    // The flag says whether the next attempt must carry a captcha (the same rule as above: the name's failures or
    // this address's), so the site shows the widget before that attempt instead of after a refusal.
    throw fail('LOGIN_FAILED', {
      captcha: Math.max(reservation.attempts, ipFailures) >= brand.security.captchaAfterFailures,
    });
  }

  const m = member!;
  let ips: { any: boolean; known: boolean; trust: boolean };
  try {
    ips = await afterCredentials(ctx, caller, body, m, sms, deviceToken, () =>
      stepTicket(ctx, step, subject, ip),
    );
  } catch (err) {
    // Right credentials but no session (agent side, suspended, two-factor step): the attempt was neither a failure
    // nor a success, so it is given back and the failure count stays as it was.
    await attempts.release(LOGIN_RULE, subject, now);
    throw err;
  }

  await attempts.clear(LOGIN_RULE, subject);
  if (step) await ctx.kv.del(stepKey(step));
  // A password from the common-password list forces a change when the brand's forced-change feature (FORCEPWDCHG3)
  // and its security policy (`passwordPolicy.forceChangeOnCommonPassword`) are both on (docs/decisions.md D2, D5).
  const mustChange =
    m.must_change_password ||
    (!sms &&
      isEnabled(brand, 'FORCEPWDCHG3') &&
      brand.security.forceChangeOnCommonPassword &&
      isCommonPassword(password));
  const s = await createSession(ctx, m.id, brand, { ip, mustChange });
  // A sign-in from an address never seen on an account that has signed in before is told to its verified e-mail
  // address (ASVS 5.0 V6.3.5: users are notified of suspicious authentication attempts). Not awaited: a slow mail
  // server never delays the login; a failure is logged and recorded (src/infra/messaging).
  if (ips.any && !ips.known) void notifyNewDevice(ctx, brand, m.id, ip, caller.lang);
  return {
    token: s.token,
    firstTimeLogin: m.last_login_at === null,
    passwordExpired: false,
    mustChangePassword: mustChange,
    expiresAt: s.expiresAt.toISOString(),
    ...(ips.trust ? { trustedDevice: await trustDevice(ctx.db, brand, m.id, ctx.now(), userAgent) } : {}),
  };
}

/**
 * The steps of a login after the credentials proved right, before a session: agent side, agent lock, new-IP
 * two-factor (twoFactor.ts): without `twoFactorChannel` the answer lists the verified channels; with a channel and no
 * code the code goes there; with both the code is checked. A live trusted-device cookie skips the step. `ticket`
 * gives the step ticket every TWO_FACTOR_REQUIRED answer carries (the step's later calls need no new captcha).
 * @returns whether the account has known addresses, whether this one is among them, and whether to trust the device
 * @throws AGENT_ONLY, ACCOUNT_SUSPENDED, TIMED_OUT, SELF_EXCLUDED(_PERMANENT), TWO_FACTOR_REQUIRED, SMS_CODE_*, SMS_RESEND_TOO_SOON, SMS_TOO_MANY_REQUESTS,
 *   MESSAGE_NOT_SENT
 */
async function afterCredentials(
  ctx: Ctx,
  caller: Caller,
  body: LoginBody,
  member: store.MemberAuthRow,
  sms: boolean,
  deviceToken: string | undefined,
  ticket: () => Promise<string>,
): Promise<{ any: boolean; known: boolean; trust: boolean }> {
  const brand = caller.brand;
  const ip = caller.ip;
  // Agent side (/agent, spec 6 'Non-agents cannot log in'): refused only after the credentials proved right, so the
  // answer tells nothing a normal login would not (a wrong password or unknown name still gets LOGIN_FAILED, D3);
  // no session, no two-factor code, no last-login or failure-counter change.
  if (body.agentSide && !isAgentType(brand, member.type)) throw fail('AGENT_ONLY');
  // Locked by its agent (downlineManagmentView): told only to whoever proved the credentials, no session.
  if (member.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');
  // Timed out or self-excluded (docs/decisions.md D26): no session until the block ends; the answer says until when.
  assertMayLogIn(ctx, brand, store.blockOf(member));

  // New-IP two-factor step (spec section 4 "Two-factor step"), when the brand enables it. An SMS login has just proved
  // the phone; an account with no verified channel has nothing to ask for.
  const ips = store.knownIp(member, ip);
  if (!brand.security.twoFactorNewIp || !ips.any || ips.known || sms) return { ...ips, trust: false };
  if (await isTrustedDevice(ctx.db, brand, member.id, deviceToken, ctx.now()))
    return { ...ips, trust: false };
  const channels = await twoFactorChannels(ctx, member.id);
  if (!channels.length) return { ...ips, trust: false };
  const listed = channels.map(({ channel, to }) => ({ channel, to }));
  const chosen = channels.find((c) => c.channel === body.twoFactorChannel);
  if (!chosen)
    throw fail('TWO_FACTOR_REQUIRED', { twoFactor: true, channels: listed, ticket: await ticket() });
  if (!body.twoFactorCode) {
    const sent = await sendTwoFactorCode(
      ctx,
      brand,
      member.id,
      chosen.channel,
      chosen.address,
      ip,
      caller.lang,
    );
    throw fail('TWO_FACTOR_REQUIRED', {
      twoFactor: true,
      channels: listed,
      sent: chosen.channel,
      expiredMinutes: sent.expiredMinutes,
      ticket: await ticket(),
    });
  }
  await verifyTwoFactorCode(ctx, brand, member.id, chosen.channel, chosen.address, body.twoFactorCode);
  return { ...ips, trust: body.trustDevice === true };
}

/** Mails the new-device notice to the member's verified address, if any. Never throws. */
async function notifyNewDevice(ctx: Ctx, brand: Brand, memberId: string, ip: string, lang?: string) {
  try {
    const { email } = await verifiedChannels(ctx, memberId);
    if (email) await sendMail(ctx.email, brand, email, { kind: 'newDevice', time: ctx.now(), ip }, lang);
  } catch (err) {
    ctx.log.warn({ err, brand: brand.id }, 'new-device notice not delivered');
  }
}

/** Issues a one-time login ticket (60 s) for the current session's member (docs/decisions.md D1). */
export async function createTicket(ctx: Ctx, brand: Brand, memberId: string) {
  const ticket = randomToken(24);
  await ctx.kv.set(`ticket:${sha256(ticket)}`, JSON.stringify({ m: memberId, b: brand.id }), TICKET_TTL_MS);
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/** Exchanges a ticket (single use) for a new session. @throws TICKET_INVALID, ACCOUNT_SUSPENDED (locked by its agent), TIMED_OUT, SELF_EXCLUDED(_PERMANENT) */
export async function exchangeTicket(ctx: Ctx, brand: Brand, ticket: string): Promise<LoginResult> {
  const raw = await ctx.kv.take(`ticket:${sha256(ticket)}`);
  if (!raw) throw fail('TICKET_INVALID');
  const t = JSON.parse(raw) as { m: string; b: string };
  if (t.b !== brand.id) throw fail('TICKET_INVALID');
  const member = await store.findById(ctx.db, t.m);
  if (!member) throw fail('TICKET_INVALID');
  // A ticket minted before its agent locked the member gives no session either (as login, downlineManagmentView).
  if (member.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');
  assertMayLogIn(ctx, brand, store.blockOf(member));
  const s = await createSession(ctx, member.id, brand);
  return {
    token: s.token,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: member.must_change_password,
    expiresAt: s.expiresAt.toISOString(),
  };
}
