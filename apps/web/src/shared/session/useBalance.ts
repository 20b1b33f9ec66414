import useSWR from 'swr';
import type { Static } from 'typebox';
import type { BalanceValue } from '@playdeck/api-client';
import { swrFetcher } from '../api/client';
import { queryKeys } from '../api/keys';
import { useToken } from './session';

/** `/wps/v2/wallets/balance` value: decimal strings in major units (never floats). */
export type Balance = Static<typeof BalanceValue>;

/** The main wallet balance while logged in; `mutate()` refreshes it (header refresh button, spec 2). */
export function useBalance() {
  const token = useToken();
  return useSWR<Balance>(token ? queryKeys.balance() : null, swrFetcher, { revalidateOnFocus: false });
}
