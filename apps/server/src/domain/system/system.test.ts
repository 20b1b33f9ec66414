import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { loadBrandRegistry } from '../../infra/brands/index.ts';
import { repoRoot } from '../../app.ts';
import { configVariant, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system calls', () => {
  it('answers /wps/system/status with status 0, location and brand info in the envelope', async () => {
    const r = await t.req<{
      status: number;
      maintenance: boolean;
      regionRestriction: boolean;
      location: { ip: string };
      info: Record<string, unknown>;
    }>('GET', '/wps/system/status');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const v = r.body.value!;
    expect(v.status).toBe(0);
    expect(v.maintenance).toBe(false);
    expect(v.regionRestriction).toBe(false);
    expect(v.location.ip).toBe('127.0.0.1');
    expect(v.info.merchant).toBe('deshplay');
    for (const k of [
      'whitelabel',
      'register',
      'customerService',
      'domainRoute',
      'resources',
      'mainDomain',
      'analyticsId',
      'imageCDNs',
      'launchGameCDNs',
      'menus',
    ])
      expect(v.info).toHaveProperty(k);
    expect(JSON.stringify(v.info)).not.toMatch(/secret|password_hash/i);
  });

  it('resolves the brand from the Merchant header, and refuses an unknown merchant with UNKNOWN_BRAND', async () => {
    const nova = await t.req<{ info: { merchant: string } }>('GET', '/wps/system/status', {
      headers: { merchant: 'nova' },
    });
    expect(nova.body.value!.info.merchant).toBe('nova');
    const bad = await t.req('GET', '/wps/system/status', { headers: { merchant: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'UNKNOWN_BRAND' });
  });

  it('serves whitelabel, register settings, domain routes and help centre', async () => {
    const wl = await t.req<Array<{ modId: string }>>('GET', '/wps/system/whitelabel');
    expect(wl.body.value!.map((n) => n.modId)).toContain('DIRECTREG3');
    const reg = await t.req<Record<string, { enabled: boolean }>>('GET', '/wps/system/setting/register');
    expect(reg.body.value!.username!.enabled).toBe(true);
    const dr = await t.req('GET', '/wps/system/domainRoute');
    expect(dr.body.success).toBe(true);
    const en = await t.req<Array<{ title: string }>>('GET', '/wps/system/helpCenter?lang=en&device=WEB');
    expect(en.body.value![0]!.title).toBe('How to register');
    const bn = await t.req<Array<{ title: string }>>('GET', '/wps/system/helpCenter?lang=bn&device=WEB');
    expect(bn.body.value![0]!.title).toBe('কীভাবে নিবন্ধন করবেন');
  });

  it('serves the terms from their own config with the help centre node off, in the brand language asked for (D35)', async () => {
    const cfg = configVariant({});
    const wl = join(cfg.dir, 'brands', '_base', 'whitelabel.json');
    const before = readFileSync(wl, 'utf8');
    const off = before.replace(
      '{ "modId": "helpCenter", "enabled": "1" }',
      '{ "modId": "helpCenter", "enabled": "0" }',
    );
    expect(off).not.toBe(before);
    writeFileSync(wl, off);
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const nodes = await m.req<Array<{ modId: string; enabled: string }>>('GET', '/wps/system/whitelabel');
      expect(nodes.body.value!.find((n) => n.modId === 'helpCenter')?.enabled).toBe('0');
      type Terms = { updated: string; sections: Array<{ id: string; title: string; content: string }> };
      const bn = await m.req<Terms>('GET', '/wps/system/terms?lang=bn');
      expect(bn.status).toBe(200);
      expect(bn.body.value!.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(bn.body.value!.sections[0]).toMatchObject({ id: 'account', title: '১. আপনার অ্যাকাউন্ট' });
      const en = await m.req<Terms>('GET', '/wps/system/terms?lang=en');
      expect(en.body.value!.sections.map((x) => x.title)[0]).toBe('1. Your account');
      // A language the brand does not have gives the call's language; nova has Hindi.
      const hiOnDeshplay = await m.req<Terms>('GET', '/wps/system/terms?lang=hi', {
        headers: { language: 'en' },
      });
      expect(hiOnDeshplay.body.value!.sections[0]!.title).toBe('1. Your account');
      const nova = await m.req<Terms>('GET', '/wps/system/terms?lang=hi', { headers: { merchant: 'nova' } });
      expect(nova.body.value!.sections[0]!.title).toBe('1. आपका खाता');
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('answers unknown paths with a localised 404 envelope', async () => {
    const en = await t.req('GET', '/wps/nowhere');
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'Invalid URL, please contact customer service',
    });
    const bn = await t.req('GET', '/wps/nowhere', { headers: { language: 'bn' } });
    expect(bn.body.message).toBe('অবৈধ URL, অনুগ্রহ করে গ্রাহক সেবার সাথে যোগাযোগ করুন');
  });

  it('sends a strict CSP without unsafe-eval or unsafe-inline scripts, and a Permissions-Policy', async () => {
    const r = await t.req('GET', '/wps/system/status');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(String(r.headers['permissions-policy'])).toContain('camera=()');
  });

  it('over plain HTTP sends no HSTS, upgrade-insecure-requests or COOP, so assets stay on http', async () => {
    // X-Forwarded-Proto from a peer that is not a trusted proxy hop is not believed (docs/decisions.md D7).
    const r = await t.req('GET', '/wps/system/status', {
      headers: { host: 'nova.example.test', 'x-forwarded-proto': 'https' },
    });
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(String(r.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(r.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('behind a trusted proxy that forwarded https, sends HSTS and upgrade-insecure-requests', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const r = await proxied.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(r.headers['strict-transport-security'])).toContain('max-age=31536000');
      expect(String(r.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await proxied.close();
    }
  });

  it('serves the OpenAPI document at /wps/docs listing the calls', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/wps/docs' });
    const doc = r.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/wps/session/login',
      '/wps/member/register',
      '/wps/system/status',
      '/wps/captcha',
      '/wps/v2/wallets/balance',
      '/wps/feedback',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });

  it('refuses bodies over the size limit with a 413 envelope and malformed JSON with a 400 envelope', async () => {
    const big = await t.req('POST', '/wps/session/login', {
      rawBody: JSON.stringify({ username: 'a'.repeat(40_000), password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.body.errorCode).toBe('BODY_TOO_LARGE');
    const bad = await t.req('POST', '/wps/session/login', {
      rawBody: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('menus from the brand config (vendors.json menus)', () => {
  type Entry = { route: string; modId?: string; labelId?: string };
  type Menus = Record<
    'header' | 'side' | 'footer' | 'avatar' | 'memberCenter' | 'agentCenter' | 'bottom',
    Entry[]
  >;

  it('serves every menu of the brand in config order in the status info', async () => {
    const r = await t.req<{ info: { menus: Menus } }>('GET', '/wps/system/status');
    const menus = r.body.value!.info.menus;
    const base = (
      JSON.parse(readFileSync(join(repoRoot, 'config/brands/_base/vendors.json'), 'utf8')) as {
        menus: Menus;
      }
    ).menus;
    expect(menus).toEqual(base);
    expect(menus.bottom.map((e) => e.route)).toEqual([
      'home',
      'promotions',
      'depositv2',
      'transferFund',
      'securityCenter',
    ]);
  });

  it('a reordered, shortened or relabelled menu in one brand config is what that brand serves', async () => {
    const cfg = configVariant({});
    const file = join(cfg.dir, 'brands/nova/vendors.json');
    const vendors = JSON.parse(readFileSync(file, 'utf8')) as { menus?: Partial<Menus> };
    vendors.menus = {
      header: [
        { route: 'promotions', modId: 'headerPromotions' },
        { route: 'home', labelId: 'app.page.home' },
      ],
      bottom: [{ route: 'depositv2', modId: 'depositv2' }, { route: 'home' }],
    };
    writeFileSync(file, JSON.stringify(vendors));
    const app = await createTestApp({ configDir: cfg.dir });
    try {
      const nova = await app.req<{ info: { menus: Menus } }>('GET', '/wps/system/status', {
        headers: { merchant: 'nova' },
      });
      expect(nova.body.value!.info.menus.header).toEqual([
        { route: 'promotions', modId: 'headerPromotions' },
        { route: 'home', labelId: 'app.page.home' },
      ]);
      expect(nova.body.value!.info.menus.bottom.map((e) => e.route)).toEqual(['depositv2', 'home']);
      // Menus config does not name are inherited from _base; the other brand keeps its own.
      expect(nova.body.value!.info.menus.footer.length).toBeGreaterThan(0);
      const desh = await app.req<{ info: { menus: Menus } }>('GET', '/wps/system/status');
      expect(desh.body.value!.info.menus.header[0]).toEqual({ route: 'home' });
    } finally {
      await app.close();
      cfg.remove();
    }
  });

  it('refuses to start on a menu entry naming a route the site does not have', async () => {
    const cfg = configVariant({});
    const file = join(cfg.dir, 'brands/nova/vendors.json');
    const vendors = JSON.parse(readFileSync(file, 'utf8')) as { menus?: Partial<Menus> };
    vendors.menus = { bottom: [{ route: 'casinoRoyale' }] };
    writeFileSync(file, JSON.stringify(vendors));
    try {
      expect(() => loadBrandRegistry(cfg.dir)).toThrow(/menus\/bottom\/0\/route/);
    } finally {
      cfg.remove();
    }
  });
});

describe('brand.json keys the site and the server read: ageGate, limits, userTypes', () => {
  /** `yyyy-MM-dd` of today minus `years` years plus `days` days (UTC; two days of margin cover every timezone). */
  const dateAgo = (years: number, days: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('serves the shipped values in the status info', async () => {
    const r = await t.req<{ info: Record<string, unknown> }>('GET', '/wps/system/status');
    expect(r.body.value!.info).toMatchObject({
      userTypes: { agent: [1, 2, 41, 42], trial: 4 },
      ageGate: { termsMinAge: 18, birthdayMinAge: 21 },
      limits: { feedbackMaxLength: 200, feedbackHintMinLength: 20 },
    });
  });

  it('refuses a registration birthday under 21 with a localised 400, before anything is written', async () => {
    const before = await t.count('members');
    const body = {
      username: 'youngster1',
      password: 'long-enough-pw',
      confirmPassword: 'long-enough-pw',
      birthday: dateAgo(21, 2),
    };
    const en = await t.req('PUT', '/wps/member/register', { body, ip: t.ip() });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      success: false,
      errorCode: 'AGE_RESTRICTED',
      message: 'Please confirm you are 21 years old',
      value: { field: 'birthday', messageId: 'reg.age21', values: { age: 21 } },
    });
    const bn = await t.req('PUT', '/wps/member/register', { body, ip: t.ip(), headers: { language: 'bn' } });
    expect(bn.body.message).toBe('অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স কমপক্ষে ২১ বছর');
    for (const birthday of ['2001-02-30', '01/02/2001', dateAgo(-1, 0)]) {
      const bad = await t.req('PUT', '/wps/member/register', { body: { ...body, birthday }, ip: t.ip() });
      expect(bad.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'birthday' } });
    }
    expect(await t.count('members')).toBe(before);
    // 21 years old (two days past the birthday) registers, and the birthday is kept on the profile.
    const ok = await t.register({ birthday: dateAgo(21, -2) });
    const [row] = await t.db.query<{ profile: Record<string, string> }>(
      sql`SELECT profile FROM members WHERE username = ${ok.username}`,
    );
    expect(row!.profile.birthday).toBe(dateAgo(21, -2));
  });

  it('follows the values of an edited brand.json: age gate 25, feedback 10 to 120 characters', async () => {
    const cfg = configVariant({
      brands: {
        deshplay: {
          ageGate: { termsMinAge: 19, birthdayMinAge: 25 },
          limits: { feedbackMaxLength: 120, feedbackHintMinLength: 10 },
        },
      },
    });
    const app = await createTestApp({ configDir: cfg.dir });
    try {
      const status = await app.req<{ info: Record<string, unknown> }>('GET', '/wps/system/status');
      expect(status.body.value!.info).toMatchObject({
        ageGate: { termsMinAge: 19, birthdayMinAge: 25 },
        limits: { feedbackMaxLength: 120, feedbackHintMinLength: 10 },
      });
      // 22 is enough for the shipped gate (21), not for this brand's (25).
      const young = await app.req('PUT', '/wps/member/register', {
        body: {
          username: 'young22',
          password: 'long-enough-pw',
          confirmPassword: 'long-enough-pw',
          birthday: dateAgo(22, -2),
        },
        ip: app.ip(),
      });
      expect(young.body).toMatchObject({
        errorCode: 'AGE_RESTRICTED',
        message: 'Please confirm you are 25 years old',
      });
      const ip = app.ip();
      const c = await app.captcha(ip);
      const long = await app.req('PUT', '/wps/feedback', {
        body: { content: 'x'.repeat(121), type: 1, captcha: c.answer },
        ip,
      });
      expect(long.body).toMatchObject({
        errorCode: 'FEEDBACK_CONTENT_LENGTH',
        message: 'Please describe the problem in 10 to 120 characters',
      });
      const c2 = await app.captcha(ip);
      const fits = await app.req('PUT', '/wps/feedback', {
        body: { content: 'x'.repeat(120), type: 1, captcha: c2.answer },
        ip,
      });
      expect(fits.status).toBe(200);
    } finally {
      await app.close();
      cfg.remove();
    }
  });
});

describe('maintenance and region restriction from the brand config files', () => {
  it('reports maintenance (1) with its message when brand.json switches it on, wins over a region deny list, and refuses login with 503', async () => {
    const cfg = configVariant({
      brands: {
        deshplay: {
          site: {
            maintenance: {
              enabled: true,
              until: '2999-01-01T00:00:00Z',
              message: { bn: 'রক্ষণাবেক্ষণ চলছে', en: 'Back soon' },
            },
          },
          server: { region: { allow: [], deny: ['US'] } },
        },
      },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const r = await m.req<{ status: number; maintenanceMessage: string; maintenanceUntil: string }>(
        'GET',
        '/wps/system/status',
        { ip: '203.0.113.7' },
      );
      expect(r.body.value).toMatchObject({
        status: 1,
        maintenance: true,
        regionRestriction: false,
        maintenanceMessage: 'Back soon',
        maintenanceUntil: '2999-01-01T00:00:00.000Z',
      });
      const bn = await m.req<{ maintenanceMessage: string }>('GET', '/wps/system/status', {
        headers: { language: 'bn' },
      });
      expect(bn.body.value!.maintenanceMessage).toBe('রক্ষণাবেক্ষণ চলছে');
      const login = await m.req('POST', '/wps/session/login', { body: { username: 'a', password: 'b' } });
      expect(login.status).toBe(503);
      expect(login.body.errorCode).toBe('SYSTEM_MAINTENANCE');
      const sms = await m.req('POST', '/wps/verification/sms/register', {
        body: { mobileNo: m.mobile(), countryDialingCode: '+880' },
      });
      expect(sms.status).toBe(503);
      // Another brand of the same deployment is not in maintenance.
      const nova = await m.req<{ status: number }>('GET', '/wps/system/status', {
        headers: { merchant: 'nova' },
      });
      expect(nova.body.value!.status).toBe(0);
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('honours the maintenance window: before `from` and after `until` the site is normal', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const cfg = configVariant({
      brands: {
        deshplay: {
          site: {
            maintenance: { enabled: true, from: '2030-01-01T01:00:00Z', until: '2030-01-01T02:00:00Z' },
          },
        },
      },
    });
    const m = await createTestApp({ configDir: cfg.dir, now: () => now });
    try {
      const status = async () =>
        (await m.req<{ status: number }>('GET', '/wps/system/status')).body.value!.status;
      expect(await status()).toBe(0);
      now = Date.parse('2030-01-01T01:30:00Z');
      expect(await status()).toBe(1);
      now = Date.parse('2030-01-01T02:00:00Z');
      expect(await status()).toBe(0);
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('restricts by the client IP country (2) with a deny list, allows others, and ignores a forged X-Forwarded-For without a trusted proxy', async () => {
    const cfg = configVariant({ brands: { deshplay: { server: { region: { allow: [], deny: ['US'] } } } } });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const us = await m.req<{ status: number; location: { ip: string } }>('GET', '/wps/system/status', {
        ip: '203.0.113.7',
      });
      expect(us.body.value).toMatchObject({
        status: 2,
        regionRestriction: true,
        location: { ip: '203.0.113.7', country: 'US' },
      });
      const bd = await m.req<{ status: number }>('GET', '/wps/system/status', { ip: '203.0.113.8' });
      expect(bd.body.value!.status).toBe(0);
      const forged = await m.req<{ status: number }>('GET', '/wps/system/status', {
        ip: '203.0.113.7',
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(forged.body.value!.status).toBe(2);
      const reg = await m.req('PUT', '/wps/member/register', {
        ip: '203.0.113.7',
        body: { username: 'abcd1', password: 'x', confirmPassword: 'x' },
      });
      expect(reg.status).toBe(403);
      expect(reg.body.errorCode).toBe('ACCESS_RESTRICTED');
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('uses X-Forwarded-For through the trusted hop count of platform.json, with an allow list', async () => {
    const cfg = configVariant({
      brands: { deshplay: { server: { region: { allow: ['BD'], deny: [] } } } },
      platform: { trustedProxyHops: 1 },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const viaProxy = await m.req<{ status: number; location: { ip: string } }>(
        'GET',
        '/wps/system/status',
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
      );
      expect(viaProxy.body.value).toMatchObject({ status: 2, location: { ip: '203.0.113.7' } });
      const allowed = await m.req<{ status: number }>('GET', '/wps/system/status', {
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(allowed.body.value!.status).toBe(0);
      // Only one hop is trusted: a client-supplied entry before the proxy's is ignored.
      const spoofed = await m.req<{ status: number; location: { ip: string } }>('GET', '/wps/system/status', {
        headers: { 'x-forwarded-for': '203.0.113.8, 203.0.113.7' },
      });
      expect(spoofed.body.value).toMatchObject({ status: 2, location: { ip: '203.0.113.7' } });
      // A peer that is not a listed proxy (platform.json trustedProxies) is the client, whatever it forwards (here a
      // Bangladeshi address); it has no known country, which an allow list refuses.
      const direct = await m.req<{ status: number; location: { ip: string } }>('GET', '/wps/system/status', {
        ip: '198.51.100.1',
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(direct.body.value).toMatchObject({ status: 2, location: { ip: '198.51.100.1', country: null } });
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('routes a request without a Merchant header by its host name from server.hosts', async () => {
    const nova = await t.req<{ info: { merchant: string; mainDomain: string } }>(
      'GET',
      '/wps/system/status',
      {
        headers: { host: 'www.novaplay.example' },
      },
    );
    expect(nova.body.value!.info).toMatchObject({ merchant: 'nova', mainDomain: 'www.novaplay.example' });
    const other = await t.req<{ info: { merchant: string } }>('GET', '/wps/system/status', {
      headers: { host: 'unknown.example' },
    });
    expect(other.body.value!.info.merchant).toBe('deshplay');
  });

  it('looks a country up only when the brand restricts regions', async () => {
    let lookups = 0;
    const m = await createTestApp({ geo: () => (lookups++, 'US') });
    try {
      const r = await m.req<{ status: number; location: { country: string | null } }>(
        'GET',
        '/wps/system/status',
      );
      expect(r.body.value).toMatchObject({ status: 0, location: { country: null } });
      expect(lookups).toBe(0);
    } finally {
      await m.close();
    }
  });
});

describe('serving the built web app', () => {
  it('serves files, falls back to index.html for non-API GETs with a script nonce, and keeps 404 envelopes for API paths', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script nonce="%CSP_NONCE%">1</script>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const m = await createTestApp({ webDist: dir });
    try {
      expect((await m.app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
      const page = await m.app.inject({ url: '/member' });
      expect(page.statusCode).toBe(200);
      const nonce = /nonce="([^"]+)"/.exec(page.body)![1]!;
      expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      expect((await m.req('GET', '/wps/missing')).body.errorCode).toBe('NOT_FOUND');
    } finally {
      await m.close();
      rmSync(dir, { recursive: true });
    }
  });
});

describe('page identity from the brand config: title, description, favicon, web-app manifest', () => {
  it('names each brand in the page head and serves its own favicon and manifest', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel="icon" href="data:," /><title>Playdeck</title></head><body><div id="root"></div></body></html>',
    );
    const m = await createTestApp({ webDist: dir });
    try {
      const desh = await m.app.inject({ url: '/promotions', headers: { language: 'en' } });
      expect(desh.body).toContain('<title>DeshPlay</title>');
      expect(desh.body).not.toContain('Playdeck');
      expect(desh.body).not.toContain('href="data:,"');
      expect(desh.body).toContain(
        '<meta name="description" content="DeshPlay: slots, live casino, sports and lottery, with fast bKash and Nagad deposits.">',
      );
      expect(desh.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(desh.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      const bn = await m.app.inject({ url: '/promotions', headers: { language: 'bn' } });
      expect(bn.body).toContain('নগদ জমা।');
      const nova = await m.app.inject({ url: '/promotions', headers: { merchant: 'nova' } });
      expect(nova.body).toContain('<title>Nova Play</title>');
      expect(nova.body).toContain('with UPI deposits.');

      const manifest = await m.app.inject({ url: '/manifest.webmanifest', headers: { merchant: 'nova' } });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const mf = JSON.parse(manifest.body) as Record<string, unknown>;
      expect(mf).toMatchObject({
        name: 'Nova Play',
        short_name: 'Nova Play',
        lang: 'en',
        start_url: '/',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', type: 'image/svg+xml' }],
      });
      expect(mf.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      const deshManifest = JSON.parse((await m.app.inject({ url: '/manifest.webmanifest' })).body) as {
        name: string;
        theme_color: string;
      };
      expect(deshManifest.name).toBe('DeshPlay');
      expect(deshManifest.theme_color).not.toBe(mf.theme_color);

      const icon = await m.app.inject({ url: '/favicon.svg', headers: { merchant: 'nova' } });
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(icon.body).toContain('>N</text>');
      expect(icon.body).toContain(`fill="${mf.theme_color as string}"`);
      expect((await m.app.inject({ url: '/favicon.svg' })).body).toContain('>D</text>');
    } finally {
      await m.close();
      rmSync(dir, { recursive: true });
    }
  });
});

describe('index.html boot data (the status inlined for the first render)', () => {
  it('inlines the request’s own status envelope (brand by host, region by IP) as a non-executed JSON block that no value can close', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    const cfg = configVariant({
      brands: {
        deshplay: { server: { region: { allow: [], deny: ['US'] } } },
        nova: {
          site: {
            maintenance: {
              enabled: true,
              until: '2999-01-01T00:00:00Z',
              message: { en: '</script><script>alert(1)</script>', bn: '</script><script>alert(1)</script>' },
            },
          },
        },
      },
    });
    const m = await createTestApp({ configDir: cfg.dir, webDist: dir });
    const boot = (html: string) => {
      const found = /<script type="application\/json" id="pd-boot">([^<]*)<\/script><\/head>/.exec(html);
      expect(found, 'boot data block before </head>').not.toBeNull();
      return JSON.parse(found![1]!) as {
        success: boolean;
        value: {
          status: number;
          location: { ip: string; country: string | null };
          info: { merchant: string };
        };
      };
    };
    try {
      const us = await m.app.inject({ url: '/home', remoteAddress: '203.0.113.7' });
      expect(us.statusCode).toBe(200);
      const api = await m.req('GET', '/wps/system/status', { ip: '203.0.113.7' });
      expect(boot(us.body)).toEqual(api.body);
      expect(boot(us.body).value).toMatchObject({
        status: 2,
        location: { ip: '203.0.113.7', country: 'US' },
      });
      expect(boot((await m.app.inject({ url: '/', remoteAddress: '203.0.113.8' })).body).value.status).toBe(
        0,
      );

      const nova = await m.app.inject({ url: '/', headers: { host: 'www.novaplay.example' } });
      const value = boot(nova.body).value as {
        status: number;
        maintenanceMessage?: string;
        info: { merchant: string };
      };
      expect(value).toMatchObject({ status: 1, info: { merchant: 'nova' } });
      expect(value.maintenanceMessage).toBe('</script><script>alert(1)</script>');
      // One script element only: the message could not close the data block.
      expect(nova.body.match(/<script/g)).toHaveLength(1);
      // The CSP is unchanged in strictness: no 'unsafe-inline' for scripts.
      expect(String(nova.headers['content-security-policy'])).not.toContain('unsafe-inline');
    } finally {
      await m.close();
      cfg.remove();
      rmSync(dir, { recursive: true });
    }
  });
});
