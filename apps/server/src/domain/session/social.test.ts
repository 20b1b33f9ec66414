/**
 * Social login over HTTP against a real OpenID Connect provider run in-process (test/oidcProvider.ts), standing in for
 * both Google and Facebook (docs/architecture.md "Social login"): PKCE, state and nonce through openid-client; a
 * linked provider account logs in with a one-time ticket (D1); an unknown one links to an existing account only after
 * that account's password, or gets an account of its own through the brand's registration; never by e-mail alone;
 * a callback without this browser's start cookie logs nobody in.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@playdeck/api-client/schemas';
import type { SocialPendingValue } from '@playdeck/api-client/social';
import type { Brand } from '../../infra/brands/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startOidcStandIn, type OidcStandIn } from '../../test/oidcProvider.ts';

const SECRET_ENV = { google: 'TEST_SOCIAL_GOOGLE_SECRET', facebook: 'TEST_SOCIAL_FACEBOOK_SECRET' } as const;
const ORIGIN = 'http://localhost:80';
const callback = (p: string) => `${ORIGIN}/wps/session/social/${p}/callback`;

let idp: OidcStandIn;
let t: TestApp;

const withSocial = (b: Brand): Partial<Brand> => ({
  flags: { ...b.flags, SOCIALLOGIN3: true, socialGoogle: true, socialFacebook: true },
  config: {
    ...b.config!,
    config: {
      ...b.config!.config,
      integrations: {
        ...b.config!.config.integrations,
        social: {
          google: { issuer: idp.issuer, clientId: 'google-client', clientSecret: `env:${SECRET_ENV.google}` },
          facebook: { issuer: idp.issuer, clientId: 'fb-client', clientSecret: `env:${SECRET_ENV.facebook}` },
        },
      },
    },
  },
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  for (const c of [setCookie ?? []].flat()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1];
  }
  return undefined;
};

/**
 * A browser's social login: start (302 to the provider, start cookie), the provider's redirects as `account`, then the
 * callback with the start cookie. Returns the callback's answer and the authorization URL.
 */
