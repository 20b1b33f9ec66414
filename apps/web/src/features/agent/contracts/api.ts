/**
 * Contract and settlement calls of the agent center (docs/architecture.md "Agents", contracts and settlement; shapes, units and errors in
 * @playdeck/api-client/agentContracts): one SWR hook per query, plain functions for the actions. Money arrives as
 * decimal strings of the brand currency, rates as percent strings; never floats.
 */
import { agentContracts } from '@playdeck/api-client/routes/agentContracts';
import useSWR from 'swr';
import type {
  ContractList,
  RevenueReport,
  Statement,
  StatementPage,
  Terms,
} from '@playdeck/api-client/agentContracts';
import type { ContractType } from '@playdeck/domain/contracts';
import { apiFetch, swrFetcher } from '../../../shared/api/client';
import { useToken } from '../../../shared/session/session';

/** Rows per page of a statement list. */
export const STATEMENT_PAGE_SIZE = 10;

export const CONTRACT_PATHS = {
  list: agentContracts.list.path,
  offer: agentContracts.offer.path,
  statements: agentContracts.statements.path,
  revenue: agentContracts.revenue.path,
  events: agentContracts.events.path,
} as const;

/** SWR keys of this feature. */
export const contractKeys = {
  list: () => CONTRACT_PATHS.list,
  statements: (q: { type: ContractType; from?: string; to?: string; pageNo: number }) =>
    [CONTRACT_PATHS.statements, { ...q, pageSize: STATEMENT_PAGE_SIZE }] as const,
  statement: (id: string) => `${CONTRACT_PATHS.statements}/${encodeURIComponent(id)}`,
  revenue: (q: { from: string; to: string; groupBy: 'day' | 'week' | 'month' }) =>
    [CONTRACT_PATHS.revenue, { ...q }] as const,
};

/** My contracts, received and given (needs an agent session). */
export function useContracts() {
  const token = useToken();
  return useSWR<ContractList>(token ? contractKeys.list() : null, swrFetcher);
}

/** One page of my statements of `type`, newest period first. */
export function useStatements(q: { type: ContractType; from?: string; to?: string; pageNo: number }) {
  return useSWR<StatementPage>(contractKeys.statements(q), swrFetcher);
}

/** One statement with every input; null id: nothing fetched. */
export function useStatement(id: string | null) {
  return useSWR<Statement>(id ? contractKeys.statement(id) : null, swrFetcher);
}

/** My income per period and source (agentRevenueReport). */
export function useRevenue(q: { from: string; to: string; groupBy: 'day' | 'week' | 'month' }) {
  return useSWR<RevenueReport>(contractKeys.revenue(q), swrFetcher);
}

/** Offers a contract to a direct downline agent. @throws ApiError (CONTRACT_ABOVE_TERMS, AGENT_MEMBER_NOT_FOUND, ...) */
export function offerContract(body: { agentId: string; type: ContractType; terms: Terms }) {
  return apiFetch(agentContracts.offer, { body });
}

/**
 * Accepts an offer. Without `confirmTerminations` the server may answer 409 CONTRACT_TERMINATIONS_REQUIRED with
 * `value.contracts`: the contracts I gave that would end (show them, then call again with true).
 */
export function acceptContract(id: string, confirmTerminations = false) {
  return apiFetch(agentContracts.accept, { params: { id }, body: { confirmTerminations } });
}

/** Rejects an offer. */
export function rejectContract(id: string) {
  return apiFetch(agentContracts.reject, { params: { id }, body: {} });
}

/** Requests or confirms the termination of a contract (or withdraws my open offer). */
export function terminateContract(id: string) {
  return apiFetch(agentContracts.terminate, { params: { id }, body: {} });
}
