/**
 * The promotions centre query (`GET /wps/content/promotions`, spec 1 and 2 "/promotions"), shared by the promotions
 * page and the side menu's promotion dropdown. Public: no login needed.
 */
import useSWR from 'swr';
import type { PromotionsValue } from '@playdeck/api-client/schemas';
import { swrFetcher } from './client';
import { queryKeys } from './keys';

export type { Promotion, PromotionsValue } from '@playdeck/api-client/schemas';

/**
 * The categories (only those with a listed promotion) and the promotions that have not ended, in `lang` (sent as the
 * `lang` query, which the server prefers to the Language header). Not-yet-started promotions are listed too; their
 * `startsAt` is later than now. `enabled` false pauses the call (the side menu fetches only once its group is open).
 * Errors are the client's `ApiError`.
 */
export function usePromotions(lang: string, enabled = true) {
  return useSWR<PromotionsValue>(enabled ? queryKeys.promotions(lang) : null, swrFetcher);
}
