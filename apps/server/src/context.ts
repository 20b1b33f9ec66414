/**
 * What every area module receives: the database, the short-lived store, the brand registry, providers and the clock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { Kv } from './kv/index.ts';
import type { BrandRegistry } from './brands/index.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { EmailProvider } from './member/email.ts';
import type { JweKeys } from './crypto/service.ts';
import type { Profile } from './profile/production.ts';

export interface Ctx {
  db: Db;
  kv: Kv;
  brands: BrandRegistry;
  sms: SmsProvider;
  email: EmailProvider;
  jwe: JweKeys;
  log: FastifyBaseLogger;
  /** The running profile: `demo` (npm start) or `production` (docs/decisions.md D15; src/profile/production.ts). */
  profile: Profile;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  /** ISO country of an IP, or null (geoip-lite by default). */
  geo: (ip: string) => string | null;
}
