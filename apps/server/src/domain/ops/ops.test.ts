/**
 * Operator accounts, the operator API's own authentication, and the command-line tool `npm run ops` driving a running
 * server over HTTP (docs/architecture.md "Operators"): the bootstrap token from DATA_DIR, operator login, and each action.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../app.ts';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';

let k: PayKit;
/** A TOTP code of `secret`, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pd-ops-'));
  // No explicit bootstrap token: the server writes one into its data directory, as `npm start` does.
  k = await payKit({ dataDir, opsBootstrapToken: undefined });
});
afterAll(async () => {
  await k.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Runs `npm run ops -- ...args` (the script itself, through tsx) against the test server. Asynchronous: the server
 * answering it lives in this process.
 */
function cli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/ops.ts'), ...args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          OPS_URL: k.baseUrl,
          OPS_TOKEN: '',
          OPS_USER: '',
          OPS_BOOTSTRAP_TOKEN: '',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          out: stdout,
          err: stderr,
        }),
    );
  });
}

describe('operator API authentication', () => {
  it('writes the bootstrap token readable by its owner only and refuses calls without operator credentials', async () => {
    const file = join(dataDir, 'ops-bootstrap.token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect4xx(await k.t.req('GET', '/ops/api/deposits'), 'OPS_NOT_AUTHORIZED');
    expect4xx(
      await k.t.req('GET', '/ops/api/deposits', {
        headers: { authorization: 'Bootstrap wrong-token-wrong-token-xx' },
      }),
      'OPS_NOT_AUTHORIZED',
    );
    const m = await k.member();
    expect4xx(
      await k.t.req('GET', '/ops/api/deposits', { token: m.token }),
      'OPS_NOT_AUTHORIZED',
      'member token',
    );
    expect4xx(await k.t.req('GET', '/ops/api/nothing-here'), 'NOT_FOUND');
  });
});

// Each command is a fresh Node process with tsx (a few seconds on a busy machine): generous hang guards, no timing.
describe('npm run ops', { timeout: 180_000 }, () => {
  it('prints the usage on stdout and exits 0 for --help; an unknown command exits 2 with the usage on stderr', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: npm run ops -- <command>/);
    expect(help.err).toBe('');
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toBe('');
    expect(unknown.err).toMatch(/unknown command frobnicate\nusage: npm run ops/);
  });

  it('creates an operator with the bootstrap token; its first login enrols a TOTP, later ones need a fresh code, and it uses its own session token', async () => {
    const created = await cli([
      'create-operator',
      'alice',
      '--password',
      'correct horse battery',
      '--role',
      'cashier',
    ]);
    expect(created.code, created.err).toBe(0);
    expect(created.out).toMatch(/username=alice role=cashier/);
    const dup = await cli(['create-operator', 'ALICE', '--password', 'correct horse battery']);
    expect(dup.code).toBe(1);
    expect(dup.err).toMatch(/OPERATOR_TAKEN/);

    expect4xx(
      await k.t.req('POST', '/ops/api/session', { body: { username: 'alice', password: 'wrong password!' } }),
      'OPS_LOGIN_FAILED',
    );
    expect4xx(
      await k.t.req('POST', '/ops/api/session', {
        body: { username: 'nobody', password: 'wrong password!' },
      }),
      'OPS_LOGIN_FAILED',
    );
    // First login (no terminal): the otpauth URI is printed once with an enrolment token, confirmed by `enrol`.
    const first = await cli(['login', 'alice'], { OPS_PASSWORD: 'correct horse battery' });
    expect(first.code, first.err).toBe(0);
    const uri = /authenticator app \(shown once\): (otpauth:\/\/\S+)/.exec(first.out)![1]!;
    const secret = new URL(uri).searchParams.get('secret')!;
    const token = /enrolment token: ([A-Za-z0-9_-]+)/.exec(first.out)![1]!;
    const early = await cli(['deposits'], { OPS_TOKEN: token });
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/OPS_MFA_ENROLMENT_REQUIRED/);
    const enrolled = await cli(['enrol', totp(secret), '--token', token]);
    expect(enrolled.code, enrolled.err).toBe(0);
    expect(enrolled.out).toMatch(/enrolled=true/);
    // A token starting with '-' (base64url: one in 64) is still the value of --token, not a refused option.
    const dashed = await cli(['deposits', '--token', `-${token.slice(1)}`]);
    expect(dashed.code).toBe(1);
    expect(dashed.err).toMatch(/OPS_NOT_AUTHORIZED/);
    const list = await k.t.req('GET', '/ops/api/withdrawals', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const noCode = await cli(['deposits'], { OPS_USER: 'alice', OPS_PASSWORD: 'correct horse battery' });
    expect(noCode.code).toBe(1);
    expect(noCode.err).toMatch(/OPS_LOGIN_FAILED/);
    const viaUser = await cli(['deposits', '--status', 'pending'], {
      OPS_USER: 'alice',
      OPS_PASSWORD: 'correct horse battery',
      OPS_CODE: totp(secret, 1),
    });
    expect(viaUser.code, viaUser.err).toBe(0);
    // A cashier cannot manage operators.
    const forbidden = await cli(['create-operator', 'bob'], { OPS_TOKEN: token });
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toMatch(/OPS_FORBIDDEN/);
  });

  it('confirms a deposit, pays and fails withdrawals and resolves a dispute against the running server', async () => {
    const m = await k.member();
    const dep = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bank', amount: '5000' },
    });
    const listed = await cli(['deposits', '--status', 'pending']);
    expect(listed.out).toContain(
      `${dep.body.value!.id}\tdeshplay\t${m.username}\tBank transfer\t5000.00\tBDT\tpending`,
    );
    const conf = await cli(['confirm-deposit', dep.body.value!.id]);
    expect(conf.code, conf.err).toBe(0);
    expect(conf.out).toMatch(/status=credited/);
    expect(await k.cash(m.id)).toBe(500_000n);

    await k.t.req('PUT', '/wps/payments/withdraw/password', {
      token: m.token,
      body: { password: m.password, newWithdrawPassword: 'wd-123456', confirmWithdrawPassword: 'wd-123456' },
    });
    const acc = await k.t.req<{ id: string }>('POST', '/wps/payments/payout-accounts', {
      token: m.token,
      body: { channel: 'bank', accountNo: '1234 5678 9012', holderName: 'Md Rahim', password: m.password },
    });
    const wd = async (amount: string) =>
      (
        await k.t.req<{ id: string }>('POST', '/wps/payments/withdrawals', {
          token: m.token,
          body: { amount, payoutAccountId: acc.body.value!.id, withdrawPassword: 'wd-123456' },
        })
      ).body.value!.id;
    const w1 = await wd('1000');
    const w2 = await wd('700');
    const taken = await cli(['take-withdrawal', w1]);
    expect(taken.code, taken.err).toBe(0);
    expect(taken.out).toMatch(/status=held/);
    // Taken: the member can no longer cancel it (docs/decisions.md D8).
    const cancel = await k.t.req('POST', `/wps/payments/withdrawals/${w1}/cancel`, {
      token: m.token,
      body: {},
    });
    expect(cancel.body.errorCode).toBe('WITHDRAWAL_NOT_CANCELLABLE');
    const paid = await cli(['pay-withdrawal', w1, '--reference', 'DBBL-778']);
    expect(paid.code, paid.err).toBe(0);
    expect(paid.out).toMatch(/status=paid/);
    const failed = await cli(['fail-withdrawal', w2, '--reason', 'name mismatch']);
    expect(failed.out).toMatch(/status=failed/);
    expect(await k.cash(m.id)).toBe(400_000n);
    const again = await cli(['fail-withdrawal', w1]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/WITHDRAWAL_STATE/);

    await k.t.req('POST', `/wps/payments/withdrawals/${w1}/receipt`, {
      token: m.token,
      body: { result: 'partly_received', receivedAmount: '600', remainingAmount: '400' },
    });
    const disputes = await cli(['disputes', '--status', 'open', '--json']);
    const rows = (JSON.parse(disputes.out) as { rows: Array<{ id: string; withdrawalId: string }> }).rows;
    const dispute = rows.find((d) => d.withdrawalId === w1)!;
    expect((await cli(['resolve-dispute', dispute.id])).code).toBe(2);
    const resolved = await cli([
      'resolve-dispute',
      dispute.id,
      '--outcome',
      'refund',
      '--note',
      'bank returned it',
    ]);
    expect(resolved.out).toMatch(/status=resolved/);
    expect(await k.cash(m.id)).toBe(440_000n);
    await k.expectLedgerClean();

    const audit = await k.t.db.query<{ actor: string; action: string }>(
      (await import('drizzle-orm')).sql`SELECT actor, action FROM operator_audit ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'operator.create',
      'session.enrolment',
      'operator.mfa.enrol',
      'session.login',
      'deposit.confirm',
      'withdrawal.take',
      'withdrawal.pay',
      'withdrawal.fail',
      'dispute.resolve',
    ]);
  });

  it('explains a refused call and an unreachable server', async () => {
    const bad = await cli(['confirm-deposit', '99999999']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/DEPOSIT_NOT_FOUND/);
    const down = await cli(['deposits'], { OPS_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(2);
    expect(down.err).toMatch(/cannot reach the server/);
  });
});
