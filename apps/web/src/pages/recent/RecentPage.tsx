import { useIntl } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useRecentGames } from '../../features/games/api';
import { gamesMessages } from '../../features/games/messages';
import { AccountGamesPage } from '../game-list/AccountGamesPage';

/** Recent games of the account (spec 2: /recent; login required by the guard): the 20 latest plays (spec 9). */
export default function RecentPage() {
  const intl = useIntl();
  const recent = useRecentGames(intl.locale);
  return <AccountGamesPage title={pageMessages.recent} query={recent} empty={gamesMessages.emptyRecent} />;
}
