/**
 * The development inbox (demo profile only): every SMS and e-mail the server "sent" through its console providers in
 * the last hour, together with the messages the sandbox SMS gateway received (its `GET <SMS_SANDBOX_URL>/messages`,
 * docs/architecture.md "Messaging"), newest first, at `GET /dev/inbox` (a page) and `GET /dev/inbox.json`. It is how
 * a person trying `npm start` reads the registration code that the default brand's sign-up needs, in the browser
 * alone. Never registered when `NODE_ENV=production` (docs/decisions.md D15: no console delivery there), so
 * those paths answer 404 like any unknown URL.
 */
import { isProduction, type EnvSource } from '../../env.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope.ts';
import type { EmailProvider } from '../../infra/providers/email.ts';
import { escapeHtml } from '../../infra/messaging/templates.ts';
import type { SmsProvider } from '../../infra/providers/sms.ts';

/** How long a message stays listed, ms. */
export const INBOX_TTL_MS = 60 * 60 * 1000;
/** At most this many messages are kept (oldest dropped first). */
const INBOX_MAX = 500;

/** One message as the provider was asked to send it. `at`: epoch ms. */
export interface InboxMessage {
  at: number;
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
}

/** An in-memory, per-process list of the last hour's messages. */
export class DevInbox {
  private readonly messages: InboxMessage[] = [];
  /** `remote`: more messages to list (the sandbox SMS gateway's); its failure lists the local ones only. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly remote?: () => Promise<InboxMessage[]>,
  ) {}

  record(m: Omit<InboxMessage, 'at'>) {
    this.messages.push({ ...m, at: this.now() });
    if (this.messages.length > INBOX_MAX) this.messages.splice(0, this.messages.length - INBOX_MAX);
  }

  /** The messages of the last {@link INBOX_TTL_MS}, local and remote, newest first. */
  async list(): Promise<InboxMessage[]> {
    const since = this.now() - INBOX_TTL_MS;
    while (this.messages.length && this.messages[0]!.at < since) this.messages.shift();
    const remote = this.remote ? await this.remote().catch(() => []) : [];
    return [...this.messages, ...remote.filter((m) => m.at >= since)].sort((a, b) => b.at - a.at);
  }

  /** `inner`, whose every send is also recorded here (after the inner provider accepted it). */
  sms(inner: SmsProvider): SmsProvider {
    return {
      send: async (to, text, meta) => {
        await inner.send(to, text, meta);
        this.record({ channel: 'sms', to, text });
      },
    };
  }

  /** `inner`, whose every send is also recorded here. */
  email(inner: EmailProvider): EmailProvider {
    return {
      send: async (to, subject, text, extra) => {
        await inner.send(to, subject, text, extra);
        this.record({ channel: 'email', to, subject, text });
      },
    };
  }
}

/**
 * Reads the sandbox SMS gateway's messages (`GET <base>/messages`: `{ messages: [{ at, from, to, text }] }`,
 * apps/games/src/sms-sandbox/routes.ts) as inbox messages; 2 s timeout.
 */
export function sandboxInboxReader(base: string): () => Promise<InboxMessage[]> {
  return async () => {
    const r = await fetch(`${base}/messages`, { signal: AbortSignal.timeout(2_000) });
    if (!r.ok) return [];
    const body = (await r.json()) as { messages?: Array<{ at: number; to: string; text: string }> };
    return (body.messages ?? []).map((m) => ({ at: m.at, channel: 'sms' as const, to: m.to, text: m.text }));
  };
}

/** Whether the inbox may exist: outside `NODE_ENV=production` only. */
export function devInboxAllowed(env?: EnvSource): boolean {
  return !isProduction(env);
}

/** The page: a table of messages, six-digit codes emphasised, reloading itself every 5 s. */
function inboxPage(messages: InboxMessage[], nonce: string): string {
  const rows = messages
    .map((m) => {
      const body = escapeHtml(m.text).replace(/\b(\d{6})\b/g, '<strong class="code">$1</strong>');
      const subject = m.subject ? `<div class="subject">${escapeHtml(m.subject)}</div>` : '';
      return `<tr><td><time datetime="${new Date(m.at).toISOString()}">${new Date(m.at).toISOString().slice(11, 19)}</time></td><td>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</td><td>${escapeHtml(m.to)}</td><td>${subject}<div class="text">${body}</div></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><meta name="robots" content="noindex">
<title>Development inbox</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem;color:#1b1b1f;background:#fafafa}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #ccc}
.code{font-size:1.25rem;letter-spacing:.1em;background:#fff3bf;padding:0 .25rem}.subject{font-weight:600}
.text{white-space:pre-wrap;word-break:break-word}p.note{color:#44474f}
</style></head><body>
<main><h1>Development inbox</h1>
<p class="note">SMS and e-mails this server would have sent in the last hour (demo profile only; nothing leaves the
machine). Newest first; the page reloads every 5 seconds.</p>
${messages.length ? `<table><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Message</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet. Ask for a registration code on the site and it appears here.</p>'}
</main></body></html>`;
}

/**
 * `GET /dev/inbox` (HTML, its own CSP: no script at all, one nonce'd style block) and `GET /dev/inbox.json`
 * (envelope of `{ messages: InboxMessage[] }`, newest first). Register only when {@link devInboxAllowed}.
 */
export function devInboxRoutes(app: FastifyInstance, inbox: DevInbox) {
  app.get('/dev/inbox.json', { schema: { hide: true } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok({ messages: await inbox.list() });
  });
  app.get('/dev/inbox', { schema: { hide: true } }, async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(inboxPage(await inbox.list(), nonce));
  });
}
