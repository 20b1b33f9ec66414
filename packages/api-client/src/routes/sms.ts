/**
 * The sms calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as sms from '@playdeck/api-client/routes/sms'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { SmsNoLoginBody, SmsRegisterBody, SmsValue } from '../schemas.ts';
import { api } from '../route.ts';

export const sendNoLogin = /* @__PURE__ */ api<{
  body: Static<typeof SmsNoLoginBody>;
  value: Static<typeof SmsValue>;
}>({
  id: 'sms.sendNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  rateLimit: 'sensitive',
  guarded: true,
});
export const sendRegister = /* @__PURE__ */ api<{
  body: Static<typeof SmsRegisterBody>;
  value: Static<typeof SmsValue>;
}>({
  id: 'sms.sendRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'none',
  rateLimit: 'sensitive',
  guarded: true,
});
