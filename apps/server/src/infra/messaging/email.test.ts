/**
 * E-mail over SMTP (src/infra/messaging; docs/architecture.md "Messaging"), end to end over HTTP: the brand's
 * `integrations.email` points at a real SMTP server this test starts (smtp-server, with a login), and each mail it
 * received is parsed with mailparser: sender, subject and both parts in the member's language, values escaped, no
 * remote resource, a refused mail answering MESSAGE_NOT_SENT without starting the countdown, a connection dropped
 * once retried, and each delivery recorded. The server's log (every level) holds no code, reset token, session token or
 * SMTP password of what the file did. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailIntegration } from '@playdeck/config-schema';
import { attemptStore } from '../limiter/index.ts';
import { emailCountdown } from '../../domain/member/bind.ts';
import { BOOTSTRAP } from '../../domain/payments/testkit.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const PASSWORD_VAR = 'PD_TEST_SMTP_PASSWORD';
const PASSWORD = 'smtp-test-password';

/** Every mail the SMTP server accepted, with its envelope recipients. */
const received: Array<{ rcpt: string[]; mail: ParsedMail }> = [];
/** When set, the server refuses the next mail's data with this reply (then clears it). */
let refuseNext: { code: number; text: string } | undefined;

let smtp: SMTPServer;
let smtpPort: number;
/** A TCP front of the SMTP server that drops the first `dropFirst` connections before any byte (a network error). */
let front: Server;
let frontPort: number;
let dropFirst = 0;
let t: TestApp;
/** Every line the server logged (level trace and up). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    cb();
  },
});

function email(port: number): EmailIntegration {
  return {
    provider: 'smtp',
    host: '127.0.0.1',
    port,
    security: 'none',
    fromName: 'Desh <Play> & Co',
    fromAddress: 'no-reply@deshplay.example',
    user: 'mailer',
    password: `env:${PASSWORD_VAR}`,
    timeoutMs: 5_000,
  };
}

beforeAll(async () => {
  process.env[PASSWORD_VAR] = PASSWORD;
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === PASSWORD) cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          if (refuseNext) {
            const e = Object.assign(new Error(refuseNext.text), { responseCode: refuseNext.code });
            refuseNext = undefined;
            return cb(e);
          }
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
          cb();
        },
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  front = createServer((socket: Socket) => {
    if (dropFirst > 0) {
      dropFirst--;
      socket.destroy();
      return;
    }
    const upstream = connect(smtpPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  frontPort = (front.address() as AddressInfo).port;
  t = await createTestApp({
    // The per-brand providers of src/infra/messaging, not the harness's memory one.
    email: undefined,
    payments: { opsBootstrapToken: BOOTSTRAP },
    logger: { level: 'trace', stream: logStream },
    brandOverride: (b) => ({
      name: 'Desh<b>Play</b> & "Co"',
      config: {
        ...b.config!,
        config: {
          ...b.config!.config,
          integrations: { ...b.config!.config.integrations, email: email(frontPort) },
        },
      },
    }),
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((done) => smtp.close(() => done(undefined)));
  await new Promise((done) => front.close(() => done(undefined)));
  delete process.env[PASSWORD_VAR];
});

/** The last mail the SMTP server received for `to`, waiting up to 10 s. */
async function mailTo(to: string, after = 0): Promise<ParsedMail> {
  const until = Date.now() + 10_000;
  for (;;) {
    const hit = received
      .slice(after)
      .reverse()
      .find((r) => r.rcpt.includes(to));
    if (hit) return hit.mail;
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const emailCode = (token: string, address: string, language = 'en') =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/member/bind/email/code', {
    token,
    body: { email: address },
    headers: { language },
  });

const bindEmail = (who: { token: string; password: string }, address: string, code: string) =>
  t.req('POST', '/wps/member/bind/email', {
    token: who.token,
    body: { email: address, verificationCode: code, password: who.password },
  });

