/**
 * Points and the points mall (spec 2 `pointMall`, `redeemHistory`, `pointsDetails`; spec 7 points calls; shapes in
 * @playdeck/api-client/points): balance, catalogue, redeem history, points details, redeem and convert. Points are
 * whole numbers as strings, money decimal strings; never a float.
 */
import { points } from '@playdeck/api-client/routes/points';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ConvertBody,
  PointsBalance,
  PointsConfigValue,
  PointsDetailPage,
  RedeemBody,
  RedemptionPage,
} from '@playdeck/api-client/points';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { useToken } from '../../shared/session/session';

/** Rows per page of the redeem history and the points details. */
export const POINTS_PAGE_SIZE = 10;

const PREFIX = points.balance.path.slice(0, points.balance.path.lastIndexOf('/') + 1);
const isPointsKey = (key: unknown) =>
  (typeof key === 'string' && key.startsWith(PREFIX)) ||
  (Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(PREFIX));

/** The member's points balance (only while logged in). */
export function usePointsBalance() {
  const token = useToken();
  return useSWR<PointsBalance>(token ? points.balance.path : null, swrFetcher);
}

/** The catalogue (with the member's own counts when logged in) and the conversion rate. */
export function usePointsConfig() {
  const token = useToken();
  return useSWR<PointsConfigValue>([points.config.path, { member: token ? '1' : '0' }], () =>
    apiFetch(points.config),
  );
}

/** One page of the redeem history, newest first. */
export function useRedemptions(pageNo: number) {
  return useSWR<RedemptionPage>([points.redeemList.path, { pageNo, pageSize: POINTS_PAGE_SIZE }], swrFetcher);
}

/** One page of points movements, newest first, optionally of one category. */
export function usePointsDetails(pageNo: number, category: string) {
  return useSWR<PointsDetailPage>(
    [points.details.path, { pageNo, pageSize: POINTS_PAGE_SIZE, ...(category ? { category } : {}) }],
    swrFetcher,
  );
}

/** Refreshes every points query and the cash balances after a redeem or a conversion. */
function useRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([mutate(isPointsKey), mutate(queryKeys.balance()), mutate(queryKeys.merchantWallet())]);
}

/**
 * Redeems a catalogue item (withdraw password). The body's `idempotencyKey` defaults to a fresh one per call; pass the
 * same key to retry one redeem safely. @throws ApiError (POINTS_OUT_OF_STOCK, POINTS_INSUFFICIENT,
 * WITHDRAW_PASSWORD_INCORRECT, IDEMPOTENCY_CONFLICT, ...)
 */
export function useRedeem() {
  const refresh = useRefresh();
  return async (body: RedeemBody) => {
    try {
      return await apiFetch(points.redeem, {
        body: { ...body, idempotencyKey: body.idempotencyKey ?? crypto.randomUUID() },
      });
    } finally {
      await refresh();
    }
  };
}

/** Converts points to cash (withdraw password). @throws ApiError (POINTS_CONVERT_MIN, POINTS_INSUFFICIENT, ...) */
export function useConvert() {
  const refresh = useRefresh();
  return async (body: ConvertBody) => {
    try {
      return await apiFetch(points.convert, { body });
    } finally {
      await refresh();
    }
  };
}
