/**
 * The production profile fails closed (docs/decisions.md D15): one test per refusal of the pure check, and the real server
 * started with NODE_ENV=production on the repository's demo config, which must exit non-zero naming every problem.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DepositMethodConfig, IntegrationsConfig } from '@playdeck/config-schema';
import { repoRoot } from '../../app.ts';
import { loadBrandRegistry } from '../../infra/brands/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { demoSeedOn, productionProblems, profileOf, type LoadedConfig } from './production.ts';

const method = (id: string, provider: 'manual' | 'sandbox', enabled = true): DepositMethodConfig => ({
  id,
  name: id,
  provider,
  minMinor: '100',
  maxMinor: '1000',
  feeMinor: '0',
  enabled,
});

/** A random-looking 43-character secret (what `openssl rand -base64 32` style generators give). */
const STRONG = 'q8Vd2LrX0fKc7Wm1NzA4gTt9HbYe6Ju3PsQiR5oEvCx';

/** A deployment that may run: PostgreSQL, a real secret per vendor, manual payments, delivering providers. */
function clean(): { env: NodeJS.ProcessEnv; loaded: LoadedConfig } {
  return {
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/playdeck',
      ALPHA_SMS_KEY: 'gateway-key',
      ALPHA_SMTP_PASSWORD: 'smtp-password',
      VENDOR_SECRET_BGS: STRONG,
      VENDOR_SECRET_PT: `${STRONG}x`,
      CAPTCHA_HMAC_SECRET: `${STRONG}c`,
    },
    loaded: {
      brands: [
        {
          id: 'alpha',
          config: {
            config: { payments: { depositMethods: [method('bank', 'manual')] }, integrations: delivering() },
          },
        },
      ],
      vendorCodes: ['BGS', 'PT'],
    },
  };
}

/** A real HTTP SMS gateway and SMTP server, their secrets in ALPHA_SMS_KEY and ALPHA_SMTP_PASSWORD. */
function delivering(): IntegrationsConfig {
  return {
    sms: {
      provider: 'http-gateway',
      senderId: 'Alpha',
      apiKey: 'env:ALPHA_SMS_KEY',
      http: {
        url: 'https://sms.example/send',
        method: 'POST',
        body: '{"to":"{to}","text":"{text}"}',
        authHeader: { name: 'Authorization', prefix: 'Bearer ' },
        success: { status: [200] },
      },
    },
    email: {
      provider: 'smtp',
      host: 'smtp.example',
      port: 587,
      security: 'starttls',
      fromName: 'Alpha',
      fromAddress: 'no-reply@alpha.example',
      user: 'mailer',
      password: 'env:ALPHA_SMTP_PASSWORD',
    },
  };
}

/** `clean()` with the brand's integrations changed by `edit`. */
function withIntegrations(edit: (i: IntegrationsConfig) => void) {
  const c = clean();
  const i = delivering();
  edit(i);
  c.loaded.brands = [{ id: 'alpha', config: { config: { integrations: i } } }];
  return c;
}