async function socialLogin(
  provider: 'google' | 'facebook',
  account: { sub: string; email?: string },
  returnTo = '/member',
) {
  const start = await t.req(
    'GET',
    `/wps/session/social/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(start.status).toBe(302);
  const authUrl = new URL(String(start.headers.location));
  const handle = cookieOf(start.headers['set-cookie'], 'pd_social_state')!;
  idp.nextAccount = account;
  const back = await idp.authorize(authUrl.href);
  expect(back.origin + back.pathname).toBe(new URL(callback(provider)).href);
  const cb = await t.req('GET', back.pathname + back.search, { cookies: { pd_social_state: handle } });
  return { cb, authUrl, back, handle };
}

const exchange = async (location: string) => {
  const ticket = new URL(location, ORIGIN).searchParams.get('ticket')!;
  return t.req<LoginResult>('POST', '/wps/session/ticket/exchange', { body: { ticket } });
};
const infoOf = async (token: string) =>
  (await t.req<{ id: string; account: string }>('GET', '/wps/member/info', { token })).body.value!;

beforeAll(async () => {
  process.env[SECRET_ENV.google] = 'google-secret-for-tests-only';
  process.env[SECRET_ENV.facebook] = 'facebook-secret-for-tests-only';
  idp = await startOidcStandIn([
    {
      client_id: 'google-client',
      client_secret: process.env[SECRET_ENV.google]!,
      redirect_uris: [new URL(callback('google')).href],
    },
    {
      client_id: 'fb-client',
      client_secret: process.env[SECRET_ENV.facebook]!,
      redirect_uris: [new URL(callback('facebook')).href],
    },
  ]);
  t = await createTestApp({ brandOverride: withSocial });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe('social login through an OpenID Connect provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and sets an HttpOnly start cookie', async () => {
    const start = await t.req('GET', '/wps/session/social/google/start');
    expect(start.status).toBe(302);
    const u = new URL(String(start.headers.location));
    expect(u.origin).toBe(idp.issuer);
    expect(u.searchParams.get('client_id')).toBe('google-client');
    expect(u.searchParams.get('redirect_uri')).toBe(new URL(callback('google')).href);
    expect(u.searchParams.get('code_challenge_method')).toBe('S256');
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(u.searchParams.get('state')).toBeTruthy();
    expect(u.searchParams.get('nonce')).toBeTruthy();
    expect(u.searchParams.get('scope')).toBe('openid email profile');
    const cookie = [start.headers['set-cookie']].flat().find((c) => c?.startsWith('pd_social_state='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('an unknown provider account creates an account with the brand registration, linked for the next login', async () => {
    const { cb } = await socialLogin('google', { sub: 'g-new-1', email: 'new1@example.com' });
    expect(cb.status).toBe(302);
    expect(cb.headers.location).toBe('/social');
    const pending = cookieOf(cb.headers['set-cookie'], 'pd_social_pending')!;
    const view = await t.req<SocialPendingValue>('GET', '/wps/session/social/pending', {
      cookies: { pd_social_pending: pending },
    });
    expect(view.body.value).toEqual({ provider: 'google', email: 'new1@example.com' });

    // The brand's registration asks for its fields (here: captcha and the SMS-verified mobile): a body without them fails.
    const bare = await t.req('PUT', '/wps/session/social/register', {
      cookies: { pd_social_pending: pending },
      body: { username: 'socialnew1', password: 'Long-enough-9', confirmPassword: 'Long-enough-9' },
    });
    expect(bare.status).toBe(400);

    const from = t.ip();
    const mobileNum = t.mobile();
    const code = await t.smsCode(mobileNum, '/wps/verification/sms/register', from);
    const c = await t.captcha(from);
    const reg = await t.req<LoginResult>('PUT', '/wps/session/social/register', {
      cookies: { pd_social_pending: pending },
      ip: from,
      body: {
        username: 'socialnew1',
        password: 'Long-enough-9',
        confirmPassword: 'Long-enough-9',
        captcha: c.answer,
        mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
      },
    });
    expect(reg.status).toBe(200);
    const me = await infoOf(reg.body.value!.token);
    expect(me.account).toBe('socialnew1');

    // The pending sign-in is used up.
    const again = await t.req('GET', '/wps/session/social/pending', {
      cookies: { pd_social_pending: pending },
    });
    expect(again.body.errorCode).toBe('SOCIAL_PENDING_INVALID');

    // The next login with the same provider account goes straight in, through a one-time ticket.
    const next = await socialLogin(
      'google',
      { sub: 'g-new-1', email: 'new1@example.com' },
      '/member?page=withdraw',
    );
    expect(next.cb.status).toBe(302);
    expect(String(next.cb.headers.location)).toMatch(/^\/member\?page=withdraw&ticket=[A-Za-z0-9_-]+$/);
    const session = await exchange(String(next.cb.headers.location));
    expect(session.status).toBe(200);
    expect((await infoOf(session.body.value!.token)).id).toBe(me.id);
  });

  it('links to an existing account only after its password; a wrong password links nothing', async () => {
    const existing = await t.register();
    // The provider gives the existing account's e-mail: that alone links nothing.
    await t.db.query(
      sql`UPDATE members SET email = 'owner@example.com' WHERE username = ${existing.username}`,
    );
    const { cb } = await socialLogin('facebook', { sub: 'fb-owner', email: 'owner@example.com' });
    expect(cb.headers.location).toBe('/social');
    const pending = cookieOf(cb.headers['set-cookie'], 'pd_social_pending')!;

    const wrong = await t.req('POST', '/wps/session/social/link', {
      cookies: { pd_social_pending: pending },
      body: { username: existing.username, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorCode).toBe('LOGIN_FAILED');
    const [none] = await t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM social_identities WHERE subject = 'fb-owner'`,
    );
    expect(none!.n).toBe('0');

    const linked = await t.req<LoginResult>('POST', '/wps/session/social/link', {
      cookies: { pd_social_pending: pending },
      body: { username: existing.username, password: existing.password },
    });
    expect(linked.status).toBe(200);
    expect((await infoOf(linked.body.value!.token)).account).toBe(existing.username);

    const next = await socialLogin('facebook', { sub: 'fb-owner' });
    const session = await exchange(String(next.cb.headers.location));
    expect((await infoOf(session.body.value!.token)).account).toBe(existing.username);
  });

  it('a callback without the start cookie of this browser, or with a tampered state, logs nobody in', async () => {
    const start = await t.req('GET', '/wps/session/social/google/start');
    idp.nextAccount = { sub: 'g-new-1' };
    const back = await idp.authorize(String(start.headers.location));
    const stolen = await t.req('GET', back.pathname + back.search);
    expect(stolen.status).toBe(302);
    expect(stolen.headers.location).toBe('/social?failed=1');

    const { handle } = await (async () => {
      const s = await t.req('GET', '/wps/session/social/google/start');
      return { handle: cookieOf(s.headers['set-cookie'], 'pd_social_state')! };
    })();
    const tampered = new URLSearchParams(back.search);
    tampered.set('state', 'forged-state');
    const forged = await t.req('GET', `${back.pathname}?${tampered}`, {
      cookies: { pd_social_state: handle },
    });
    expect(forged.headers.location).toBe('/social?failed=1');
  });

  it('a code is good once: replaying the callback logs nobody in', async () => {
    const { back, handle } = await socialLogin('google', { sub: 'g-new-1' });
    const replay = await t.req('GET', back.pathname + back.search, { cookies: { pd_social_state: handle } });
    expect(replay.headers.location).toBe('/social?failed=1');
  });

  it('sends nowhere but a site path after login (no open redirect)', async () => {
    const { cb } = await socialLogin('google', { sub: 'g-new-1' }, '//evil.example/x');
    expect(String(cb.headers.location)).toMatch(/^\/\?ticket=/);
  });
});

