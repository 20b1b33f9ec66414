/** The events calls of the route table (see ../route.ts). */
import { api } from '../route.ts';

export const events = {
  stream: api({
    id: 'events.stream',
    method: 'GET',
    path: '/wps/events',
    auth: 'member',
    response: 'event-stream',
  }),
};