describe('productionProblems', () => {
  it('finds nothing wrong with a deployment on PostgreSQL with real secrets and delivering providers', () => {
    const { env, loaded } = clean();
    expect(productionProblems(env, loaded)).toEqual([]);
  });

  it('refuses an enabled sandbox deposit method of a brand, naming brand and method (a disabled one is fine)', () => {
    const { env, loaded } = clean();
    loaded.brands = [
      {
        id: 'alpha',
        config: {
          config: {
            payments: { depositMethods: [method('bkash', 'sandbox'), method('old', 'sandbox', false)] },
            integrations: delivering(),
          },
        },
      },
    ];
    const p = productionProblems(env, loaded);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/brand alpha: deposit method bkash uses the sandbox payment gateway/);
  });

  it('starts with a real HTTP SMS gateway and SMTP server configured (messaging is no reason to refuse)', () => {
    const { env, loaded } = clean();
    expect(productionProblems(env, loaded).filter((p) => /integrations/.test(p))).toEqual([]);
  });

  it('refuses the console SMS provider, and a brand with no SMS provider', () => {
    let c = withIntegrations((i) => (i.sms = { provider: 'console', senderId: 'A' }));
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/^brand alpha: integrations\.sms\.provider is "console", which delivers nothing/),
    ]);
    c = withIntegrations((i) => delete i.sms);
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/^brand alpha: no integrations\.sms/),
    ]);
  });

  it('refuses the console e-mail provider, and a brand with none', () => {
    let c = withIntegrations(
      (i) => (i.email = { provider: 'console', fromName: 'A', fromAddress: 'a@a.example' }),
    );
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/^brand alpha: integrations\.email\.provider is "console"/),
    ]);
    c = withIntegrations((i) => delete i.email);
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/^brand alpha: integrations\.email\.provider is "none"/),
    ]);
  });

  it('refuses a brand whose integrations name a sandbox SMS provider', () => {
    const { env, loaded } = withIntegrations(
      (i) => (i.sms = { provider: 'sandbox', senderId: 'B', apiKey: 'env:K' }),
    );
    loaded.brands = [...loaded.brands].map((b) => ({ ...b, id: 'beta' }));
    expect(productionProblems(env, loaded)).toEqual([
      expect.stringMatching(/^brand beta: integrations\.sms\.provider is "sandbox"/),
    ]);
  });

  it('refuses an SMS gateway whose key variable is unset, or whose URL is plain http', () => {
    let c = clean();
    delete c.env.ALPHA_SMS_KEY;
    expect(productionProblems(c.env, c.loaded)).toEqual([
      'brand alpha: integrations.sms.apiKey names ALPHA_SMS_KEY, which is not set',
    ]);
    c = withIntegrations((i) => (i.sms!.http!.url = 'http://sms.example/send'));
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/sms\.http\.url is not https/),
    ]);
  });

  it('refuses an SMTP login whose password variable is unset, and an SMTP server without TLS off this machine', () => {
    let c = clean();
    delete c.env.ALPHA_SMTP_PASSWORD;
    expect(productionProblems(c.env, c.loaded)).toEqual([
      'brand alpha: integrations.email.password names ALPHA_SMTP_PASSWORD, which is not set (SMTP login mailer)',
    ]);
    c = withIntegrations((i) => (i.email!.security = 'none'));
    expect(productionProblems(c.env, c.loaded)).toEqual([
      expect.stringMatching(/security is "none" for smtp\.example/),
    ]);
    c = withIntegrations((i) => Object.assign(i.email!, { security: 'none', host: '127.0.0.1' }));
    expect(productionProblems(c.env, c.loaded)).toEqual([]);
  });

  it('refuses a social provider whose node is on without config, whose secret variable is unset, or over http', () => {
    const google = {
      issuer: 'https://accounts.google.com',
      clientId: 'alpha-web',
      clientSecret: 'env:ALPHA_GOOGLE' as const,
    };
    let c = withIntegrations((i) => (i.social = { google }));
    c.env.ALPHA_GOOGLE = 'google-client-secret';
    c.loaded.brands = [...c.loaded.brands].map((b) => ({
      ...b,
      flags: { SOCIALLOGIN3: true, socialGoogle: true, socialFacebook: true },
    }));
    expect(productionProblems(c.env, c.loaded)).toEqual([
      'brand alpha: socialFacebook is on but integrations.social.facebook is missing (its login button would fail); configure it or switch the node off',
    ]);
    c = withIntegrations((i) => (i.social = { google }));
    expect(productionProblems(c.env, c.loaded)).toEqual([
      'brand alpha: integrations.social.google.clientSecret names ALPHA_GOOGLE, which is not set',
    ]);
    c = withIntegrations((i) => (i.social = { google: { ...google, issuer: 'http://127.0.0.1:9000' } }));
    c.env.ALPHA_GOOGLE = 'google-client-secret';
    expect(productionProblems(c.env, c.loaded)).toEqual([
      'brand alpha: integrations.social.google.issuer is not https (http://127.0.0.1:9000)',
    ]);
  });

  it('refuses a vendor without VENDOR_SECRET_<CODE>', () => {
    const { env, loaded } = clean();
    delete env.VENDOR_SECRET_PT;
    expect(productionProblems(env, loaded)).toEqual([expect.stringMatching(/^VENDOR_SECRET_PT is not set/)]);
  });

  it('refuses a missing or weak CAPTCHA_HMAC_SECRET', () => {
    const { env, loaded } = clean();
    delete env.CAPTCHA_HMAC_SECRET;
    expect(productionProblems(env, loaded)).toEqual([
      expect.stringMatching(/^CAPTCHA_HMAC_SECRET is not set/),
    ]);
    env.CAPTCHA_HMAC_SECRET = 'development-captcha-secret-0123456789';
    expect(productionProblems(env, loaded)).toEqual([
      expect.stringMatching(/^CAPTCHA_HMAC_SECRET is a development/),
    ]);
  });

  it('refuses development, placeholder, short and patterned vendor secrets', () => {
    for (const bad of [
      'development-only-vendor-secret-for-BGS-0123456789',
      'please-change-me-to-a-real-value-0123456789',
      'short',
      'abababababababababababababababababababab',
    ]) {
      const { env, loaded } = clean();
      env.VENDOR_SECRET_BGS = bad;
      expect(productionProblems(env, loaded), bad).toEqual([expect.stringMatching(/^VENDOR_SECRET_BGS is /)]);
    }
  });

  it('refuses a missing DATABASE_URL unless ALLOW_EMBEDDED_DB=1', () => {
    const { env, loaded } = clean();
    delete env.DATABASE_URL;
    expect(productionProblems(env, loaded)).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set.*ALLOW_EMBEDDED_DB=1/),
    ]);
    expect(productionProblems({ ...env, ALLOW_EMBEDDED_DB: '1' }, loaded)).toEqual([]);
  });

  it('refuses demo seeding', () => {
    const { env, loaded } = clean();
    env.DEMO_SEED = '1';
    expect(productionProblems(env, loaded)).toEqual([expect.stringMatching(/^DEMO_SEED is on/)]);
  });

  it('refuses public API docs', () => {
    const { env, loaded } = clean();
    env.API_DOCS_PUBLIC = '1';
    expect(productionProblems(env, loaded)).toEqual([expect.stringMatching(/^API_DOCS_PUBLIC is on/)]);
  });

  it('refuses test hooks and a weak operator bootstrap token', () => {
    const { env, loaded } = clean();
    env.PLAYDECK_TEST_HOOKS = '1';
    env.OPS_BOOTSTRAP_TOKEN = 'changeme';
    expect(productionProblems(env, loaded)).toEqual([
      expect.stringMatching(/^OPS_BOOTSTRAP_TOKEN is /),
      expect.stringMatching(/^PLAYDECK_TEST_HOOKS is on/),
    ]);
  });

  it("names every problem of the repository's demo config at once", () => {
    const brands = loadBrandRegistry(join(repoRoot, 'config'));
    const p = productionProblems(
      { NODE_ENV: 'production' },
      {
        brands: brands.brands.values(),
        vendorCodes: ['BGS'],
      },
    );
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^brand deshplay: deposit method bkash/),
        expect.stringMatching(/^brand deshplay: deposit method nagad/),
        expect.stringMatching(/^brand deshplay: integrations\.sms\.provider is "sandbox"/),
        expect.stringMatching(/^brand nova: integrations\.email\.provider is "none"/),
        expect.stringMatching(/^VENDOR_SECRET_BGS is not set/),
        expect.stringMatching(/^DATABASE_URL is not set/),
      ]),
    );
  });
});

