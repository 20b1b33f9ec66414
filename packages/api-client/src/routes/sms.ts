/** The sms calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { SmsNoLoginBody, SmsRegisterBody, SmsValue } from '../schemas.ts';
import { api } from '../route.ts';

export const sms = {
  sendNoLogin: api<{ body: Static<typeof SmsNoLoginBody>; value: Static<typeof SmsValue> }>({
    id: 'sms.sendNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    rateLimit: 'sensitive',
    guarded: true,
  }),
  sendRegister: api<{ body: Static<typeof SmsRegisterBody>; value: Static<typeof SmsValue> }>({
    id: 'sms.sendRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'none',
    rateLimit: 'sensitive',
    guarded: true,
  }),
};
