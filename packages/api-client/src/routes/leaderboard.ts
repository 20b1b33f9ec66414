/**
 * The leaderboard call of the route table (see ../route.ts; shapes and errors in ../leaderboard.ts).
 */
import type { Static } from 'typebox';
import type { CloseValue, LeaderboardPage } from '../leaderboard.ts';
import { api } from '../route.ts';

export const page = /* @__PURE__ */ api<{ value: Static<typeof LeaderboardPage> }>({
  id: 'leaderboard.page',
  method: 'GET',
  path: '/wps/leaderboard',
  auth: 'fullMember',
});
export const closeNow = /* @__PURE__ */ api<{ value: Static<typeof CloseValue> }>({
  id: 'leaderboard.closeNow',
  method: 'POST',
  path: '/ops/api/leaderboard/close',
  auth: 'operator',
  opsRole: 'cashier',
});
