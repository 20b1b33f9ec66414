/**
 * Social login (whitelabel SOCIALLOGIN3 with socialGoogle / socialFacebook; docs/architecture.md "Social login"):
 * OpenID Connect with PKCE through infra/providers/oidc.ts, the brand's providers in config `integrations.social`
 * (client secrets from the environment, `env:NAME`).
 *
 * 1. Start: the browser navigates (top level) to the start URL; the state, nonce and PKCE verifier are kept in the
 *    short-lived store under a random handle that only this browser holds (an HttpOnly cookie), so a callback from
 *    another browser (login CSRF) finds nothing.
 * 2. Callback: the code is exchanged and the ID token checked. A provider account already linked logs its member in
 *    through a one-time login ticket (docs/decisions.md D1). An unknown one becomes a pending social sign-in (15
 *    minutes, again under a browser-held handle) that the site completes in one of two ways:
 *    - link to an existing account, only after that account's password (the full login: lockouts, captcha, the
 *      new-address second factor, D3 generic failures) or a code sent to the account's verified channel;
 *    - create an account with the brand's required registration fields (the registration service: same rules).
 * A provider account is never linked by a matching e-mail alone: a provider's e-mail claim proves nothing about who
 * owns an account here (ASVS 5.0 V6.8 on federated identities).
 */
import { sql } from 'drizzle-orm';
import type { LoginResult, RegisterBody } from '@playdeck/api-client/schemas';
import type { SocialLinkBody } from '@playdeck/api-client/social';
import type { SocialProviderConfig } from '@playdeck/config-schema';
import { isEnabled, type Brand } from '../../infra/brands/index.ts';
import { fail } from '../../infra/errors.ts';
import { randomToken, sha256 } from '../../infra/tokens.ts';
import { finishLogin, oidcConfig, startLogin, type OidcIdentity } from '../../infra/providers/oidc.ts';
import { secretOfRef } from '../../env.ts';
import type { Caller, Ctx } from '../context.ts';
import { authenticate, createTicket, login, type LoginOutcome } from './service.ts';
import { register } from '../member/service.ts';
import * as store from './store.ts';

/** The providers, with their whitelabel node (spec 6 flags; config-schema MOD_IDS). */
export const SOCIAL_FLAGS = { google: 'socialGoogle', facebook: 'socialFacebook' } as const;
export type SocialProvider = keyof typeof SOCIAL_FLAGS;

/** How long a started login may take at the provider, ms. */
export const STATE_TTL_MS = 10 * 60_000;
/** How long an unknown provider account waits to be linked or given an account, ms. */
export const PENDING_TTL_MS = 15 * 60_000;

export const isSocialProvider = (p: string): p is SocialProvider => p === 'google' || p === 'facebook';

/**
 * The provider's config and resolved client secret when the brand offers it: SOCIALLOGIN3 and the provider's node on,
 * `integrations.social.<provider>` configured, its secret variable set.
 * @throws FEATURE_DISABLED otherwise
 */
export function socialProviderOf(
  brand: Brand,
  provider: string,
): { p: SocialProviderConfig; secret: string } {
  if (
    !isSocialProvider(provider) ||
    !isEnabled(brand, 'SOCIALLOGIN3') ||
    !isEnabled(brand, SOCIAL_FLAGS[provider])
  )
    throw fail('FEATURE_DISABLED');
  const p = brand.config?.config.integrations?.social?.[provider];
  const secret = p && secretOfRef(p.clientSecret);
  if (!p || !secret) throw fail('FEATURE_DISABLED');
  return { p, secret };
}

/** A site path to come back to: a same-origin path only (never `//host` or a scheme), else `/`. */
export function safeReturnTo(r: string | undefined): string {
  return r && /^\/(?![/\\])[^\s]*$/.test(r) && r.length <= 500 ? r : '/';
}

