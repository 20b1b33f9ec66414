/** The launch calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { LaunchBody, LaunchValue } from '../launch.ts';
import { api } from '../route.ts';

export const launch = {
  launchGame: api<{ body: Static<typeof LaunchBody>; value: Static<typeof LaunchValue> }>({
    id: 'launch.launchGame',
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'optional',
    rateLimit: 'steady',
  }),
};
