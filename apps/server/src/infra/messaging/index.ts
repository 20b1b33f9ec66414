/**
 * Real message delivery (docs/architecture.md "Messaging"). Each send names its brand (`SendMeta`), and the brand's
 * `integrations` pick the provider:
 *
 * - SMS: `http-gateway` posts to the brand's HTTP gateway descriptor with its `apiKey` secret (smsHttp.ts); `sandbox`
 *   posts the same way to the sandbox gateway `npm start` runs (SMS_SANDBOX_URL); `console` (or no `integrations.sms`,
 *   or `sandbox` with no sandbox URL) logs only.
 * - E-mail: `smtp` sends through the brand's SMTP server with nodemailer (smtp.ts); `console` (or none) logs only.
 *
 * Every attempt through a provider is recorded in `message_deliveries` (migration 0991): provider, status, attempts,
 * HTTP status or SMTP answer, message id; a failure is recorded, then thrown (DeliveryError) for the caller to decide
 * (a code request tells the member to retry and gives its countdown back; a notice is logged and dropped).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { secretOfRef, smsSandboxUrl, type EnvSource } from '../../env.ts';
import type { EmailProvider } from '../providers/email.ts';
import type { SendMeta, SmsProvider } from '../providers/sms.ts';
import { DeliveryError, sandboxGateway, sendHttpSms, type DeliveryOutcome } from './smsHttp.ts';
import { smtpMailer } from './smtp.ts';

export { DeliveryError } from './smsHttp.ts';

/** One row of `message_deliveries`. */
interface DeliveryRecord {
  brand: string;
  channel: 'sms' | 'email';
  kind: string;
  provider: string;
  recipient: string;
  status: 'sent' | 'failed';
  outcome: DeliveryOutcome;
  error?: string;
}

async function record(db: Db, log: FastifyBaseLogger, r: DeliveryRecord) {
  try {
    await db.query(sql`INSERT INTO message_deliveries
      (brand, channel, kind, provider, recipient, status, attempts, http_status, provider_ref, error)
      VALUES (${r.brand}, ${r.channel}, ${r.kind}, ${r.provider}, ${r.recipient}, ${r.status}, ${r.outcome.attempts},
        ${r.outcome.httpStatus ?? null}, ${r.outcome.providerRef ?? null}, ${r.error?.slice(0, 500) ?? null})`);
  } catch (err) {
    // The record is for operators; a database hiccup must not turn a delivered message into a failure.
    log.warn({ err, brand: r.brand, channel: r.channel }, 'message delivery not recorded');
  }
}

/** Runs `deliver`, records its outcome for `meta`'s brand, and rethrows a failure as a DeliveryError. */
async function delivered(
  db: Db,
  log: FastifyBaseLogger,
  base: Omit<DeliveryRecord, 'status' | 'outcome' | 'error'>,
  deliver: () => Promise<DeliveryOutcome>,
): Promise<void> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliver();
  } catch (e) {
    const err =
      e instanceof DeliveryError
        ? e
        : new DeliveryError(e instanceof Error ? e.message : String(e), { attempts: 1 });
    await record(db, log, { ...base, status: 'failed', outcome: err.outcome, error: err.message });
    log.warn(
      {
        brand: base.brand,
        channel: base.channel,
        kind: base.kind,
        provider: base.provider,
        err: err.message,
      },
      'message not delivered',
    );
    throw err;
  }
  await record(db, log, { ...base, status: 'sent', outcome });
}

/** What the per-brand providers need. `env`: where `env:NAME` secrets and SMS_SANDBOX_URL are read. */
export interface DeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  env?: EnvSource;
  /** Used for a brand whose provider is `console` (or unset), and for sends without a brand. */
  consoleSms: SmsProvider;
  consoleEmail: EmailProvider;
  fetch?: typeof fetch;
}

/** The provider name a brand's SMS goes through (`http-gateway`, `sandbox` or `console`), given the environment. */
export function smsProviderOf(meta: SendMeta | undefined, env?: EnvSource): string {
  const sms = meta?.brand.config?.config.integrations?.sms;
  if (sms?.provider === 'http-gateway' && sms.http) return 'http-gateway';
  if (sms?.provider === 'sandbox' && smsSandboxUrl(env)) return 'sandbox';
  return 'console';
}

/** The SMS provider that routes each message by its brand's `integrations.sms`. */
export function brandSmsProvider(deps: DeliveryDeps): SmsProvider {
  return {
    send: async (to, text, meta) => {
      const provider = smsProviderOf(meta, deps.env);
      if (!meta || provider === 'console') return deps.consoleSms.send(to, text, meta);
      const sms = meta.brand.config!.config.integrations!.sms!;
      const gw = provider === 'sandbox' ? sandboxGateway(smsSandboxUrl(deps.env)!) : sms.http!;
      const apiKey = secretOfRef(sms.apiKey, deps.env);
      await delivered(
        deps.db,
        deps.log,
        { brand: meta.brand.id, channel: 'sms', kind: meta.kind, provider, recipient: to },
        () => sendHttpSms(gw, { to, text, senderId: sms.senderId }, apiKey, deps.fetch),
      );
    },
  };
}

/** The e-mail provider that routes each mail by its brand's `integrations.email`. */
export function brandEmailProvider(deps: DeliveryDeps): EmailProvider & { close(): void } {
  const smtp = smtpMailer(deps.env);
  return {
    send: async (to, subject, text, extra) => {
      const brand = extra?.brand;
      const email = brand?.config?.config.integrations?.email;
      if (!brand || email?.provider !== 'smtp') return deps.consoleEmail.send(to, subject, text, extra);
      await delivered(
        deps.db,
        deps.log,
        { brand: brand.id, channel: 'email', kind: extra?.kind ?? 'mail', provider: 'smtp', recipient: to },
        () => smtp.send(brand, email, { to, subject, text, html: extra?.html }),
      );
    },
    close: () => smtp.close(),
  };
}
