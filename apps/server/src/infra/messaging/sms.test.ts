/**
 * SMS through a brand's HTTP gateway (src/infra/messaging/smsHttp.ts; docs/architecture.md "Messaging"), end to end over
 * HTTP: the default brand's `integrations.sms` is an `http-gateway` descriptor pointing at a gateway this test runs
 * (a plain node:http server standing in for the SMS company), which checks the key header and answers per scenario.
 * What a member notices: the code arrives; a failed send answers MESSAGE_NOT_SENT and asking again at once works (no
 * countdown, no budget spent). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsIntegration } from '@playdeck/config-schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const KEY_VAR = 'PD_TEST_SMS_GATEWAY_KEY';
const KEY = 'gw-key-0123456789';

/** One request the gateway received. */
interface Hit {
  method: string;
  url: URL;
  key: string | undefined;
  body: URLSearchParams;
}
const hits: Hit[] = [];
/** How the gateway answers the next requests, in order (then `ok`). */
let script: Array<'ok' | 'refuse' | 'http500' | 'drop' | 'slow'> = [];

let gateway: Server;
let t: TestApp;

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const mode = script.shift() ?? 'ok';
  if (mode === 'drop') return req.socket.destroy();
  hits.push({
    method: req.method!,
    url: new URL(req.url!, 'http://gw'),
    key: req.headers['x-api-key'] as string | undefined,
    body: new URLSearchParams(body),
  });
  if (req.headers['x-api-key'] !== KEY) return res.writeHead(401).end('{"status":"DENIED"}');
  const send = () => {
    if (mode === 'http500') return res.writeHead(500).end('oops');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(mode === 'refuse' ? { status: 'FAIL' } : { status: 'OK', id: `gw-${hits.length}` }),
    );
  };
  if (mode === 'slow') setTimeout(send, 1_500);
  else send();
}

beforeAll(async () => {
  process.env[KEY_VAR] = KEY;
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
  const port = (gateway.address() as AddressInfo).port;
  const sms: SmsIntegration = {
    provider: 'http-gateway',
    senderId: 'DeshPlay',
    apiKey: `env:${KEY_VAR}`,
    http: {
      url: `http://127.0.0.1:${port}/api/send?sender={senderId}&to={toDigits}`,
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: 'msg={text}&dest={to}',
      authHeader: { name: 'X-Api-Key' },
      success: { status: [200], jsonPath: '$.status', equals: 'OK' },
      messageIdPath: '$.id',
      timeoutMs: 700,
    },
  };
  t = await createTestApp({
    // The per-brand providers of src/infra/messaging, not the harness's memory one.
    sms: undefined,
    brandOverride: (b) => ({
      config: {
        ...b.config!,
        config: { ...b.config!.config, integrations: { ...b.config!.config.integrations, sms } },
      },
    }),
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((done) => gateway.close(() => done(undefined)));
  delete process.env[KEY_VAR];
});

beforeEach(() => {
  script = [];
});

const ask = (mobileNo: string) =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', {
    body: { mobileNo, countryDialingCode: '+880' },
    ip: t.ip(),
  });

const deliveries = (recipient: string) =>
  t.db.query<{ status: string; attempts: number; http_status: number | null; provider_ref: string | null }>(
    sql`SELECT status, attempts, http_status, provider_ref FROM message_deliveries
      WHERE channel = 'sms' AND recipient = ${recipient} ORDER BY id`,
  );

describe('the HTTP gateway adapter', () => {
  it('posts the code as the descriptor says: URL template, form body, key header; records the gateway id', async () => {
    const mobile = t.mobile();
    const n = hits.length;
    const r = await ask(mobile);
    expect(r.status).toBe(200);
    const hit = hits[n]!;
    expect(hit.method).toBe('POST');
    expect(hit.url.pathname).toBe('/api/send');
    expect(hit.url.searchParams.get('sender')).toBe('DeshPlay');
    expect(hit.url.searchParams.get('to')).toBe(`880${mobile}`);
    expect(hit.key).toBe(KEY);
    expect(hit.body.get('dest')).toBe(`+880${mobile}`);
    expect(hit.body.get('msg')).toMatch(/your verification code is \d{6}\. It expires in \d+ minute/);
    const rows = await deliveries(`+880${mobile}`);
    expect(rows.map((x) => [x.status, Number(x.attempts), Number(x.http_status)])).toEqual([
      ['sent', 1, 200],
    ]);
    expect(rows[0]!.provider_ref).toBe(`gw-${n + 1}`);
  });

  it('an answer outside the success rule: MESSAGE_NOT_SENT, no retry, and asking again at once sends', async () => {
    const mobile = t.mobile();
    script = ['refuse'];
    const n = hits.length;
    const r = await ask(mobile);
    expect(r.status).toBe(503);
    expect(r.body.errorCode).toBe('MESSAGE_NOT_SENT');
    expect(r.body.message).toMatch(/could not be sent.*try again/i);
    expect(hits.length - n).toBe(1);
    // No countdown started: the next request is sent, not SMS_RESEND_TOO_SOON.
    const again = await ask(mobile);
    expect(again.status).toBe(200);
    expect((await deliveries(`+880${mobile}`)).map((x) => x.status)).toEqual(['failed', 'sent']);
  });

  it('an HTTP 500 is not retried; a dropped connection is retried once', async () => {
    const a = t.mobile();
    script = ['http500'];
    let n = hits.length;
    expect((await ask(a)).body.errorCode).toBe('MESSAGE_NOT_SENT');
    expect(hits.length - n).toBe(1);
    expect((await deliveries(`+880${a}`)).map((x) => [x.status, Number(x.http_status)])).toEqual([
      ['failed', 500],
    ]);

    const b = t.mobile();
    script = ['drop'];
    n = hits.length;
    expect((await ask(b)).status).toBe(200);
    expect(hits.length - n).toBe(1);
    expect((await deliveries(`+880${b}`)).map((x) => [x.status, Number(x.attempts)])).toEqual([['sent', 2]]);
  });

  it('a gateway slower than the timeout fails once, without a retry that could send twice', async () => {
    const mobile = t.mobile();
    script = ['slow'];
    const n = hits.length;
    const r = await ask(mobile);
    expect(r.body.errorCode).toBe('MESSAGE_NOT_SENT');
    expect(hits.length - n).toBe(1);
    expect((await deliveries(`+880${mobile}`)).map((x) => [x.status, Number(x.attempts)])).toEqual([
      ['failed', 1],
    ]);
  });

  it('two failures then a delivery: the hourly number budget is not spent by the failures', async () => {
    const mobile = t.mobile();
    script = ['refuse', 'refuse'];
    expect((await ask(mobile)).status).toBe(503);
    expect((await ask(mobile)).status).toBe(503);
    expect((await ask(mobile)).status).toBe(200);
  });
});
