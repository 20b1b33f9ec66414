/**
 * Registrations of the agent-center pages of the shell itself (docs/architecture.md "Agents"): agentAnnouncement.
 */
import { registerAgentPage } from '../../features/agent/registry';

registerAgentPage({
  name: 'agentAnnouncement',
  load: () => import('../../features/agent/shell/AgentAnnouncement'),
});
