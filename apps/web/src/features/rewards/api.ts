/**
 * Reward center calls (spec 2 `rewardCenter`; shapes in @playdeck/api-client/rewards; docs/decisions.md D32): the
 * list (shared with the badge), join, apply with proof images (uploaded one by one as raw png/jpg first) and VIP bonus
 * claims (the loyalty call). Every mutation refreshes the list, the bonuses and the balance, whatever the outcome.
 */
import { routePath } from '@playdeck/api-client/route';
import { rewards } from '@playdeck/api-client/routes/rewards';
import { loyalty } from '@playdeck/api-client/routes/loyalty';
import useSWR, { useSWRConfig } from 'swr';
import type { RewardCenter, RewardProof } from '@playdeck/api-client/rewards';
import type { VipBonusKind } from '@playdeck/api-client/loyalty';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { uploadFile } from '../../shared/api/upload';
import { queryKeys } from '../../shared/api/keys';
import { REWARDS_KEY } from './badge';

/** The member's reward center. */
export function useRewardCenter() {
  return useSWR<RewardCenter>(REWARDS_KEY, swrFetcher);
}

function useRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(REWARDS_KEY),
      mutate(
        (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].includes('/bonuses'),
      ),
      mutate(queryKeys.balance()),
    ]);
}

/**
 * Uploads one proof image (raw bytes; the server checks type and size again and re-encodes it).
 * @throws ApiError PROOF_NOT_IMAGE, PROOF_UNREADABLE, PROOF_TOO_MANY_PIXELS, BODY_TOO_LARGE, NETWORK
 */
const uploadProof = (file: Blob): Promise<RewardProof> =>
  uploadFile<RewardProof>(routePath(rewards.uploadProof, {}), rewards.uploadProof.method, file);

/**
 * Joins a promotion. @throws ApiError PROMOTION_TAKEN, PROMOTION_NOT_OPEN, PROMOTION_PROTECTED,
 * PROMOTION_NEW_MEMBERS_ONLY, PROMOTION_VIP_LEVEL, NETWORK
 */
export function useJoin() {
  const refresh = useRefresh();
  return async (promotionId: string) => {
    try {
      return await apiFetch(rewards.join, { params: { promotionId }, body: {} });
    } finally {
      await refresh();
    }
  };
}

/**
 * Applies to a promotion: uploads the files, then sends the comment and their ids.
 * @throws ApiError as the upload, PROMOTION_COMMENT_TOO_LONG, PROMOTION_PROOF_INVALID, PROMOTION_TAKEN, ...
 */
export function useApply() {
  const refresh = useRefresh();
  return async (promotionId: string, comment: string, files: readonly Blob[]) => {
    try {
      const proofIds: string[] = [];
      for (const f of files) proofIds.push((await uploadProof(f)).id);
      return await apiFetch(rewards.apply, { params: { promotionId }, body: { comment, proofIds } });
    } finally {
      await refresh();
    }
  };
}

/** Claims a VIP bonus from the reward center. @throws ApiError VIP_BONUS_UNAVAILABLE, VIP_BONUS_CLAIMED, NETWORK */
export function useClaimVip() {
  const refresh = useRefresh();
  return async (kind: VipBonusKind, level?: number) => {
    try {
      return await apiFetch(loyalty.claimVipBonus, {
        body: { kind, ...(level !== undefined ? { level } : {}) },
      });
    } finally {
      await refresh();
    }
  };
}
