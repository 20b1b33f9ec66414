/** Messages of the agent side: landing page, login form, agent-center layout and menu (ids `agent.*`). */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AgentPageName } from '../registry';
import * as catalogue from './messages.json';

export const agentShellMessages = defineMessages(catalogue.agentShellMessages);

/** Messages with ICU arguments. */
export const agentShellValueMessages = defineMessages<{
  clockLabel: { time: string };
  timezoneLabel: { offset: string };
  nicknameLabel: { nickname: string };
  dayRange: { from: string; to: string };
  hours: { days: string; open: string; close: string };
  published: { time: string };
}>(catalogue.agentShellValueMessages);

/** Menu labels of the agent-center pages (spec 2 "Agent center pages", with the spec's names in brackets). */
export const agentPageLabels: Record<AgentPageName, MessageDescriptor> = defineMessages(
  catalogue.agentPageLabels,
);

/** Labels of the menu's link entries (spec 2: deposit, withdraw, platform messages, customer service). */
export const agentLinkLabels = defineMessages(catalogue.agentLinkLabels);

/**
 * Messages a brand may name as `labelId` in vendors.json `menus.agentCenter` (config may relabel, never invent
 * texts: an unknown id keeps the default label).
 */
export const agentLabelOverrides: Record<string, MessageDescriptor> = defineMessages(
  catalogue.agentLabelOverrides,
);

/** The override message of `labelId`, or undefined when the catalogue has none. */
export function labelOverride(labelId: string | undefined): MessageDescriptor | undefined {
  if (!labelId) return undefined;
  return Object.values(agentLabelOverrides).find((m) => m.id === labelId);
}
