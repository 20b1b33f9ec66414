/**
 * The sandbox SMS gateway (docs/architecture.md "Messaging"): a stand-in for a real HTTP SMS gateway that `npm start`
 * runs here, beside the in-house games, so a person trying the platform reads the codes it sends without any outside
 * account. It speaks the shape the platform's generic HTTP gateway adapter posts (apps/server/src/infra/messaging/smsHttp.ts
 * `sandboxGateway`), keeps the last hour's messages in memory (at most 500) and shows them. Not registered in
 * production (NODE_ENV=production): there the paths answer 404.
 *
 * - `POST /sms-sandbox/messages` `{ from, to, text }` (JSON; any `Authorization`) -> 201 `{ accepted: true, id }`;
 *   400 `{ accepted: false, error }` for a malformed body.
 * - `GET /sms-sandbox/messages[?to=<digits>]` -> `{ messages: [{ id, at, from, to, text }] }`, newest first; `to`
 *   keeps the messages whose number ends with those digits (national or E.164 form both match).
 * - `GET /sms-sandbox/inbox` -> the same as a page (no script, no style: the games server's strict CSP), reloading
 *   every 5 s.
 */
import type { FastifyInstance } from 'fastify';
import { esc } from '../i18n/index.ts';
import type { GamesDeps } from '../server/deps.ts';

/** How long a message is kept, ms. */
export const SMS_KEEP_MS = 60 * 60 * 1000;
/** At most this many messages are kept (oldest dropped first). */
const SMS_KEEP_MAX = 500;

/** One message the sandbox accepted. `at`: epoch ms. */
export interface SandboxSms {
  id: string;
  at: number;
  from: string;
  to: string;
  text: string;
}

const Body = {
  type: 'object',
  required: ['to', 'text'],
  properties: {
    from: { type: 'string', maxLength: 20 },
    to: { type: 'string', pattern: '^\\+?[0-9]{6,16}$' },
    text: { type: 'string', minLength: 1, maxLength: 1600 },
  },
} as const;

const Query = {
  type: 'object',
  properties: { to: { type: 'string', pattern: '^\\+?[0-9]{1,16}$' } },
} as const;

function page(messages: SandboxSms[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${new Date(m.at).toISOString()}">${new Date(m.at).toISOString().slice(11, 19)}</time></td><td>${esc(m.from)}</td><td>${esc(m.to)}</td><td>${esc(m.text).replace(/\b(\d{6})\b/g, '<strong>$1</strong>')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><meta name="robots" content="noindex"><title>Sandbox SMS gateway</title></head>
<body><main><h1>Sandbox SMS gateway</h1>
<p>Text messages the platform sent through this sandbox gateway in the last hour. Nothing leaves the machine. Newest
first; the page reloads every 5 seconds.</p>
${messages.length ? `<table><thead><tr><th scope="col">Time (UTC)</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Message</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet.</p>'}
</main></body></html>`;
}

/** Registers the sandbox gateway unless `deps.config.production`. */
export default async function smsSandboxRoutes(app: FastifyInstance, deps: GamesDeps) {
  if (deps.config.production) return;
  const messages: SandboxSms[] = [];
  let seq = 0;
  const now = () => Date.now();
  const current = () => {
    const since = now() - SMS_KEEP_MS;
    while (messages.length && messages[0]!.at < since) messages.shift();
    return [...messages].reverse();
  };

  app.post<{ Body: { from?: string; to: string; text: string } }>(
    '/sms-sandbox/messages',
    {
      schema: { body: Body },
      errorHandler: (error, _req, reply) =>
        reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({
          accepted: false,
          error: error.message,
        }),
    },
    async (req, reply) => {
      const m: SandboxSms = {
        id: `sbx-${Date.now().toString(36)}-${(++seq).toString(36)}`,
        at: now(),
        from: req.body.from ?? '',
        to: req.body.to,
        text: req.body.text,
      };
      messages.push(m);
      if (messages.length > SMS_KEEP_MAX) messages.splice(0, messages.length - SMS_KEEP_MAX);
      deps.log.info({ to: m.to, id: m.id }, 'sandbox SMS gateway: message accepted');
      return reply.code(201).send({ accepted: true, id: m.id });
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/sms-sandbox/messages',
    { schema: { querystring: Query } },
    async (req, reply) => {
      const digits = req.query.to?.replace(/\D/g, '');
      const list = current().filter((m) => !digits || m.to.replace(/\D/g, '').endsWith(digits));
      return reply.header('cache-control', 'no-store').send({ messages: list });
    },
  );

  app.get('/sms-sandbox/inbox', async (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(current())),
  );
}