const fresh = () => `m${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Registers a member and binds a verified address, through the real mails. */
async function memberWithEmail(language = 'en') {
  const u = await t.register();
  const address = fresh();
  const n = received.length;
  expect((await emailCode(u.token, address, language)).status).toBe(200);
  const code = (await mailTo(address, n)).text!.match(/\b(\d{6})\b/)![1]!;
  expect((await bindEmail(u, address, code)).status).toBe(200);
  return { ...u, address };
}

describe('verification code by e-mail', () => {
  it('arrives from the brand sender as text and HTML in English, the brand name escaped, nothing remote', async () => {
    const u = await t.register();
    const address = fresh();
    const n = received.length;
    const r = await emailCode(u.token, address);
    expect(r.status).toBe(200);
    const mail = await mailTo(address, n);
    expect(mail.from?.value[0]).toEqual({ name: 'Desh <Play> & Co', address: 'no-reply@deshplay.example' });
    expect(mail.subject).toBe('Desh<b>Play</b> & "Co": your verification code');
    const code = mail.text!.match(/verification code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`expires in ${r.body.value!.expiredMinutes} minute(s)`);
    const html = mail.html as string;
    expect(html).toContain(code!);
    expect(html).toContain('Desh&lt;b&gt;Play&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<b>Play</b>');
    expect(html).not.toMatch(/<img|<link|url\(|src=/i);
    expect(html).toMatch(/<html lang="en">/);
    // The code mailed is the one that binds the address.
    expect((await bindEmail(u, address, code!)).status).toBe(200);
  });

  it('is written in Bengali for a member whose Language is bn', async () => {
    const u = await t.register();
    const address = fresh();
    const n = received.length;
    expect((await emailCode(u.token, address, 'bn')).status).toBe(200);
    const mail = await mailTo(address, n);
    expect(mail.subject).toBe('Desh<b>Play</b> & "Co": আপনার যাচাইকরণ কোড');
    expect(mail.text).toMatch(/যাচাইকরণ কোড হলো \d{6}।/);
    expect(mail.html).toMatch(/<html lang="bn">/);
  });

  it('refused by the server: MESSAGE_NOT_SENT, no countdown started, and asking again at once delivers', async () => {
    const u = await t.register();
    const address = fresh();
    refuseNext = { code: 451, text: 'Try again later' };
    const n = received.length;
    const r = await emailCode(u.token, address);
    expect(r.status).toBe(503);
    expect(r.body.errorCode).toBe('MESSAGE_NOT_SENT');
    expect(r.body.message).toMatch(/could not be sent.*try again/i);
    const again = await emailCode(u.token, address);
    expect(again.status).toBe(200);
    const code = (await mailTo(address, n)).text!.match(/\b(\d{6})\b/)![1]!;
    expect((await bindEmail(u, address, code)).status).toBe(200);
    const rows = await t.db.query<{ status: string; attempts: number; error: string | null }>(
      sql`SELECT status, attempts, error FROM message_deliveries WHERE recipient = ${address} ORDER BY id`,
    );
    expect(rows.map((x) => [x.status, Number(x.attempts)])).toEqual([
      ['failed', 1],
      ['sent', 1],
    ]);
    expect(rows[0]!.error).toMatch(/451/);
  });

  it('retries once when the connection drops before the server answered', async () => {
    const u = await t.register();
    const address = fresh();
    dropFirst = 1;
    const n = received.length;
    expect((await emailCode(u.token, address)).status).toBe(200);
    await mailTo(address, n);
    const [row] = await t.db.query<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM message_deliveries WHERE recipient = ${address}`,
    );
    expect([row!.status, Number(row!.attempts)]).toEqual(['sent', 2]);
  });
});

