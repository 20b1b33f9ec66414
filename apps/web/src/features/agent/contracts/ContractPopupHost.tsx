import { lazy, Suspense } from 'react';
import { useMemberInfo } from '../../../shared/session/session';

const ContractLive = lazy(() => import('./ContractLive'));

/**
 * Mounted once in the app shell (docs/architecture.md "Agents", contracts: the contract popup for logged-in users): for a logged-in agent
 * it loads the live contract events and the popup (ContractLive, its own chunk, so players and visitors download
 * nothing more than this gate).
 */
export function ContractPopupHost() {
  const { loggedIn, isAgent } = useMemberInfo();
  if (!loggedIn || !isAgent) return null;
  return (
    <Suspense fallback={null}>
      <ContractLive />
    </Suspense>
  );
}
