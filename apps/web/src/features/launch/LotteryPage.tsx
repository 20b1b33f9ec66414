import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { launchRequest, lotteryGameType } from './api';
import { GameFrame } from './GameFrame';

/**
 * Lottery game pages `/lottery`, `/seaLottery`, `/vnLottery` (and the lower-case aliases) with `gameCode` and
 * `vassalage` (spec 2; docs/architecture.md "Game launch"; side menu hidden). The route guard already sent visitors without a
 * session token to /login. The game type is the query's, else ELOTT for /vnLottery and LOTT for the others.
 */
export default function LotteryPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <GameFrame
      title={<FormattedMessage {...pageMessages.lottery} />}
      request={launchRequest(params, lotteryGameType(pathname))}
    />
  );
}
