/**
 * OpenID Connect relying party for social login (docs/architecture.md "Social login"), on `openid-client` (v6):
 * discovery of the provider's endpoints from its issuer, the authorization URL with PKCE (S256), state and nonce, and
 * the authorization code grant that checks state, PKCE, the ID token's signature, issuer, audience and nonce. Secrets
 * come in resolved (the caller reads `env:NAME` through env.ts); nothing here logs a code, token or secret.
 */
import * as client from 'openid-client';
import type { SocialProviderConfig } from '@playdeck/config-schema';

/** The default scopes: the ID token and the e-mail and name claims. */
export const DEFAULT_SCOPE = 'openid email profile';

const configs = new Map<string, Promise<client.Configuration>>();

/** True for a provider on this machine over plain http (tests and local stand-ins only; production refuses it). */
export const isLoopbackHttp = (issuer: string) =>
  /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(issuer);

/**
 * The discovered client configuration of `p` with `secret` (cached per issuer, client id and secret; a failed
 * discovery is not cached, so the next login retries it).
 * @throws the discovery error (network, timeout, bad document)
 */
export function oidcConfig(p: SocialProviderConfig, secret: string): Promise<client.Configuration> {
  const key = `${p.issuer}\n${p.clientId}\n${secret}`;
  let c = configs.get(key);
  if (!c) {
    c = client.discovery(new URL(p.issuer), p.clientId, secret, client.ClientSecretPost(secret), {
      timeout: Math.ceil((p.timeoutMs ?? 10_000) / 1000),
      ...(isLoopbackHttp(p.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    });
    configs.set(key, c);
    c.catch(() => configs.delete(key));
  }
  return c;
}

/** What the start of a login keeps until the provider sends the browser back (never sent to the browser). */
export interface OidcPending {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The provider's authorization URL for a login (RFC 7636 PKCE with S256, `state` against CSRF, `nonce` bound to the ID
 * token) and the values to keep for {@link finishLogin}.
 */
export async function startLogin(
  conf: client.Configuration,
  p: SocialProviderConfig,
  redirectUri: string,
): Promise<{ url: URL; pending: OidcPending }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(conf, {
    redirect_uri: redirectUri,
    scope: p.scope ?? DEFAULT_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, pending: { state, nonce, codeVerifier } };
}

/** The provider account of a finished login: its stable subject and, when given, its e-mail. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Exchanges the code of `callbackUrl` (the full URL the provider redirected to) and validates the answer.
 * @throws openid-client's errors (state mismatch, provider error in the redirect, bad token, network)
 */
export async function finishLogin(
  conf: client.Configuration,
  callbackUrl: URL,
  pending: OidcPending,
): Promise<OidcIdentity> {
  const tokens = await client.authorizationCodeGrant(conf, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('no subject in the ID token');
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
