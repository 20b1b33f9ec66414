/**
 * Server data of the agent side, one SWR hook per query (docs/architecture.md "one hook per query"):
 * - `GET /wps/content/agentLanding`: landing copy (request language), consultation hours, timezone, agent menu;
 * - `GET /wps/agent/contracts/info`: the consolidated contract info that gates the contract pages (spec 3);
 * - `GET /wps/content/agentAnnouncements`: announcements for agents (type AG).
 */
import { agentContracts } from '@playdeck/api-client/routes/agentContracts';
import { content } from '@playdeck/api-client/routes/content';
import { useCallback } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '../../../shared/api/client';
import { useToken } from '../../../shared/session/session';
import type { ContractType } from '@playdeck/domain/contracts';

/** One entry of vendors.json `menus.agentCenter`. */
export interface AgentMenuConfigEntry {
  route: string;
  modId?: string;
  labelId?: string;
}

/** The value of `GET /wps/content/agentLanding`. */
export interface AgentLandingData {
  landing: {
    title: string;
    intro: string;
    sections: { id: string; title: string; content: string }[];
  } | null;
  /** Weekday codes (MON..SUN) and `HH:mm` times in the brand timezone. */
  consultation: { days: string[]; open: string; close: string } | null;
  timezone: string;
  menu: AgentMenuConfigEntry[];
}

/** The consolidated contract info (spec 3): which contract types are enabled for the agent. */
export interface ContractInfo {
  dailysalreqtype: boolean;
  divtypereq: boolean;
  contracthoursalreqtype: boolean;
  realtimesalreqtype: boolean;
}

/** An announcement for agents. `createdAt` is an ISO instant. */
export interface AgentAnnouncementItem {
  id: string;
  title: string;
  content: string;
  createdAt: string;
}

/** SWR keys of this feature (the contract info key is the one agent-contracts uses too, so the cache is shared). */
export const agentKeys = {
  landing: () => content.agentLanding.path,
  contractInfo: () => agentContracts.info.path,
  announcements: () => content.agentAnnouncements.path,
};

/** Landing data (public). */
export function useAgentLanding() {
  return useSWR<AgentLandingData>(agentKeys.landing(), swrFetcher, { revalidateOnFocus: false });
}

const ALL_OFF: ContractInfo = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: false,
};

/** Which key of the contract info enables each contract type. */
export const CONTRACT_INFO_KEY: Record<ContractType, keyof ContractInfo> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreqtype',
  realtime: 'realtimesalreqtype',
};

/**
 * The consolidated contract info of the logged-in agent. While it loads, and when the call fails (network, 4xx,
 * endpoint missing), every type counts as off (fail closed: a contract page is never shown without its contract).
 * @returns `enabled(type)` and the SWR state.
 */
export function useContractInfo() {
  const token = useToken();
  const swr = useSWR<ContractInfo>(token ? agentKeys.contractInfo() : null, swrFetcher);
  const info = swr.error || !swr.data ? ALL_OFF : swr.data;
  const enabled = useCallback((type: ContractType) => info[CONTRACT_INFO_KEY[type]] === true, [info]);
  return { ...swr, info, enabled };
}

/** Announcements for agents (needs an agent session). */
export function useAgentAnnouncements() {
  const token = useToken();
  return useSWR<AgentAnnouncementItem[]>(token ? agentKeys.announcements() : null, swrFetcher);
}
