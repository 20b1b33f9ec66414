import { lazy, Suspense, useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Contract } from '@playdeck/api-client/agentContracts';
import { contractKeys } from './api';
import { useContractEvents } from './useContractEvents';

const ContractOfferDialog = lazy(() => import('./ContractOfferDialog'));

/**
 * The live part of the contract popup (a lazy chunk, loaded only for a logged-in agent): listens to the live contract events and shows each new offer
 * in the contract popup, one at a time (spec 4 "new-contract or termination request"). "Later" hides an offer for
 * this page load; it stays on the contract page. Any contract event also refreshes the contract list.
 */
export default function ContractLive() {
  const { mutate } = useSWRConfig();
  const [queue, setQueue] = useState<Contract[]>([]);
  const [seen] = useState(() => new Set<string>());
  const onEvent = useCallback(
    (event: 'offer' | 'contract', c: Contract) => {
      void mutate(contractKeys.list());
      if (event !== 'offer' || c.status !== 'offered' || c.role !== 'received' || seen.has(c.id)) return;
      seen.add(c.id);
      setQueue((q) => [...q, c]);
    },
    [mutate, seen],
  );
  useContractEvents(true, onEvent);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ContractOfferDialog
        key={current.id}
        contract={current}
        onClose={() => setQueue((q) => q.filter((c) => c.id !== current.id))}
      />
    </Suspense>
  );
}
