/**
 * The member's bonuses (member center `bonusDetails`; shapes in @playdeck/api-client/bonus): `GET /wps/member/bonuses`.
 * Money arrives as decimal strings; never a float.
 */
import useSWR from 'swr';
import type { BonusPage } from '@playdeck/api-client/bonus';
import { swrFetcher } from '../../shared/api/client';

/** Rows per page of the bonus list. */
export const BONUS_PAGE_SIZE = 10;
export const BONUS_PATH = '/wps/member/bonuses';

/** One page of the member's bonuses, newest first. */
export function useBonuses(pageNo: number) {
  return useSWR<BonusPage>([BONUS_PATH, { pageNo, pageSize: BONUS_PAGE_SIZE }], swrFetcher);
}
