/**
 * Player protection calls of the site (shapes in @playdeck/api-client/protection; docs/decisions.md D26): the view,
 * setting and confirming limits, and taking a time-out or self-exclusion. Money arrives as decimal strings.
 */
import { protection } from '@playdeck/api-client/routes/protection';
import useSWR, { useSWRConfig } from 'swr';
import type { ProtectionView } from '@playdeck/api-client/protection';
import { apiFetch, swrFetcher } from '../../shared/api/client';

export const PROTECTION_PATH = protection.view.path;

/** The member's limits, usage, pending changes and block. */
export function useProtection() {
  return useSWR<ProtectionView>(PROTECTION_PATH, swrFetcher);
}

/**
 * The member's protection actions; each refreshes the view afterwards.
 * @throws ApiError AMOUNT_*, PROTECTION_PENDING, PROTECTION_BLOCKED, VALIDATION, NETWORK
 */
export function useProtectionActions() {
  const { mutate } = useSWRConfig();
  const after = async <T>(p: Promise<T>) => {
    try {
      return await p;
    } finally {
      await mutate(PROTECTION_PATH);
    }
  };
  return {
    setLimit: (key: string, value: string | null) =>
      after(apiFetch(protection.setLimit, { body: { key, value } as never })),
    confirm: (key: string) => after(apiFetch(protection.confirmLimit, { body: { key } as never })),
    timeout: (length: string) => apiFetch(protection.timeout, { body: { length } }),
    exclude: (length: string) => apiFetch(protection.exclusion, { body: { length } }),
  };
}
