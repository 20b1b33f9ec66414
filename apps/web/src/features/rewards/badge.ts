/**
 * The reward center's red badge (spec 2: rewardCenter shows a count above 0): the number of items the member can
 * join, apply for or claim now, read from the reward center call. Kept apart from the page so the member menu loads
 * only this and the route descriptor.
 */
import { rewards } from '@playdeck/api-client/routes/rewards';
import useSWR from 'swr';
import type { RewardCenter } from '@playdeck/api-client/rewards';
import { swrFetcher } from '../../shared/api/client';
import { useMemberInfo } from '../../shared/session/session';

/** SWR key of the reward center (the page and the badge share one answer). */
export const REWARDS_KEY = rewards.center.path;

/** Claimable items for the badge; undefined while unknown or for visitors and trial members. */
export function useRewardClaimable(): number | undefined {
  const { member, isTrial } = useMemberInfo();
  const { data } = useSWR<RewardCenter>(member && !isTrial ? REWARDS_KEY : null, swrFetcher);
  return data?.claimable;
}
