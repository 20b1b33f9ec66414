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
    summary: 'Status 0 normal / 1 maintenance / 2 region restricted, location, brand info',
    tags: ['system'],
  }),
  whitelabel: api<{ value: Static<typeof WhitelabelValue> }>({
    id: 'system.whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    rateLimit: 'browse',
    summary: 'Whitelabel tree (modId, enabled, childrenNodes)',
    tags: ['system'],
  }),
  registerSettings: api<{ value: Static<typeof RegisterSettingsSchema> }>({
    id: 'system.registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    rateLimit: 'browse',
    summary: 'Registration field settings',
    tags: ['system'],
  }),
  domainRoute: api<{ value: Static<typeof DomainRoutesValue> }>({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    rateLimit: 'browse',
    summary: 'Domain routes',
    tags: ['system'],
  }),
  helpCenter: api<{ query: Static<typeof HelpCenterQuery>; value: Static<typeof HelpCenterValue> }>({
    id: 'system.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    rateLimit: 'browse',
    summary: 'Help centre items for a language (device WEB)',
    tags: ['system'],
  }),
};
