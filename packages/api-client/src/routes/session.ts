/**
 * The session calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as session from '@playdeck/api-client/routes/session'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { FreeplayBody, LoginBody, LoginResult, TicketBody, TicketValue } from '../schemas.ts';
import { api } from '../route.ts';

export const login = /* @__PURE__ */ api<{
  body: Static<typeof LoginBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'session.login',
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  rateLimit: 'attempt',
  encrypted: true,
  guarded: true,
});
export const freeplay = /* @__PURE__ */ api<{
  body: Static<typeof FreeplayBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'session.freeplay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'none',
  rateLimit: 'freeplay',
  guarded: true,
});
export const logout = /* @__PURE__ */ api<{ value: null }>({
  id: 'session.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'member',
  duringPasswordChange: true,
});
export const ticket = /* @__PURE__ */ api<{ value: Static<typeof TicketValue> }>({
  id: 'session.ticket',
  method: 'POST',
  path: '/wps/session/ticket',
  auth: 'member',
  regionChecked: true,
});
export const ticketExchange = /* @__PURE__ */ api<{
  body: Static<typeof TicketBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'session.ticketExchange',
  method: 'POST',
  path: '/wps/session/ticket/exchange',
  auth: 'none',
  regionChecked: true,
  rateLimit: 'attempt',
});
