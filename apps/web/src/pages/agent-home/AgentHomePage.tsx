import { Navigate, useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Spinner } from '@playdeck/ui';
import { AgentShell } from '../../features/agent/shell/AgentShell';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useMemberInfo, useToken } from '../../shared/session/session';
import './shellPages';
import './teamPages';
import './contractPages';

/**
 * Agent center (spec 2: /agentHome, the agent-only layout; `?page=` names the panel, default agentTeamOverview).
 * Spec 4 "Agent center: non-agents redirected to /agent": visitors, players, trial members, and sessions whose member
 * info cannot be read are sent to /agent (history entry replaced); agents get the shell.
 */
export default function AgentHomePage() {
  const intl = useIntl();
  const token = useToken();
  const [params] = useSearchParams();
  const { member, isAgent, isLoading, error } = useMemberInfo();
  if (!token) return <Navigate to="/agent" replace />;
  if (!member) {
    if (error || !isLoading) return <Navigate to="/agent" replace />;
    return (
      <main>
        <Spinner label={intl.formatMessage(pageMessages.agentHome)} />
      </main>
    );
  }
  if (!isAgent) return <Navigate to="/agent" replace />;
  return <AgentShell page={params.get('page')} nickname={member.nickname || member.account} />;
}