interface StartState {
  b: string;
  p: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

/**
 * Starts a login at `provider`: returns the provider's authorization URL and the browser handle to keep in a cookie.
 * @param redirectUri the callback URL as registered at the provider (this server's `/wps/session/social/<p>/callback`)
 * @throws FEATURE_DISABLED (see {@link socialProviderOf}); the discovery's error when the provider cannot be reached
 */
export async function startSocial(
  ctx: Ctx,
  brand: Brand,
  provider: string,
  redirectUri: string,
  returnTo: string | undefined,
): Promise<{ url: string; handle: string }> {
  const { p, secret } = socialProviderOf(brand, provider);
  const conf = await oidcConfig(p, secret);
  const { url, pending } = await startLogin(conf, p, redirectUri);
  const handle = randomToken(24);
  const s: StartState = {
    b: brand.id,
    p: provider as SocialProvider,
    ...pending,
    redirectUri,
    returnTo: safeReturnTo(returnTo),
  };
  await ctx.kv.set(`social:state:${sha256(handle)}`, JSON.stringify(s), STATE_TTL_MS);
  return { url: url.href, handle };
}

interface Pending {
  b: string;
  p: SocialProvider;
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

/** The outcome of a callback: a login ticket for a linked account, or a pending sign-in for an unknown one. */
export type SocialOutcome =
  | { kind: 'ticket'; ticket: string; returnTo: string }
  | { kind: 'pending'; handle: string; returnTo: string };

/**
 * Finishes a login: `handle` is the browser's start cookie, `callbackUrl` the full URL the provider redirected to
 * (its `code` and `state`, or its `error`). The start state is single use.
 * @throws SOCIAL_LOGIN_FAILED (no or expired start state, another brand or provider, the provider's error, a failed
 *   code exchange or ID token check), ACCOUNT_SUSPENDED (the linked member is locked by its agent)
 */
export async function finishSocial(
  ctx: Ctx,
  brand: Brand,
  provider: string,
  handle: string | undefined,
  callbackUrl: URL,
): Promise<SocialOutcome> {
  const raw = handle ? await ctx.kv.take(`social:state:${sha256(handle)}`) : null;
  const s = raw ? (JSON.parse(raw) as StartState) : null;
  if (!s || s.b !== brand.id || s.p !== provider) throw fail('SOCIAL_LOGIN_FAILED');
  const { p, secret } = socialProviderOf(brand, provider);
  let id: OidcIdentity;
  try {
    id = await finishLogin(await oidcConfig(p, secret), callbackUrl, s);
  } catch (err) {
    // The reason (provider error, state, signature) without the URL: it carries the code.
    ctx.log.warn(
      { brand: brand.id, provider, reason: (err as { code?: string }).code ?? (err as Error).name },
      'social login refused',
    );
    throw fail('SOCIAL_LOGIN_FAILED');
  }
  const [linked] = await ctx.db.query<{ member_id: string }>(sql`
    UPDATE social_identities SET last_login_at = now()
    WHERE brand = ${brand.id} AND provider = ${provider} AND subject = ${id.subject}
    RETURNING member_id::text AS member_id`);
  if (linked) {
    const member = await store.findById(ctx.db, linked.member_id);
    if (!member) throw fail('SOCIAL_LOGIN_FAILED');
    if (member.agent_locked_at) throw fail('ACCOUNT_SUSPENDED');
    const { ticket } = await createTicket(ctx, brand, member.id);
    return { kind: 'ticket', ticket, returnTo: s.returnTo };
  }
  const pendingHandle = randomToken(24);
  const pending: Pending = {
    b: brand.id,
    p: provider as SocialProvider,
    sub: id.subject,
    email: id.email,
    emailVerified: id.emailVerified,
  };
  await ctx.kv.set(`social:pending:${sha256(pendingHandle)}`, JSON.stringify(pending), PENDING_TTL_MS);
  return { kind: 'pending', handle: pendingHandle, returnTo: s.returnTo };
}

async function readPending(ctx: Ctx, brand: Brand, handle: string | undefined): Promise<Pending> {
  const raw = handle ? await ctx.kv.get(`social:pending:${sha256(handle)}`) : null;
  const p = raw ? (JSON.parse(raw) as Pending) : null;
  if (!p || p.b !== brand.id) throw fail('SOCIAL_PENDING_INVALID');
  return p;
}

/**
 * The pending social sign-in of this browser, for the site's completion page: the provider and the e-mail it gave.
 * @throws SOCIAL_PENDING_INVALID (none, expired or used)
 */
export async function pendingView(ctx: Ctx, brand: Brand, handle: string | undefined) {
  const p = await readPending(ctx, brand, handle);
  return { provider: p.p, email: p.email };
}

/** Links the pending provider account to `memberId` and ends the pending sign-in. @throws SOCIAL_ALREADY_LINKED */
async function link(ctx: Ctx, brand: Brand, handle: string, p: Pending, memberId: string, by: string) {
  const rows = await ctx.db.query<{ member_id: string }>(sql`
    INSERT INTO social_identities (brand, provider, subject, member_id, email, linked_by, last_login_at)
    VALUES (${brand.id}, ${p.p}, ${p.sub}, ${memberId}::bigint, ${p.email}, ${by}, now())
    ON CONFLICT DO NOTHING
    RETURNING member_id::text AS member_id`);
  await ctx.kv.take(`social:pending:${sha256(handle)}`);
  if (rows.length === 0) throw fail('SOCIAL_ALREADY_LINKED');
}

/**
 * Links the pending provider account to an existing account after its password: the login of session/service.ts
 * (`username`, `password`, and `captcha` or the two-factor step's fields when it asks for them; `deviceToken` the
 * trusted-device cookie, D28), then the link. @returns the login's outcome (with the new trusted-device token after a
 * two-factor step with `trustDevice`).
 * @throws SOCIAL_PENDING_INVALID, SOCIAL_ALREADY_LINKED (the member has another account of this provider, or the
 *   provider account was linked meanwhile), and every error of the login (LOGIN_FAILED, ACCOUNT_LOCKED, ...)
 */
export async function linkWithPassword(
  ctx: Ctx,
  caller: Caller,
  handle: string | undefined,
  body: SocialLinkBody,
  deviceToken?: string,
  userAgent?: string,
): Promise<LoginOutcome> {
  const p = await readPending(ctx, caller.brand, handle);
  const result = await login(ctx, caller, { ...body, type: 'username' }, deviceToken, userAgent);
  const member = await authenticate(ctx, caller.brand, result.token);
  if (!member) throw fail('SOCIAL_PENDING_INVALID');
  await link(ctx, caller.brand, handle!, p, member.id, 'password');
  return result;
}

/**
 * Creates an account for the pending provider account with the brand's registration (`mode` username or mobile, the
 * brand's required fields, captcha and SMS code as its registration asks) and links it.
 * @throws SOCIAL_PENDING_INVALID, and every error of the registration (member/service.ts `register`)
 */
export async function registerWithSocial(
  ctx: Ctx,
  caller: Caller,
  handle: string | undefined,
  body: RegisterBody,
  mode: 'username' | 'mobile',
): Promise<LoginResult> {
  const p = await readPending(ctx, caller.brand, handle);
  const result = await register(ctx, caller, body, mode);
  const member = await authenticate(ctx, caller.brand, result.token);
  if (!member) throw fail('SOCIAL_PENDING_INVALID');
  await link(ctx, caller.brand, handle!, p, member.id, 'created');
  return result;
}
