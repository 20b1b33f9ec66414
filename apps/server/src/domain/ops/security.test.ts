/**
 * Operator security (docs/decisions.md D21): the login lock reserved before the password is checked, the TOTP second
 * factor (enrolment shown once, single-use codes), roles enforced per call, and the audit row written in the action's
 * own transaction. Runs on PGlite, on PostgreSQL with DATABASE_URL, and the lock also on Redis with REDIS_URL.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@playdeck/api-client/routes';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { attemptStore } from '../../infra/limiter/index.ts';
import { BOOTSTRAP, expect4xx } from '../payments/testkit.ts';
import { OPS_LOGIN_RULE } from './service.ts';

const PASSWORD = 'correct horse battery';
let seq = 0;
const uniq = (p: string) => `${p}${process.pid}x${Date.now().toString(36)}${seq++}`;

/** A TOTP code of `secret`, `steps` 30-second steps from now. */
const code = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

function kit(t: TestApp) {
  const boot = (method: string, url: string, body?: unknown) =>
    t.req(method, url, {
      body: body ?? (method === 'GET' ? undefined : {}),
      headers: { authorization: `Bootstrap ${BOOTSTRAP}` },
    });
  const as = (token: string, method: string, url: string, body?: unknown) =>
    t.req(method, url, { token, body: body ?? (method === 'GET' ? undefined : {}) });
  const login = (username: string, password: string, c?: string) =>
    t.req<{ token: string; role: string; enrolment?: { otpauthUri: string } }>('POST', '/ops/api/session', {
      body: { username, password, ...(c ? { code: c } : {}) },
    });
  /** Creates an operator with the bootstrap token and enrols its TOTP; returns its full session. */
  async function operator(role: 'viewer' | 'cashier' | 'admin') {
    const username = uniq(role);
    const created = await boot('POST', '/ops/api/operators', { username, password: PASSWORD, role });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const first = await login(username, PASSWORD);
    expect(first.status).toBe(200);
    const secret = new URL(first.body.value!.enrolment!.otpauthUri).searchParams.get('secret')!;
    const ok = await as(first.body.value!.token, 'POST', '/ops/api/session/mfa', { code: code(secret) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    return {
      id: (created.body.value as { id: string }).id,
      username,
      secret,
      token: first.body.value!.token,
    };
  }
  return { boot, as, login, operator };
}

const stores: Array<[string, () => Redis | undefined]> = [['the database', () => undefined]];
if (process.env.REDIS_URL) stores.push(['Redis', () => new Redis(process.env.REDIS_URL!)]);

describe.each(stores)('operator login lock (attempts kept in %s)', (_name, redisOf) => {
  let t: TestApp;
  let redis: Redis | undefined;
  beforeAll(async () => {
    redis = redisOf();
    t = await createTestApp({ payments: { opsBootstrapToken: BOOTSTRAP }, ...(redis ? { redis } : {}) });
  });
  afterAll(async () => {
    await t.close();
    await redis?.quit().catch(() => undefined);
  });

  it('lets at most 5 of 100 parallel wrong guesses be checked, and refuses the right password and code sent while they run', async () => {
    const k = kit(t);
    const op = await k.operator('viewer');
    const store = attemptStore(t.app.ctx);
    const burst = Promise.all(
      Array.from({ length: 100 }, (_, i) => k.login(op.username, `wrong password ${i}`, '000000')),
    );
    // Inside the burst, once the name is locked: the right password and a fresh code get nothing.
    for (;;) {
      const s = await store.peek(OPS_LOGIN_RULE, op.username.toLowerCase(), Date.now());
      if (s.lockedUntil) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const right = await k.login(op.username, PASSWORD, code(op.secret, 1));
    expect4xx(right, 'OPS_LOGIN_LOCKED');
    expect(right.body.value).toBeUndefined();
    const answers = await burst;
    const codes = answers.map((a) => a.body.errorCode);
    expect(codes.every((c) => c === 'OPS_LOGIN_FAILED' || c === 'OPS_LOGIN_LOCKED')).toBe(true);
    // Checked guesses answer FAILED, except the 5th, whose failure starts the lock; the other 95 were never checked.
    expect(codes.filter((c) => c === 'OPS_LOGIN_FAILED').length).toBeLessThanOrEqual(OPS_LOGIN_RULE.max - 1);
    expect(codes.filter((c) => c === 'OPS_LOGIN_LOCKED').length).toBeGreaterThanOrEqual(
      100 - OPS_LOGIN_RULE.max,
    );
    const s = await store.peek(OPS_LOGIN_RULE, op.username.toLowerCase(), Date.now());
    expect(s.attempts).toBe(OPS_LOGIN_RULE.max);
    expect(right.body.message).toMatch(/try again in 15 minute/);
    // A name that does not exist locks the same way (no oracle in the answers).
    const ghost = uniq('ghost');
    const g = await Promise.all(Array.from({ length: 20 }, () => k.login(ghost, 'wrong password')));
    expect(g.filter((a) => a.body.errorCode === 'OPS_LOGIN_LOCKED').length).toBeGreaterThanOrEqual(15);
  });
});

describe('operator TOTP, roles and audit', () => {
  let t: TestApp;
  let k: ReturnType<typeof kit>;
  beforeAll(async () => {
    t = await createTestApp({ payments: { opsBootstrapToken: BOOTSTRAP } });
    k = kit(t);
  });
  afterAll(() => t.close());

  it('shows the TOTP secret once at the first login, allows nothing but its confirmation until then, and then asks for a fresh code at every login', async () => {
    const username = uniq('admin');
    await k.boot('POST', '/ops/api/operators', { username, password: PASSWORD, role: 'admin' });
    const first = await k.login(username, PASSWORD);
    expect(first.status).toBe(200);
    const uri = first.body.value!.enrolment!.otpauthUri;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    const secret = new URL(uri).searchParams.get('secret')!;
    const pending = first.body.value!.token;
    expect4xx(await k.as(pending, 'GET', '/ops/api/deposits'), 'OPS_MFA_ENROLMENT_REQUIRED');
    expect4xx(await k.as(pending, 'GET', '/ops/api/operators'), 'OPS_MFA_ENROLMENT_REQUIRED');
    // The secret is stored sealed, never as written, and never shown again.
    const [row] = await t.db.query<{ totp_secret: string }>(
      sql`SELECT totp_secret FROM operators WHERE username = ${username}`,
    );
    expect(row!.totp_secret).not.toContain(secret);
    expect4xx(await k.as(pending, 'POST', '/ops/api/session/mfa', { code: '000000' }), 'OPS_MFA_INVALID');
    const enrolCode = code(secret);
    expect((await k.as(pending, 'POST', '/ops/api/session/mfa', { code: enrolCode })).status).toBe(200);
    expect((await k.as(pending, 'GET', '/ops/api/deposits')).status).toBe(200);
    const list = await k.boot('GET', '/ops/api/operators');
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.value).toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ username, mfaEnrolled: true })]),
    });

    expect4xx(await k.login(username, PASSWORD), 'OPS_LOGIN_FAILED');
    // The code that confirmed the enrolment is spent, within its window too.
    expect4xx(await k.login(username, PASSWORD, enrolCode), 'OPS_LOGIN_FAILED');
    // A fresh code (the next step, inside the accepted drift) passes once, even when sent twice at the same time.
    const next = code(secret, 1);
    const both = await Promise.all([k.login(username, PASSWORD, next), k.login(username, PASSWORD, next)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const won = both.find((r) => r.status === 200)!;
    expect(won.body.value!.enrolment).toBeUndefined();
    expect(won.body.value!.role).toBe('admin');
    expect4xx(await k.login(username, PASSWORD, next), 'OPS_LOGIN_FAILED');
  });

  it('gives every operator call a least role and refuses calls below it: viewer reads, cashier moves money, admin manages operators', async () => {
    for (const d of allRoutes.filter((r) => r.auth === 'operator')) expect(d.opsRole, d.id).toBeTruthy();
    const viewer = await k.operator('viewer');
    const cashier = await k.operator('cashier');
    const admin = await k.operator('admin');
    const m = await t.register();
    const dep = await t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bank', amount: '5000' },
    });
    const id = dep.body.value!.id;
    expect((await k.as(viewer.token, 'GET', '/ops/api/deposits')).status).toBe(200);
    expect4xx(await k.as(viewer.token, 'POST', `/ops/api/deposits/${id}/confirm`), 'OPS_FORBIDDEN');
    for (const token of [viewer.token, cashier.token]) {
      expect4xx(
        await k.as(token, 'POST', '/ops/api/operators', { username: uniq('x'), password: PASSWORD }),
        'OPS_FORBIDDEN',
      );
      expect4xx(
        await k.as(token, 'PUT', `/ops/api/operators/${viewer.id}`, { role: 'admin' }),
        'OPS_FORBIDDEN',
      );
      expect4xx(await k.as(token, 'GET', '/ops/api/audit'), 'OPS_FORBIDDEN');
    }
    expect((await k.as(cashier.token, 'POST', `/ops/api/deposits/${id}/confirm`)).status).toBe(200);

    // The admin raises the viewer (its sessions end: it logs in again with its new role), then disables the cashier.
    const raised = await k.as(admin.token, 'PUT', `/ops/api/operators/${viewer.id}`, { role: 'cashier' });
    expect(raised.body.value).toMatchObject({ role: 'cashier', disabled: false });
    expect4xx(await k.as(viewer.token, 'GET', '/ops/api/deposits'), 'OPS_NOT_AUTHORIZED');
    const again = await k.login(viewer.username, PASSWORD, code(viewer.secret, 1));
    expect(again.body.value!.role).toBe('cashier');
    expect((await k.as(cashier.token, 'GET', '/ops/api/deposits')).status).toBe(200);
    await k.as(admin.token, 'PUT', `/ops/api/operators/${cashier.id}`, { disabled: true });
    expect4xx(await k.as(cashier.token, 'GET', '/ops/api/deposits'), 'OPS_NOT_AUTHORIZED');
    expect4xx(await k.login(cashier.username, PASSWORD, code(cashier.secret, 1)), 'OPS_LOGIN_FAILED');
    expect4xx(
      await k.as(admin.token, 'PUT', `/ops/api/operators/${admin.id}`, { role: 'viewer' }),
      'OPS_FORBIDDEN',
    );
    expect4xx(
      await k.as(admin.token, 'PUT', '/ops/api/operators/99999999', { role: 'viewer' }),
      'OPERATOR_NOT_FOUND',
    );
  });

  it('records who did what to which row, before and after, from where, in the same transaction as the action', async () => {
    const cashier = await k.operator('cashier');
    const admin = await k.operator('admin');
    const m = await t.register();
    const deposit = async () => {
      const r = await t.req<{ id: string }>('POST', '/wps/payments/deposits', {
        token: m.token,
        body: { methodId: 'bank', amount: '1700' },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.value!.id;
    };
    const d1 = await deposit();
    expect((await k.as(cashier.token, 'POST', `/ops/api/deposits/${d1}/confirm`)).status).toBe(200);
    type Page = {
      rows: Array<Record<string, unknown> & { before: { status?: string }; after: { status?: string } }>;
    };
    const page = await k.as(admin.token, 'GET', '/ops/api/audit?pageSize=5');
    const top = (page.body.value as Page).rows[0]!;
    expect(top).toMatchObject({
      actor: `operator:${cashier.id}:${cashier.username}`,
      action: 'deposit.confirm',
      target: `deposit:${d1}`,
      ip: '127.0.0.1',
      before: { status: 'pending', amount: '1700.00' },
      after: { status: 'credited', amount: '1700.00' },
    });
    expect(Date.parse(top.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
    // Newest first by number (row 10 comes before row 9).
    const all = (await k.as(admin.token, 'GET', '/ops/api/audit?pageSize=100')).body.value as Page;
    const ids = all.rows.map((r) => Number(r.id));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // When the audit row cannot be written, the action does not happen either.
    const d2 = await deposit();
    const count = async () =>
      (await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM operator_audit`))[0]!.n;
    const n = await count();
    await t.db.exec(`CREATE FUNCTION pd_test_no_audit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$;
      CREATE TRIGGER pd_test_no_audit BEFORE INSERT ON operator_audit FOR EACH ROW EXECUTE FUNCTION pd_test_no_audit();`);
    try {
      const r = await k.as(cashier.token, 'POST', `/ops/api/deposits/${d2}/confirm`);
      expect(r.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.exec('DROP TRIGGER pd_test_no_audit ON operator_audit; DROP FUNCTION pd_test_no_audit();');
    }
    const mine = await t.req<{ rows: Array<{ id: string; status: string }> }>(
      'GET',
      '/wps/payments/deposits',
      {
        token: m.token,
      },
    );
    expect(mine.body.value!.rows.find((r) => r.id === d2)!.status).toBe('pending');
    expect(await count()).toBe(n);
    // A refused action writes nothing; the same action done once is audited once.
    expect4xx(await k.as(cashier.token, 'POST', `/ops/api/deposits/${d1}/reject`), 'DEPOSIT_STATE');
    expect((await k.as(cashier.token, 'POST', `/ops/api/deposits/${d2}/confirm`)).status).toBe(200);
    expect((await k.as(cashier.token, 'POST', `/ops/api/deposits/${d2}/confirm`)).status).toBe(200);
    expect(await count()).toBe(n + 1);
  });
});
