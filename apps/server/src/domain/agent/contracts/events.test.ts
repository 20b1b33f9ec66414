/**
 * The live contract event stream (docs/architecture.md "Agents", contracts): read with fetch and the Authorization header, as the browser
 * does; an offer made while the stream is open arrives at once, an offer made before connecting arrives on connect,
 * and a player or a visitor gets no stream.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, Terms } from '@playdeck/api-client/agentContracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSession } from '../../session/service.ts';
import { makeMember } from '../settlement/testkit.ts';

const BOOT = randomBytes(24).toString('base64url');
const terms: Terms = { singleBetMin: '10.00', tiers: [{ minBets: '100.00', rate: '1.00' }] };
let t: TestApp;
let base = '';
const tok: Record<string, string> = {};
const id: Record<string, string> = {};

/** Reads `text/event-stream` frames from `res` until `want` frames of `event` arrived (or 5 s passed). */
async function frames(res: Response, event: string, want: number, during?: () => Promise<void>) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  const got: Contract[] = [];
  const deadline = Date.now() + 5000;
  let started = false;
  while (got.length < want && Date.now() < deadline) {
    const r = await Promise.race([
      reader.read(),
      new Promise<{ value?: undefined; done: false }>((ok) => setTimeout(() => ok({ done: false }), 200)),
    ]);
    if (r.done) break;
    if (r.value) buf += decoder.decode(r.value, { stream: true });
    for (;;) {
      const i = buf.indexOf('\n\n');
      if (i < 0) break;
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name === event && data) got.push(JSON.parse(data) as Contract);
    }
    if (!started && during) {
      started = true;
      await during();
    }
  }
  await reader.cancel();
  return got;
}

beforeAll(async () => {
  t = await createTestApp({ payments: { opsBootstrapToken: BOOT } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const a = await makeMember(t.db, 'deshplay', { agent: true });
  const b = await makeMember(t.db, 'deshplay', { agent: true, uplineId: a.id });
  const p = await makeMember(t.db, 'deshplay', { agent: false, uplineId: a.id });
  Object.assign(id, { A: a.id, B: b.id, P: p.id });
  for (const k of ['A', 'B', 'P'] as const)
    tok[k] = (await createSession(t.app.ctx, id[k]!, t.app.ctx.brands.defaultBrand)).token;
  const g = await t.req('POST', '/ops/api/agent-contracts/grant', {
    headers: { authorization: `Bootstrap ${BOOT}` },
    body: { username: a.username, type: 'daily', terms },
  });
  expect(g.status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const open = (token?: string) =>
  fetch(`${base}/wps/agent/contracts/events`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream' },
  });

describe('contract event stream', () => {
  it('pushes an offer made while the stream is open', async () => {
    const res = await open(tok.B);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const got = await frames(res, 'offer', 1, async () => {
      const o = await t.req('POST', '/wps/agent/contracts/offer', {
        token: tok.A,
        body: { agentId: id.B, type: 'daily', terms },
      });
      expect(o.status).toBe(200);
    });
    expect(got.map((c) => [c.status, c.role, c.upline?.id, c.terms.tiers[0]!.rate])).toEqual([
      ['offered', 'received', id.A, '1.00'],
    ]);
  });

  it('sends the open offers on connect', async () => {
    const got = await frames(await open(tok.B), 'offer', 1);
    expect(got).toHaveLength(1);
    expect(got[0]!.agent.id).toBe(id.B);
  });

  it('gives no stream to a player or a visitor', async () => {
    const player = await open(tok.P);
    expect(player.status).toBe(403);
    expect(((await player.json()) as { errorCode: string }).errorCode).toBe('AGENT_ONLY');
    expect((await open()).status).toBe(401);
  });

  it('ends the stream with a session frame as soon as its session logs out', async () => {
    const token = (await createSession(t.app.ctx, id.B!, t.app.ctx.brands.defaultBrand)).token;
    const res = await open(token);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    const read = (async () => {
      for (;;) {
        const r = await reader.read();
        if (r.done) return buf;
        buf += decoder.decode(r.value, { stream: true });
      }
    })();
    expect((await t.req('DELETE', '/wps/session/logout', { token })).status).toBe(200);
    // The stream ends by itself (the 25-second keep-alive would be too late for the test's hang guard).
    const text = await Promise.race([
      read,
      new Promise<string>((r) => setTimeout(() => r('still open'), 5000)),
    ]);
    expect(text).toContain('event: session\ndata: {"state":"ended"}');
  });
});
