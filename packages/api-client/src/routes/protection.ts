/**
 * The player protection calls of the route table (see ../route.ts; shapes and errors in ../protection.ts), one export
 * each: import the module as a namespace and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  BlockBody,
  BlockValue,
  LimitKeyBody,
  ProtectionView,
  SetLimitBody,
  SetLimitValue,
} from '../protection.ts';
import { api } from '../route.ts';

export const view = /* @__PURE__ */ api<{ value: Static<typeof ProtectionView> }>({
  id: 'protection.view',
  method: 'GET',
  path: '/wps/protection',
  auth: 'member',
});
export const setLimit = /* @__PURE__ */ api<{
  body: Static<typeof SetLimitBody>;
  value: Static<typeof SetLimitValue>;
}>({ id: 'protection.setLimit', method: 'POST', path: '/wps/protection/limits', auth: 'member' });
export const confirmLimit = /* @__PURE__ */ api<{
  body: Static<typeof LimitKeyBody>;
  value: Static<typeof SetLimitValue>;
}>({ id: 'protection.confirmLimit', method: 'POST', path: '/wps/protection/limits/confirm', auth: 'member' });
export const timeout = /* @__PURE__ */ api<{
  body: Static<typeof BlockBody>;
  value: Static<typeof BlockValue>;
}>({ id: 'protection.timeout', method: 'POST', path: '/wps/protection/timeout', auth: 'member' });
export const exclusion = /* @__PURE__ */ api<{
  body: Static<typeof BlockBody>;
  value: Static<typeof BlockValue>;
}>({ id: 'protection.exclusion', method: 'POST', path: '/wps/protection/exclusion', auth: 'member' });
