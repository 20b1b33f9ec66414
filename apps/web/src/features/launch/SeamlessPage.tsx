import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useToken } from '../../shared/session/session';
import { launchRequest } from './api';
import { GameFrame } from './GameFrame';

/**
 * Game page `/seamless?vassalage&gameType[&gameCode][&nodeId][&mode=demo]` (spec 2; docs/architecture.md "Game launch"; side menu
 * hidden). Real play needs the session: without it the visitor goes to /login (the login popup) and comes back here
 * after logging in, as the route guard does elsewhere. The free trial (`mode=demo`, supportPlay 0) needs no account.
 */
export default function SeamlessPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useToken();
  const request = launchRequest(params);
  if (!token && request?.mode !== 'demo') {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <GameFrame title={<FormattedMessage {...pageMessages.seamless} />} request={request} />;
}
