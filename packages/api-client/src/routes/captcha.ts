/**
 * The captcha call of the route table (see ../route.ts): its data is ./captcha.json, its schemas the
 * `captcha.challenge` entry of ../route-schemas.ts.
 * Use: `import { captcha } from '@playdeck/api-client/routes/captcha'`, then `captcha.challenge`.
 *
 * `challenge`: a new proof-of-work challenge (ALTCHA, docs/decisions.md D23) for the captcha widget; its solution is
 * accepted once, before the challenge's `expiresAt` (the brand's `security.captcha.expirySeconds`).
 */
import data from './captcha.json';
import { areaRoutes } from '../route.ts';

export const captcha = /* @__PURE__ */ areaRoutes('captcha', data);
