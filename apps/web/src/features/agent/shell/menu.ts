/**
 * The agent-center menu (spec 2 "Agent center pages"; docs/architecture.md "Menus and feature visibility come only from the
 * whitelabel tree ... Config may order, hide and label; it cannot invent routes"): the entries of vendors.json
 * `menus.agentCenter` in their order, keeping
 * - agent pages that are registered, whose whitelabel flag (the entry's modId, else the page's) is on with all its
 *   ancestors, and, for contract pages, whose contract type the consolidated contract info enables;
 * - the member-center links deposit (depositv2), withdraw and platform messages (messageV2), when their modId is on;
 * - customer service, when the brand has a customer service URL (and the entry's modId, if any, is on).
 * Any other route is not an agent-center entry and is left out.
 */
import type { MessageDescriptor } from 'react-intl';
import type { ContractType } from '@playdeck/domain/contracts';
import { isAgentPageName, visibleAgentPages, type AgentPageDef, type AgentPageName } from '../registry';
import type { AgentMenuConfigEntry } from './api';
import { agentLinkLabels, agentPageLabels, labelOverride } from './messages';

/** Member-center pages the agent menu links to (spec 2: deposit, withdraw, platform messages). */
export const MEMBER_LINKS = ['depositv2', 'withdraw', 'messageV2'] as const;
type MemberLink = (typeof MEMBER_LINKS)[number];

/** One menu entry. */
export type AgentMenuItem =
  | { kind: 'page'; name: AgentPageName; label: MessageDescriptor }
  | { kind: 'member'; route: MemberLink; to: string; label: MessageDescriptor }
  | { kind: 'external'; route: 'customerService'; href: string; label: MessageDescriptor };

/** What the menu is built from. */
export interface AgentMenuInput {
  config: readonly AgentMenuConfigEntry[];
  registered: readonly AgentPageDef[];
  isEnabled: (modId: string) => boolean;
  contractEnabled: (type: ContractType) => boolean;
  customerServiceUrl: string | undefined;
}

/** Builds the menu; see the module comment for the rules. */
export function buildAgentMenu({
  config,
  registered,
  isEnabled,
  contractEnabled,
  customerServiceUrl,
}: AgentMenuInput): AgentMenuItem[] {
  const out: AgentMenuItem[] = [];
  const seen = new Set<string>();
  for (const entry of config) {
    if (seen.has(entry.route)) continue;
    const override = labelOverride(entry.labelId);
    if (isAgentPageName(entry.route)) {
      const def = registered.find((d) => d.name === entry.route);
      if (!def) continue;
      const gated = { ...def, modId: entry.modId ?? def.modId };
      if (visibleAgentPages([gated], isEnabled, contractEnabled).length === 0) continue;
      out.push({ kind: 'page', name: def.name, label: override ?? agentPageLabels[def.name] });
    } else if ((MEMBER_LINKS as readonly string[]).includes(entry.route)) {
      const route = entry.route as MemberLink;
      if (!isEnabled(entry.modId ?? route)) continue;
      out.push({
        kind: 'member',
        route,
        to: `/member?page=${route}`,
        label: override ?? agentLinkLabels[route],
      });
    } else if (entry.route === 'customerService') {
      if (!customerServiceUrl || (entry.modId && !isEnabled(entry.modId))) continue;
      out.push({
        kind: 'external',
        route: 'customerService',
        href: customerServiceUrl,
        label: override ?? agentLinkLabels.customerService,
      });
    } else continue;
    seen.add(entry.route);
  }
  return out;
}

/** The page names of a menu, in menu order. */
export function menuPages(menu: readonly AgentMenuItem[]): AgentPageName[] {
  return menu.flatMap((m) => (m.kind === 'page' ? [m.name] : []));
}
