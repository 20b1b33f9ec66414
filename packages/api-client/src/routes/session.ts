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
    summary: 'Log in (username/password or mobile + SMS code); body may be JWE',
    tags: ['session'],
  }),
  freeplay: api<{ body: Static<typeof FreeplayBody>; value: Static<typeof LoginResult> }>({
    id: 'session.freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    rateLimit: 'freeplay',
    guarded: true,
    summary: 'Free play: a trial member (type 4) with trial funds',
    tags: ['session'],
  }),
  logout: api<{ value: null }>({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'member',
    duringPasswordChange: true,
    summary: 'Revoke the current session',
    tags: ['session'],
  }),
  ticket: api<{ value: Static<typeof TicketValue> }>({
    id: 'session.ticket',
    method: 'POST',
    path: '/wps/session/ticket',
    auth: 'member',
    summary: 'One-time login ticket (60 s) for a URL (D1)',
    tags: ['session'],
  }),
  ticketExchange: api<{ body: Static<typeof TicketBody>; value: Static<typeof LoginResult> }>({
    id: 'session.ticketExchange',
    method: 'POST',
    path: '/wps/session/ticket/exchange',
    auth: 'none',
    rateLimit: 'attempt',
    summary: 'Exchange a login ticket for a session token (D1)',
    tags: ['session'],
  }),
};
