/**
 * The refer-and-earn call of the route table (see ../route.ts; shapes and errors in ../referral.ts).
 */
import type { Static } from 'typebox';
import type { ReferralPage } from '../referral.ts';
import { api } from '../route.ts';

export const page = /* @__PURE__ */ api<{ value: Static<typeof ReferralPage> }>({
  id: 'referral.page',
  method: 'GET',
  path: '/wps/referral',
  auth: 'fullMember',
});
