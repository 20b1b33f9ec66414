/**
 * The routes registered WITHOUT a descriptor of the route table (`@playdeck/api-client/routes`): everything that is
 * not a call of the platform API the site or the operator tool makes. Each entry says why it stays raw. The route
 * table test (http/route.test.ts) fails on a registered route that is neither a descriptor nor listed here, so a new
 * API call cannot bypass the table. `method: '*'` matches every method; `url` is the Fastify pattern as registered.
 */
export interface RawRoute {
  method: string;
  url: string;
  /** Why it is not an API call of the table. */
  why: string;
}

export const RAW_ROUTES: readonly RawRoute[] = [
  // The built site and generated files: not envelope answers (http/assets.ts, app.ts with webDist).
  { method: 'GET', url: '/', why: 'the home page (server-rendered index.html)' },
  { method: 'GET', url: '/index.html', why: 'the home page' },
  { method: 'GET', url: '/*', why: 'the build through @fastify/static, with the SPA fallback' },
  { method: 'GET', url: '/assets/:file', why: 'hashed build assets, immutable' },
  { method: 'GET', url: '/theme/:file', why: "each brand's generated theme CSS" },
  { method: 'GET', url: '/validator/:file', why: "each brand's generated registration validator module" },
  { method: 'GET', url: '/favicon.svg', why: "the brand's favicon" },
  { method: 'GET', url: '/manifest.webmanifest', why: "the brand's web app manifest" },
  {
    method: 'GET',
    url: '/content/:folder/:file',
    why: 'content pictures of config/brands/<id>/content/images',
  },
  // Operations: probes and the API's own description.
  { method: 'GET', url: '/healthz', why: 'liveness probe (http/health.ts)' },
  { method: 'GET', url: '/readyz', why: 'readiness probe (http/health.ts)' },
  { method: 'GET', url: '/wps/docs', why: 'the OpenAPI document made from the table' },
  { method: '*', url: '/ops/api/*', why: 'unknown operator paths answer the 404 envelope, never the site' },
  // Development and test aids, never in production.
  { method: 'GET', url: '/dev/inbox', why: 'SMS and e-mail sent, outside production (http/dev/inbox.ts)' },
  { method: 'GET', url: '/dev/inbox.json', why: 'the same as JSON' },
  { method: 'POST', url: '/__test/member/type', why: 'test hook (PLAYDECK_TEST_HOOKS=1 only)' },
  {
    method: 'POST',
    url: '/__test/member/email-bound-at',
    why: 'test hook: dates an e-mail binding back (D6 reset wait)',
  },
  { method: 'POST', url: '/__test/vendor/players', why: 'test hook: a funded player for the vendor kit' },
  {
    method: 'POST',
    url: '/__test/red-envelope/end',
    why: 'test hook: ends a red-envelope window (seed revealed)',
  },
  // Social login: top-level navigations answered with a 302 to the provider and back to the site (http/routes/social.ts).
  {
    method: 'GET',
    url: '/wps/session/social/:provider/start',
    why: 'social login: redirect to the provider',
  },
  {
    method: 'GET',
    url: '/wps/session/social/:provider/callback',
    why: "social login: the provider's redirect back",
  },
  // Called by game vendors, not by the site: the seamless wallet protocol signs its own bodies (http/routes/vendor-wallet.ts).
  { method: 'POST', url: '/vendor/:code/wallet/authenticate', why: 'vendor wallet protocol' },
  { method: 'POST', url: '/vendor/:code/wallet/:op', why: 'vendor wallet protocol' },
];

/** True when `method url` (as registered) is in {@link RAW_ROUTES}. */
export function isRawRoute(method: string, url: string): boolean {
  return RAW_ROUTES.some((r) => r.url === url && (r.method === '*' || r.method === method));
}
