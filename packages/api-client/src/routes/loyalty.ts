/**
 * The VIP and rebate calls of the route table (see ../route.ts and ../loyalty.ts), one export each.
 */
import type { Static } from 'typebox';
import type { RebateClaimResult, RebateStatus, VipClaimBody, VipClaimResult, VipStatus } from '../loyalty.ts';
import { api } from '../route.ts';

export const vip = /* @__PURE__ */ api<{ value: Static<typeof VipStatus> }>({
  id: 'loyalty.vip',
  method: 'GET',
  path: '/wps/member/vip',
  auth: 'member',
});
export const claimVipBonus = /* @__PURE__ */ api<{
  body: Static<typeof VipClaimBody>;
  value: Static<typeof VipClaimResult>;
}>({
  id: 'loyalty.claimVipBonus',
  method: 'POST',
  path: '/wps/member/vip/bonuses/claim',
  auth: 'member',
  rateLimit: 'steady',
  guarded: true,
  regionChecked: true,
});
export const rebate = /* @__PURE__ */ api<{ value: Static<typeof RebateStatus> }>({
  id: 'loyalty.rebate',
  method: 'GET',
  path: '/wps/member/rebate',
  auth: 'member',
});
export const claimRebate = /* @__PURE__ */ api<{ value: Static<typeof RebateClaimResult> }>({
  id: 'loyalty.claimRebate',
  method: 'POST',
  path: '/wps/member/rebate/claim',
  auth: 'member',
  rateLimit: 'steady',
  guarded: true,
  regionChecked: true,
});
