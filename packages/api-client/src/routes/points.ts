/**
 * The points calls of the route table (see ../route.ts; shapes and errors in ../points.ts), one export each.
 */
import type { Static } from 'typebox';
import type {
  ConvertBody,
  PointsBalance,
  PointsConfigValue,
  PointsDetailPage,
  PointsDetailQuery,
  PointsPageQuery,
  PointsReward,
  RedeemBody,
  RedemptionPage,
  RedemptionRow,
} from '../points.ts';
import { api } from '../route.ts';

export const balance = /* @__PURE__ */ api<{ value: Static<typeof PointsBalance> }>({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/points/balance',
  auth: 'fullMember',
});
export const reward = /* @__PURE__ */ api<{ value: Static<typeof PointsReward> }>({
  id: 'points.reward',
  method: 'GET',
  path: '/wps/points/reward',
  auth: 'fullMember',
});
export const config = /* @__PURE__ */ api<{ value: Static<typeof PointsConfigValue> }>({
  id: 'points.config',
  method: 'GET',
  path: '/wps/points/config',
  auth: 'optional',
});
export const redeemList = /* @__PURE__ */ api<{
  query: Static<typeof PointsPageQuery>;
  value: Static<typeof RedemptionPage>;
}>({ id: 'points.redeemList', method: 'GET', path: '/wps/points/redemptions', auth: 'fullMember' });
export const details = /* @__PURE__ */ api<{
  query: Static<typeof PointsDetailQuery>;
  value: Static<typeof PointsDetailPage>;
}>({ id: 'points.details', method: 'GET', path: '/wps/points/details', auth: 'fullMember' });
export const redeem = /* @__PURE__ */ api<{
  body: Static<typeof RedeemBody>;
  value: Static<typeof RedemptionRow>;
}>({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/points/redeem',
  auth: 'fullMember',
  encrypted: true,
  regionChecked: true,
});
export const convert = /* @__PURE__ */ api<{
  body: Static<typeof ConvertBody>;
  value: Static<typeof RedemptionRow>;
}>({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/points/convert',
  auth: 'fullMember',
  encrypted: true,
  regionChecked: true,
});
