/**
 * Bad input on every agent team and transfer call (the coverage apps/server/src/test/badinput.test.ts asks for):
 * malformed member ids, dates, ranges, pages, bodies of the wrong shape, amounts with too many decimals or a sign,
 * short idempotency keys, control characters and oversized strings. Each is refused with a 4xx envelope carrying a
 * stable errorCode, never a 5xx, and writes nothing (row counts of the tables these calls write stay the same).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const u = await t.register();
  const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: u.token });
  await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${info.body.value!.id}::bigint`);
  token = u.token;
});
afterAll(() => t?.close());

const BAD_IDS = ['abc', '0', '-1', '1.5', '12345678901234567890', '%00', '1%20OR%201=1'];
const BAD_DATES = ['yesterday', '2026-13-01T00:00:00Z', '', '%00'];
const RANGE = 'from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z';
const transfer = (patch: Record<string, unknown>) => ({
  direction: 'down',
  memberId: '1',
  amount: '1.00',
  password: 'x',
  idempotencyKey: 'bad-input-key-1',
  ...patch,
});

const CASES: Array<[string, string, unknown?]> = [
  // GET /wps/agent/team/overview
  ['GET', '/wps/agent/team/overview'],
  ['GET', '/wps/agent/team/overview?from=2026-01-01T00:00:00Z'],
  ...BAD_DATES.map(
    (d) => ['GET', `/wps/agent/team/overview?from=${d}&to=2026-01-02T00:00:00Z`] as [string, string],
  ),
  ['GET', '/wps/agent/team/overview?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z'],
  ['GET', '/wps/agent/team/overview?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z'],
  // GET /wps/agent/team/downlines
  ['GET', '/wps/agent/team/downlines?scope=everyone'],
  ['GET', '/wps/agent/team/downlines?pageNo=0'],
  ['GET', '/wps/agent/team/downlines?pageSize=51'],
  ['GET', '/wps/agent/team/downlines?pageSize=-1'],
  ['GET', `/wps/agent/team/downlines?search=${'x'.repeat(41)}`],
  // POST /wps/agent/team/downlines
  ['POST', '/wps/agent/team/downlines', {}],
  ['POST', '/wps/agent/team/downlines', { username: 'validname1' }],
  ['POST', '/wps/agent/team/downlines', { username: 'validname1', kind: 'admin' }],
  ['POST', '/wps/agent/team/downlines', { username: 42, kind: 'member' }],
  ['POST', '/wps/agent/team/downlines', { username: 'a\u0000b\u202e', kind: 'member' }],
  ['POST', '/wps/agent/team/downlines', { username: "x' OR 1=1 --", kind: 'member' }],
  ['POST', '/wps/agent/team/downlines', { username: 'x'.repeat(10_000), kind: 'member' }],
  ['POST', '/wps/agent/team/downlines', { username: 'validname1', kind: 'member', nickname: 'n'.repeat(41) }],
  // POST /wps/agent/team/downlines/:memberId/lock
  ...BAD_IDS.map(
    (id) => ['POST', `/wps/agent/team/downlines/${id}/lock`, { locked: true }] as [string, string, unknown],
  ),
  ['POST', '/wps/agent/team/downlines/1/lock', {}],
  ['POST', '/wps/agent/team/downlines/1/lock', { locked: 'yes' }],
  // GET /wps/agent/team/bets, /wps/agent/team/loss
  ...['bets', 'loss'].flatMap((p) => [
    ['GET', `/wps/agent/team/${p}`] as [string, string],
    ['GET', `/wps/agent/team/${p}?from=x&to=y`] as [string, string],
    ['GET', `/wps/agent/team/${p}?${RANGE}&pageSize=99`] as [string, string],
    ...BAD_IDS.map((id) => ['GET', `/wps/agent/team/${p}?${RANGE}&memberId=${id}`] as [string, string]),
  ]),
  // GET /wps/agent/team/transactions
  ['GET', '/wps/agent/team/transactions'],
  ...BAD_IDS.map((id) => ['GET', `/wps/agent/team/transactions?memberId=${id}`] as [string, string]),
  ['GET', '/wps/agent/team/transactions?memberId=1&from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z'],
  // GET /wps/agent/team/affiliate-links and GET /wps/agent/transfer/limits take no input: only a bad token.
  // POST /wps/agent/transfer
  ['POST', '/wps/agent/transfer', {}],
  ['POST', '/wps/agent/transfer', transfer({ direction: 'sideways' })],
  ['POST', '/wps/agent/transfer', transfer({ amount: 1 })],
  ...['0', '-1.00', '1.001', '1e3', 'abc', '', '99999999999999999999999'].map(
    (amount) => ['POST', '/wps/agent/transfer', transfer({ amount })] as [string, string, unknown],
  ),
  ...BAD_IDS.map(
    (memberId) => ['POST', '/wps/agent/transfer', transfer({ memberId })] as [string, string, unknown],
  ),
  ['POST', '/wps/agent/transfer', transfer({ idempotencyKey: 'short' })],
  ['POST', '/wps/agent/transfer', transfer({ idempotencyKey: 'bad key with spaces' })],
  ['POST', '/wps/agent/transfer', transfer({ password: '' })],
  ['POST', '/wps/agent/transfer', transfer({ password: 'p'.repeat(129) })],
  ['POST', '/wps/agent/transfer', transfer({ __proto__: { admin: true } })],
];

const TABLES = ['members', 'member_tree', 'agent_transfers', 'ledger_transfers', 'affiliates', 'sessions'];
const counts = async () =>
  Promise.all(
    TABLES.map(async (tb) => {
      const [r] = await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM ${sql.identifier(tb)}`);
      return `${tb}=${r!.n}`;
    }),
  );

describe('bad input on the agent team and transfer calls', () => {
  it('answers every case with a 4xx envelope and a stable errorCode, and writes nothing', async () => {
    const before = await counts();
    for (const [method, url, body] of CASES) {
      const r = await t.req(method, url, { token, body });
      const what = `${method} ${url} ${JSON.stringify(body ?? null).slice(0, 80)}`;
      expect(r.status, what).toBeGreaterThanOrEqual(400);
      expect(r.status, what).toBeLessThan(500);
      expect(r.body.success, what).toBe(false);
      expect(r.body.errorCode, what).toMatch(/^[A-Z_]+$/);
    }
    // A junk token on the calls without input.
    for (const url of ['/wps/agent/transfer/limits', '/wps/agent/team/affiliate-links'])
      expect((await t.req('GET', url, { token: 'x'.repeat(200) })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
