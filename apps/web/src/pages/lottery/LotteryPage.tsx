import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/**
 * Lottery game page (spec 2: /lottery, /seaLottery, /vnLottery and aliases; needs the session token, query
 * `gameCode`; side menu hidden). The lottery lobby arrives with a later issue.
 */
export default function LotteryPage() {
  const [params] = useSearchParams();
  return (
    <PlaceholderPage
      title={<FormattedMessage {...pageMessages.lottery} />}
      emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
      emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
    >
      <span data-game-code={params.get('gameCode') ?? ''} hidden />
    </PlaceholderPage>
  );
}
