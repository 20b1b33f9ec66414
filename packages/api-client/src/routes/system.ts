/**
 * The system calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as system from '@playdeck/api-client/routes/system'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  DomainRoutesValue,
  HelpCenterQuery,
  HelpCenterValue,
  TermsQuery,
  TermsValue,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelValue,
} from '../schemas.ts';
import { api } from '../route.ts';

export const status = /* @__PURE__ */ api<{ value: Static<typeof SystemStatusSchema> }>({
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  rateLimit: 'browse',
});
export const whitelabel = /* @__PURE__ */ api<{ value: Static<typeof WhitelabelValue> }>({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
  rateLimit: 'browse',
});
export const registerSettings = /* @__PURE__ */ api<{ value: Static<typeof RegisterSettingsSchema> }>({
  id: 'system.registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
  rateLimit: 'browse',
});
export const domainRoute = /* @__PURE__ */ api<{ value: Static<typeof DomainRoutesValue> }>({
  id: 'system.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'none',
  rateLimit: 'browse',
});
/** The brand's terms and conditions (D35), reachable whether or not the help centre is on. */
export const terms = /* @__PURE__ */ api<{
  query: Static<typeof TermsQuery>;
  value: Static<typeof TermsValue>;
}>({
  id: 'system.terms',
  method: 'GET',
  path: '/wps/system/terms',
  auth: 'none',
  rateLimit: 'browse',
});
export const helpCenter = /* @__PURE__ */ api<{
  query: Static<typeof HelpCenterQuery>;
  value: Static<typeof HelpCenterValue>;
}>({
  id: 'system.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'none',
  rateLimit: 'browse',
});
