/**
 * POST /wps/verification/sms/noLogin (login and reset-by-phone codes) and POST /wps/verification/sms/register
 * (spec section 7). Value `{ expiredMinutes }`. The noLogin call is no existence oracle (D3, D6): the budgets are
 * reserved before the number is looked up, a code is issued either way, and the answer does not wait for the SMS
 * provider, so a number without a verified account gets the same answer, after the same work, and spends the same
 * budgets; only no message goes out. Optional `captcha` (the widget's payload): needed only once the brand's hourly
 * country cap is reached (CAPTCHA_REQUIRED otherwise; domain/sms/service.ts reserveSend).
 */
import type { FastifyInstance } from 'fastify';
import { isEnabled } from '../../infra/brands/index.ts';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { findByMobile } from '../../domain/session/store.ts';
import { issueCode, parsePhone, reserveSend, sendCode } from '../../domain/sms/service.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export function smsRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.sms.sendNoLogin, async (req) => {
    const brand = req.brand;
    const { e164, country } = parsePhone(brand, req.body.mobileNum, req.body.countryDialingCode);
    await reserveSend(ctx, brand, 'nologin', e164, country, req.ip, req.body.captcha);
    const m = await findByMobile(ctx.db, brand.id, e164);
    const deliver = !!m && m.mobile_verified && m.type !== TRIAL_MEMBER_TYPE;
    await issueCode(ctx, brand, 'nologin', e164, { deliver, wait: false, lang: req.lang });
    return ok({ expiredMinutes: brand.sms.expiredMinutes });
  });
  route(app, routes.sms.sendRegister, async (req) => {
    const brand = req.brand;
    if (!isEnabled(brand, 'MOBILENUMREG3') && !isEnabled(brand, 'REGMOBVERF3')) throw fail('SMS_NOT_ENABLED');
    const { e164, country } = parsePhone(brand, req.body.mobileNo, req.body.countryDialingCode);
    return ok(await sendCode(ctx, brand, 'register', e164, country, req.ip, req.body.captcha, req.lang));
  });
}
