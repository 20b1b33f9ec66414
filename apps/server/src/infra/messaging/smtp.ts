/**
 * E-mail over SMTP with nodemailer (docs/architecture.md "Messaging"). One transport per brand and config version
 * (a live config edit gets a new one), built from the brand's `integrations.email`: host, port, `security`
 * (`tls`: implicit TLS; `starttls`: the upgrade is required, a server that does not offer it is refused; `none`: no
 * TLS at all, for a relay on the same host), sender name and address, and the login `user` with the password taken
 * from the environment variable its `password` reference names (`env:NAME`).
 *
 * Failure rules as for SMS: connection, greeting and socket timeouts of `timeoutMs`; a network error before the server
 * answered (refused, reset, DNS) is retried once; an SMTP refusal (a reply code) or a timeout is not.
 */
import { createTransport } from 'nodemailer';
import type { EmailIntegration } from '@playdeck/config-schema';
import type { Brand } from '../brands/index.ts';
import { secretOfRef, type EnvSource } from '../../env.ts';
import { DeliveryError, type DeliveryOutcome } from './smsHttp.ts';

/** Connection, greeting and socket timeout when the brand names none, ms. */
export const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

/** nodemailer error codes of a connection that never got an SMTP answer: worth one retry. */
const NETWORK_CODES = new Set(['ECONNECTION', 'EDNS', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET']);

type Transport = ReturnType<typeof createTransport>;

/** One mail as rendered (infra/messaging/templates.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The nodemailer options of a brand's `integrations.email`. */
export function transportOptions(email: EmailIntegration, env?: EnvSource) {
  const timeout = email.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const pass = secretOfRef(email.password, env);
  return {
    host: email.host,
    port: email.port,
    secure: email.security === 'tls',
    requireTLS: email.security === 'starttls',
    ignoreTLS: email.security === 'none',
    ...(email.user ? { auth: { user: email.user, pass: pass ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  };
}

/** Sends mails through each brand's SMTP server; `close()` ends every open transport. */
export function smtpMailer(env?: EnvSource) {
  const transports = new Map<string, { version: string | undefined; t: Transport }>();
  const transportOf = (brand: Brand, email: EmailIntegration): Transport => {
    const had = transports.get(brand.id);
    if (had && had.version === brand.version) return had.t;
    had?.t.close();
    const t = createTransport(transportOptions(email, env));
    transports.set(brand.id, { version: brand.version, t });
    return t;
  };
  return {
    /**
     * Sends `mail` from the brand's sender. @returns the outcome (the server's message id)
     * @throws DeliveryError (refused by the server, timed out, or a network error twice)
     */
    async send(brand: Brand, email: EmailIntegration, mail: OutgoingMail): Promise<DeliveryOutcome> {
      const t = transportOf(brand, email);
      let attempts = 0;
      for (;;) {
        attempts++;
        try {
          const info = await t.sendMail({
            from: { name: email.fromName, address: email.fromAddress },
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
          return {
            attempts,
            ...(info.messageId ? { providerRef: String(info.messageId).slice(0, 200) } : {}),
          };
        } catch (e) {
          const err = e as { code?: string; responseCode?: number; message?: string };
          if (attempts < 2 && !err.responseCode && err.code && NETWORK_CODES.has(err.code)) continue;
          throw new DeliveryError(
            `SMTP ${err.responseCode ? `refused (${err.responseCode})` : (err.code ?? 'error')}: ${err.message ?? ''}`.slice(
              0,
              400,
            ),
            { attempts },
          );
        }
      }
    },
    close() {
      for (const { t } of transports.values()) t.close();
      transports.clear();
    },
  };
}
