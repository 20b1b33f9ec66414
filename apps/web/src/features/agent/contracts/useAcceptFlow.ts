import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Contract, TerminationsRequired } from '@playdeck/api-client/agentContracts';
import { ApiError } from '../../../shared/api/client';
import { agentKeys } from '../shell/api';
import { acceptContract, contractKeys, rejectContract } from './api';

/**
 * Accept / reject of an offer with the termination-consequence step (spec 4: "A new contract with a lower rate than an
 * existing downline contract terminates the downline contract automatically after the user agrees"): `accept()` first
 * asks without confirming; a 409 CONTRACT_TERMINATIONS_REQUIRED puts the contracts that would end into `ending`, and
 * `accept(true)` then accepts and ends them in one server transaction. Revalidates the contract list and the
 * contract info after a change.
 */
export function useAcceptFlow(contract: Contract, onDone: (outcome: 'accepted' | 'rejected') => void) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [ending, setEnding] = useState<Contract[] | null>(null);

  const refresh = useCallback(() => {
    void mutate(contractKeys.list());
    void mutate(agentKeys.contractInfo());
  }, [mutate]);

  const accept = useCallback(
    async (confirm = false) => {
      setBusy(true);
      setError(null);
      try {
        await acceptContract(contract.id, confirm);
        setEnding(null);
        refresh();
        onDone('accepted');
      } catch (e) {
        if (e instanceof ApiError && e.errorCode === 'CONTRACT_TERMINATIONS_REQUIRED')
          setEnding((e.value as TerminationsRequired).contracts);
        else setError(e);
      } finally {
        setBusy(false);
      }
    },
    [contract.id, onDone, refresh],
  );

  const reject = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await rejectContract(contract.id);
      refresh();
      onDone('rejected');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }, [contract.id, onDone, refresh]);

  return { busy, error, ending, accept, reject, cancelEnding: () => setEnding(null) };
}
