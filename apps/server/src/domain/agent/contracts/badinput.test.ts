/**
 * Bad input on every agent contract call (the coverage badinput.test.ts asks for): malformed ids, bodies, queries,
 * money with too many decimals, rates above 100 %, empty or oversized tier lists, unknown types, control characters.
 * Each is refused with a 4xx envelope carrying a stable errorCode, never a 5xx, and writes nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSession } from '../../session/service.ts';
import { makeMember } from '../settlement/testkit.ts';

const BOOT = randomBytes(24).toString('base64url');
let t: TestApp;
let token = '';
let downline = '';
const terms = { singleBetMin: '10.00', tiers: [{ minBets: '100.00', rate: '1.00' }] };

beforeAll(async () => {
  t = await createTestApp({ payments: { opsBootstrapToken: BOOT } });
  const a = await makeMember(t.db, 'deshplay', { agent: true });
  downline = (await makeMember(t.db, 'deshplay', { agent: true, uplineId: a.id })).id;
  token = (await createSession(t.app.ctx, a.id, t.app.ctx.brands.defaultBrand)).token;
  const g = await t.req('POST', '/ops/api/agent-contracts/grant', {
    headers: { authorization: `Bootstrap ${BOOT}` },
    body: { username: a.username, type: 'daily', terms },
  });
  expect(g.status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const BAD_IDS = ['abc', '0', '-1', '1.5', '12345678901234567890', '%00'];
const offer = (patch: Record<string, unknown>) => ({ agentId: downline, type: 'daily', terms, ...patch });
const tier = (patch: Record<string, unknown>) => ({ ...terms, tiers: [{ ...terms.tiers[0], ...patch }] });

// Covers POST /wps/agent/contracts/:id/accept, /wps/agent/contracts/:id/reject, /wps/agent/contracts/:id/terminate
// (built below for every bad id), GET /wps/agent/contracts/statements/:id and POST /wps/agent/contracts/offer.
const CASES: Array<[string, string, unknown?]> = [
  ...BAD_IDS.flatMap((id) =>
    ['accept', 'reject', 'terminate'].map(
      (op) => ['POST', `/wps/agent/contracts/${id}/${op}`, {}] as [string, string, unknown],
    ),
  ),
  ...BAD_IDS.map((id) => ['GET', `/wps/agent/contracts/statements/${id}`] as [string, string]),
  ['POST', '/wps/agent/contracts/1/accept', { confirmTerminations: 'yes' }],
  ['POST', '/wps/agent/contracts/offer', {}],
  ['POST', '/wps/agent/contracts/offer', offer({ agentId: 42 })],
  ['POST', '/wps/agent/contracts/offer', offer({ agentId: 'x' })],
  ['POST', '/wps/agent/contracts/offer', offer({ type: 'weekly' })],
  ['POST', '/wps/agent/contracts/offer', offer({ period: 'yearly' })],
  ['POST', '/wps/agent/contracts/offer', offer({ period: 'weekly' })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: { singleBetMin: '10.00', tiers: [] } })],
  [
    'POST',
    '/wps/agent/contracts/offer',
    offer({ terms: { singleBetMin: '10.00', tiers: Array(11).fill(terms.tiers[0]) } }),
  ],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: { ...terms, singleBetMin: '10.001' } })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: { ...terms, singleBetMin: '-1' } })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ rate: '100.01' }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ rate: '1.005' }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ rate: 1 }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ minBets: '1e3' }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ minActiveMembers: -1 }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ maxWinRate: '101' }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: tier({ minProfitLoss: '1.2.3' }) })],
  ['POST', '/wps/agent/contracts/offer', offer({ terms: { singleBetMin: '1\u0000', tiers: terms.tiers } })],
  ['GET', '/wps/agent/contracts/statements?type=yearly'],
  ['GET', '/wps/agent/contracts/statements?pageSize=51'],
  ['GET', '/wps/agent/contracts/statements?pageNo=0'],
  ['GET', '/wps/agent/contracts/statements?from=yesterday'],
  ['GET', '/wps/agent/contracts/statements?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z'],
  ['GET', '/wps/agent/contracts/statements?agentId=abc'],
  ['GET', '/wps/agent/contracts/revenue'],
  ['GET', '/wps/agent/contracts/revenue?from=2026-03-01T00:00:00Z'],
  ['GET', '/wps/agent/contracts/revenue?from=2026-03-01T00:00:00Z&to=2026-03-01T00:00:00Z'],
  ['GET', '/wps/agent/contracts/revenue?from=2024-03-01T00:00:00Z&to=2026-03-01T00:00:00Z'],
  ['GET', '/wps/agent/contracts/revenue?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z&groupBy=year'],
];

describe('bad input on the agent contract calls', () => {
  it('answers each with a 4xx envelope and a stable errorCode, never a 5xx, writing nothing', async () => {
    const before = [await t.count('agent_contracts'), await t.count('agent_settlements')];
    for (const [method, url, body] of CASES) {
      const r = await t.req(method, url, { token, body });
      expect([url, JSON.stringify(body), r.status >= 400 && r.status < 500], JSON.stringify(r.body)).toEqual([
        url,
        JSON.stringify(body),
        true,
      ]);
      expect(r.body.success).toBe(false);
      expect(r.body.errorCode).toMatch(/^[A-Z_]+$/);
      expect(typeof r.body.message).toBe('string');
    }
    expect([await t.count('agent_contracts'), await t.count('agent_settlements')]).toEqual(before);
    // The well-formed calls answer (the cases above are near-valid, not refused for something else).
    expect((await t.req('GET', '/wps/agent/contracts/info', { token })).status).toBe(200);
    expect((await t.req('GET', '/wps/agent/contracts', { token })).status).toBe(200);
    expect((await t.req('GET', '/wps/agent/contracts/statements?pageSize=50', { token })).status).toBe(200);
    expect((await t.req('POST', '/wps/agent/contracts/offer', { token, body: offer({}) })).status).toBe(200);
  });
});
