/**
 * The captcha calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as captcha from '@playdeck/api-client/routes/captcha'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { CaptchaValue } from '../schemas.ts';
import { api } from '../route.ts';

/**
 * A new proof-of-work challenge (ALTCHA, docs/decisions.md D23) for the captcha widget; its solution is accepted once,
 * before the challenge's `expiresAt` (the brand's `security.captcha.expirySeconds`).
 */
export const challenge = /* @__PURE__ */ api<{ value: Static<typeof CaptchaValue> }>({
  id: 'captcha.challenge',
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
  rateLimit: 'frequent',
});
