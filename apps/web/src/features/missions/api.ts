/**
 * Missions calls (spec 1 "missions", 2 `missionLeaderboard`; shapes in @playdeck/api-client/missions;
 * docs/decisions.md D37): the list (shared with the badge) and claim. A claim refreshes the list, the bonuses and the
 * balance, whatever its outcome.
 */
import { missions } from '@playdeck/api-client/routes/missions';
import useSWR, { useSWRConfig } from 'swr';
import type { MissionList } from '@playdeck/api-client/missions';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { REWARDS_KEY } from '../rewards/badge';
import { MISSIONS_KEY } from './badge';

/** The member's missions in their current windows. */
export function useMissions() {
  return useSWR<MissionList>(MISSIONS_KEY, swrFetcher);
}

/**
 * Claims a completed mission's reward (from the missions page or the reward center); refreshes both pages' lists and
 * badges, the bonuses and the balance.
 * @throws ApiError MISSION_NOT_COMPLETE, MISSION_ALREADY_CLAIMED, MISSION_NOT_FOUND, TIMED_OUT, SELF_EXCLUDED, NETWORK
 */
export function useClaimMission() {
  const { mutate } = useSWRConfig();
  return async (missionId: string) => {
    try {
      return await apiFetch(missions.claim, { body: { missionId } });
    } finally {
      await Promise.all([
        mutate(MISSIONS_KEY),
        // The reward center lists claimable missions and counts them in its badge.
        mutate(REWARDS_KEY),
        mutate(
          (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].includes('/bonuses'),
        ),
        mutate(queryKeys.balance()),
      ]);
    }
  };
}
