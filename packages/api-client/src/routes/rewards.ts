/**
 * The reward center calls of the route table (see ../route.ts; shapes and errors in ../rewards.ts), one export each.
 */
import type { Static } from 'typebox';
import type {
  ApplyBody,
  PromotionParams,
  RewardCenter,
  RewardEntry,
  RewardProof,
  RewardQuery,
} from '../rewards.ts';
import { api } from '../route.ts';

export const center = /* @__PURE__ */ api<{
  query: Static<typeof RewardQuery>;
  value: Static<typeof RewardCenter>;
}>({ id: 'rewards.center', method: 'GET', path: '/wps/rewards', auth: 'fullMember' });
export const join = /* @__PURE__ */ api<{
  params: Static<typeof PromotionParams>;
  value: Static<typeof RewardEntry>;
}>({ id: 'rewards.join', method: 'POST', path: '/wps/rewards/:promotionId/join', auth: 'fullMember' });
export const uploadProof = /* @__PURE__ */ api<{ value: Static<typeof RewardProof> }>({
  id: 'rewards.uploadProof',
  method: 'POST',
  path: '/wps/rewards/proofs',
  auth: 'fullMember',
});
export const apply = /* @__PURE__ */ api<{
  params: Static<typeof PromotionParams>;
  body: Static<typeof ApplyBody>;
  value: Static<typeof RewardEntry>;
}>({ id: 'rewards.apply', method: 'POST', path: '/wps/rewards/:promotionId/apply', auth: 'fullMember' });
