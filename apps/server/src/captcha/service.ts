/**
 * Captcha (spec section 3 "Captcha result"): svg-captcha rendered to a data URL; the answer is kept in the short-lived
 * store under a random id carried by an HttpOnly cookie, single use, expiring after `CAPTCHA_TTL_MS`.
 */
import svgCaptcha from 'svg-captcha';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kv } from '../kv/index.ts';
import { randomToken, safeEqual } from '../util.ts';

export const CAPTCHA_COOKIE = 'pd_captcha';
export const CAPTCHA_TTL_MS = 2 * 60_000;

/** Creates a captcha, stores its answer, sets the cookie; returns `data:image/svg+xml;base64,...`. */
export async function issueCaptcha(kv: Kv, reply: FastifyReply): Promise<string> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true });
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
