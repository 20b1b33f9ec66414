/**
 * SMS providers. A provider only delivers text; codes, caps and expiry are the OTP service's. The console provider,
 * for development, writes the message to the server log only (never to a response).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../brands/index.ts';

/**
 * Who a message is for and why: the brand picks the provider (its `integrations`, docs/architecture.md "Messaging"),
 * the kind is recorded with the delivery. Absent on providers that serve every brand alike (console, tests).
 */
export interface SendMeta {
  brand: Brand;
  /** What the message is (`code:register`, `notice:mobile`, `verifyCode`, ...), for the delivery record. */
  kind: string;
}

export interface SmsProvider {
  /**
   * Sends `text` to an E.164 number. Resolves once the provider accepted it.
   * @throws DeliveryError (infra/messaging/smsHttp.ts) when it could not be delivered
   */
  send(toE164: string, text: string, meta?: SendMeta): Promise<void>;
}

export function consoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    send: async (to, text) => {
      log.info({ to, sms: text }, 'console SMS provider: message not sent, logged for development');
    },
  };
}

/** Captures messages in memory (tests). */
export function memorySmsProvider(): SmsProvider & {
  sent: Array<{ to: string; text: string }>;
  lastCode(to: string): string | undefined;
} {
  const sent: Array<{ to: string; text: string }> = [];
  return {
    sent,
    send: async (to, text) => {
      sent.push({ to, text });
    },
    lastCode: (to) =>
      [...sent]
        .reverse()
        .find((m) => m.to === to)
        ?.text.match(/\d{6}/)?.[0],
  };
}
