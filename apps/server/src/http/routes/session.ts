/**
 * Session calls (spec section 7): POST /wps/session/login (encrypted), POST /wps/session/login/freeplay,
 * DELETE /wps/session/logout (`?forgetDevice=1`), the trusted devices (GET/DELETE /wps/session/devices, DELETE
 * /wps/session/devices/:id; docs/decisions.md D28, D35), and the one-time ticket pair of docs/decisions.md D1: POST /wps/session/ticket (token) and
 * POST /wps/session/ticket/exchange.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { freeplay } from '../../domain/member/service.ts';
import { createTicket, exchangeTicket, login } from '../../domain/session/service.ts';
import { revokeSession } from '../../domain/session/store.ts';
import {
  forgetThisDevice,
  listTrustedDevices,
  removeAllTrustedDevices,
  removeTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
} from '../../domain/session/twoFactor.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import { callerOf } from '../caller.ts';

/**
 * Sets the trusted-device cookie a login with `trustDevice` made (D28), if any. The token lives only in an HttpOnly
 * cookie scoped to the session calls: no script reads it (ASVS 5.0 V3.3.4) and no other path carries it.
 */
export function setTrustedDeviceCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  trustedDevice: { token: string; expiresAt: Date } | undefined,
): void {
  if (!trustedDevice) return;
  void reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDevice.token, {
    path: '/wps/session',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    expires: trustedDevice.expiresAt,
  });
}

export function sessionRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.session.login, async (req, reply) => {
    const { trustedDevice, ...result } = await login(
      ctx,
      callerOf(req),
      req.body,
      req.cookies[TRUSTED_DEVICE_COOKIE],
      req.headers['user-agent'],
    );
    setTrustedDeviceCookie(req, reply, trustedDevice);
    return ok(result);
  });
  route(app, routes.session.freeplay, async (req) => ok(await freeplay(ctx, callerOf(req))));
  route(app, routes.session.logout, async (req, reply) => {
    await revokeSession(ctx.db, req.member!.tokenHash);
    // "Sign out and forget this device" (D35): the row goes and the cookie is cleared, so the next login here asks
    // for the two-factor step again.
    if (req.query.forgetDevice === '1') {
      await forgetThisDevice(ctx.db, req.brand, req.member!.id, req.cookies[TRUSTED_DEVICE_COOKIE]);
      void reply.clearCookie(TRUSTED_DEVICE_COOKIE, { path: '/wps/session' });
    }
    return ok(null);
  });
  route(app, routes.session.devices, async (req) =>
    ok({
      rows: await listTrustedDevices(
        ctx.db,
        req.brand,
        req.member!.id,
        req.cookies[TRUSTED_DEVICE_COOKIE],
        ctx.now(),
      ),
    }),
  );
  route(app, routes.session.removeDevice, async (req) => {
    await removeTrustedDevice(ctx.db, req.brand, req.member!.id, req.params.id);
    return ok(null);
  });
  route(app, routes.session.removeAllDevices, async (req) =>
    ok({ removed: await removeAllTrustedDevices(ctx.db, req.brand, req.member!.id) }),
  );
  route(app, routes.session.ticket, async (req) => ok(await createTicket(ctx, req.brand, req.member!.id)));
  route(app, routes.session.ticketExchange, async (req) =>
    ok(await exchangeTicket(ctx, req.brand, req.body.ticket)),
  );
}
