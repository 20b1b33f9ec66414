import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Stack } from '@playdeck/ui';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useFavourites } from '../../features/games/api';
import { GameGrid } from '../../features/games/GameGrid';
import { gamesMessages } from '../../features/games/messages';
import { VendorGamesPopup } from '../../features/games/VendorGamesPopup';
import * as styles from '../game-list/GameListPage.css';

/** Favourite games of the account (spec 2: /favorite; the route guard requires login): every type, newest first. */
export default function FavoritePage() {
  const intl = useIntl();
  const favs = useFavourites(intl.locale);
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...pageMessages.favorite} />
      </Heading>
      <GameGrid
        games={favs.data?.content}
        loading={favs.isValidating}
        error={favs.error}
        onRetry={() => void favs.mutate()}
        variant="compact"
        label={intl.formatMessage(pageMessages.favorite)}
        emptyDescription={<FormattedMessage {...gamesMessages.emptyFavourites} />}
      />
      <VendorGamesPopup />
    </Stack>
  );
}
