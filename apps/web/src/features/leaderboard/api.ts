/**
 * Leaderboard call of the site (shape in @playdeck/api-client/leaderboard; docs/decisions.md D38): the brand's
 * competitions with their top standings and the member's own rank. Money and scores arrive as decimal strings.
 */
import { leaderboard } from '@playdeck/api-client/routes/leaderboard';
import useSWR from 'swr';
import type { LeaderboardPage } from '@playdeck/api-client/leaderboard';
import { swrFetcher } from '../../shared/api/client';

/** The competitions (full members only; refreshed every minute while shown, the standings move with play). */
export function useLeaderboard() {
  return useSWR<LeaderboardPage>(leaderboard.page.path, swrFetcher, { refreshInterval: 60_000 });
}
