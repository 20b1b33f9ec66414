/**
 * Captcha (spec section 3 "Captcha result"; docs/decisions.md D23): an ALTCHA proof-of-work challenge instead of an
 * image to read. The server signs a challenge (PBKDF2/SHA-256, deterministic mode: a random counter between half the
 * brand's `maxCounter` and `maxCounter`, each try costing `cost` iterations); the browser's widget searches the counter
 * and submits the base64 JSON of `{ challenge, solution }` as the `captcha` field of the protected call. Verifying is
 * two HMAC checks (signature of the challenge, signature of the derived key), no key derivation, so a flood of
 * payloads costs the server little.
 *
 * A solution is accepted once: the challenge's nonce is reserved in the shared attempt store (src/infra/limiter: PostgreSQL
 * row or Redis hash, atomic) until after the challenge expires, so a replay is refused on every instance and a
 * parallel burst of one payload passes exactly once. Challenges are bound to the brand that issued them.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../../infra/errors.ts';
import { attemptStore } from '../../infra/limiter/index.ts';

/** The key derivation every challenge uses (the widget's bundled PBKDF2 worker solves it). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** The two HMAC secrets of the captcha, derived from one install secret (main.ts; `CAPTCHA_HMAC_SECRET` in production). */
export interface CaptchaKeys {
  /** Signs the challenge parameters (tamper check). */
  signature: string;
  /** Signs the derived key of the challenge's counter (deterministic mode: verification without key derivation). */
  keySignature: string;
}

/** The captcha secrets derived from `secret` by purpose (HMAC-SHA256), so one secret serves both signatures. */
export function captchaKeys(secret: string): CaptchaKeys {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`playdeck/captcha/${purpose}`).digest('base64url');
  return { signature: derive('challenge'), keySignature: derive('key') };
}

/**
 * A new challenge of `brand`'s difficulty (`security.captcha`: `cost` iterations per try, counter drawn from
 * [maxCounter / 2, maxCounter]) expiring after `expirySeconds`. Carries the brand id in its signed `data`.
 */
export async function issueChallenge(ctx: Ctx, brand: Brand): Promise<Challenge> {
  const { cost, maxCounter, expirySeconds } = brand.captcha;
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost,
    counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
    deriveKey,
    data: { brand: brand.id },
    expiresAt: Math.floor(ctx.now() / 1000) + expirySeconds,
    hmacSignatureSecret: ctx.captchaKeys.signature,
    hmacKeySignatureSecret: ctx.captchaKeys.keySignature,
  });
}

/** The outcome of a submitted payload; only `ok` lets the protected call go on. */
export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed';

/** A payload decoded from base64 JSON, or null when it is not shaped like one. */
function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const c = p?.challenge;
    const s = p?.solution;
    if (!c || typeof c !== 'object' || !c.parameters || typeof c.parameters !== 'object') return null;
    if (typeof c.signature !== 'string' || typeof c.parameters.nonce !== 'string') return null;
    if (!s || typeof s !== 'object' || !Number.isSafeInteger(s.counter) || typeof s.derivedKey !== 'string')
      return null;
    return { challenge: { parameters: c.parameters, signature: c.signature }, solution: s };
  } catch {
    return null;
  }
}

/** Slack kept on a used nonce past the challenge's expiry, for clocks of several instances that differ a little. */
const REPLAY_SLACK_MS = 60_000;

/**
 * Checks a submitted payload for `brand`: well formed, signed by this install, issued for this brand, not expired
 * (`ctx.now`), solved, and not used before. A verified payload is marked used atomically (src/infra/limiter reservation of
 * its nonce, max 1, until the expiry plus a minute), so of concurrent submissions of one payload exactly one is `ok`.
 */
export async function checkCaptcha(
  ctx: Ctx,
  brand: Brand,
  payload: string | undefined,
): Promise<CaptchaVerdict> {
  if (!payload?.trim()) return 'missing';
  const p = decode(payload.trim());
  if (!p) return 'invalid';
  const { parameters } = p.challenge;
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || parameters.data?.brand !== brand.id) return 'invalid';
  const now = ctx.now();
  if (typeof parameters.expiresAt !== 'number' || parameters.expiresAt * 1000 <= now) return 'expired';
  // The cost is signed, so a payload cannot lower it; the expiry check above uses our clock, the library's its own.
  const result = await verifySolution({
    challenge: p.challenge,
    solution: p.solution,
    deriveKey,
    hmacSignatureSecret: ctx.captchaKeys.signature,
    hmacKeySignatureSecret: ctx.captchaKeys.keySignature,
  }).catch(() => null);
  if (!result) return 'invalid';
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const used = await attemptStore(ctx).reserve(
    {
      scope: 'captcha-used',
      max: 1,
      windowMs: Math.max(0, parameters.expiresAt * 1000 - now) + REPLAY_SLACK_MS,
    },
    `${brand.id}:${parameters.nonce}`,
    now,
  );
  return used.granted ? 'ok' : 'replayed';
}

const REFUSAL = {
  missing: 'CAPTCHA_REQUIRED',
  invalid: 'CAPTCHA_INVALID',
  expired: 'CAPTCHA_EXPIRED',
  replayed: 'CAPTCHA_REPLAYED',
} as const;

/**
 * The error of a verdict other than `ok`: CAPTCHA_REQUIRED (none sent), CAPTCHA_INVALID (malformed, forged, another
 * brand's, unsolved), CAPTCHA_EXPIRED, CAPTCHA_REPLAYED (already used once); value `{ captcha: true, ...detail }` so
 * the site shows (or renews) the widget.
 */
export function captchaRefusal(verdict: Exclude<CaptchaVerdict, 'ok'>, detail: Record<string, unknown> = {}) {
  return fail(REFUSAL[verdict], { captcha: true, ...detail });
}

/**
 * {@link checkCaptcha}, throwing {@link captchaRefusal} unless `ok`.
 * @throws CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED, CAPTCHA_REPLAYED
 */
export async function requireCaptcha(
  ctx: Ctx,
  brand: Brand,
  payload: string | undefined,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const verdict = await checkCaptcha(ctx, brand, payload);
  if (verdict !== 'ok') throw captchaRefusal(verdict, detail);
}
