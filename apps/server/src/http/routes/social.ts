/**
 * Social login over HTTP (docs/architecture.md "Social login"; rules in domain/session/social.ts; shapes in
 * @playdeck/api-client/social). Two top-level navigations answered with a 302 redirect (raw routes, not API calls):
 * - `GET /wps/session/social/:provider/start?returnTo=<site path>`: sets the start cookie and redirects to the provider;
 * - `GET /wps/session/social/:provider/callback`: the provider's redirect; lands on `<returnTo>?ticket=` (a linked
 *   account: the site exchanges the one-time ticket, D1), on `/social` with the pending cookie (an unknown provider
 *   account), or on `/social?failed=1`.
 * And the three calls of the route table that complete a pending sign-in (pending, link, register).
 * Both cookies are HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back), Secure over https, scoped
 * to `/wps/session/social`, single use.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import {
  finishSocial,
  linkWithPassword,
  pendingView,
  PENDING_TTL_MS,
  registerWithSocial,
  startSocial,
  STATE_TTL_MS,
} from '../../domain/session/social.ts';
import { TRUSTED_DEVICE_COOKIE } from '../../domain/session/twoFactor.ts';
import { ok } from '../envelope.ts';
import { setTrustedDeviceCookie } from './session.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import { callerOf } from '../caller.ts';

const COOKIE_PATH = '/wps/session/social';
const STATE_COOKIE = 'pd_social_state';
const PENDING_COOKIE = 'pd_social_pending';

/** This server's origin as the browser reached it (the brand's host; the provider redirects back to it). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

function setCookie(req: FastifyRequest, reply: FastifyReply, name: string, value: string, ttlMs: number) {
  void reply.setCookie(name, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function socialRoutes(app: FastifyInstance, ctx: Ctx) {
  const failed = (reply: FastifyReply) => reply.redirect('/social?failed=1', 302);

  app.get<{ Params: { provider: string }; Querystring: { returnTo?: string } }>(
    '/wps/session/social/:provider/start',
    async (req, reply) => {
      const provider = req.params.provider;
      try {
        const { url, handle } = await startSocial(
          ctx,
          req.brand,
          provider,
          // Normalised as a URL (no default port): the code exchange derives the same value from the callback URL.
          new URL(`${COOKIE_PATH}/${encodeURIComponent(provider)}/callback`, originOf(req)).href,
          typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined,
        );
        setCookie(req, reply, STATE_COOKIE, handle, STATE_TTL_MS);
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (err) {
        req.log.warn(
          { provider, errorCode: (err as { errorCode?: string }).errorCode },
          'social login not started',
        );
        return failed(reply);
      }
    },
  );

  app.get<{ Params: { provider: string } }>('/wps/session/social/:provider/callback', async (req, reply) => {
    const provider = req.params.provider;
    const handle = req.cookies[STATE_COOKIE];
    void reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    try {
      const r = await finishSocial(ctx, req.brand, provider, handle, new URL(req.url, originOf(req)));
      if (r.kind === 'ticket')
        return reply.redirect(`${r.returnTo}${r.returnTo.includes('?') ? '&' : '?'}ticket=${r.ticket}`, 302);
      setCookie(req, reply, PENDING_COOKIE, r.handle, PENDING_TTL_MS);
      return reply.redirect('/social', 302);
    } catch (err) {
      const code = (err as { errorCode?: string }).errorCode;
      return reply.redirect(
        code === 'ACCOUNT_SUSPENDED' ? '/social?failed=suspended' : '/social?failed=1',
        302,
      );
    }
  });

  route(app, routes.session.socialPending, async (req) =>
    ok(await pendingView(ctx, req.brand, req.cookies[PENDING_COOKIE])),
  );
  route(app, routes.session.socialLink, async (req, reply) => {
    const { trustedDevice, ...r } = await linkWithPassword(
      ctx,
      callerOf(req),
      req.cookies[PENDING_COOKIE],
      req.body,
      req.cookies[TRUSTED_DEVICE_COOKIE],
      req.headers['user-agent'],
    );
    void reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
    setTrustedDeviceCookie(req, reply, trustedDevice);
    return ok(r);
  });
  route(app, routes.session.socialRegister, async (req, reply) => {
    const r = await registerWithSocial(
      ctx,
      callerOf(req),
      req.cookies[PENDING_COOKIE],
      req.body,
      req.query.mode ?? 'username',
    );
    void reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
    return ok(r);
  });
}
