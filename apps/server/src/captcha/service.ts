/**
 * Captcha (spec section 3 "Captcha result"): svg-captcha rendered to a data URL; the answer is kept in the short-lived
 * store under a random id carried by an HttpOnly cookie, single use, expiring after `CAPTCHA_TTL_MS`.
 */
import svgCaptcha from 'svg-captcha';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kv } from '../kv/index.ts';
import { randomToken, safeEqual } from '../tokens.ts';

export const CAPTCHA_COOKIE = 'pd_captcha';
export const CAPTCHA_TTL_MS = 2 * 60_000;

/** The brand's captcha field setting (register.json `captcha`), which shapes every captcha the brand shows. */
export interface CaptchaShape {
  /** Pattern id of spec section 5; 6 (digits only) makes a numeric captcha. */
  patternId?: number;
  minLength?: number;
  maxLength?: number;
}

/** Characters of a captcha: digits for pattern 6, else letters and digits without look-alikes (0/o/O, 1/i/I/l/L). */
const DIGITS = '23456789';
const ALNUM = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Creates a captcha, stores its answer, sets the cookie; returns `data:image/svg+xml;base64,...`.
 * The answer follows the brand's captcha field setting, so a brand whose register rule is digits only (patternId 6)
 * gets digit captchas that its own rule accepts: length 4 clamped to [minLength, maxLength].
 */
export async function issueCaptcha(kv: Kv, reply: FastifyReply, shape: CaptchaShape = {}): Promise<string> {
  const size = Math.min(Math.max(4, shape.minLength ?? 4), Math.max(shape.maxLength ?? 6, 1));
  const c = svgCaptcha.create({
    size,
    noise: 2,
    charPreset: shape.patternId === 6 ? DIGITS : ALNUM,
    color: true,
  });
  const id = randomToken(18);
  await kv.set(`captcha:${id}`, c.text.toLowerCase(), CAPTCHA_TTL_MS);
  reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/wps',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge: CAPTCHA_TTL_MS / 1000,
  });
  return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
}

/**
 * Checks an answer against the captcha of this client; the stored answer is consumed whatever the outcome
 * (single use). Returns false when absent, expired or wrong.
 */
export async function checkCaptcha(
  kv: Kv,
  req: FastifyRequest,
  answer: string | undefined,
): Promise<boolean> {
  const id = req.cookies?.[CAPTCHA_COOKIE];
  if (!id || !answer) return false;
  const expected = await kv.take(`captcha:${id}`);
  return expected !== null && safeEqual(expected, answer.trim().toLowerCase());
}
