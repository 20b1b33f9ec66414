/**
 * No public secret (docs/decisions.md D15): the demo profile's per-install secrets file (packages/config-schema
 * node/installSecrets.ts) and the vendor wallet wired to it as main.ts wires it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSTALL_SECRETS_FILE,
  installVendorSecret,
  loadInstallSecrets,
  readInstallSecrets,
} from '@playdeck/config-schema/node/installSecrets';
import { repoRoot } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedHeaders } from '../vendor-wallet/protocol.ts';

const work = mkdtempSync(join(tmpdir(), 'pd-secrets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('install secrets', () => {
  it('are created at first start with the folder and its parents, readable by the owner only, and kept by later starts', () => {
    const dir = join(work, 'a/b/data');
    const first = loadInstallSecrets(dir);
    expect(first.created).toBe(true);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    const second = loadInstallSecrets(dir);
    expect(second).toMatchObject({ created: false, root: first.root });
    expect(readInstallSecrets(dir)?.root).toBe(first.root);
    expect(installVendorSecret(second, 'BGS')).toBe(installVendorSecret(first, 'BGS'));
    // Only the file itself: no temporary file is left behind.
    expect(readdirSync(dir)).toEqual([INSTALL_SECRETS_FILE]);
  });

  it('differ between installs and between vendors', () => {
    const a = loadInstallSecrets(join(work, 'x'));
    const b = loadInstallSecrets(join(work, 'y'));
    expect(a.root).not.toBe(b.root);
    expect(installVendorSecret(a, 'BGS')).not.toBe(installVendorSecret(b, 'BGS'));
    expect(installVendorSecret(a, 'BGS')).not.toBe(installVendorSecret(a, 'CQ9'));
    expect(installVendorSecret(a, 'BGS')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('agree across processes starting on the same folder at the same moment (platform and games server)', async () => {
    const dir = join(work, 'race');
    const code = `const m = await import(${JSON.stringify(join(repoRoot, 'packages/config-schema/src/node/installSecrets.ts'))});
      process.stdout.write(m.installVendorSecret(m.loadInstallSecrets(${JSON.stringify(dir)}), 'BGS'));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (b: Buffer) => (out += b.toString()));
        child.on('exit', (c) => (c === 0 ? resolve(out) : reject(new Error(`exit ${c}`))));
      });
    const secrets = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(installVendorSecret(loadInstallSecrets(dir), 'BGS'));
  }, 60_000);
});

describe('a demo server with per-install vendor secrets', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    const install = loadInstallSecrets(join(work, 'demo'));
    secret = installVendorSecret(install, 'BGS');
    // As main.ts wires the demo profile: no VENDOR_SECRET_BGS, the secret derived from the install root.
    t = await createTestApp({ vendorSecret: (code) => installVendorSecret(install, code) });
  });
  afterAll(() => t.close());

  const balance = (signingSecret: string) => {
    const raw = JSON.stringify({ playerId: '1', currency: 'BDT' });
    return t.app.inject({
      method: 'POST',
      url: '/vendor/BGS/wallet/balance',
      headers: signedHeaders(signingSecret, raw),
      payload: raw,
    });
  };

  it('refuses a call signed with the old public development secret', async () => {
    // The value every install accepted before secrets were generated per install (the forged 10,000,000.00 win).
    const r = await balance('INSECURE-DEVELOPMENT-ONLY-vendor-secret-BGS');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
  });

  it("accepts the install's own secret", async () => {
    const r = await balance(secret);
    expect(r.json<{ code?: string }>().code).not.toBe('INVALID_SIGNATURE');
    expect(r.statusCode).not.toBe(401);
  });
});
