import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Stack } from '@playdeck/ui';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useRecentGames } from '../../features/games/api';
import { GameGrid } from '../../features/games/GameGrid';
import { gamesMessages } from '../../features/games/messages';
import { VendorGamesPopup } from '../../features/games/VendorGamesPopup';
import * as styles from '../game-list/GameListPage.css';

/** Recent games of the account (spec 2: /recent; login required by the guard): the 20 latest plays (spec 9). */
export default function RecentPage() {
  const intl = useIntl();
  const recent = useRecentGames(intl.locale);
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...pageMessages.recent} />
      </Heading>
      <GameGrid
        games={recent.data?.content}
        loading={recent.isValidating}
        error={recent.error}
        onRetry={() => void recent.mutate()}
        variant="compact"
        label={intl.formatMessage(pageMessages.recent)}
        emptyDescription={<FormattedMessage {...gamesMessages.emptyRecent} />}
      />
      <VendorGamesPopup />
    </Stack>
  );
}