describe('profiles', () => {
  it('is production only for NODE_ENV=production; demo seeding defaults on in the demo only', () => {
    expect(profileOf({ NODE_ENV: 'production' })).toBe('production');
    expect(profileOf({ NODE_ENV: 'test' })).toBe('demo');
    expect(profileOf({})).toBe('demo');
    expect(demoSeedOn({})).toBe(true);
    expect(demoSeedOn({ DEMO_SEED: '0' })).toBe(false);
    expect(demoSeedOn({ NODE_ENV: 'production' })).toBe(false);
    expect(demoSeedOn({ NODE_ENV: 'production', DEMO_SEED: '1' })).toBe(true);
  });
});

describe('the profile in the status boot data (the demo says so on the footer)', () => {
  it('answers profile demo by default and production when the production profile runs', async () => {
    for (const profile of ['demo', 'production'] as const) {
      const t = await createTestApp(profile === 'demo' ? {} : { profile });
      try {
        const r = await t.req<{ profile: string }>('GET', '/wps/system/status');
        expect(r.body.value?.profile).toBe(profile);
      } finally {
        await t.close();
      }
    }
  });
});

describe('the server under NODE_ENV=production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-prod-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits non-zero before opening a database, naming every problem at once', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: join(dataDir, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      DEMO_SEED: '1',
      API_DOCS_PUBLIC: '1',
      VENDOR_SECRET_BGS: 'short',
    };
    for (const k of ['DATABASE_URL', 'REDIS_URL', 'ALLOW_EMBEDDED_DB', 'PLAYDECK_TEST_HOOKS', 'CONFIG_DIR'])
      delete env[k];
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.stdout.resume();
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    for (const named of [
      /NODE_ENV=production refuses to start/,
      /brand deshplay: deposit method bkash uses the sandbox payment gateway/,
      /brand nova: deposit method \w+ uses the sandbox payment gateway/,
      /brand deshplay: integrations\.sms\.provider is "sandbox", which delivers nothing/,
      /brand deshplay: integrations\.email\.provider is "none"/,
      /VENDOR_SECRET_BGS is shorter than 32 characters/,
      /DATABASE_URL is not set/,
      /DEMO_SEED is on/,
      /API_DOCS_PUBLIC is on/,
    ])
      expect(stderr).toMatch(named);
    // Refused before anything was written: no database, no generated secret.
    expect(existsSync(join(dataDir, 'data')) ? readdirSync(join(dataDir, 'data')) : []).toEqual([]);
  }, 120_000);
});
