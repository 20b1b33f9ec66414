/**
 * Registrations of the agent-center pages of the shell itself (issue 8 "Deliver" 2, 3): agentAnnouncement.
 */
import { registerAgentPage } from '../../features/agent/registry';

registerAgentPage({
  name: 'agentAnnouncement',
  load: () => import('../../features/agent/shell/AgentAnnouncement'),
});
