/**
 * Registrations of the agent-center team pages (docs/architecture.md "Agents"): one `registerAgentPage` call per page. The
 * transfer form is part of downlineManagmentView (flags transferDownline / transferUpline).
 */
import { registerAgentPage } from '../../features/agent/registry';

registerAgentPage({
  name: 'agentTeamOverview',
  load: () => import('../../features/agent/team/TeamOverviewPage'),
});
registerAgentPage({
  name: 'registerCenter',
  load: () => import('../../features/agent/team/RegisterCenterPage'),
});
registerAgentPage({
  name: 'downlineManagmentView',
  load: () => import('../../features/agent/team/DownlinePage'),
});
registerAgentPage({
  name: 'personalHistoryCopy',
  // The whitelabel tree names the agent-center copy of the page agentPersonalHistoryCopy.
  modId: 'agentPersonalHistoryCopy',
  load: () => import('../../features/agent/team/TeamBetsPage'),
});
registerAgentPage({
  name: 'palStatementsAgentCopy',
  load: () => import('../../features/agent/team/TeamLossPage'),
});
registerAgentPage({
  name: 'agentDownlineTransactionDetailsCopy',
  load: () => import('../../features/agent/team/TeamTransactionsPage'),
});
