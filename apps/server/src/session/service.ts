/**
 * Sessions and login (spec sections 3, 4, 8; docs/decisions.md D1, D2, D3, D6).
 * - Session tokens: 256 random bits, stored as SHA-256; idle timeout 30 minutes, absolute lifetime 12 hours.
 * - Login failures: 3 within 30 minutes lock the username (or mobile number) for 30 minutes, known or unknown alike,
 *   so a lock says nothing about existence. Each attempt is reserved atomically before the credentials are checked
 *   (src/limiter, in the database or Redis), so a parallel burst gets at most 3 checks; a lock survives a restart.
 *   After the brand's `captchaAfterFailures` failures a captcha is demanded.
 * - One generic failure (LOGIN_FAILED) with the same work (an argon2 verify) whether or not the account exists.
 * - A password from the common list (123456 included) or `must_change_password` answers `mustChangePassword: true`.
 * - `agentSide: true` (the /agent form): a non-agent member type (brand `userTypes.agent`) whose credentials are right
 *   gets AGENT_ONLY (403, 'Non-agents cannot log in', spec 6) and no session; wrong credentials stay LOGIN_FAILED.
 */
import type { FastifyRequest } from 'fastify';
import type { LoginBody, LoginResult } from '@playdeck/api-client/schemas';
import type { Brand } from '../brands/index.ts';
import { isEnabled } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { fail } from '../errors.ts';
import { parsePhone, sendCode, verifyCode } from '../sms/service.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { attemptStore, minutesUntil, type AttemptRule } from '../limiter/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findPasswordAccount } from './mobileLogin.ts';
import * as store from './store.ts';
import { isAgentType, TRIAL_MEMBER_TYPE, type AuthMember } from '../member/types.ts';

export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3_600_000;
export const LOCK_AFTER = 3;
export const LOCK_WINDOW_MIN = 30;
export const LOCK_MIN = 30;
export const TICKET_TTL_MS = 60_000;
/** The login limit as an attempt rule (src/limiter): LOCK_AFTER attempts per LOCK_WINDOW_MIN, then LOCK_MIN locked. */
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

/** Creates a session; returns the token (only ever shown here) and its absolute expiry. */
export async function createSession(ctx: Ctx, memberId: string, brand: Brand) {
  const token = randomToken(32);
  const expiresAt = new Date(ctx.now() + ABSOLUTE_MS);
  await store.insertSession(ctx.db, sha256(token), memberId, brand.id, expiresAt);
  return { token, expiresAt };
}

/** The session token of a request (`Authorization: Bearer <token>`, or a `token` header), or null. */
function tokenOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  const token = h?.startsWith('Bearer ') ? h.slice(7).trim() : (req.headers.token as string | undefined);
  return token && token.length <= 128 ? token : null;
}

/** Checks a session row: present, not revoked, this brand, inside the idle and absolute timeouts. */
async function liveSession<T extends store.SessionRow>(
  ctx: Ctx,
  req: FastifyRequest,
  tokenHash: string,
  s: T | undefined,
): Promise<T | null> {
  const now = ctx.now();
  if (!s || s.revoked_at || s.brand !== req.brand.id) return null;
  const lastSeen = new Date(s.last_seen_at).getTime();
  if (new Date(s.expires_at).getTime() <= now || lastSeen + IDLE_MS <= now) return null;
  // Sliding idle window, written at most once a minute to keep reads cheap.
  if (now - lastSeen > TOUCH_EVERY_MS) await store.touchSession(ctx.db, tokenHash);
  return s;
}

/**
 * Resolves the `Authorization: Bearer <token>` (or `token` header) of a request to its member, enforcing the idle and
 * absolute timeouts and the brand. Returns null when absent or invalid.
 */
export async function authenticate(ctx: Ctx, req: FastifyRequest): Promise<AuthMember | null> {
  const token = tokenOf(req);
  if (!token) return null;
  const tokenHash = sha256(token);
  const s = await liveSession(ctx, req, tokenHash, await store.findSession(ctx.db, tokenHash));
  return (
    s && {
      id: s.member_id,
      username: s.username,
      type: s.type,
      tokenHash,
      ...(s.must_change_password ? { mustChangePassword: true } : {}),
    }
  );
}

/**
 * `authenticate` plus the member's profile, balance (brand currency, or `trialCurrency` for a trial member) and unread
 * message count, read in one statement (the /wps/member/info hot path). Returns null when the session is absent or invalid.
 */
export async function authenticateWithProfile(ctx: Ctx, req: FastifyRequest, trialCurrency: string) {
  const token = tokenOf(req);
  if (!token) return null;
  const tokenHash = sha256(token);
  const row = await store.findSessionProfile(
    ctx.db,
    tokenHash,
    req.brand.id,
    req.brand.currency.code,
    trialCurrency,
  );
  const s = await liveSession(ctx, req, tokenHash, row);
  if (!s) return null;
  const member: AuthMember = {
    id: s.member_id,
    username: s.username,
    type: s.type,
    tokenHash,
    ...(s.must_change_password ? { mustChangePassword: true } : {}),
  };
  return { member, profile: s };
}

const failKey = (brand: Brand, who: string) => `loginfail:${brand.id}:${who}`;