describe('mails that follow account events', () => {
  it('password reset: a link to the brand site, in the text and as the HTML link', async () => {
    const u = await memberWithEmail();
    // D6: an address bound under 24 hours ago cannot reset; move the bind time back.
    await t.db.query(
      sql`UPDATE members SET email_bound_at = now() - interval '2 days' WHERE email = ${u.address}`,
    );
    const n = received.length;
    const r = await t.req('POST', '/wps/member/password/email', {
      body: { username: u.username, email: u.address },
    });
    expect(r.status).toBe(200);
    const mail = await mailTo(u.address, n);
    expect(mail.subject).toMatch(/password reset$/);
    const link = mail.text!.match(/https:\/\/www\.deshplay\.example\/\?resetToken=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('e-mail changed: the notice goes to the old address', async () => {
    const u = await memberWithEmail();
    const next = fresh();
    // End the resend countdown of the first code (one mail per countdown per member).
    const [m] = await t.db.query<{ id: string }>(
      sql`SELECT id::text FROM members WHERE email = ${u.address}`,
    );
    await attemptStore(t.app.ctx).clear(
      emailCountdown(t.app.ctx.brands.get('deshplay')!),
      `deshplay:${m!.id}`,
    );
    let n = received.length;
    expect((await emailCode(u.token, next)).status).toBe(200);
    const code = (await mailTo(next, n)).text!.match(/\b(\d{6})\b/)![1]!;
    n = received.length;
    expect((await bindEmail(u, next, code)).status).toBe(200);
    const notice = await mailTo(u.address, n);
    expect(notice.subject).toMatch(/security notice$/);
    expect(notice.text).toMatch(/e-mail address of your .* account was changed to \w{1,2}\*+@example\.com\./);
    expect(notice.text).not.toContain(next);
  });

  it('new-device sign-in: a login from an address never seen on the account is told to the verified address', async () => {
    const u = await memberWithEmail();
    const login = (ip: string) =>
      t.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip,
      });
    let n = received.length;
    expect((await login('198.51.100.20')).status).toBe(200);
    const first = await mailTo(u.address, n);
    expect(first.subject).toMatch(/new sign-in to your account$/);
    expect(first.text).toContain('(198.51.100.20)');
    // The same address again is no news; the next new one is.
    n = received.length;
    expect((await login('198.51.100.20')).status).toBe(200);
    expect((await login('198.51.100.21')).status).toBe(200);
    const next = await mailTo(u.address, n);
    expect(next.text).toContain('(198.51.100.21)');
    expect(received.slice(n).filter((r) => r.rcpt.includes(u.address))).toHaveLength(1);
  });

  it('withdrawal paid: the amount, reference and receipt window, once, when the operator pays', async () => {
    const u = await memberWithEmail();
    const ops = (url: string, body: object = {}) =>
      t.req<{ id: string; status: string }>('POST', url, {
        body,
        headers: { authorization: `Bootstrap ${BOOTSTRAP}` },
      });
    const d = await t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: u.token,
      body: { methodId: 'bank', amount: '3000' },
    });
    expect((await ops(`/ops/api/deposits/${d.body.value!.id}/confirm`)).status).toBe(200);
    const wpw = 'wd-pass-2468';
    expect(
      (
        await t.req('PUT', '/wps/payments/withdraw/password', {
          token: u.token,
          body: { password: u.password, newWithdrawPassword: wpw, confirmWithdrawPassword: wpw },
        })
      ).status,
    ).toBe(200);
    const acc = await t.req<{ id: string }>('POST', '/wps/payments/payout-accounts', {
      token: u.token,
      body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: u.password },
    });
    const w = await t.req<{ id: string }>('POST', '/wps/payments/withdrawals', {
      token: u.token,
      body: { amount: '1234.50', payoutAccountId: acc.body.value!.id, withdrawPassword: wpw },
    });
    expect(w.status).toBe(200);
    const id = w.body.value!.id;
    const n = received.length;
    expect((await ops(`/ops/api/withdrawals/${id}/pay`)).status).toBe(200);
    const mail = await mailTo(u.address, n);
    expect(mail.subject).toMatch(/your withdrawal was paid$/);
    expect(mail.text).toContain(`Your withdrawal of 1234.50 BDT (reference ${id}) was paid.`);
    expect(mail.text).toMatch(/within \d+ minutes it counts as received/);
    // Paying again is a duplicate: no second mail.
    await ops(`/ops/api/withdrawals/${id}/pay`);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      received.slice(n).filter((r) => r.rcpt.includes(u.address) && /paid/.test(r.mail.subject ?? '')),
    ).toHaveLength(1);
  });
});

describe('the server log', () => {
  it('holds no code, reset token, session token or SMTP password of the mails and sessions above', async () => {
    const u = await memberWithEmail();
    await t.db.query(
      sql`UPDATE members SET email_bound_at = now() - interval '2 days' WHERE email = ${u.address}`,
    );
    const n = received.length;
    expect(
      (
        await t.req('POST', '/wps/member/password/email', {
          body: { username: u.username, email: u.address },
        })
      ).status,
    ).toBe(200);
    const reset = (await mailTo(u.address, n)).text!.match(/resetToken=([\w-]+)/)![1]!;
    const secrets = new Set<string>([u.token, reset, PASSWORD]);
    for (const { mail } of received) for (const c of mail.text?.match(/\b\d{6}\b/g) ?? []) secrets.add(c);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect([...secrets].filter((s) => log.includes(s))).toEqual([]);
  });
});
