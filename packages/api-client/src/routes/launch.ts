/**
 * The launch calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as launch from '@playdeck/api-client/routes/launch'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { LaunchBody, LaunchValue } from '../launch.ts';
import { api } from '../route.ts';

export const launchGame = /* @__PURE__ */ api<{
  body: Static<typeof LaunchBody>;
  value: Static<typeof LaunchValue>;
}>({
  id: 'launch.launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: 'optional',
  regionChecked: true,
  rateLimit: 'steady',
});
