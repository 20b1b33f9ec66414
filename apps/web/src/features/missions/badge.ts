/**
 * The missions page's red badge (spec 2: missionLeaderboard shows a count above 0): the number of missions the member
 * can claim now, read from the missions call. Kept apart from the page so the member menu loads only this and the
 * route descriptor.
 */
import { missions } from '@playdeck/api-client/routes/missions';
import useSWR from 'swr';
import type { MissionList } from '@playdeck/api-client/missions';
import { swrFetcher } from '../../shared/api/client';
import { useMemberInfo } from '../../shared/session/session';

/** SWR key of the missions list (the page and the badge share one answer). */
export const MISSIONS_KEY = missions.list.path;

/** Claimable missions for the badge; undefined while unknown or for visitors and trial members. */
export function useMissionClaimable(): number | undefined {
  const { member, isTrial } = useMemberInfo();
  const { data } = useSWR<MissionList>(member && !isTrial ? MISSIONS_KEY : null, swrFetcher);
  return data?.claimable;
}
