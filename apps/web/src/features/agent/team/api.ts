/**
 * Team calls of the agent center (docs/architecture.md "Agents"; shapes, units and errors in
 * @playdeck/api-client/agentTeam): one SWR hook per query, plain functions for the actions. Money arrives as decimal
 * strings of the brand currency; never floats.
 */
import { agentTeam } from '@playdeck/api-client/routes/agentTeam';
import useSWR from 'swr';
import type {
  AffiliateLinks,
  AgentTransferBody,
  CreateDownlineBody,
  DownlinePage,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamTransactionPage,
  TransferLimits,
} from '@playdeck/api-client/agentTeam';
import { apiFetch, swrFetcher } from '../../../shared/api/client';

/** Rows per page of the team lists. */
export const TEAM_PAGE_SIZE = 10;

export const TEAM_PATHS = {
  overview: agentTeam.overview.path,
  downlines: agentTeam.downlines.path,
  affiliateLinks: agentTeam.affiliateLinks.path,
  bets: agentTeam.bets.path,
  loss: agentTeam.loss.path,
  transactions: agentTeam.transactions.path,
  limits: agentTeam.transferLimits.path,
  transfer: agentTeam.transfer.path,
} as const;

/** A [from, to) range of ISO instants (midnights of the brand calendar). */
export interface Range {
  from: string;
  to: string;
}

export const teamKeys = {
  overview: (r: Range) => [TEAM_PATHS.overview, { ...r }] as const,
  downlines: (q: { scope: 'direct' | 'all'; search?: string; pageNo: number; pageSize?: number }) =>
    [TEAM_PATHS.downlines, { pageSize: TEAM_PAGE_SIZE, ...q }] as const,
  bets: (q: Range & { memberId?: string; pageNo: number }) =>
    [TEAM_PATHS.bets, { ...q, pageSize: TEAM_PAGE_SIZE }] as const,
  loss: (q: Range & { pageNo: number }) => [TEAM_PATHS.loss, { ...q, pageSize: TEAM_PAGE_SIZE }] as const,
  transactions: (q: { memberId: string; pageNo: number }) =>
    [TEAM_PATHS.transactions, { ...q, pageSize: TEAM_PAGE_SIZE }] as const,
};

/** Team overview over a range (agentTeamOverview). */
export const useTeamOverview = (r: Range) => useSWR<TeamOverview>(teamKeys.overview(r), swrFetcher);
/** One page of the team (downlineManagmentView). */
export const useDownlines = (q: Parameters<typeof teamKeys.downlines>[0]) =>
  useSWR<DownlinePage>(teamKeys.downlines(q), swrFetcher);
/** The agent's affiliate codes (registerCenter). */
export const useAffiliateLinks = () => useSWR<AffiliateLinks>(TEAM_PATHS.affiliateLinks, swrFetcher);
/** Team betting record (personalHistoryCopy). */
export const useTeamBets = (q: Parameters<typeof teamKeys.bets>[0]) =>
  useSWR<TeamBetPage>(teamKeys.bets(q), swrFetcher);
/** User loss per member (palStatementsAgentCopy). */
export const useTeamLoss = (q: Parameters<typeof teamKeys.loss>[0]) =>
  useSWR<TeamLossPage>(teamKeys.loss(q), swrFetcher);
/** A member's account details (agentDownlineTransactionDetailsCopy); nothing asked without a member. */
export const useTeamTransactions = (q: { memberId: string | null; pageNo: number }) =>
  useSWR<TeamTransactionPage>(
    q.memberId ? teamKeys.transactions({ memberId: q.memberId, pageNo: q.pageNo }) : null,
    swrFetcher,
  );
/** The caller's transfer limits and balance. */
export const useTransferLimits = () => useSWR<TransferLimits>(TEAM_PATHS.limits, swrFetcher);

/** Creates a downline; the answer holds the one-time password (shown once). */
export const createDownline = (body: CreateDownlineBody) => apiFetch(agentTeam.createDownline, { body });
/** Locks or unlocks a team member. */
export const setLocked = (memberId: string, locked: boolean) =>
  apiFetch(agentTeam.lockDownline, { params: { memberId }, body: { locked } });
/** A transfer to a team member or the upline (D12). */
export const sendTransfer = (body: AgentTransferBody) => apiFetch(agentTeam.transfer, { body });
