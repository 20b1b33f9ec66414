/**
 * HTTPS with HTTP/2 (AppOptions.tls, main.ts TLS_KEY_FILE / TLS_CERT_FILE): a browser that offers h2 gets HTTP/2, an
 * HTTP/1.1-only client still gets its answers, and the one hand-written response (reply.raw), the contract event
 * stream, opens on HTTP/2. The certificate is a throwaway self-signed one (scripts/server-harness.mjs
 * selfSignedCertificate: openssl, part of Debian's base system; .ci/run installs it when missing).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createSession } from '../domain/session/service.ts';
import { makeMember } from '../domain/agent/settlement/testkit.ts';
import { selfSignedCertificate } from '../../../../scripts/server-harness.mjs';

let t: TestApp;
let port = 0;
let ca: Buffer;
const dir = mkdtempSync(join(tmpdir(), 'playdeck-tls-'));

beforeAll(async () => {
  const cert = selfSignedCertificate(dir);
  ca = cert.cert;
  t = await createTestApp({ tls: { key: readFileSync(cert.keyFile), cert: ca } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One HTTP/2 GET: status, headers, body text and the protocol the TLS handshake chose. */
function h2Get(path: string, headers: Record<string, string> = {}, readBody = true) {
  return new Promise<{ status: number; type: string; body: string; alpn: string | false | undefined }>(
    (resolve, reject) => {
      const session = http2.connect(`https://127.0.0.1:${port}`, { ca });
      session.on('error', reject);
      const req = session.request({ ':path': path, ...headers });
      let status = 0;
      let type = '';
      let body = '';
      req.on('response', (h) => {
        status = Number(h[':status']);
        type = String(h['content-type'] ?? '');
        if (!readBody) {
          resolve({ status, type, body, alpn: session.alpnProtocol });
          req.close();
          session.close();
        }
      });
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        resolve({ status, type, body, alpn: session.alpnProtocol });
        session.close();
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('HTTPS with HTTP/2', () => {
  it('answers an h2 client over HTTP/2', async () => {
    const r = await h2Get('/wps/system/status');
    expect(r.alpn).toBe('h2');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ success: true });
  });

  it('still answers a client that speaks only HTTP/1.1 over TLS', async () => {
    const r = await new Promise<{ status: number; body: string; version: string }>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: '/wps/system/status', ca }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, version: res.httpVersion }));
        })
        .on('error', reject);
    });
    expect(r.version).toBe('1.1');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ success: true });
  });

  it('sends HSTS, upgrade-insecure-requests and COOP over TLS', async () => {
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: '/wps/system/status', ca }, (res) => {
          res.resume();
          resolve(res.headers);
        })
        .on('error', reject);
    });
    expect(String(headers['strict-transport-security'])).toContain('max-age=31536000');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('opens the contract event stream over HTTP/2', async () => {
    const agent = await makeMember(t.db, 'deshplay', { agent: true });
    const { token } = await createSession(t.app.ctx, agent.id, t.app.ctx.brands.defaultBrand);
    const r = await h2Get(
      '/wps/agent/contracts/events',
      { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      false,
    );
    expect(r.status).toBe(200);
    expect(r.type).toContain('text/event-stream');
  });
});
