/**
 * The missions calls of the route table (see ../route.ts; shapes and errors in ../missions.ts).
 */
import type { Static } from 'typebox';
import type { ClaimMissionBody, MissionClaimed, MissionList } from '../missions.ts';
import { api } from '../route.ts';

export const list = /* @__PURE__ */ api<{ value: Static<typeof MissionList> }>({
  id: 'missions.list',
  method: 'GET',
  path: '/wps/missions',
  auth: 'fullMember',
});
export const claim = /* @__PURE__ */ api<{
  body: Static<typeof ClaimMissionBody>;
  value: Static<typeof MissionClaimed>;
}>({
  id: 'missions.claim',
  method: 'POST',
  path: '/wps/missions/claim',
  auth: 'fullMember',
  regionChecked: true,
});
