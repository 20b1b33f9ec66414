/** The system calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type {
  DomainRoutesValue,
  HelpCenterQuery,
  HelpCenterValue,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelValue,
} from '../schemas.ts';
import { api } from '../route.ts';

export const system = {
  status: api<{ value: Static<typeof SystemStatusSchema> }>({
    id: 'system.status',
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    rateLimit: 'browse',
  }),
  whitelabel: api<{ value: Static<typeof WhitelabelValue> }>({
    id: 'system.whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    rateLimit: 'browse',
  }),
  registerSettings: api<{ value: Static<typeof RegisterSettingsSchema> }>({
    id: 'system.registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    rateLimit: 'browse',
  }),
  domainRoute: api<{ value: Static<typeof DomainRoutesValue> }>({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    rateLimit: 'browse',
  }),
  helpCenter: api<{ query: Static<typeof HelpCenterQuery>; value: Static<typeof HelpCenterValue> }>({
    id: 'system.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    rateLimit: 'browse',
  }),
};
