/**
 * A test mail sink for the e2e harness (scripts/e2e.mjs): a real SMTP server (smtp-server, plain SMTP on 127.0.0.1 with
 * a login, as apps/server/src/infra/messaging/email.test.ts configures it) that parses every mail it accepts with
 * mailparser, and a tiny HTTP inbox beside it:
 *
 * - `GET /messages?to=<address>` -> `200` JSON array, oldest first, of the mails whose envelope recipients include
 *   `address` (case-insensitive; all mails without `to`): `{ to: string[], from, subject, text, html, receivedAt }`
 *   (`receivedAt` epoch ms).
 *
 * `startMailSink({ user, password })` resolves to `{ smtpPort, inboxUrl, stop() }` once both listen on free ports.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the SMTP server (login `user`/`password`) and its HTTP inbox on free ports of 127.0.0.1. */
export async function startMailSink({ user, password }) {
  /** @type {Array<{to: string[], from: string, subject: string, text: string, html: string, receivedAt: number}>} */
  const mails = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === password) cb(null, { user });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: Date.now(),
          });
          cb();
        },
        (e) => cb(e),
      );
    },
  });
  await new Promise((done) => smtp.listen(0, '127.0.0.1', done));
  const smtpPort = smtp.server.address().port;

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const hits = to ? mails.filter((m) => m.to.includes(to)) : mails;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
  });
  await new Promise((done) => http.listen(0, '127.0.0.1', done));
  const inboxUrl = `http://127.0.0.1:${http.address().port}`;

  return {
    smtpPort,
    inboxUrl,
    stop: async () => {
      await new Promise((done) => smtp.close(() => done(undefined)));
      http.closeAllConnections();
      await new Promise((done) => http.close(() => done(undefined)));
    },
  };
}
