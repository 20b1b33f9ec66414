/** The captcha calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { CaptchaValue } from '../schemas.ts';
import { api } from '../route.ts';

export const captcha = {
  image: api<{ value: Static<typeof CaptchaValue> }>({
    id: 'captcha.image',
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    rateLimit: 'frequent',
  }),
};
