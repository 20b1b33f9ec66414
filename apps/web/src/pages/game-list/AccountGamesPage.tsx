import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { SWRResponse } from 'swr';
import type { FavouritesValue } from '@playdeck/api-client/games';
import { Heading, Stack } from '@playdeck/ui';
import { GameGrid } from '../../features/games/GameGrid';
import { VendorGamesPopup } from '../../features/games/VendorGamesPopup';
import * as styles from './GameListPage.css';

/** Props of {@link AccountGamesPage}. */
export interface AccountGamesPageProps {
  /** The page's heading, also the accessible name of its grid. */
  title: MessageDescriptor;
  /** The account's games (useFavourites or useRecentGames): loading, error and retry come from it. */
  query: SWRResponse<FavouritesValue>;
  /** Description of the empty state when the account has no such game. */
  empty: MessageDescriptor;
}

/**
 * A page of the account's own games (spec 2: /favorite, /recent; the route guard requires login): the heading, the
 * games as a compact grid (spinner, error with retry, empty state from `query`) and the vendor games popup.
 */
export function AccountGamesPage({ title, query, empty }: AccountGamesPageProps) {
  const intl = useIntl();
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...title} />
      </Heading>
      <GameGrid
        games={query.data?.content}
        loading={query.isValidating}
        error={query.error}
        onRetry={() => void query.mutate()}
        variant="compact"
        label={intl.formatMessage(title)}
        emptyDescription={<FormattedMessage {...empty} />}
      />
      <VendorGamesPopup />
    </Stack>
  );
}
