/** Email providers: an interface and a console provider for development (logs server-side only). */
import type { FastifyBaseLogger } from 'fastify';

export interface EmailProvider {
  send(to: string, subject: string, text: string): Promise<void>;
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
  sent: Array<{ to: string; subject: string; text: string }>;
} {
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  return { sent, send: async (to, subject, text) => void sent.push({ to, subject, text }) };
}
