/**
 * The session calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as session from '@playdeck/api-client/routes/session'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  FreeplayBody,
  LoginBody,
  LoginResult,
  RegisterBody,
  TicketBody,
  TicketValue,
} from '../schemas.ts';
import type { LogoutQuery, RemovedDevices, TrustedDeviceList, TrustedDeviceParams } from '../devices.ts';
import type { SocialLinkBody, SocialPendingValue, SocialRegisterQuery } from '../social.ts';
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
/** Ends the session; `?forgetDevice=1` also forgets this browser as a trusted device (D35). */
export const logout = /* @__PURE__ */ api<{ query: Static<typeof LogoutQuery>; value: null }>({
  id: 'session.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'member',
  duringPasswordChange: true,
});
/** The member's trusted devices (two-factor step skipped there, D28), `current` marking this browser (D35). */
export const devices = /* @__PURE__ */ api<{ value: Static<typeof TrustedDeviceList> }>({
  id: 'session.devices',
  method: 'GET',
  path: '/wps/session/devices',
  auth: 'member',
});
/** Forgets one trusted device (404 TRUSTED_DEVICE_NOT_FOUND when not the member's). */
export const removeDevice = /* @__PURE__ */ api<{ params: Static<typeof TrustedDeviceParams>; value: null }>({
  id: 'session.removeDevice',
  method: 'DELETE',
  path: '/wps/session/devices/:id',
  auth: 'member',
  rateLimit: 'steady',
});
/** Forgets every trusted device of the member. */
export const removeAllDevices = /* @__PURE__ */ api<{ value: Static<typeof RemovedDevices> }>({
  id: 'session.removeAllDevices',
  method: 'DELETE',
  path: '/wps/session/devices',
  auth: 'member',
  rateLimit: 'steady',
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

/** The pending social sign-in of this browser (cookie set by the social callback; docs/architecture.md "Social login"). */
export const socialPending = /* @__PURE__ */ api<{ value: Static<typeof SocialPendingValue> }>({
  id: 'session.socialPending',
  method: 'GET',
  path: '/wps/session/social/pending',
  auth: 'none',
});
/** Links the pending provider account to an existing account after its password (a full login). */
export const socialLink = /* @__PURE__ */ api<{
  body: Static<typeof SocialLinkBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'session.socialLink',
  method: 'POST',
  path: '/wps/session/social/link',
  auth: 'none',
  rateLimit: 'attempt',
  encrypted: true,
  guarded: true,
});
/** Creates an account for the pending provider account with the brand's registration fields, and links it. */
export const socialRegister = /* @__PURE__ */ api<{
  query: Static<typeof SocialRegisterQuery>;
  body: Static<typeof RegisterBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'session.socialRegister',
  method: 'PUT',
  path: '/wps/session/social/register',
  auth: 'none',
  rateLimit: 'sensitive',
  encrypted: true,
  guarded: true,
});
