import { useIntl } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useFavourites } from '../../features/games/api';
import { gamesMessages } from '../../features/games/messages';
import { AccountGamesPage } from '../game-list/AccountGamesPage';

/** Favourite games of the account (spec 2: /favorite; the route guard requires login): every type, newest first. */
export default function FavoritePage() {
  const intl = useIntl();
  const favs = useFavourites(intl.locale);
  return (
    <AccountGamesPage title={pageMessages.favorite} query={favs} empty={gamesMessages.emptyFavourites} />
  );
}
