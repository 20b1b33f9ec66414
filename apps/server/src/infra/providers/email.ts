/**
 * Email providers: an interface and a console provider for development (logs server-side only). The SMTP provider and
 * the per-brand choice are in src/infra/messaging (docs/architecture.md "Messaging").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SendMeta } from './sms.ts';

/** What a mail carries besides its plain text: the HTML part, and the brand and kind it is sent for. */
export interface EmailExtra extends Partial<SendMeta> {
  html?: string;
}

export interface EmailProvider {
  /**
   * Sends a mail (multipart when `extra.html` is given). Resolves once the provider accepted it.
   * @throws DeliveryError (infra/messaging/smsHttp.ts) or the transport's error when it could not be delivered
   */
  send(to: string, subject: string, text: string, extra?: EmailExtra): Promise<void>;
}

export function consoleEmailProvider(log: FastifyBaseLogger): EmailProvider {
  return {
    send: async (to, subject, text) => {
      log.info(
        { to, subject, email: text },
        'console email provider: message not sent, logged for development',
      );
    },
  };
}

/** Captures messages in memory (tests). */
export function memoryEmailProvider(): EmailProvider & {
  sent: Array<{ to: string; subject: string; text: string; html?: string }>;
} {
  const sent: Array<{ to: string; subject: string; text: string; html?: string }> = [];
  return {
    sent,
    send: async (to, subject, text, extra) =>
      void sent.push({ to, subject, text, ...(extra?.html ? { html: extra.html } : {}) }),
  };
}