describe('linking from a new address with the two-factor step on (D28)', () => {
  let saved: TestApp;
  beforeAll(async () => {
    saved = t;
    t = await createTestApp({
      brandOverride: (b) => ({ ...withSocial(b), security: { ...b.security, twoFactorNewIp: true } }),
    });
  });
  afterAll(async () => {
    await t.close();
    t = saved;
  });

  it('asks for the step, sends the code to the chosen channel, then links and trusts the device', async () => {
    const existing = await t.register();
    const { cb } = await socialLogin('google', { sub: 'g-two-factor', email: 'tf@example.com' });
    const pending = cookieOf(cb.headers['set-cookie'], 'pd_social_pending')!;
    const creds = { username: existing.username, password: existing.password };
    const link = (body: Record<string, unknown>) =>
      t.req<LoginResult>('POST', '/wps/session/social/link', {
        cookies: { pd_social_pending: pending },
        body: { ...creds, ...body },
        ip: '192.0.2.70',
      });

    const step = await link({});
    expect(step.status).toBe(403);
    expect(step.body).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED', value: { twoFactor: true } });
    const ticket = (step.body.value as unknown as { ticket?: string }).ticket;
    const sent = await link({ twoFactorChannel: 'sms', ...(ticket ? { twoFactorTicket: ticket } : {}) });
    expect(sent.body).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED', value: { sent: 'sms' } });
    const code = t.sms.lastCode(`+880${existing.mobileNum}`)!;
    const [before] = await t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM social_identities WHERE subject = 'g-two-factor'`,
    );
    expect(before!.n).toBe('0');

    const linked = await link({
      twoFactorChannel: 'sms',
      twoFactorCode: code,
      trustDevice: true,
      ...(ticket ? { twoFactorTicket: ticket } : {}),
    });
    expect(linked.status).toBe(200);
    expect((await infoOf(linked.body.value!.token)).account).toBe(existing.username);
    expect(cookieOf(linked.headers['set-cookie'], 'pd_device')).toBeTruthy();
    const [after] = await t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM social_identities WHERE subject = 'g-two-factor'`,
    );
    expect(after!.n).toBe('1');
  });
});

describe('social login switched off', () => {
  it('a provider whose node is off, or without config, does not start', async () => {
    const off = await createTestApp({
      brandOverride: (b) => ({
        ...withSocial(b),
        flags: { ...b.flags, SOCIALLOGIN3: true, socialGoogle: false },
      }),
    });
    try {
      const r = await off.req('GET', '/wps/session/social/google/start');
      expect(r.headers.location).toBe('/social?failed=1');
      const unknown = await off.req('GET', '/wps/session/social/twitter/start');
      expect(unknown.headers.location).toBe('/social?failed=1');
    } finally {
      await off.close();
    }
  });
});
