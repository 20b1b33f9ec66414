/**
 * POST /wps/verification/sms/noLogin (login and reset-by-phone codes) and POST /wps/verification/sms/register
 * (spec section 7). Value `{ expiredMinutes }`. The noLogin call answers the same for numbers without a verified
 * account but sends nothing (D3, D6).
 */
import type { FastifyInstance } from 'fastify';
import { isEnabled } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { findByMobile } from '../session/store.ts';
import { parsePhone, sendCode } from './service.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../http/route.ts';

export function smsRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.sms.sendNoLogin, async (req) => {
    const brand = req.brand;
    const { e164, country } = parsePhone(brand, req.body.mobileNum, req.body.countryDialingCode);
    const m = await findByMobile(ctx.db, brand.id, e164);
    return ok(
      await sendCode(
        ctx,
        brand,
        'nologin',
        e164,
        country,
        req.ip,
        !!m && m.mobile_verified && m.type !== TRIAL_MEMBER_TYPE,
      ),
    );
  });
  route(app, routes.sms.sendRegister, async (req) => {
    const brand = req.brand;
    if (!isEnabled(brand, 'MOBILENUMREG3') && !isEnabled(brand, 'REGMOBVERF3')) throw fail('SMS_NOT_ENABLED');
    const { e164, country } = parsePhone(brand, req.body.mobileNo, req.body.countryDialingCode);
    return ok(await sendCode(ctx, brand, 'register', e164, country, req.ip));
  });
}
