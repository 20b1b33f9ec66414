/**
 * A real OpenID Connect provider in-process (`oidc-provider`), the stand-in for Google and Facebook in social login
 * tests: authorization code flow with PKCE required, client_secret_post, signed ID tokens with `sub`, `email`,
 * `email_verified` and `name`. The login screen is replaced by an interaction that logs in the account the test chose
 * (`nextAccount`), and consent is already given, so a test (or a browser) follows plain redirects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

/** An account of the stand-in: its subject and claims. */
export interface OidcAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface OidcStandIn {
  /** The issuer URL (`http://127.0.0.1:<port>`). */
  issuer: string;
  /** The account the next login logs in as. */
  nextAccount: OidcAccount;
  /**
   * Follows the provider's redirects from an authorization URL with a cookie jar of its own until it leaves the
   * provider, and returns that URL (the client's redirect URI with `code` and `state`, or `error`).
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a port of 127.0.0.1 (default: a free one).
 * @param clients the clients it knows (client_id, client_secret, redirect_uris)
 * @param onNextAccount when given, `POST /__stand-in/next-account` (JSON {@link OidcAccount}) calls it: how a test in
 *   another process chooses the account of the next login
 */
export async function startOidcStandIn(
  clients: { client_id: string; client_secret: string; redirect_uris: string[] }[],
  port = 0,
  onNextAccount?: (a: OidcAccount) => void,
): Promise<OidcStandIn> {
  const accounts = new Map<string, OidcAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c): ClientMetadata => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    // The claims of the granted scopes in the ID token itself, as Google's ID tokens carry e-mail and name.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['stand-in cookie key, tests only'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const a = accounts.get(id) ?? { sub: id };
      return {
        accountId: id,
        claims: async () => ({
          sub: a.sub,
          ...(a.email ? { email: a.email, email_verified: a.emailVerified ?? true } : {}),
          ...(a.name ? { name: a.name } : {}),
        }),
      };
    },
    // Consent is given: every login is granted the scopes it asks for.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const standIn: OidcStandIn = {
    issuer,
    nextAccount: { sub: 'stand-in-user' },
    async authorize(start) {
      const jar = new Map<string, string>();
      let url = new URL(start);
      for (let hop = 0; hop < 10 && url.origin === issuer; hop++) {
        const r = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of r.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const eq = pair!.indexOf('=');
          jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
        }
        const location = r.headers.get('location');
        if (!location) throw new Error(`stand-in answered ${r.status} without a redirect: ${await r.text()}`);
        url = new URL(location, url);
      }
      return url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    if (onNextAccount && req.method === 'POST' && req.url === '/__stand-in/next-account') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        onNextAccount(JSON.parse(body) as OidcAccount);
        res.end('{}');
      });
      return;
    }
    const m = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (m) {
      const a = standIn.nextAccount;
      accounts.set(a.sub, a);
      void provider
        .interactionFinished(req, res, { login: { accountId: a.sub } }, { mergeWithLastSubmission: false })
        .catch((err: unknown) => {
          res.statusCode = 500;
          res.end(String(err));
        });
      return;
    }
    void provider.callback()(req, res);
  });
  return standIn;
}