/** Login by username/password or mobile + SMS code. @throws LOGIN_REQUIRED_FIELDS, CAPTCHA_REQUIRED, CAPTCHA_INVALID, ACCOUNT_LOCKED, ACCOUNT_SUSPENDED, LOGIN_FAILED, TWO_FACTOR_REQUIRED, FEATURE_DISABLED */
export async function login(ctx: Ctx, req: FastifyRequest, body: LoginBody): Promise<LoginResult> {
  const brand = req.brand;
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
  const ip = req.ip;

  // Failures and locks are attempt reservations (src/limiter), keyed by the name typed whether or not an account has
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
  if (failures >= brand.security.captchaAfterFailures) {
    if (!body.captcha) throw fail('CAPTCHA_REQUIRED', { captcha: true });
    if (!(await checkCaptcha(ctx.kv, req, body.captcha))) throw fail('CAPTCHA_INVALID', { captcha: true });
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
    const okPw = await verifyPassword(member?.password_hash ?? (await getDummyHash()), password);
    good = !!member && okPw;
  }
  if (good && member && member.type === TRIAL_MEMBER_TYPE) good = false; // trial accounts only log in through free play
  if (!good) {
    await ctx.kv.incr(failKey(brand, `ip:${ip}`), LOCK_WINDOW_MIN * 60_000);
    if (reservation.lockedUntil) {
      req.log.warn(
        { brand: brand.id, who: sha256(who).slice(0, 12), ip },
        'login locked after repeated failures',
      );
      throw fail('ACCOUNT_LOCKED', { captcha: true }, { minutes: LOCK_MIN });
    }
    throw fail('LOGIN_FAILED', { captcha: reservation.attempts >= brand.security.captchaAfterFailures });
  }

  const m = member!;
  try {
    await afterCredentials(ctx, req, body, m, sms);
  } catch (err) {
    // Right credentials but no session (agent side, suspended, two-factor step): the attempt was neither a failure
    // nor a success, so it is given back and the failure count stays as it was.
    await attempts.release(LOGIN_RULE, subject, now);
    throw err;
  }

  await attempts.clear(LOGIN_RULE, subject);
  // A password from the common-password list forces a change when the brand's forced-change feature (FORCEPWDCHG3)
  // and its security policy (`passwordPolicy.forceChangeOnCommonPassword`) are both on (docs/decisions.md D2, D5).
  const mustChange =
    m.must_change_password ||
    (!sms &&
      isEnabled(brand, 'FORCEPWDCHG3') &&
      brand.security.forceChangeOnCommonPassword &&
      isCommonPassword(password));
  await store.recordSuccess(ctx.db, m.id, mustChange);
  await store.rememberIp(ctx.db, m.id, ip);
  const s = await createSession(ctx, m.id, brand);
  return {
    token: s.token,
    firstTimeLogin: m.last_login_at === null,
    passwordExpired: false,
    mustChangePassword: mustChange,
    expiresAt: s.expiresAt.toISOString(),
  };
}

/**
 * The steps of a login after the credentials proved right, before a session: agent side, agent lock, new-IP
 * two-factor. @throws AGENT_ONLY, ACCOUNT_SUSPENDED, TWO_FACTOR_REQUIRED, SMS_CODE_*
 */
async function afterCredentials(
  ctx: Ctx,
  req: FastifyRequest,
  body: LoginBody,
  member: store.MemberAuthRow,
  sms: boolean,
): Promise<void> {
  const brand = req.brand;
  const ip = req.ip;
  // Agent side (/agent, spec 6 'Non-agents cannot log in'): refused only after the credentials proved right, so the
  // answer tells nothing a normal login would not (a wrong password or unknown name still gets LOGIN_FAILED, D3);
  // no session, no two-factor SMS, no last-login or failure-counter change.
  if (body.agentSide && !isAgentType(brand, member.type)) throw fail('AGENT_ONLY');
  // Locked by its agent (downlineManagmentView): told only to whoever proved the credentials, no session.
  if (member.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');

  // New-IP two-factor step (spec section 4 "Two-factor step"), when the brand enables it and the account has a phone.
  const ips = await store.knownIp(ctx.db, member.id, ip);
  if (
    brand.security.twoFactorNewIp &&
    ips.any &&
    !ips.known &&
    member.mobile &&
    member.mobile_verified &&
    !sms
  ) {
    if (!body.twoFactorCode) {
      const country = parsePhone(brand, member.mobile, undefined).country;
      const sent = await sendCode(ctx, brand, 'twofactor', member.mobile, country, ip).catch((e: unknown) => {
        if ((e as { errorCode?: string }).errorCode === 'SMS_RESEND_TOO_SOON')
          return { expiredMinutes: brand.sms.expiredMinutes };
        throw e;
      });
      throw fail('TWO_FACTOR_REQUIRED', { twoFactor: true, expiredMinutes: sent.expiredMinutes });
    }
    await verifyCode(ctx, brand, 'twofactor', member.mobile, body.twoFactorCode);
  }
}

/** Issues a one-time login ticket (60 s) for the current session's member (docs/decisions.md D1). */
export async function createTicket(ctx: Ctx, brand: Brand, memberId: string) {
  const ticket = randomToken(24);
  await ctx.kv.set(`ticket:${sha256(ticket)}`, JSON.stringify({ m: memberId, b: brand.id }), TICKET_TTL_MS);
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/** Exchanges a ticket (single use) for a new session. @throws TICKET_INVALID, ACCOUNT_SUSPENDED (locked by its agent) */
export async function exchangeTicket(ctx: Ctx, brand: Brand, ticket: string): Promise<LoginResult> {
  const raw = await ctx.kv.take(`ticket:${sha256(ticket)}`);
  if (!raw) throw fail('TICKET_INVALID');
  const t = JSON.parse(raw) as { m: string; b: string };
  if (t.b !== brand.id) throw fail('TICKET_INVALID');
  const member = await store.findById(ctx.db, t.m);
  if (!member) throw fail('TICKET_INVALID');
  // A ticket minted before its agent locked the member gives no session either (as login, downlineManagmentView).
  if (member.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');
  const s = await createSession(ctx, member.id, brand);
  return {
    token: s.token,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: member.must_change_password,
    expiresAt: s.expiresAt.toISOString(),
  };
}
