/** Messages of the agent side: landing page, login form, agent-center layout and menu (ids `agent.*`). */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AgentPageName } from '../registry';

export const agentShellMessages = defineMessages({
  landingFallbackTitle: {
    id: 'agent.landing.title',
    defaultMessage: 'Agent login',
    description: 'Agent landing page (/agent): heading when the brand has no landing copy',
  },
  consultationTitle: {
    id: 'agent.landing.consultation',
    defaultMessage: 'Consultation hours',
    description: 'Agent landing page: heading of the consultation hours (spec 1)',
  },
  loginTitle: {
    id: 'agent.login.title',
    defaultMessage: 'Agent login',
    description: 'Agent landing page: heading of the login form',
  },
  loginHint: {
    id: 'agent.login.hint',
    defaultMessage: 'Only agent accounts can log in here.',
    description: 'Agent landing page: note under the login form heading (spec 6: non-agents cannot log in)',
  },
  goPlayerSite: {
    id: 'agent.login.playerSite',
    defaultMessage: 'Go to the player site',
    description: 'Agent landing page: link back to the home page of the player site',
  },
  header: {
    id: 'agent.header.label',
    defaultMessage: 'Agent center header',
    description: 'Accessible name of the agent-center header landmark',
  },
  signOut: {
    id: 'agent.header.signOut',
    defaultMessage: 'Sign out',
    description: 'Agent-center header: sign-out button (asks for confirmation, then back to /agent)',
  },
  menu: {
    id: 'agent.menu.label',
    defaultMessage: 'Agent center menu',
    description: 'Accessible name of the agent-center menu',
  },
  noPages: {
    id: 'agent.noPages',
    defaultMessage: 'No pages are available',
    description: 'Agent center: empty state when the brand switched every agent page off',
  },
  panelFailed: {
    id: 'agent.panel.failed',
    defaultMessage: 'This page could not be shown',
    description: 'Agent center: error state of a panel that failed to load or crashed',
  },
  externalLink: {
    id: 'agent.menu.external',
    defaultMessage: '(opens in a new tab)',
    description: 'Agent-center menu: hidden note after a link that opens a new tab (customer service)',
  },
  announcementsEmpty: {
    id: 'agent.announcement.empty',
    defaultMessage: 'No announcements yet',
    description: 'Agent announcement page: empty state',
  },
  announcementsLoading: {
    id: 'agent.announcement.loading',
    defaultMessage: 'Loading announcements…',
    description: 'Agent announcement page: spinner label',
  },
});

/** Messages with ICU arguments. */
export const agentShellValueMessages = defineMessages<{
  clockLabel: { time: string };
  timezoneLabel: { offset: string };
  nicknameLabel: { nickname: string };
  dayRange: { from: string; to: string };
  hours: { days: string; open: string; close: string };
  published: { time: string };
}>({
  nicknameLabel: {
    id: 'agent.header.nickname',
    defaultMessage: 'Signed in as {nickname}',
    description:
      'Agent-center header: screen-reader text of the nickname. nickname: the agent nickname or username',
  },
  timezoneLabel: {
    id: 'agent.header.timezone',
    defaultMessage: 'Time zone {offset}',
    description: 'Agent-center header: screen-reader text of the GMT offset. offset: e.g. GMT+06:00',
  },
  clockLabel: {
    id: 'agent.header.clock',
    defaultMessage: 'Current time {time}',
    description:
      'Agent-center header: screen-reader text of the live clock. time: yyyy-MM-dd HH:mm:ss in the brand timezone',
  },
  dayRange: {
    id: 'agent.landing.dayRange',
    defaultMessage: '{from} to {to}',
    description: 'Consultation days as a range, e.g. "Monday to Friday". from, to: localised weekday names',
  },
  hours: {
    id: 'agent.landing.hours',
    defaultMessage: '{days} {open} to {close}',
    description:
      'Consultation hours (spec 1), e.g. "Monday to Friday 12:00 to 21:00". days: localised days; open, close: HH:mm',
  },
  published: {
    id: 'agent.announcement.published',
    defaultMessage: 'Published {time}',
    description: 'Agent announcement page: publication time. time: yyyy-MM-dd HH:mm:ss in the brand timezone',
  },
});

