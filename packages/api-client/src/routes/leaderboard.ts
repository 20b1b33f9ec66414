/**
 * The leaderboard call of the route table (see ../route.ts; shapes and errors in ../leaderboard.ts).
 */
import type { Static } from 'typebox';
import type { LeaderboardPage } from '../leaderboard.ts';
import { api } from '../route.ts';

export const page = /* @__PURE__ */ api<{ value: Static<typeof LeaderboardPage> }>({
  id: 'leaderboard.page',
  method: 'GET',
  path: '/wps/leaderboard',
  auth: 'fullMember',
});
