/** The session calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { FreeplayBody, LoginBody, LoginResult, TicketBody, TicketValue } from '../schemas.ts';
import { api } from '../route.ts';

export const session = {
  login: api<{ body: Static<typeof LoginBody>; value: Static<typeof LoginResult> }>({
    id: 'session.login',
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    rateLimit: 'attempt',
    encrypted: true,
    guarded: true,
  }),
  freeplay: api<{ body: Static<typeof FreeplayBody>; value: Static<typeof LoginResult> }>({
    id: 'session.freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    rateLimit: 'freeplay',
    guarded: true,
  }),
  logout: api<{ value: null }>({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'member',
    duringPasswordChange: true,
  }),
  ticket: api<{ value: Static<typeof TicketValue> }>({
    id: 'session.ticket',
    method: 'POST',
    path: '/wps/session/ticket',
    auth: 'member',
  }),
  ticketExchange: api<{ body: Static<typeof TicketBody>; value: Static<typeof LoginResult> }>({
    id: 'session.ticketExchange',
    method: 'POST',
    path: '/wps/session/ticket/exchange',
    auth: 'none',
    rateLimit: 'attempt',
  }),
};