/** Menu labels of the agent-center pages (spec 2 "Agent center pages", with the spec's names in brackets). */
export const agentPageLabels: Record<AgentPageName, MessageDescriptor> = defineMessages({
  agentAnnouncement: {
    id: 'agent.page.agentAnnouncement',
    defaultMessage: 'Announcements',
    description: 'Agent-center page agentAnnouncement: menu label and panel heading',
  },
  agentTeamOverview: {
    id: 'agent.page.agentTeamOverview',
    defaultMessage: 'Team overview',
    description: 'Agent-center page agentTeamOverview: menu label and panel heading',
  },
  registerCenter: {
    id: 'agent.page.registerCenter',
    defaultMessage: 'Create account',
    description: 'Agent-center page registerCenter: menu label and panel heading',
  },
  downlineManagmentView: {
    id: 'agent.page.downlineManagmentView',
    defaultMessage: 'Team management',
    description: 'Agent-center page downlineManagmentView: menu label and panel heading',
  },
  personalHistoryCopy: {
    id: 'agent.page.personalHistoryCopy',
    defaultMessage: 'Team betting',
    description: 'Agent-center page personalHistoryCopy (team betting): menu label and panel heading',
  },
  palStatementsAgentCopy: {
    id: 'agent.page.palStatementsAgentCopy',
    defaultMessage: 'User loss',
    description: 'Agent-center page palStatementsAgentCopy: menu label and panel heading',
  },
  agentRevenueReport: {
    id: 'agent.page.agentRevenueReport',
    defaultMessage: 'My income',
    description: 'Agent-center page agentRevenueReport: menu label and panel heading',
  },
  agentDownlineTransactionDetailsCopy: {
    id: 'agent.page.agentDownlineTransactionDetailsCopy',
    defaultMessage: 'Account details',
    description: 'Agent-center page agentDownlineTransactionDetailsCopy: menu label and panel heading',
  },
  agentDividendRecordCopy2: {
    id: 'agent.page.agentDividendRecordCopy2',
    defaultMessage: 'Bonus',
    description:
      'Agent-center page agentDividendRecordCopy2 (dividend records): menu label and panel heading',
  },
  agentDailyWages2: {
    id: 'agent.page.agentDailyWages2',
    defaultMessage: 'Daily salary',
    description: 'Agent-center page agentDailyWages2: menu label and panel heading',
  },
  agentHourSalary: {
    id: 'agent.page.agentHourSalary',
    defaultMessage: 'Hourly salary',
    description: 'Agent-center page agentHourSalary: menu label and panel heading',
  },
  agentRealtimeSalary: {
    id: 'agent.page.agentRealtimeSalary',
    defaultMessage: 'Real-time salary',
    description: 'Agent-center page agentRealtimeSalary: menu label and panel heading',
  },
});

/** Labels of the menu's link entries (spec 2: deposit, withdraw, platform messages, customer service). */
export const agentLinkLabels = defineMessages({
  depositv2: {
    id: 'agent.menu.deposit',
    defaultMessage: 'Deposit',
    description: 'Agent-center menu: link to the member center deposit page',
  },
  withdraw: {
    id: 'agent.menu.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Agent-center menu: link to the member center withdraw page',
  },
  messageV2: {
    id: 'agent.menu.messages',
    defaultMessage: 'Platform messages',
    description: 'Agent-center menu: link to the member center platform information page',
  },
  customerService: {
    id: 'agent.menu.customerService',
    defaultMessage: 'Customer service',
    description: 'Agent-center menu: link to the brand customer service chat (new tab)',
  },
});

/**
 * Messages a brand may name as `labelId` in vendors.json `menus.agentCenter` (config may relabel, never invent
 * texts: an unknown id keeps the default label).
 */
export const agentLabelOverrides: Record<string, MessageDescriptor> = defineMessages({
  teamBetting: {
    id: 'agent.menu.teamBetting',
    defaultMessage: 'Team betting',
    description:
      'Agent-center menu: label of personalHistoryCopy (the team betting record), vendors.json labelId',
  },
});

/** The override message of `labelId`, or undefined when the catalogue has none. */
export function labelOverride(labelId: string | undefined): MessageDescriptor | undefined {
  if (!labelId) return undefined;
  return Object.values(agentLabelOverrides).find((m) => m.id === labelId);
}
