/**
 * POST /wps/verification/sms/noLogin (login and reset-by-phone codes) and POST /wps/verification/sms/register
 * (spec section 7). Value `{ expiredMinutes }`. The noLogin call answers the same for numbers without a verified
 * account but sends nothing (D3, D6).
 */
import { Responses } from '@playdeck/api-client/envelope';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { SmsNoLoginBody, SmsRegisterBody, SmsValue } from '@playdeck/api-client/schemas';
import { isEnabled } from '../brands/index.ts';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { limit } from '../http/limits.ts';
import { findByMobile } from '../session/store.ts';
import { parsePhone, sendCode } from './service.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';

export function smsRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post<{ Body: Static<typeof SmsNoLoginBody> }>(
    '/wps/verification/sms/noLogin',
    {
      config: { rateLimit: limit(10, 60_000) },
      schema: {
        tags: ['sms'],
        summary: 'Send a login / reset code',
        body: SmsNoLoginBody,
        response: Responses(SmsValue),
      },
    },
    async (req) => {
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
    },
  );
  app.post<{ Body: Static<typeof SmsRegisterBody> }>(
    '/wps/verification/sms/register',
    {
      config: { rateLimit: limit(10, 60_000) },
      schema: {
        tags: ['sms'],
        summary: 'Send a registration code',
        body: SmsRegisterBody,
        response: Responses(SmsValue),
      },
    },
    async (req) => {
      const brand = req.brand;
      if (!isEnabled(brand, 'MOBILENUMREG3') && !isEnabled(brand, 'REGMOBVERF3'))
        throw fail('SMS_NOT_ENABLED');
      const { e164, country } = parsePhone(brand, req.body.mobileNo, req.body.countryDialingCode);
      return ok(await sendCode(ctx, brand, 'register', e164, country, req.ip));
    },
  );
}
