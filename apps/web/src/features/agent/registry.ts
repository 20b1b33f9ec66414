/**
 * The agent-center page registry (spec 2 "Agent center pages (default: agentTeamOverview)"). Page names and their
 * order are the spec's; each piece of the agent back office registers its pages (`registerAgentPage`, from
 * `pages/agent-home/teamPages.ts` and `pages/agent-home/contractPages.ts`), and the agent menu shows only registered
 * pages whose whitelabel flag is on and, for the contract pages, whose contract type is enabled in the consolidated
 * contract info (spec 3: dailysalreqtype, divtypereq, contracthoursalreqtype, realtimesalreqtype).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContractType } from '@playdeck/domain/contracts';

/** Every agent-center page name of spec 2, in menu order. */
export const AGENT_PAGE_NAMES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPageName = (typeof AGENT_PAGE_NAMES)[number];

/** The default page (spec 2). */
export const DEFAULT_AGENT_PAGE: AgentPageName = 'agentTeamOverview';

/** A registered page. */
export interface AgentPageDef {
  name: AgentPageName;
  /** Whitelabel modId gating the entry (default: the page name). */
  modId?: string;
  /** Shown only when this contract type is enabled (spec 2: dividend, daily, hourly, real-time pages). */
  contractType?: ContractType;
  /** The panel, a lazy chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A registered page with its lazy panel component (made once, at registration). */
export interface RegisteredAgentPage extends AgentPageDef {
  Panel: LazyExoticComponent<ComponentType>;
}

const registry = new Map<AgentPageName, RegisteredAgentPage>();

/** Registers (or replaces) a page. Call at module load, before the agent center renders. */
export function registerAgentPage(def: AgentPageDef): void {
  registry.set(def.name, { ...def, Panel: lazy(def.load) });
}

/** Registered pages in spec order. */
export function registeredAgentPages(): RegisteredAgentPage[] {
  return AGENT_PAGE_NAMES.flatMap((n) => {
    const d = registry.get(n);
    return d ? [d] : [];
  });
}

/** Test hook: forgets every registration. */
export function clearAgentPages(): void {
  registry.clear();
}

/**
 * The pages the menu shows: registered, switched on by the whitelabel tree, and (contract pages) with their contract
 * type enabled, in spec order.
 */
export function visibleAgentPages<T extends AgentPageDef>(
  defs: readonly T[],
  isEnabled: (modId: string) => boolean,
  contractEnabled: (type: ContractType) => boolean,
): T[] {
  return defs.filter(
    (d) => isEnabled(d.modId ?? d.name) && (d.contractType === undefined || contractEnabled(d.contractType)),
  );
}

/** True when `name` is an agent-center page name of spec 2. */
export function isAgentPageName(name: string): name is AgentPageName {
  return (AGENT_PAGE_NAMES as readonly string[]).includes(name);
}

/**
 * The page to show for `?page=`: the requested one when visible, else agentTeamOverview when visible, else the first
 * visible page, else null (nothing to show). Spec 2: default agentTeamOverview.
 */
export function resolveAgentPage(
  requested: string | null,
  visible: readonly AgentPageName[],
): AgentPageName | null {
  if (requested && (visible as readonly string[]).includes(requested)) return requested as AgentPageName;
  if (visible.includes(DEFAULT_AGENT_PAGE)) return DEFAULT_AGENT_PAGE;
  return visible[0] ?? null;
}
