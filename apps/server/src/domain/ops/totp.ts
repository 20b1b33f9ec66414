/**
 * The operators' second factor (docs/decisions.md D21): TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) through
 * otplib, with the secret sealed at rest and each code accepted once.
 *
 * - Secrets are 160-bit (RFC 4226 section 4 R6), base32, sealed with AES-256-GCM under a key of the install
 *   (`OPS_TOTP_KEY`, else a file in the data folder; http/routes/ops.ts); the database alone does not reveal them.
 * - A code is checked for the current step and one step either side (RFC 6238 section 5.2, clock drift) and only for a
 *   step later than the last one accepted; the caller records the accepted step atomically, so a code replayed within
 *   its window, or two requests racing with one code, pass once.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** The 32-byte sealing key from an install secret of any length. */
export const totpKey = (secret: string) => createHash('sha256').update(`ops-totp:${secret}`).digest();

/** Seals a base32 secret: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(secret, 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), body]
    .map((x) => (typeof x === 'string' ? x : x.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret. @throws Error when it was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed TOTP secret');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
}

/** A new secret and its `otpauth://totp/...` URI for an authenticator app. */
export function newTotp(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label, secret }) };
}

/**
 * The time step a 6-digit `code` is valid for at `nowMs` (within one step either side) when it is later than
 * `afterStep`, else null.
 */
export async function codeStep(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number,
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const r = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return r.valid && 'timeStep' in r ? r.timeStep : null;
}
