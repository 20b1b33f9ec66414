/**
 * The member's bonuses (member center `bonusDetails`; shapes in @playdeck/api-client/bonus): `GET /wps/member/bonuses`,
 * and `POST /wps/member/bonuses/:id/forfeit` (the member gives up a bonus still locked by its turnover).
 * Money arrives as decimal strings; never a float.
 */
import { bonus } from '@playdeck/api-client/routes/bonus';
import useSWR, { useSWRConfig } from 'swr';
import type { BonusPage } from '@playdeck/api-client/bonus';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';

/** Rows per page of the bonus list. */
export const BONUS_PAGE_SIZE = 10;
export const BONUS_PATH = bonus.list.path;

/** One page of the member's bonuses, newest first. */
export function useBonuses(pageNo: number) {
  return useSWR<BonusPage>([BONUS_PATH, { pageNo, pageSize: BONUS_PAGE_SIZE }], swrFetcher);
}

const isBonusKey = (key: unknown) => Array.isArray(key) && key[0] === BONUS_PATH;

/**
 * Forfeits a bonus (docs/decisions.md D17): its locked money goes back and the lock ends. Refreshes the list and the
 * balances afterwards, whatever the outcome.
 * @throws ApiError BONUS_NOT_FOUND, BONUS_NOT_ACTIVE, NOT_LOGGED_IN, NETWORK
 */
export function useForfeitBonus() {
  const { mutate } = useSWRConfig();
  return async (bonusId: string) => {
    try {
      return await apiFetch(bonus.forfeit, { params: { id: bonusId }, body: {} });
    } finally {
      await Promise.all([
        mutate(isBonusKey),
        mutate(queryKeys.balance()),
        mutate(queryKeys.merchantWallet()),
      ]);
    }
  };
}
