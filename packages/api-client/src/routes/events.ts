/**
 * The events calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as events from '@playdeck/api-client/routes/events'`) and a bundle keeps only the calls it uses.
 */
import { api } from '../route.ts';

export const stream = /* @__PURE__ */ api({
  id: 'events.stream',
  method: 'GET',
  path: '/wps/events',
  auth: 'member',
  response: 'event-stream',
});
