/**
 * VIP and rebate calls of the member center (`playerRank`, `manualRebate`; shapes in @playdeck/api-client/loyalty).
 * Money arrives as decimal strings; never a float.
 */
import { loyalty } from '@playdeck/api-client/routes/loyalty';
import useSWR, { useSWRConfig } from 'swr';
import type { RebateStatus, VipBonusKind, VipStatus } from '@playdeck/api-client/loyalty';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { BONUS_PATH } from '../bonus/api';

const VIP_PATH = loyalty.vip.path;
const REBATE_PATH = loyalty.rebate.path;

/** The member's VIP level, progress, benefits table and VIP bonuses (recomputed by the server on each read). */
export function useVip() {
  return useSWR<VipStatus>(VIP_PATH, swrFetcher);
}

/** Today's rebate accrual and what may be claimed. */
export function useRebate() {
  return useSWR<RebateStatus>(REBATE_PATH, swrFetcher);
}

/** After a payout: the page itself, the bonus list, the balances and member info (VIP label). */
function useRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(VIP_PATH),
      mutate(REBATE_PATH),
      mutate((key: unknown) => Array.isArray(key) && key[0] === BONUS_PATH),
      mutate(queryKeys.balance()),
      mutate(queryKeys.memberInfo()),
    ]);
}

/**
 * Claims a VIP bonus (`level` for a level-up bonus); refreshes afterwards, whatever the outcome.
 * @throws ApiError VIP_BONUS_UNAVAILABLE, VIP_BONUS_CLAIMED, NOT_LOGGED_IN, NETWORK
 */
export function useClaimVipBonus() {
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

/**
 * Claims every unpaid rebate accrual; refreshes afterwards, whatever the outcome.
 * @throws ApiError REBATE_NOTHING_TO_CLAIM, REBATE_AUTO_ONLY, NOT_LOGGED_IN, NETWORK
 */
export function useClaimRebate() {
  const refresh = useRefresh();
  return async () => {
    try {
      return await apiFetch(loyalty.claimRebate, { body: {} });
    } finally {
      await refresh();
    }
  };
}
