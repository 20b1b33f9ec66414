/**
 * What every area module receives: the database, the short-lived store, the brand registry, providers and the clock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/client.ts';
import type { Kv } from '../infra/kv/index.ts';
import type { Brand, BrandRegistry } from '../infra/brands/index.ts';
import type { SmsProvider } from '../infra/providers/sms.ts';
import type { EmailProvider } from '../infra/providers/email.ts';
import type { JweKeys } from '../infra/crypto/service.ts';
import type { Profile } from './profile/production.ts';
import type { CaptchaKeys } from './captcha/service.ts';

export interface Ctx {
  db: Db;
  kv: Kv;
  brands: BrandRegistry;
  sms: SmsProvider;
  email: EmailProvider;
  jwe: JweKeys;
  /** HMAC secrets of the proof-of-work captcha (src/domain/captcha/service.ts), shared by every instance of an install. */
  captchaKeys: CaptchaKeys;
  log: FastifyBaseLogger;
  /** The running profile: `demo` (npm start) or `production` (docs/decisions.md D15; src/domain/profile/production.ts). */
  profile: Profile;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  /** ISO country of an IP, or null (geoip-lite by default). */
  geo: (ip: string) => string | null;
}

/**
 * What a service needs to know about the one who calls it over HTTP, as plain values (services never see a Fastify
 * request: docs/architecture.md "Server"). Built by the HTTP layer (src/http/caller.ts `callerOf`).
 */
export interface Caller {
  /** The brand the call came in on (resolved from its host). */
  brand: Brand;
  /** The client address, through the configured trusted proxy hops only (docs/decisions.md D7). */
  ip: string;
  /** The negotiated language of the call (one of the brand's languages). */
  lang: string;
  /** The page the call came from (`Referer`, untrusted), or null. */
  referer: string | null;
  /** The call's logger (carries its request id). */
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}
